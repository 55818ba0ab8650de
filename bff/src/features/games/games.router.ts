import {
  FavouriteIdsSchema,
  GameLaunchInputSchema,
  GameLaunchSchema,
  GameListInputSchema,
  GameListPageSchema,
  GameSessionEndedSchema,
  GameSessionInputSchema,
  GameSessionSummarySchema,
  HostedGameInputSchema,
  HostedGameSchema,
  MemberGameListInputSchema,
  SetFavouriteInputSchema,
  SetFavouriteResultSchema,
  VendorCategoriesSchema,
} from '@app/contracts';
import {
  closedDuringBreak,
  localisedProcedure,
  memberProcedure,
  publicProcedure,
  router,
  withLanguage,
} from '../../trpc/init.ts';
import {
  endGameSession,
  getCategories,
  getGameSessionSummary,
  getFavouriteIds,
  getGameList,
  getHostedGame,
  getMemberGameList,
  launchGame,
  setFavourite,
} from './games.service.ts';

export const gamesRouter = router({
  /** The vendor categories in the merchant's order: shared, cached (as home.bootstrap's). */
  categories: localisedProcedure
    .output(VendorCategoriesSchema)
    .query(({ ctx }) => getCategories(ctx, ctx.language)),
  /** A page of a game list with its filters: shared, cached under every filter. */
  list: publicProcedure
    .input(GameListInputSchema)
    .use(withLanguage)
    .output(GameListPageSchema)
    .query(({ ctx, input }) => getGameList(ctx, ctx.language, input)),
  /** A page of the member's favourites or recent games: the member's own, never cached. */
  memberList: memberProcedure
    .input(MemberGameListInputSchema)
    .use(withLanguage)
    .output(GameListPageSchema)
    .query(({ ctx, input }) => getMemberGameList(ctx, input)),
  /** Every favourite game id of the member (not only the FAV row's first 20). */
  favouriteIds: memberProcedure.output(FavouriteIdsSchema).query(({ ctx }) => getFavouriteIds(ctx)),
  /**
   * One call, one launch upstream (never retried: a repeat is refused with #734). Closed during
   * the player's break (the lottery frame launches through it too). Answers where the game
   * opens: the host, when its provider lets us frame it, or the old way (framing.ts).
   */
  launch: memberProcedure
    .use(closedDuringBreak)
    .input(GameLaunchInputSchema)
    .use(withLanguage)
    .output(GameLaunchSchema)
    .mutation(({ ctx, input }) => launchGame(ctx, input)),
  /** A game the member opened in the host (a reload of `/m/play/...` finds its clock again). */
  hosted: memberProcedure
    .input(HostedGameInputSchema)
    .output(HostedGameSchema)
    .query(({ ctx, input }) => getHostedGame(ctx, input.launchId)),
  /** The reality check's figures: time played and the net result since the launch. */
  sessionSummary: memberProcedure
    .input(GameSessionInputSchema)
    .output(GameSessionSummarySchema)
    .query(({ ctx, input }) => getGameSessionSummary(ctx, input.launchId)),
  /** Ends a hosted game's session (the reality check's 'Take a break'). */
  endSession: memberProcedure
    .input(GameSessionInputSchema)
    .output(GameSessionEndedSchema)
    .mutation(({ ctx, input }) => endGameSession(ctx, input.launchId)),
  setFavourite: memberProcedure
    .input(SetFavouriteInputSchema)
    .output(SetFavouriteResultSchema)
    .mutation(({ ctx, input }) => setFavourite(ctx, input)),
});
