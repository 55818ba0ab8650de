import { HomeBootstrapSchema, LanguageInputSchema } from '@app/contracts';
import { publicProcedure, router, withLanguage } from '../../trpc/init.ts';
import { bootstrapHome } from './home.service.ts';

export const homeRouter = router({
  /** Every home section in one round trip; an empty input means the session's language. */
  bootstrap: publicProcedure
    .input(LanguageInputSchema)
    .use(withLanguage)
    .output(HomeBootstrapSchema)
    .query(({ ctx }) => bootstrapHome(ctx, ctx.language)),
});
