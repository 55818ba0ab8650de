/** Announcements, banners, marquee and popups (upstream-gateway.md §11.1). */
import {
  GatewayAnnouncementsSchema,
  MODULE_IDS,
  type GatewayAnnouncements,
  type LanguageCode,
} from '@app/contracts';
import type { UpstreamClient } from '../../upstream/client.ts';

export interface AnnouncementQuery {
  /** Comma list of B (banners), PL (marquee), PU (popups), PR (promotions), H (home). */
  types: string;
  groupName?: string;
  language: LanguageCode;
  merchantCode: string;
  token?: string | null;
}

export function fetchAnnouncements(
  upstream: UpstreamClient,
  query: AnnouncementQuery,
): Promise<GatewayAnnouncements> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/relay/MCSFE_getListAnnouncements',
      moduleId: MODULE_IDS.common,
      language: query.language,
      token: query.token,
      query: {
        types: query.types,
        groupName: query.groupName,
        platform: 'M',
        merchantCode: query.merchantCode,
        // Visitors send the token parameter empty (spec section 6).
        token: query.token ?? '',
      },
    },
    GatewayAnnouncementsSchema,
  );
}
