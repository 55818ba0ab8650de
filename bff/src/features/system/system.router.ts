import { LanguageInputSchema, RegisterRulesSchema, SystemStatusSchema } from '@app/contracts';
import { publicProcedure, router, withLanguage } from '../../trpc/init.ts';
import { getRegisterRules, getStatus } from './system.service.ts';

export const systemRouter = router({
  status: publicProcedure
    .input(LanguageInputSchema)
    .use(withLanguage)
    .output(SystemStatusSchema)
    .query(({ ctx }) => getStatus(ctx, ctx.language)),
  registerRules: publicProcedure
    .input(LanguageInputSchema)
    .use(withLanguage)
    .output(RegisterRulesSchema)
    .query(({ ctx }) => getRegisterRules(ctx, ctx.language)),
});
