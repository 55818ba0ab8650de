import {
  AffiliateCodeCheckSchema,
  AffiliateCodeInputSchema,
  LoginResultSchema,
  RegisterInputSchema,
  SendRegisterSmsInputSchema,
} from '@app/contracts';
import {
  publicProcedure,
  rateLimited,
  router,
  smsProcedure,
  withLanguage,
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
  create: publicProcedure
    .input(RegisterInputSchema)
    .use(rateLimited('registerPerIp'))
    .use(withLanguage)
    .output(LoginResultSchema)
    .mutation(({ ctx, input }) => register(ctx, input)),
});
