import {
  CaptchaSchema,
  LoginInputSchema,
  LoginResultSchema,
  LogoutResultSchema,
} from '@app/contracts';
import { publicProcedure, rateLimited, router, withLanguage } from '../../trpc/init.ts';
import { getCaptcha, login, logout } from './session.service.ts';

export const sessionRouter = router({
  captcha: publicProcedure
    .use(rateLimited('captchaPerIp'))
    .output(CaptchaSchema)
    .query(({ ctx }) => getCaptcha(ctx)),
  login: publicProcedure
    .input(LoginInputSchema)
    .use(rateLimited('loginPerIp'))
    .use(withLanguage)
    .output(LoginResultSchema)
    .mutation(({ ctx, input }) => login(ctx, input)),
  logout: publicProcedure.output(LogoutResultSchema).mutation(({ ctx }) => logout(ctx)),
});
