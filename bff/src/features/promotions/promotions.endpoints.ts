/**
 * The promotion endpoints (upstream-gateway.md §14); the relays for taking part are gap-filling
 * ones (§14 names none; the sandbox's, docs/gateway.md).
 * Gateway field names stay in promotions.upstream.ts, the only reader of this table.
 */
import {
  GatewayLoginPromotionSchema,
  GatewayPromotionAvailabilitySchema,
  GatewayPromotionListSchema,
  GatewayPromotionSchema,
  MODULE_IDS,
} from '@app/contracts';
import { endpoint, params, relay } from '../../upstream/endpoints.ts';

export const ENDPOINTS = {
  promotionAvailability: endpoint({
    method: 'GET',
    path: relay('MCSFE_getMerchantAvailablePromotions'),
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayPromotionAvailabilitySchema,
    query: params<{ merchantCode: string }>(),
  }),
  /**
   * A member's personal list (each promotion with their status) with their token; the common
   * list (a visitor's, a trial player's) without one, through the shared gateway.
   */
  promotionList: endpoint({
    method: 'GET',
    path: relay('MCSFE_getAvailablePromotions'),
    moduleId: MODULE_IDS.common,
    auth: 'optional',
    schema: GatewayPromotionListSchema,
    query: params<{ merchantCode: string; platform: string }>(),
  }),
  joinPromotion: endpoint({
    method: 'POST',
    path: relay('MCSFE_joinPromotion'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayPromotionSchema,
    body: params<{ promotionId: number }>(),
  }),
  applyPromotion: endpoint({
    method: 'POST',
    path: relay('MCSFE_applyPromotion'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayPromotionSchema,
    body: params<{ promotionId: number; comment: string; images: string[] }>(),
  }),
  claimPromotion: endpoint({
    method: 'POST',
    path: relay('MCSFE_claimIssuedPromotion'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayPromotionSchema,
    body: params<{ promotionId: number; requestKey: string }>(),
  }),
  loginPromotion: endpoint({
    method: 'GET',
    path: relay('MCSFE_getLoginPromotion'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayLoginPromotionSchema,
  }),
  claimLoginPromotion: endpoint({
    method: 'POST',
    path: relay('MCSFE_claimLoginPromotion'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayLoginPromotionSchema,
    body: params<{ requestKey: string }>(),
  }),
} as const;
