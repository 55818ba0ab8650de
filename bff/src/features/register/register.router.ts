import {
  AffiliateCodeCheckSchema,
  AffiliateCodeInputSchema,
  LoginResultSchema,
  RegisterInputSchema,
  SendRegisterSmsInputSchema,
} from '@app/contracts';
import {
  limitedProcedure,
  publicProcedure,
  rateLimited,
  router,
  smsProcedure,
} from '../../trpc/init.ts';
import { checkAffiliateCode, register, sendRegisterSms } from './register.service.ts';

export const registerRouter = router({
  /** Counted like a captcha: a cheap read an attacker could use to guess codes. */
  checkAffiliateCode: publicProcedure
    .input(AffiliateCodeInputSchema)
    .use(rateLimited('captchaPerIp'))
    .output(AffiliateCodeCheckSchema)
    .query(({ ctx, input }) => checkAffiliateCode(ctx, input.code)),
  sendSms: smsProcedure(SendRegisterSmsInputSchema).mutation(({ ctx, input }) =>
    sendRegisterSms(ctx, input),
  ),
  create: limitedProcedure('registerPerIp', RegisterInputSchema)
    .output(LoginResultSchema)
    .mutation(({ ctx, input }) => register(ctx, input)),
});
