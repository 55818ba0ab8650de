import {
  ChangePasswordResultSchema,
  RecoverySmsInputSchema,
  ResetPasswordInputSchema,
  SmsSentSchema,
} from '@app/contracts';
import {
  publicProcedure,
  rateLimited,
  router,
  smsPerMobileLimit,
  withLanguage,
} from '../../trpc/init.ts';
import { resetPassword, sendRecoverySms } from './recovery.service.ts';

export const recoveryRouter = router({
  /** Limited per address and per number: an SMS costs the operator money and reaches a person. */
  sendSms: publicProcedure
    .input(RecoverySmsInputSchema)
    .use(rateLimited('smsPerIp'))
    .use(smsPerMobileLimit)
    .output(SmsSentSchema)
    .mutation(({ ctx, input }) => sendRecoverySms(ctx, input)),
  /** Counted like a login: a guessed code is a guessed password. */
  resetPassword: publicProcedure
    .input(ResetPasswordInputSchema)
    .use(rateLimited('loginPerIp'))
    .use(withLanguage)
    .output(ChangePasswordResultSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
