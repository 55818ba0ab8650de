import {
  ChangePasswordResultSchema,
  RecoverySmsInputSchema,
  ResetPasswordInputSchema,
} from '@app/contracts';
import { limitedProcedure, router, smsProcedure } from '../../trpc/init.ts';
import { resetPassword, sendRecoverySms } from './recovery.service.ts';

export const recoveryRouter = router({
  sendSms: smsProcedure(RecoverySmsInputSchema).mutation(({ ctx, input }) =>
    sendRecoverySms(ctx, input),
  ),
  /** Counted like a login: a guessed code is a guessed password. */
  resetPassword: limitedProcedure('loginPerIp', ResetPasswordInputSchema)
    .output(ChangePasswordResultSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
