import { LanguageInputSchema, SystemStatusSchema } from '@app/contracts';
import { resolveLanguage } from '../../lib/language.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { getStatus } from './system.service.ts';

export const systemRouter = router({
  status: publicProcedure
    .input(LanguageInputSchema)
    .output(SystemStatusSchema)
    .query(async ({ ctx, input }) => getStatus(ctx, await resolveLanguage(ctx, input))),
});
