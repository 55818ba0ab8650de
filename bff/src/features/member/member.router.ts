import {
  BalanceSchema,
  ChangePasswordInputSchema,
  ChangePasswordResultSchema,
  FeedbackInputSchema,
  FeedbackResultSchema,
  MemberInfoResultSchema,
} from '@app/contracts';
import {
  memberProcedure,
  publicProcedure,
  rateLimited,
  realMemberProcedure,
  router,
  withLanguage,
} from '../../trpc/init.ts';
import { changePassword, getBalance, getMemberInfo, sendFeedback } from './member.service.ts';

export const memberRouter = router({
  /** Public: a visitor gets null rather than an error, so the shell can ask unconditionally. */
  info: publicProcedure.output(MemberInfoResultSchema).query(({ ctx }) => getMemberInfo(ctx)),
  /** The balance widget: signed-in members only, asked in the member's language. */
  balance: memberProcedure.output(BalanceSchema).query(({ ctx }) => getBalance(ctx)),
  /**
   * A trial account has no password to change. Counted like a login: a wrong old password is
   * a password guess.
   */
  changePassword: realMemberProcedure
    .input(ChangePasswordInputSchema)
    .use(rateLimited('loginPerIp'))
    .use(withLanguage)
    .output(ChangePasswordResultSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
  /** `/m/feedback`: counted like a member read, so one session cannot flood the operator. */
  feedback: memberProcedure
    .input(FeedbackInputSchema)
    .output(FeedbackResultSchema)
    .mutation(({ ctx, input }) => sendFeedback(ctx, input)),
});
