/** Gateway reads only the home needs: balance and promotion availability (§6, §14). */
import {
  GatewayBalanceSchema,
  GatewayPromotionAvailabilitySchema,
  MODULE_IDS,
  type LanguageCode,
} from '@app/contracts';
import type { z } from 'zod';
import type { UpstreamClient } from '../../upstream/client.ts';

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
