import {
  GameLaunchInputSchema,
  GameLaunchSchema,
  SetFavouriteInputSchema,
  SetFavouriteResultSchema,
} from '@app/contracts';
import { memberProcedure, router, withLanguage } from '../../trpc/init.ts';
import { launchGame, setFavourite } from './games.service.ts';

export const gamesRouter = router({
  /** One call, one launch upstream (never retried: a repeat is refused with #734). */
  launch: memberProcedure
    .input(GameLaunchInputSchema)
    .use(withLanguage)
    .output(GameLaunchSchema)
    .mutation(({ ctx, input }) => launchGame(ctx, input)),
  setFavourite: memberProcedure
    .input(SetFavouriteInputSchema)
    .output(SetFavouriteResultSchema)
    .mutation(({ ctx, input }) => setFavourite(ctx, input)),
});
