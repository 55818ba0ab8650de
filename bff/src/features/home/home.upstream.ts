/** Gateway reads only the home needs: promotion availability (§14). */
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
