/** The help centre (upstream-gateway.md §7; shape defined by the sandbox, §17 gap). */
import { GatewayHelpCenterSchema, MODULE_IDS, type LanguageCode } from '@app/contracts';
import type { z } from 'zod';
import type { UpstreamClient } from '../../upstream/client.ts';

export function fetchHelpCenter(
  upstream: UpstreamClient,
  language: LanguageCode,
): Promise<z.infer<typeof GatewayHelpCenterSchema>> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/system/helpCenter',
      moduleId: MODULE_IDS.common,
      language,
      query: { lang: language, device: 'MOBILE' },
    },
    GatewayHelpCenterSchema,
  );
}
