import {
  GameLaunchInputSchema,
  GameLaunchSchema,
  SetFavouriteInputSchema,
  SetFavouriteResultSchema,
} from '@app/contracts';
import { resolveLanguage } from '../../lib/language.ts';
import { memberProcedure, router } from '../../trpc/init.ts';
import { launchGame, setFavourite } from './games.service.ts';

export const gamesRouter = router({
  /** One call, one launch upstream (never retried: a repeat is refused with #734). */
  launch: memberProcedure
    .input(GameLaunchInputSchema)
    .output(GameLaunchSchema)
    .mutation(async ({ ctx, input }) => launchGame(ctx, input, await resolveLanguage(ctx, input))),
  setFavourite: memberProcedure
    .input(SetFavouriteInputSchema)
    .output(SetFavouriteResultSchema)
    .mutation(({ ctx, input }) => setFavourite(ctx, input)),
});
