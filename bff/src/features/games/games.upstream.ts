/** The game catalogue relays (upstream-gateway.md §9). Every value is parsed before use. */
import {
  GatewayGameListSchema,
  GatewayHotGamesSchema,
  GatewayHotMatchesSchema,
  GatewayRankListSchema,
  GatewayVendorLanesSchema,
  GatewayVendorSortingSchema,
  MODULE_IDS,
  type LanguageCode,
} from '@app/contracts';
import type { z } from 'zod';
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
        moduleId: 'GAMELOFAV3',
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
