/**
 * Filtering of the announcement relays (§11.1): `types` picks the lists (B banners, PL marquee,
 * PU popups, PR promotions, H home notices = popups, A agent lines in the marquee), `groupName`
 * the banner group, `execution` the popup audience. Unrequested lists come back empty.
 */
import { z } from 'zod';
import {
  MARQUEE,
  POPUPS,
  popupValues,
  seedBanners,
  seedPromotions,
  type Banner,
} from './announcements.data.ts';

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

/**
 * `read` ids: the member's read announcements, or null for a visitor. Marquee, popup and
 * promotion items carry `read` (always false for visitors).
 */
export function announcementsValue(
  query: AnnouncementQuery,
  publicUrl: string,
  read: ReadonlySet<number> | null,
  extraBanners: readonly Banner[] = [],
  noMarquee = false,
) {
  const loggedIn = read !== null;
  const isRead = (id: number) => read?.has(id) ?? false;
  const has = (t: string) => query.types.includes(t);
  const groups = query.groupName
    ?.split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  const banners = has('B')
    ? [...seedBanners(publicUrl), ...extraBanners].filter(
        (b) => !groups?.length || groups.includes(b.groupName),
      )
    : [];
  const player = (noMarquee ? [] : MARQUEE)
    .filter((m) => (m.audience === 'PL' ? has('PL') : has('A')))
    .map(({ audience: _audience, ...rest }) => ({ ...rest, read: isRead(rest.id) }));
  // Popups: A for logged-in players, B for visitors, unless the query pins one.
  const execution = query.execution ?? (loggedIn ? 'A' : 'B');
  const popup =
    has('PU') || has('H')
      ? popupValues(publicUrl)
          .filter((p) => p.execution === execution)
          .map((p) => ({ ...p, read: isRead(p.id) }))
      : [];
  const promotion = has('PR')
    ? seedPromotions(publicUrl).map((p) => ({ ...p, read: isRead(p.id) }))
    : [];
  return { banners, player, popup, promotion };
}

/**
 * The message centre's announcement badge (MCSFE_getUnreadAnnouncementCount, gap-filling):
 * unread player (marquee) lines, plus agent lines for agents, plus the popups currently shown to
 * logged-in players (execution A).
 */
export function unreadAnnouncementCount(
  read: ReadonlySet<number>,
  isAgent: boolean,
  now = Date.now(),
): number {
  const lines = MARQUEE.filter((m) => m.audience === 'PL' || isAgent).filter(
    (m) => !read.has(m.id),
  );
  const popups = POPUPS.filter(
    (p) => p.execution === 'A' && p.startTime <= now && now <= p.endTime && !read.has(p.id),
  );
  return lines.length + popups.length;
}
