import { HomeBootstrapSchema } from '@app/contracts';
import { localisedProcedure, router } from '../../trpc/init.ts';
import { bootstrapHome } from './home.service.ts';

export const homeRouter = router({
  /** Every home section in one round trip; an empty input means the session's language. */
  bootstrap: localisedProcedure
    .output(HomeBootstrapSchema)
    .query(({ ctx }) => bootstrapHome(ctx, ctx.language)),
});
