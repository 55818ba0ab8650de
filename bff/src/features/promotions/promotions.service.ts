/**
 * Promotions (spec section 4, "Promotions"; upstream-gateway.md §14). Today: which promotions the
 * merchant runs (app download bonus, missions, login, referral), shared by every player and
 * cached; the home shows them. The promotion screens (claims, sign-in, points) will join here.
 */
import {
  PromotionAvailabilitySchema,
  type LanguageCode,
  type PromotionAvailability,
} from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import { fetchPromotionAvailability } from './promotions.upstream.ts';

/** The same for every player: fresh 60 s, stale up to 30 min. */
const PROMOTIONS_CACHE = { ttlMs: 60_000, staleTtlMs: 30 * 60_000 };

type PromotionsContext = Pick<Context, 'gateway' | 'cache' | 'config'>;

/** What the home shows while the availability is unknown: nothing on offer. */
export const NO_PROMOTIONS: PromotionAvailability = {
  appDownload: { enabled: false, bonusAmount: null, currency: null },
  mission: { enabled: false },
  login: { enabled: false },
  referral: { enabled: false },
};

export async function getPromotionAvailability(
  ctx: PromotionsContext,
  language: LanguageCode,
): Promise<PromotionAvailability> {
  return ctx.cache.cached({
    key: `${ctx.config.merchantCode}:promotions:availability:all:${language}`,
    ...PROMOTIONS_CACHE,
    schema: PromotionAvailabilitySchema,
    load: () => fetchPromotionAvailability(ctx.gateway.shared(language)),
  });
}
