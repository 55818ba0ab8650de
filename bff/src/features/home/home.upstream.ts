/** Gateway reads only the home needs: promotion availability (§14). */
import { GatewayPromotionAvailabilitySchema, MODULE_IDS, type LanguageCode } from '@app/contracts';
import type { z } from 'zod';
import type { UpstreamClient } from '../../upstream/client.ts';

export function fetchPromotionAvailability(
  upstream: UpstreamClient,
  merchantCode: string,
  language: LanguageCode,
): Promise<z.infer<typeof GatewayPromotionAvailabilitySchema>> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
      moduleId: MODULE_IDS.common,
      language,
      query: { merchantCode },
    },
    GatewayPromotionAvailabilitySchema,
  );
}
