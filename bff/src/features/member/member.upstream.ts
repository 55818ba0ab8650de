/** Member endpoints (upstream-gateway.md §6): identity and wallet balance. */
import type { GatewayBalanceSchema, GatewayMemberInfo } from '@app/contracts';
import type { z } from 'zod';
import { ENDPOINTS } from '../../upstream/endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

export function fetchMemberInfo(gateway: Gateway): Promise<GatewayMemberInfo> {
  return gateway.call(ENDPOINTS.memberInfo);
}

export function fetchBalance(gateway: Gateway): Promise<z.infer<typeof GatewayBalanceSchema>> {
  return gateway.call(ENDPOINTS.balance, { query: { typeId: 0 } });
}
