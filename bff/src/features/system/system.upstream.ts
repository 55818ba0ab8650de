/** The gateway's system endpoints (upstream-gateway.md §7). */
import {
  GatewayStatusSchema,
  MODULE_IDS,
  RegisterRulesSchema,
  type GatewayStatus,
  type LanguageCode,
  type RegisterRules,
} from '@app/contracts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { UpstreamError } from '../../upstream/errors.ts';

/** The mobile build reads /wps/v2/system/status; older gateways only have /wps/system/status. */
export async function fetchStatus(
  upstream: UpstreamClient,
  language: LanguageCode,
): Promise<GatewayStatus> {
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

/** Per-field registration rules (upstream-gateway.md §5.4), the same as status.info.register. */
export function fetchRegisterRules(
  upstream: UpstreamClient,
  language: LanguageCode,
): Promise<RegisterRules> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/system/setting/register',
      moduleId: MODULE_IDS.register,
      language,
    },
    RegisterRulesSchema,
  );
}
