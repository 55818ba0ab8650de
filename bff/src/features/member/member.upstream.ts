/** Member endpoints (upstream-gateway.md §6): identity and wallet balance. */
import {
  GatewayBalanceSchema,
  GatewayMemberInfoSchema,
  MODULE_IDS,
  type GatewayMemberInfo,
  type LanguageCode,
} from '@app/contracts';
import type { z } from 'zod';
import type { UpstreamClient } from '../../upstream/client.ts';

export function fetchMemberInfo(
  upstream: UpstreamClient,
  token: string,
  language: LanguageCode,
): Promise<GatewayMemberInfo> {
  return upstream.call(
    { method: 'GET', path: '/wps/member/info', moduleId: MODULE_IDS.common, token, language },
    // A guest may get `200 {value: {}}` or `null`: both parse, and mean "no identity".
    GatewayMemberInfoSchema.nullish().transform((v) => v ?? {}),
  );
}

export function fetchBalance(
  upstream: UpstreamClient,
  token: string,
  language: LanguageCode,
): Promise<z.infer<typeof GatewayBalanceSchema>> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/v2/wallets/balance',
      moduleId: MODULE_IDS.common,
      token,
      language,
      query: { typeId: 0 },
    },
    GatewayBalanceSchema,
  );
}
