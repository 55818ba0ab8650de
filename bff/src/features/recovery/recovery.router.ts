import {
  ChangePasswordResultSchema,
  RecoverySmsInputSchema,
  ResetPasswordInputSchema,
} from '@app/contracts';
import {
  publicProcedure,
  rateLimited,
  router,
  smsProcedure,
  withLanguage,
} from '../../trpc/init.ts';
import { resetPassword, sendRecoverySms } from './recovery.service.ts';

export const recoveryRouter = router({
  sendSms: smsProcedure(RecoverySmsInputSchema).mutation(({ ctx, input }) =>
    sendRecoverySms(ctx, input),
  ),
  /** Counted like a login: a guessed code is a guessed password. */
  resetPassword: publicProcedure
    .input(ResetPasswordInputSchema)
    .use(rateLimited('loginPerIp'))
    .use(withLanguage)
    .output(ChangePasswordResultSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
