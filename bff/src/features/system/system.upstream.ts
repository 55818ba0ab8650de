/** The gateway's system endpoints (upstream-gateway.md §7). */
import type { GatewayStatus, RegisterRules } from '@app/contracts';
import { ENDPOINTS } from '../../upstream/endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';
import { UpstreamError } from '../../upstream/errors.ts';

/** The mobile build reads /wps/v2/system/status; older gateways only have /wps/system/status. */
export async function fetchStatus(gateway: Gateway): Promise<GatewayStatus> {
  try {
    return await gateway.call(ENDPOINTS.status);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) {
      return gateway.call(ENDPOINTS.statusLegacy);
    }
    throw error;
  }
}

/** Per-field registration rules (upstream-gateway.md §5.4), the same as status.info.register. */
export function fetchRegisterRules(gateway: Gateway): Promise<RegisterRules> {
  return gateway.call(ENDPOINTS.registerRules);
}
