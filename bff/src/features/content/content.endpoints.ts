/**
 * The content endpoints (upstream-gateway.md §11.1): announcements (public and a member's) and the help centre.
 * Gateway field names stay in content.upstream.ts, the only reader of this table.
 */
import { GatewayAnnouncementsSchema, GatewayHelpCenterSchema, MODULE_IDS } from '@app/contracts';
import { endpoint, params, relay } from '../../upstream/endpoints.ts';

export const ENDPOINTS = {
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayHelpCenterSchema,
    query: params<{ lang: string; device: string }>(),
  }),
  announcements: endpoint({
    method: 'GET',
    path: relay('MCSFE_getListAnnouncements'),
    moduleId: MODULE_IDS.common,
    auth: 'optional',
    schema: GatewayAnnouncementsSchema,
    query: params<{
      types: string;
      groupName?: string | undefined;
      platform: string;
      merchantCode: string;
      token: string;
    }>(),
  }),
} as const;
