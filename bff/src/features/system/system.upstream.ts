/** The gateway's system endpoints (upstream-gateway.md §7). */
import { GatewayStatusSchema, MODULE_IDS, type GatewayStatus, type LanguageCode } from '@app/contracts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { UpstreamError } from '../../upstream/errors.ts';

/** The mobile build reads /wps/v2/system/status; older gateways only have /wps/system/status. */
export async function fetchStatus(upstream: UpstreamClient, language: LanguageCode): Promise<GatewayStatus> {
  const call = { method: 'GET', moduleId: MODULE_IDS.common, language } as const;
  try {
    return await upstream.call({ ...call, path: '/wps/v2/system/status' }, GatewayStatusSchema);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) {
      return upstream.call({ ...call, path: '/wps/system/status' }, GatewayStatusSchema);
    }
    throw error;
  }
}
