/**
 * Shared catalogue reads, cached for every player: vendors in the merchant's order, hot games,
 * the first page of a game type, winners, hot matches. Keys and TTLs are declared here.
 */
import { z } from 'zod';
import {
  GameSchema,
  HotMatchSchema,
  LIMITS,
  VendorCategorySchema,
  WinnerSchema,
  type Game,
  type HotMatch,
  type LanguageCode,
  type VendorCategory,
  type Winner,
} from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import {
  fetchFavouriteGames,
  fetchGameList,
  fetchHotGames,
  fetchHotMatches,
  fetchVendorLanes,
  fetchVendorSorting,
  fetchWinners,
} from './games.upstream.ts';
import { toCategories, toGame, toHotMatch, toWinner } from './games.mapping.ts';

const CATALOGUE_CACHE = { ttlMs: 5 * 60_000, staleTtlMs: 60 * 60_000 };
const HOT_CACHE = { ttlMs: 60_000, staleTtlMs: 30 * 60_000 };
const WINNERS_CACHE = { ttlMs: 30_000, staleTtlMs: 10 * 60_000 };

type GamesContext = Pick<Context, 'upstream' | 'cache' | 'config'>;

const caller = (ctx: GamesContext, language: LanguageCode) => ({
  merchantCode: ctx.config.merchantCode,
  language,
});
const key = (ctx: GamesContext, rest: string) => `${ctx.config.merchantCode}:games:${rest}`;

export function getCategories(
  ctx: GamesContext,
  language: LanguageCode,
): Promise<VendorCategory[]> {
  return ctx.cache.cached({
    key: key(ctx, `vendors:sorted:${language}`),
    ...CATALOGUE_CACHE,
    schema: z.array(VendorCategorySchema),
    load: async () => {
      const [lanes, sorting] = await Promise.all([
        fetchVendorLanes(ctx.upstream, caller(ctx, language)),
        // Without a sorting the gateway's lane order is still a usable order.
        fetchVendorSorting(ctx.upstream, caller(ctx, language)).catch((error: unknown) => {
          if (error instanceof UpstreamError && error.kind === 'business') return null;
          throw error;
        }),
      ]);
      return toCategories(lanes, sorting);
    },
  });
}

export function getHotGames(ctx: GamesContext, language: LanguageCode): Promise<Game[]> {
  return ctx.cache.cached({
    key: key(ctx, `hot:all:${language}`),
    ...HOT_CACHE,
    schema: z.array(GameSchema),
    load: async () => (await fetchHotGames(ctx.upstream, caller(ctx, language))).list.map(toGame),
  });
}

/** The first page of a game type as the home rows show it (page size 20). */
export function getHomeRow(
  ctx: GamesContext,
  language: LanguageCode,
  gameType: string,
): Promise<Game[]> {
  return ctx.cache.cached({
    key: key(ctx, `list:${gameType}:p1s${LIMITS.pageSizeHomeRow}:${language}`),
    ...CATALOGUE_CACHE,
    schema: z.array(GameSchema),
    load: async () =>
      (
        await fetchGameList(ctx.upstream, caller(ctx, language), {
          gameType,
          pageNo: 1,
          pageSize: LIMITS.pageSizeHomeRow,
        })
      ).games.map(toGame),
  });
}

/** Latest winners: the gateway is asked for 20, the carousel shows the first 10. */
export function getWinners(ctx: GamesContext, language: LanguageCode): Promise<Winner[]> {
  return ctx.cache.cached({
    key: key(ctx, `winners:latest:${language}`),
    ...WINNERS_CACHE,
    schema: z.array(WinnerSchema),
    load: async () =>
      (await fetchWinners(ctx.upstream, caller(ctx, language), LIMITS.winnerRequestLimit))
        .map(toWinner)
        .slice(0, LIMITS.winnerCarousel),
  });
}

export function getHotMatches(ctx: GamesContext, language: LanguageCode): Promise<HotMatch[]> {
  return ctx.cache.cached({
    key: key(ctx, `matches:hot:${language}`),
    ...HOT_CACHE,
    schema: z.array(HotMatchSchema),
    load: async () => {
      const now = Date.now();
      // Upcoming events only: a match that has started is no longer "upcoming".
      return (await fetchHotMatches(ctx.upstream, caller(ctx, language))).list
        .filter((m) => m.matchTime > now)
        .sort((a, b) => a.matchTime - b.matchTime)
        .map(toHotMatch);
    },
  });
}

/** A member's favourites (never cached across users: it needs the token). */
export async function getFavouriteRow(
  ctx: GamesContext,
  language: LanguageCode,
  token: string,
): Promise<Game[]> {
  const page = await fetchFavouriteGames(
    ctx.upstream,
    { ...caller(ctx, language), token },
    {
      pageNo: 1,
      pageSize: LIMITS.pageSizeHomeRow,
    },
  );
  return page.games.map(toGame);
}
