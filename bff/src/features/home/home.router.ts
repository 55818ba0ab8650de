import { HomeBootstrapSchema, LanguageInputSchema } from '@app/contracts';
import { resolveLanguage } from '../../lib/language.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { bootstrapHome } from './home.service.ts';

export const homeRouter = router({
  /** Every home section in one round trip; an empty input means the session's language. */
  bootstrap: publicProcedure
    .input(LanguageInputSchema)
    .output(HomeBootstrapSchema)
    .query(async ({ ctx, input }) => bootstrapHome(ctx, await resolveLanguage(ctx, input))),
});
