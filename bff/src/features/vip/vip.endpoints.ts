/**
 * The VIP club endpoints (upstream-gateway.md §6, §14; issue 14: gap shapes, docs/gateway.md).
 * Gateway field names stay in vip.upstream.ts, the only reader of this table.
 */
import { GatewayRankProgressSchema, GatewayVipClubSchema, MODULE_IDS } from '@app/contracts';
import { endpoint, relay } from '../../upstream/endpoints.ts';

export const ENDPOINTS = {
  vipClub: endpoint({
    method: 'GET',
    path: relay('MCSFE_getVipClubConfig'),
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayVipClubSchema,
  }),
  rankProgress: endpoint({
    method: 'GET',
    path: relay('MCSFE_getPlayerRankProgress'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayRankProgressSchema,
  }),
} as const;
