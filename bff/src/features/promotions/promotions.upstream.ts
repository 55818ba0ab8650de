/** Promotions at the gateway (upstream-gateway.md §14): which promotions the merchant runs. */
import type { GatewayPromotionAvailabilitySchema } from '@app/contracts';
import type { z } from 'zod';
import { ENDPOINTS } from '../../upstream/endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

export function fetchPromotionAvailability(
  gateway: Gateway,
): Promise<z.infer<typeof GatewayPromotionAvailabilitySchema>> {
  return gateway.call(ENDPOINTS.promotionAvailability, {
    query: { merchantCode: gateway.merchantCode },
  });
}
