import {
  PromotionActionResultSchema,
  PromotionApplyInputSchema,
  PromotionAvailabilitySchema,
  PromotionClaimInputSchema,
  PromotionJoinInputSchema,
  PromotionListSchema,
  SignInCalendarSchema,
  SignInInputSchema,
} from '@app/contracts';
import {
  localisedProcedure,
  memberProcedure,
  realMemberProcedureRefusing,
  router,
} from '../../trpc/init.ts';
import {
  applyForPromotion,
  claimPromotion,
  getPromotionAvailability,
  getPromotionList,
  getSignInCalendar,
  joinPromotion,
  signIn,
} from './promotions.service.ts';

/**
 * Taking part is for real members: the trial player (type 4) gets the spec's free-trial guard,
 * `free_reject` (section 4), before the gateway.
 */
const takingPart = realMemberProcedureRefusing('free_reject');

export const promotionsRouter = router({
  /**
   * Which promotions the merchant runs (app download, missions, login, referral): shared,
   * cached, as home.bootstrap's `promotions` (which seeds the same key in the web app).
   */
  availability: localisedProcedure
    .output(PromotionAvailabilitySchema)
    .query(({ ctx }) => getPromotionAvailability(ctx, ctx.language)),
  /** The promotions screen's list: personal for a real member, else the common one. */
  list: localisedProcedure
    .output(PromotionListSchema)
    .query(({ ctx }) => getPromotionList(ctx, ctx.language)),
  join: takingPart
    .input(PromotionJoinInputSchema)
    .output(PromotionActionResultSchema)
    .mutation(({ ctx, input }) => joinPromotion(ctx, input.id)),
  claim: takingPart
    .input(PromotionClaimInputSchema)
    .output(PromotionActionResultSchema)
    .mutation(({ ctx, input }) => claimPromotion(ctx, input)),
  /** The daily sign-in calendar (LOGIN promotion); a trial player may look, not sign. */
  signInCalendar: memberProcedure
    .output(SignInCalendarSchema)
    .query(({ ctx }) => getSignInCalendar(ctx)),
  signIn: takingPart
    .input(SignInInputSchema)
    .output(SignInCalendarSchema)
    .mutation(({ ctx, input }) => signIn(ctx, input.requestKey)),
});

/** An application carries up to three pictures: it goes to the upload mount (decision 011). */
export const promotionsUploadRouter = router({
  sendApplication: takingPart
    .input(PromotionApplyInputSchema)
    .output(PromotionActionResultSchema)
    .mutation(({ ctx, input }) => applyForPromotion(ctx, input)),
});
