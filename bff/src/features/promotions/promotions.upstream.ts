/**
 * Promotions at the gateway (upstream-gateway.md §14): which promotions the merchant runs, the
 * promotion list (common or the member's), taking part, claiming, and the daily sign-in. The
 * relays for joining and applying are gap-fillers (docs/gateway.md "Promotions").
 */
import type {
  GatewayLoginPromotion,
  GatewayPromotion,
  PromotionAvailability,
} from '@app/contracts';
import { ENDPOINTS } from './promotions.endpoints.ts';
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

/** Platform M: the mobile site's promotions. */
const LIST_QUERY = (gateway: Gateway) => ({ merchantCode: gateway.merchantCode, platform: 'M' });

export function fetchCommonPromotions(gateway: Gateway): Promise<GatewayPromotion[]> {
  return gateway.call(ENDPOINTS.promotionList, { query: LIST_QUERY(gateway) });
}

export function fetchMemberPromotions(gateway: Gateway): Promise<GatewayPromotion[]> {
  return gateway.call(ENDPOINTS.promotionList, { query: LIST_QUERY(gateway) });
}

export function postJoinPromotion(
  gateway: Gateway,
  promotionId: number,
): Promise<GatewayPromotion> {
  return gateway.call(ENDPOINTS.joinPromotion, { body: { promotionId } });
}

export function postApplyPromotion(
  gateway: Gateway,
  application: { promotionId: number; comment: string; images: string[] },
): Promise<GatewayPromotion> {
  return gateway.call(ENDPOINTS.applyPromotion, { body: application });
}

export function postClaimPromotion(
  gateway: Gateway,
  promotionId: number,
  requestKey: string,
): Promise<GatewayPromotion> {
  return gateway.call(ENDPOINTS.claimPromotion, { body: { promotionId, requestKey } });
}

export function fetchLoginPromotion(gateway: Gateway): Promise<GatewayLoginPromotion> {
  return gateway.call(ENDPOINTS.loginPromotion);
}

export function postSignIn(gateway: Gateway, requestKey: string): Promise<GatewayLoginPromotion> {
  return gateway.call(ENDPOINTS.claimLoginPromotion, { body: { requestKey } });
}
