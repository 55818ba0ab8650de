/**
 * The game endpoints: the catalogue (upstream-gateway.md §9) and a member's games (§9.6, §10).
 * Gateway field names stay in games.upstream.ts, the only reader of this table.
 */
import { z } from 'zod';
import {
  GatewayFavouriteIdsSchema,
  GatewayGameLaunchSchema,
  GatewayGameListSchema,
  GatewayGameSchema,
  GatewayHotGamesSchema,
  GatewayHotMatchesSchema,
  GatewayRankListSchema,
  GatewayVendorLanesSchema,
  GatewayVendorSortingSchema,
  MODULE_IDS,
} from '@app/contracts';
import { endpoint, params, relay, type QueryParams } from '../../upstream/endpoints.ts';

/** Only `GCSGAME_gameList`'s filters that the BFF sends; names are the gateway's. */
export interface GatewayGameListQuery extends QueryParams {
  merchant: string;
  platform: string;
  clientType: number;
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameName?: string | undefined;
  gameClassify?: string | undefined;
  isNew?: number | undefined;
  minBet?: number | undefined;
  pageNo: number;
  pageSize: number;
  language?: string | undefined;
}

/** Favourite add and remove: gateway ids are numbers (the catalogue sends `nodeId: 178001`). */
export interface GatewayFavouriteParams extends QueryParams {
  nodeId: number;
  vendor: string;
  gameType: string;
}

/** The favourites list's page (`content`, not `games`). */
export const GatewayFavouritesSchema = GatewayGameListSchema.omit({ games: true }).extend({
  content: GatewayGameListSchema.shape.games,
});

export const ENDPOINTS = {
  vendorLanes: endpoint({
    method: 'GET',
    path: relay('GCSGAME_newGameVendor'),
    moduleId: MODULE_IDS.games,
    auth: 'public',
    schema: GatewayVendorLanesSchema,
    query: params<{ merchant: string; platform: string; clientType: number; language: string }>(),
  }),
  vendorSorting: endpoint({
    method: 'GET',
    path: relay('GCSGAME_getVendorSorting'),
    moduleId: MODULE_IDS.games,
    auth: 'public',
    schema: GatewayVendorSortingSchema,
    query: params<{ merchant: string; language: string }>(),
  }),
  gameList: endpoint({
    method: 'GET',
    path: relay('GCSGAME_gameList'),
    moduleId: MODULE_IDS.games,
    auth: 'optional',
    schema: GatewayGameListSchema,
    query: params<GatewayGameListQuery>(),
  }),
  hotGames: endpoint({
    method: 'GET',
    path: relay('GCSGAME_hotGamesV2'),
    moduleId: 'GAMELOHOT3',
    auth: 'public',
    schema: GatewayHotGamesSchema,
    query: params<{
      merchantCode: string;
      isPlatform: number;
      language: string;
      platform: string;
    }>(),
  }),
  rankList: endpoint({
    method: 'GET',
    path: relay('GCSGAME_getRankList'),
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayRankListSchema,
    query: params<{ gameCategory: string; language: string; limitNum: number }>(),
  }),
  gameMatches: endpoint({
    method: 'GET',
    path: relay('GCSGAME_getGameMatchV2'),
    moduleId: MODULE_IDS.games,
    auth: 'public',
    schema: GatewayHotMatchesSchema,
    query: params<{ merchant: string; language: string }>(),
  }),
  /** Every favourite of the member as node ids, unpaged. */
  favouriteIds: endpoint({
    method: 'GET',
    path: relay('MCSFE_getFavoriteGames'),
    moduleId: MODULE_IDS.favourites,
    auth: 'member',
    schema: GatewayFavouriteIdsSchema,
  }),
  favouriteList: endpoint({
    method: 'GET',
    path: relay('MCSFE_getFavoriteGamesList'),
    moduleId: MODULE_IDS.favourites,
    auth: 'member',
    schema: GatewayFavouritesSchema,
    query: params<{
      pageNo: number;
      pageSize: number;
      gameType?: string | undefined;
      language: string;
    }>(),
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: relay('MCSFE_addFavoriteGameV2'),
    moduleId: MODULE_IDS.favourites,
    auth: 'member',
    schema: z.unknown(),
    body: params<GatewayFavouriteParams>(),
  }),
  /**
   * Whether the gateway reads a DELETE's params from the query or the body is not known (§17.5),
   * and proxies may drop a DELETE body: both carry them (decision 006).
   */
  removeFavourite: endpoint({
    method: 'DELETE',
    path: relay('MCSFE_removeFavoriteGameV2'),
    moduleId: MODULE_IDS.favourites,
    auth: 'member',
    schema: z.unknown(),
    query: params<GatewayFavouriteParams>(),
    body: params<GatewayFavouriteParams>(),
  }),
  /** A GET with an effect: a repeat while the round is open is refused with #734. */
  launchGame: endpoint({
    method: 'GET',
    path: '/wps/game/launchGame',
    moduleId: MODULE_IDS.games,
    auth: 'member',
    idempotent: false,
    schema: GatewayGameLaunchSchema,
    query: params<{
      gameType: string;
      gameCategory: string;
      vassalage: string;
      vendor: string;
      gameId?: string | undefined;
      nodeId: string;
      platform: string;
      launchMode: string;
      /** 1 real money, 0 free play (captured); `supportFreePlay` is the spec's 1 for free play. */
      accountType: 0 | 1;
      supportFreePlay: 0 | 1;
      language: string;
    }>(),
  }),
  /**
   * The member's recently played games, newest first, unpaged (`GCS_recentGame`, §9.6): a spec
   * name with no public shape; the sandbox's is a bare list of catalogue games.
   */
  recentGames: endpoint({
    method: 'GET',
    path: relay('GCS_recentGame'),
    moduleId: MODULE_IDS.recentGames,
    auth: 'member',
    schema: z
      .array(GatewayGameSchema)
      .nullish()
      .transform((list) => list ?? []),
    query: params<{ gameType?: string | undefined; language: string }>(),
  }),
  /** A spec name with no public shape (§17.11); the sandbox's: `{nodeId}`. */
  addRecentGame: endpoint({
    method: 'POST',
    path: relay('MCS2_addRecentGame'),
    moduleId: MODULE_IDS.recentGames,
    auth: 'member',
    schema: z.unknown(),
    body: params<{ nodeId: number }>(),
  }),
} as const;
