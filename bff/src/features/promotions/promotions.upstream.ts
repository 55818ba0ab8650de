/** Promotions at the gateway (upstream-gateway.md §14): which promotions the merchant runs. */
import type { PromotionAvailability } from '@app/contracts';
import { ENDPOINTS } from '../../upstream/endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

export async function fetchPromotionAvailability(gateway: Gateway): Promise<PromotionAvailability> {
  const value = await gateway.call(ENDPOINTS.promotionAvailability, {
    query: { merchantCode: gateway.merchantCode },
  });
  return {
    appDownload: {
      enabled: value.APP_DOWNLOAD?.enabled ?? false,
      bonusAmount: value.APP_DOWNLOAD?.bonusAmount ?? null,
      currency: value.APP_DOWNLOAD?.currency ?? null,
    },
    mission: { enabled: value.MISSION?.enabled ?? false },
    login: { enabled: value.LOGIN?.enabled ?? false },
    referral: { enabled: value.REFERRAL?.enabled ?? false },
  };
}
