import {
  BalanceSchema,
  ChangePasswordInputSchema,
  ChangePasswordResultSchema,
  AvatarInputSchema,
  EmailInputSchema,
  FeedbackInputSchema,
  FeedbackResultSchema,
  NicknameInputSchema,
  PayeeNameInputSchema,
  ProfileSchema,
  SecurityAnswerInputSchema,
  SecurityQuestionSchema,
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
import {
  changePassword,
  changeSetting,
  getBalance,
  getMemberInfo,
  getProfile,
  getSecurityQuestion,
  sendFeedback,
  setSecurityQuestion,
} from './member.service.ts';

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
  /** The account settings of the member centre (issue 13, item 5). */
  profile: realMemberProcedure.output(ProfileSchema).query(({ ctx }) => getProfile(ctx)),
  setNickname: realMemberProcedure
    .input(NicknameInputSchema)
    .output(FeedbackResultSchema)
    .mutation(({ ctx, input }) => changeSetting(ctx, input)),
  bindEmail: realMemberProcedure
    .input(EmailInputSchema)
    .output(FeedbackResultSchema)
    .mutation(({ ctx, input }) => changeSetting(ctx, input)),
  bindPayeeName: realMemberProcedure
    .input(PayeeNameInputSchema)
    .output(FeedbackResultSchema)
    .mutation(({ ctx, input }) => changeSetting(ctx, input)),
  setAvatar: realMemberProcedure
    .input(AvatarInputSchema)
    .output(FeedbackResultSchema)
    .mutation(({ ctx, input }) => changeSetting(ctx, input)),
  securityQuestion: realMemberProcedure
    .output(SecurityQuestionSchema)
    .query(({ ctx }) => getSecurityQuestion(ctx)),
  setSecurityQuestion: realMemberProcedure
    .input(SecurityAnswerInputSchema)
    .output(FeedbackResultSchema)
    .mutation(({ ctx, input }) => setSecurityQuestion(ctx, input)),
  /** `/m/feedback`: counted like a member read, so one session cannot flood the operator. */
  feedback: memberProcedure
    .input(FeedbackInputSchema)
    .output(FeedbackResultSchema)
    .mutation(({ ctx, input }) => sendFeedback(ctx, input)),
});
