import { LanguageInputSchema, PromotionAvailabilitySchema } from '@app/contracts';
import { publicProcedure, router, withLanguage } from '../../trpc/init.ts';
import { getPromotionAvailability } from './promotions.service.ts';

export const promotionsRouter = router({
  /**
   * Which promotions the merchant runs (app download, missions, login, referral): shared,
   * cached, as home.bootstrap's `promotions` (which seeds the same key in the web app).
   */
  availability: publicProcedure
    .input(LanguageInputSchema)
    .use(withLanguage)
    .output(PromotionAvailabilitySchema)
    .query(({ ctx }) => getPromotionAvailability(ctx, ctx.language)),
});
