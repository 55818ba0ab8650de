/**
 * The game relays (upstream-gateway.md §9, §10): the catalogue, a member's favourites and recent
 * games, and the launch. Gateway field names live here; every value is parsed before use (the
 * schemas are in upstream/endpoints.ts).
 */
import type {
  GatewayGameListSchema,
  GatewayHotGamesSchema,
  GatewayHotMatchesSchema,
  GatewayRankListSchema,
  GatewayVendorLanesSchema,
  GatewayVendorSortingSchema,
} from '@app/contracts';
import type { z } from 'zod';
import { ENDPOINTS, type GatewayFavouriteParams } from '../../upstream/endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

const MOBILE = { platform: 'html5', clientType: 2 } as const;

export async function fetchVendorLanes(
  gateway: Gateway,
): Promise<z.infer<typeof GatewayVendorLanesSchema>> {
  const language = await gateway.language();
  return gateway.call(ENDPOINTS.vendorLanes, {
    query: { merchant: gateway.merchantCode, ...MOBILE, language },
  });
}

export async function fetchVendorSorting(
  gateway: Gateway,
): Promise<z.infer<typeof GatewayVendorSortingSchema>> {
  const language = await gateway.language();
  return gateway.call(ENDPOINTS.vendorSorting, {
    query: { merchant: gateway.merchantCode, language },
  });
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

export async function fetchGameList(
  gateway: Gateway,
  query: GameListQuery,
): Promise<z.infer<typeof GatewayGameListSchema>> {
  const gameName = query.gameName?.trim();
  const language = await gateway.language();
  return gateway.call(ENDPOINTS.gameList, {
    query: {
      merchant: gateway.merchantCode,
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
      language: gameName ? undefined : language,
    },
  });
}

export async function fetchHotGames(
  gateway: Gateway,
): Promise<z.infer<typeof GatewayHotGamesSchema>> {
  const language = await gateway.language();
  return gateway.call(ENDPOINTS.hotGames, {
    query: { merchantCode: gateway.merchantCode, isPlatform: 2, language, platform: 'html5' },
  });
}

export async function fetchWinners(
  gateway: Gateway,
  limit: number,
): Promise<z.infer<typeof GatewayRankListSchema>> {
  const language = await gateway.language();
  return gateway.call(ENDPOINTS.rankList, {
    query: { gameCategory: 'ALL', language, limitNum: limit },
  });
}

export async function fetchHotMatches(
  gateway: Gateway,
): Promise<z.infer<typeof GatewayHotMatchesSchema>> {
  const language = await gateway.language();
  return gateway.call(ENDPOINTS.gameMatches, {
    query: { merchant: gateway.merchantCode, language },
  });
}

export async function fetchFavouriteGames(
  gateway: Gateway,
  page: { pageNo: number; pageSize: number; gameType?: string },
): Promise<z.infer<typeof GatewayGameListSchema>> {
  const language = await gateway.language();
  const value = await gateway.call(ENDPOINTS.favouriteList, { query: { ...page, language } });
  return {
    games: value.content,
    pageNum: value.pageNum ?? null,
    totalPages: value.totalPages,
    totalCount: value.totalCount ?? null,
  };
}

/* ---------------------------------------------------------------------------------------------
 * A member's actions: launch, recent games, favourite toggle (token required)
 * ------------------------------------------------------------------------------------------- */

export interface LaunchRequest {
  nodeId: string;
  vendor: string;
  gameId?: string | undefined;
  gameType: string;
  freePlay: boolean;
}

/** The game's URL, or null when the gateway gave none (§10). */
export async function fetchLaunchUrl(
  gateway: Gateway,
  game: LaunchRequest,
): Promise<string | null> {
  const language = await gateway.language();
  return gateway.call(ENDPOINTS.launchGame, {
    // The mobile client's minimal query. `launchMode` is required (without it: 500 #727), and
    // `language` reaches the vendor (JILI opens in Chinese without it). Sent once, never retried.
    query: {
      gameType: game.gameType,
      vassalage: game.vendor,
      gameId: game.gameId,
      nodeId: game.nodeId,
      platform: 'html5',
      launchMode: 'GLS',
      accountType: game.freePlay ? 0 : 1,
      language,
    },
  });
}

/** MCS2_addRecentGame (a spec name with no public shape, §17.11; the sandbox's: `{nodeId}`). */
export async function postRecentGame(gateway: Gateway, nodeId: string): Promise<void> {
  await gateway.call(ENDPOINTS.addRecentGame, { body: { nodeId: Number(nodeId) } });
}

export interface FavouriteGame {
  nodeId: string;
  vendor: string;
  gameType: string;
}

/** Gateway ids are numbers (the catalogue sends `nodeId: 178001`); the value is not read (§9.6). */
const favouriteParams = (game: FavouriteGame): GatewayFavouriteParams => ({
  nodeId: Number(game.nodeId),
  vendor: game.vendor,
  gameType: game.gameType,
});

export async function postFavourite(gateway: Gateway, game: FavouriteGame): Promise<void> {
  await gateway.call(ENDPOINTS.addFavourite, { body: favouriteParams(game) });
}

export async function deleteFavourite(gateway: Gateway, game: FavouriteGame): Promise<void> {
  const params = favouriteParams(game);
  // Both query and body carry the params (§17.5, decision 006).
  await gateway.call(ENDPOINTS.removeFavourite, { query: params, body: params });
}
