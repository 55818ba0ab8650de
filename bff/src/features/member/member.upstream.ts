/** Member endpoints (upstream-gateway.md §6). */
import {
  GatewayMemberInfoSchema,
  MODULE_IDS,
  type GatewayMemberInfo,
  type LanguageCode,
} from '@app/contracts';
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
