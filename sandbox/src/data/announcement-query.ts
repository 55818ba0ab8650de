/**
 * Filtering of the announcement relays (§11.1): `types` picks the lists (B banners, PL marquee,
 * PU popups, PR promotions, H home notices = popups, A agent lines in the marquee), `groupName`
 * the banner group, `execution` the popup audience. Unrequested lists come back empty.
 */
import { z } from 'zod';
import { MARQUEE, POPUPS, seedBanners, seedPromotions } from './announcements.ts';

const TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;

export const AnnouncementQuerySchema = z
  .object({
    types: z
      .string()
      .max(40)
      .optional()
      .transform((v, ctx) => {
        if (!v) return [...TYPES].filter((t) => t !== 'A');
        const list = v
          .split(',')
          .map((t) => t.trim().toUpperCase())
          .filter(Boolean);
        for (const t of list) {
          if (!(TYPES as readonly string[]).includes(t)) {
            ctx.addIssue({ code: 'custom', message: `unknown type ${t}` });
            return z.NEVER;
          }
        }
        return list;
      }),
    groupName: z.string().max(40).optional(),
    platform: z.enum(['W', 'M', 'w', 'm']).optional(),
    execution: z.enum(['A', 'B']).optional(),
    merchantCode: z.string().max(40).optional(),
    token: z.string().max(200).optional(),
  })
  .loose();
export type AnnouncementQuery = z.infer<typeof AnnouncementQuerySchema>;

export function announcementsValue(query: AnnouncementQuery, publicUrl: string, loggedIn: boolean) {
  const has = (t: string) => query.types.includes(t);
  const groups = query.groupName
    ?.split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  const banners = has('B')
    ? seedBanners(publicUrl).filter((b) => !groups?.length || groups.includes(b.groupName))
    : [];
  const player = MARQUEE.filter((m) => (m.audience === 'PL' ? has('PL') : has('A'))).map(
    ({ audience: _audience, ...rest }) => rest,
  );
  // Popups: A for logged-in players, B for visitors, unless the query pins one.
  const execution = query.execution ?? (loggedIn ? 'A' : 'B');
  const popup = has('PU') || has('H') ? POPUPS.filter((p) => p.execution === execution) : [];
  const promotion = has('PR') ? seedPromotions(publicUrl) : [];
  return { banners, player, popup, promotion };
}
