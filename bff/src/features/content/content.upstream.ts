/** Announcements, banners, marquee and popups (upstream-gateway.md §11.1), mapped here. */
import { z } from 'zod';
import { BannerSchema, MarqueeItemSchema, PopupSchema } from '@app/contracts';
import type { UrlCheck } from '../../lib/safe-url.ts';
import { sanitizeUpstreamHtml } from '../../lib/sanitize.ts';
import { ENDPOINTS } from '../../upstream/endpoints.ts';
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
    popups: value.popup.flatMap((popup) =>
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
    ),
  };
}
