import {
  CaptchaSchema,
  ForgetLoginResultSchema,
  FreePlayInputSchema,
  LoginInputSchema,
  LoginResultSchema,
  LogoutResultSchema,
  RememberedLoginSchema,
  SendLoginSmsInputSchema,
} from '@app/contracts';
import {
  limitedProcedure,
  publicProcedure,
  rateLimited,
  router,
  smsProcedure,
} from '../../trpc/init.ts';
import {
  forgetLogin,
  freePlay,
  getCaptcha,
  login,
  logout,
  rememberedLogin,
  sendLoginSms,
} from './session.service.ts';

export const sessionRouter = router({
  captcha: publicProcedure
    .use(rateLimited('captchaPerIp'))
    .output(CaptchaSchema)
    .query(({ ctx }) => getCaptcha(ctx)),
  login: limitedProcedure('loginPerIp', LoginInputSchema)
    .output(LoginResultSchema)
    .mutation(({ ctx, input }) => login(ctx, input)),
  sendLoginSms: smsProcedure(SendLoginSmsInputSchema).mutation(({ ctx, input }) =>
    sendLoginSms(ctx, input),
  ),
  /** A trial account counts against the register limit: each one is a new account upstream. */
  freePlay: limitedProcedure('registerPerIp', FreePlayInputSchema)
    .output(LoginResultSchema)
    .mutation(({ ctx, input }) => freePlay(ctx, input.os)),
  logout: publicProcedure.output(LogoutResultSchema).mutation(({ ctx }) => logout(ctx)),
  /** The login and change-password forms ask whether to show the password field. */
  rememberedLogin: publicProcedure
    .output(RememberedLoginSchema)
    .query(({ ctx }) => rememberedLogin(ctx)),
  forgetLogin: publicProcedure
    .output(ForgetLoginResultSchema)
    .mutation(({ ctx }) => forgetLogin(ctx)),
});
