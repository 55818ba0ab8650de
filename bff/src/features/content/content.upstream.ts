/** Announcements, banners, marquee and popups (upstream-gateway.md §11.1). */
import type { GatewayAnnouncements } from '@app/contracts';
import { ENDPOINTS } from '../../upstream/endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

export interface AnnouncementQuery {
  /** Comma list of B (banners), PL (marquee), PU (popups), PR (promotions), H (home). */
  types: string;
  groupName?: string;
}

/** The announcements a visitor sees (shared, cached): the token parameter is sent empty. */
export function fetchAnnouncements(
  gateway: Gateway,
  query: AnnouncementQuery,
): Promise<GatewayAnnouncements> {
  return gateway.call(ENDPOINTS.announcements, {
    query: {
      types: query.types,
      groupName: query.groupName,
      platform: 'M',
      merchantCode: gateway.merchantCode,
      // Visitors send the token parameter empty (spec section 6).
      token: '',
    },
  });
}
