/**
 * The game relays (upstream-gateway.md §9, §10): the catalogue, a member's favourites and recent
 * games, and the launch. Gateway field names live here and in games.mapping.ts: every value is
 * parsed (the schemas are in games.endpoints.ts) and mapped to a contracts shape before the
 * service sees it. Image URLs go through `urls` (lib/safe-url.ts).
 */
import type { Game, GameListPage, HotMatch, VendorCategory, Winner } from '@app/contracts';
import type { UrlCheck } from '../../lib/safe-url.ts';
import { ENDPOINTS, type GatewayFavouriteParams } from './games.endpoints.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import type { Gateway } from '../../upstream/gateway.ts';
import { toCategories, toGame, toHotMatch, toWinner } from './games.mapping.ts';

const MOBILE = { platform: 'html5', clientType: 2 } as const;

/**
 * The vendor lanes in the merchant's sorting order (§9.2). Without a sorting (a business refusal)
 * the gateway's lane order is still a usable order.
 */
export async function fetchCategories(gateway: Gateway, urls: UrlCheck): Promise<VendorCategory[]> {
  const language = await gateway.language();
  const [lanes, sorting] = await Promise.all([
    gateway.call(ENDPOINTS.vendorLanes, {
      query: { merchant: gateway.merchantCode, ...MOBILE, language },
    }),
    gateway
      .call(ENDPOINTS.vendorSorting, { query: { merchant: gateway.merchantCode, language } })
      .catch((error: unknown) => {
        if (error instanceof UpstreamError && error.kind === 'business') return null;
        throw error;
      }),
  ]);
  return toCategories(lanes, sorting, urls);
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

/** A page of the catalogue (§9.1), as games. */
export async function fetchGameList(
  gateway: Gateway,
  query: GameListQuery,
  urls: UrlCheck,
): Promise<Game[]> {
  return (await fetchGamePage(gateway, query, urls)).games;
}

/** A page of the catalogue (§9.1) and where it sits among the pages. */
export async function fetchGamePage(
  gateway: Gateway,
  query: GameListQuery,
  urls: UrlCheck,
): Promise<GameListPage> {
  const gameName = query.gameName?.trim() || undefined;
  const language = await gateway.language();
  const value = await gateway.call(ENDPOINTS.gameList, {
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
  return {
    games: value.games.map((g) => toGame(g, urls)),
    page: value.pageNum ?? query.pageNo,
    totalPages: value.totalPages,
  };
}

export async function fetchHotGames(gateway: Gateway, urls: UrlCheck): Promise<Game[]> {
  const language = await gateway.language();
  const value = await gateway.call(ENDPOINTS.hotGames, {
    query: { merchantCode: gateway.merchantCode, isPlatform: 2, language, platform: 'html5' },
  });
  return value.list.map((g) => toGame(g, urls));
}

export async function fetchWinners(
  gateway: Gateway,
  limit: number,
  urls: UrlCheck,
): Promise<Winner[]> {
  const language = await gateway.language();
  const rows = await gateway.call(ENDPOINTS.rankList, {
    query: { gameCategory: 'ALL', language, limitNum: limit },
  });
  return rows.map((row) => toWinner(row, urls));
}

/**
 * The hot matches (§9.7) in the gateway's order. A match without an id is named by its teams,
 * kick-off and position in the gateway's list.
 */
export async function fetchHotMatches(gateway: Gateway, urls: UrlCheck): Promise<HotMatch[]> {
  const language = await gateway.language();
  const value = await gateway.call(ENDPOINTS.gameMatches, {
    query: { merchant: gateway.merchantCode, language },
  });
  return value.list.map((m, i) => toHotMatch(m, i, urls));
}

/** A page of the member's favourite games (`content`, not `games`: §9.6). */
export async function fetchFavouriteGames(
  gateway: Gateway,
  page: { pageNo: number; pageSize: number; gameType?: string | undefined },
  urls: UrlCheck,
): Promise<Game[]> {
  return (await fetchFavouritePage(gateway, page, urls)).games;
}

/** A page of the member's favourite games and where it sits among the pages. */
export async function fetchFavouritePage(
  gateway: Gateway,
  page: { pageNo: number; pageSize: number; gameType?: string | undefined },
  urls: UrlCheck,
): Promise<GameListPage> {
  const language = await gateway.language();
  const value = await gateway.call(ENDPOINTS.favouriteList, { query: { ...page, language } });
  return {
    games: value.content.map((g) => toGame(g, urls)),
    page: value.pageNum ?? page.pageNo,
    totalPages: value.totalPages,
  };
}

/** Every game the member played lately, newest first (unpaged upstream). */
export async function fetchRecentGames(
  gateway: Gateway,
  gameType: string | undefined,
  urls: UrlCheck,
): Promise<Game[]> {
  const language = await gateway.language();
  const list = await gateway.call(ENDPOINTS.recentGames, { query: { gameType, language } });
  return list.map((g) => toGame(g, urls));
}

/**
 * Every favourite of the member as node ids, in one call (`MCSFE_getFavoriteGames`, §9.6): no
 * paging, so a favourite beyond the FAV row's first page is there too.
 */
export async function fetchFavouriteIds(gateway: Gateway): Promise<string[]> {
  return gateway.call(ENDPOINTS.favouriteIds);
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
    // The mobile client's minimal query, which the captured gateway reads (`gameType`,
    // `vassalage`, `accountType`), and beside it the spec's names for the same values
    // (`gameCategory`, `vendor`, `supportFreePlay`; spec section 7; docs/gateway.md). `launchMode`
    // is required (without it: 500 #727), and `language` reaches the vendor (JILI opens in
    // Chinese without it). Sent once, never retried.
    query: {
      gameType: game.gameType,
      gameCategory: game.gameType,
      vassalage: game.vendor,
      vendor: game.vendor,
      gameId: game.gameId,
      nodeId: game.nodeId,
      platform: 'html5',
      launchMode: 'GLS',
      accountType: game.freePlay ? 0 : 1,
      supportFreePlay: game.freePlay ? 1 : 0,
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
