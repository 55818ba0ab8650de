/** Promotions: the gateway's availability shape and what the web receives (home, promotions). */
import { z } from 'zod';

/* ---------------------------------------------------------------------------------------------
 * Gateway shapes
 * ------------------------------------------------------------------------------------------- */

const availability = z.object({ enabled: z.boolean() }).loose();
/** MCSFE_getMerchantAvailablePromotions (a gap shape: the sandbox's choice, documented there). */
export const GatewayPromotionAvailabilitySchema = z.object({
  APP_DOWNLOAD: availability
    .extend({ bonusAmount: z.coerce.number().nullish(), currency: z.string().nullish() })
    .nullish(),
  MISSION: availability.nullish(),
  LOGIN: availability.nullish(),
  REFERRAL: availability.nullish(),
});

/* ---------------------------------------------------------------------------------------------
 * What the BFF answers
 * ------------------------------------------------------------------------------------------- */

/** Which promotions the merchant runs (home.bootstrap's `promotions`). */
export const PromotionAvailabilitySchema = z.object({
  appDownload: z.object({
    enabled: z.boolean(),
    bonusAmount: z.number().nullable(),
    currency: z.string().nullable(),
  }),
  mission: z.object({ enabled: z.boolean() }),
  login: z.object({ enabled: z.boolean() }),
  referral: z.object({ enabled: z.boolean() }),
});
export type PromotionAvailability = z.infer<typeof PromotionAvailabilitySchema>;
