/** The VIP club at the gateway (upstream-gateway.md §6; the tier pay is a gap shape). */
import type { EndpointValue } from '../../upstream/endpoints.ts';
import { ENDPOINTS } from './vip.endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

export type GatewayVipClub = EndpointValue<typeof ENDPOINTS.vipClub>;
export type GatewayRankProgress = EndpointValue<typeof ENDPOINTS.rankProgress>;

export function fetchVipClub(gateway: Gateway): Promise<GatewayVipClub> {
  return gateway.call(ENDPOINTS.vipClub);
}

export function fetchRankProgress(gateway: Gateway): Promise<GatewayRankProgress> {
  return gateway.call(ENDPOINTS.rankProgress);
}
