/**
 * The game relays (upstream-gateway.md §9, §10): the catalogue, a member's favourites and recent
 * games, and the launch. Every value is parsed before use.
 */
import { z } from 'zod';
import {
  GatewayGameLaunchSchema,
  GatewayGameListSchema,
  GatewayHotGamesSchema,
  GatewayHotMatchesSchema,
  GatewayRankListSchema,
  GatewayVendorLanesSchema,
  GatewayVendorSortingSchema,
  MODULE_IDS,
  type LanguageCode,
} from '@app/contracts';
import type { UpstreamClient } from '../../upstream/client.ts';

interface Caller {
  merchantCode: string;
  language: LanguageCode;
  token?: string | null;
}

const MOBILE = { platform: 'html5', clientType: 2 } as const;

export function fetchVendorLanes(
  upstream: UpstreamClient,
  caller: Caller,
): Promise<z.infer<typeof GatewayVendorLanesSchema>> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/relay/GCSGAME_newGameVendor',
      moduleId: MODULE_IDS.games,
      language: caller.language,
      query: { merchant: caller.merchantCode, ...MOBILE, language: caller.language },
    },
    GatewayVendorLanesSchema,
  );
}

export function fetchVendorSorting(
  upstream: UpstreamClient,
  caller: Caller,
): Promise<z.infer<typeof GatewayVendorSortingSchema>> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/relay/GCSGAME_getVendorSorting',
      moduleId: MODULE_IDS.games,
      language: caller.language,
      query: { merchant: caller.merchantCode, language: caller.language },
    },
    GatewayVendorSortingSchema,
  );
}

export interface GameListQuery {
  gameType?: string;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: boolean;
  minBet?: number;
  pageNo: number;
  pageSize: number;
}

export function fetchGameList(
  upstream: UpstreamClient,
  caller: Caller,
  query: GameListQuery,
): Promise<z.infer<typeof GatewayGameListSchema>> {
  const gameName = query.gameName?.trim();
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/relay/GCSGAME_gameList',
      moduleId: MODULE_IDS.games,
      token: caller.token,
      language: caller.language,
      query: {
        merchant: caller.merchantCode,
        ...MOBILE,
        gameType: query.gameType,
        vassalage: query.vassalage,
        gameName,
        gameClassify: query.gameClassify,
        isNew: query.isNew ? 1 : undefined,
        minBet: query.minBet,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        // The gateway answers an empty list to `language` with `gameName` (§9.1): leave it out.
        language: gameName ? undefined : caller.language,
      },
    },
    GatewayGameListSchema,
  );
}

export function fetchHotGames(
  upstream: UpstreamClient,
  caller: Caller,
): Promise<z.infer<typeof GatewayHotGamesSchema>> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/relay/GCSGAME_hotGamesV2',
      moduleId: 'GAMELOHOT3',
      language: caller.language,
      query: {
        merchantCode: caller.merchantCode,
        isPlatform: 2,
        language: caller.language,
        platform: 'html5',
      },
    },
    GatewayHotGamesSchema,
  );
}

export function fetchWinners(
  upstream: UpstreamClient,
  caller: Caller,
  limit: number,
): Promise<z.infer<typeof GatewayRankListSchema>> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/relay/GCSGAME_getRankList',
      moduleId: MODULE_IDS.common,
      language: caller.language,
      query: { gameCategory: 'ALL', language: caller.language, limitNum: limit },
    },
    GatewayRankListSchema,
  );
}

export function fetchHotMatches(
  upstream: UpstreamClient,
  caller: Caller,
): Promise<z.infer<typeof GatewayHotMatchesSchema>> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/relay/GCSGAME_getGameMatchV2',
      moduleId: MODULE_IDS.games,
      language: caller.language,
      query: { merchant: caller.merchantCode, language: caller.language },
    },
    GatewayHotMatchesSchema,
  );
}

export function fetchFavouriteGames(
  upstream: UpstreamClient,
  caller: Caller & { token: string },
  page: { pageNo: number; pageSize: number; gameType?: string },
): Promise<z.infer<typeof GatewayGameListSchema>> {
  return upstream
    .call(
      {
        method: 'GET',
        path: '/wps/relay/MCSFE_getFavoriteGamesList',
        moduleId: MODULE_IDS.favourites,
        token: caller.token,
        language: caller.language,
        query: { ...page, language: caller.language },
      },
      GatewayFavouritesSchema,
    )
    .then((v) => ({
      games: v.content,
      pageNum: v.pageNum ?? null,
      totalPages: v.totalPages,
      totalCount: v.totalCount ?? null,
    }));
}

const GatewayFavouritesSchema = GatewayGameListSchema.omit({ games: true }).extend({
  content: GatewayGameListSchema.shape.games,
});

/* ---------------------------------------------------------------------------------------------
 * A member's actions: launch, recent games, favourite toggle (token required)
 * ------------------------------------------------------------------------------------------- */

interface MemberCaller {
  token: string;
  language: LanguageCode;
}

export interface LaunchRequest {
  nodeId: string;
  vendor: string;
  gameId?: string | undefined;
  gameType: string;
  freePlay: boolean;
}

/** The game's URL, or null when the gateway gave none (§10). */
export function fetchLaunchUrl(
  upstream: UpstreamClient,
  caller: MemberCaller,
  game: LaunchRequest,
): Promise<string | null> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/game/launchGame',
      moduleId: MODULE_IDS.games,
      token: caller.token,
      language: caller.language,
      // The mobile client's minimal query. `launchMode` is required (without it: 500 #727), and
      // `language` reaches the vendor (JILI opens in Chinese without it).
      query: {
        gameType: game.gameType,
        vassalage: game.vendor,
        gameId: game.gameId,
        nodeId: game.nodeId,
        platform: 'html5',
        launchMode: 'GLS',
        accountType: game.freePlay ? 0 : 1,
        language: caller.language,
      },
      // A GET with an effect: a repeat while the round is open is refused with #734, so it goes
      // out exactly once per tap, never retried.
      idempotent: false,
    },
    GatewayGameLaunchSchema,
  );
}

/** MCS2_addRecentGame (a spec name with no public shape, §17.11; the sandbox's: `{nodeId}`). */
export async function postRecentGame(
  upstream: UpstreamClient,
  caller: MemberCaller,
  nodeId: string,
): Promise<void> {
  await upstream.call(
    {
      method: 'POST',
      path: '/wps/relay/MCS2_addRecentGame',
      moduleId: MODULE_IDS.recentGames,
      ...caller,
      body: { nodeId: Number(nodeId) },
    },
    z.unknown(),
  );
}

export interface FavouriteGame {
  nodeId: string;
  vendor: string;
  gameType: string;
}

/** Gateway ids are numbers (the catalogue sends `nodeId: 178001`); the value is not read (§9.6). */
const favouriteParams = (game: FavouriteGame) => ({
  nodeId: Number(game.nodeId),
  vendor: game.vendor,
  gameType: game.gameType,
});

export async function postFavourite(
  upstream: UpstreamClient,
  caller: MemberCaller,
  game: FavouriteGame,
): Promise<void> {
  await upstream.call(
    {
      method: 'POST',
      path: '/wps/relay/MCSFE_addFavoriteGameV2',
      moduleId: MODULE_IDS.favourites,
      ...caller,
      body: favouriteParams(game),
    },
    z.unknown(),
  );
}

export async function deleteFavourite(
  upstream: UpstreamClient,
  caller: MemberCaller,
  game: FavouriteGame,
): Promise<void> {
  const params = favouriteParams(game);
  await upstream.call(
    {
      method: 'DELETE',
      path: '/wps/relay/MCSFE_removeFavoriteGameV2',
      moduleId: MODULE_IDS.favourites,
      ...caller,
      // Whether the gateway reads a DELETE's params from the query or the body is not known
      // (§17.5), and proxies may drop a DELETE body: both carry them (the sandbox merges the two).
      query: params,
      body: params,
    },
    z.unknown(),
  );
}
