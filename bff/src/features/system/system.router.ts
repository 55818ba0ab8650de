import { LanguageInputSchema, RegisterRulesSchema, SystemStatusSchema } from '@app/contracts';
import { resolveLanguage } from '../../lib/language.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { getRegisterRules, getStatus } from './system.service.ts';

export const systemRouter = router({
  status: publicProcedure
    .input(LanguageInputSchema)
    .output(SystemStatusSchema)
    .query(async ({ ctx, input }) => getStatus(ctx, await resolveLanguage(ctx, input))),
  registerRules: publicProcedure
    .input(LanguageInputSchema)
    .output(RegisterRulesSchema)
    .query(async ({ ctx, input }) => getRegisterRules(ctx, await resolveLanguage(ctx, input))),
});
