/**
 * Announcements, banners, marquee and popups (upstream-gateway.md §11.1), mapped here: the public
 * ones (shared, cached) and a member's, with the member's read marks.
 */
import { z } from 'zod';
import type { GatewayAnnouncementsSchema } from '@app/contracts';
import { BannerSchema, MarqueeItemSchema, PopupSchema, type Announcement } from '@app/contracts';
import type { UrlCheck } from '../../lib/safe-url.ts';
import { sanitizeUpstreamHtml } from '../../lib/sanitize.ts';
import { ENDPOINTS } from './content.endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

export interface AnnouncementQuery {
  /** Comma list of B (banners), PL (marquee), PU (popups), PR (promotions), H (home). */
  types: string;
  groupName?: string;
}

/** The cached form of the public announcements: banners, marquee and popups in one entry. */
export const PublicAnnouncementsSchema = z.object({
  banners: z.array(BannerSchema),
  marquee: z.array(MarqueeItemSchema),
  popups: z.array(PopupSchema.extend({ execution: z.string().nullable() })),
});
export type PublicAnnouncements = z.infer<typeof PublicAnnouncementsSchema>;

/**
 * The announcements a visitor sees (shared, cached): the token parameter is sent empty. Every
 * URL goes through `urls`; popup HTML is sanitised.
 */
export async function fetchAnnouncements(
  gateway: Gateway,
  query: AnnouncementQuery,
  urls: UrlCheck,
): Promise<PublicAnnouncements> {
  const value = await gateway.call(ENDPOINTS.announcements, {
    query: {
      types: query.types,
      groupName: query.groupName,
      platform: 'M',
      merchantCode: gateway.merchantCode,
      // Visitors send the token parameter empty (spec section 6).
      token: '',
    },
  });
  return {
    // A banner is its image: one without a usable image is dropped whole.
    banners: value.banners.flatMap((banner) => {
      const imageUrl = urls(banner.url, 'banner.imageUrl');
      if (!imageUrl) return [];
      const link = banner.externalLink?.trim() || banner.linkage?.trim() || null;
      return [
        {
          id: banner.bannerId,
          groupName: banner.groupName,
          imageUrl,
          title: banner.title?.trim() || null,
          linkUrl: urls(link, 'banner.linkUrl'),
        },
      ];
    }),
    marquee: value.player.map((item) => ({
      id: item.id,
      title: item.title?.trim() ?? '',
      content: item.content?.trim() ?? '',
    })),
    popups: popupsOf(value.popup, urls),
  };
}

type GatewayPopups = z.infer<typeof GatewayAnnouncementsSchema>['popup'];

/** The gateway's popups as the home shows them: sanitised HTML, checked image URL. */
function popupsOf(popups: GatewayPopups, urls: UrlCheck): PublicAnnouncements['popups'] {
  return popups.flatMap((popup) =>
    popup.id === undefined
      ? []
      : [
          {
            id: popup.id,
            title: popup.title?.trim() ?? '',
            contentHtml: sanitizeUpstreamHtml(popup.content ?? ''),
            imageUrl: urls(popup.imageUrl, 'popup.imageUrl'),
            execution: popup.execution ?? null,
          },
        ],
  );
}

/**
 * A member's login popups on home (spec section 7: "plus H on home"): the list asked with the
 * member's token, the popup types (PU and H, home notices) and the home's banner groups, so the
 * gateway answers the signed-in audience (execution A). Never cached: the token is the member's.
 */
export async function fetchMemberPopups(
  gateway: Gateway,
  token: string,
  groupNames: readonly string[],
  urls: UrlCheck,
): Promise<PublicAnnouncements['popups']> {
  const value = await gateway.call(ENDPOINTS.announcements, {
    query: {
      types: 'PU,H',
      groupName: groupNames.join(','),
      platform: 'M',
      merchantCode: gateway.merchantCode,
      token,
    },
  });
  return popupsOf(value.popup, urls);
}

/**
 * The announcements a member sees, with the member's read marks: marquee lines (plus the agent
 * lines for agents, `A`) first, in the marquee's order, then the notices (popups) shown to
 * signed-in players. Asked with the member's token, never cached: the read marks are the
 * member's own.
 */
export async function fetchMemberAnnouncements(
  gateway: Gateway,
  token: string,
  agent: boolean,
): Promise<Announcement[]> {
  const value = await gateway.call(ENDPOINTS.announcements, {
    query: {
      types: agent ? 'PL,A,PU' : 'PL,PU',
      platform: 'M',
      merchantCode: gateway.merchantCode,
      token,
    },
  });
  return [
    ...value.player.map((line) => ({
      id: line.id,
      title: line.title?.trim() ?? '',
      content: line.content?.trim() ?? '',
      contentHtml: null,
      read: line.read === true,
    })),
    ...value.popup.flatMap((notice) =>
      notice.id === undefined
        ? []
        : [
            {
              id: notice.id,
              title: notice.title?.trim() ?? '',
              content: '',
              contentHtml: sanitizeUpstreamHtml(notice.content ?? ''),
              read: notice.read === true,
            },
          ],
    ),
  ];
}
