import {
  ChangePasswordResultSchema,
  RecoverySmsInputSchema,
  ResetPasswordInputSchema,
  SmsSentSchema,
} from '@app/contracts';
import { smsSubject } from '../../lib/sms.ts';
import { publicProcedure, rateLimited, router, withLanguage } from '../../trpc/init.ts';
import { resetPassword, sendRecoverySms } from './recovery.service.ts';

export const recoveryRouter = router({
  /** Limited per address and per number: an SMS costs the operator money and reaches a person. */
  sendSms: publicProcedure
    .input(RecoverySmsInputSchema)
    .use(rateLimited('smsPerIp'))
    .use(rateLimited('smsPerMobile', smsSubject))
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
