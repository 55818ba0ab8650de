/**
 * Shared catalogue reads, cached for every player: vendors in the merchant's order, hot games,
 * the first page of a game type, winners, hot matches. Keys and TTLs are declared here.
 * A member's own games (favourites, launch, recent) need the token and are never cached.
 */
import { z } from 'zod';
import {
  GameListPageSchema,
  GameSchema,
  HotMatchSchema,
  type GameListPage,
  type GameListQueryInput,
  type MemberGameListInputSchema,
  isHttpUrl,
  LIMITS,
  formatAmount,
  minorFromBalance,
  VendorCategorySchema,
  WinnerSchema,
  type Game,
  type GameLaunch,
  type GameLaunchInput,
  type GameSessionSummary,
  type HostedGame,
  type HotMatch,
  type LanguageCode,
  type SetFavouriteInput,
  type SetFavouriteResult,
  type VendorCategory,
  type Winner,
} from '@app/contracts';
import type { SessionData } from '../../session/session-store.ts';
import type { Context } from '../../trpc/context.ts';
import { AppError } from '../../trpc/errors.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { probeFraming } from './framing.ts';
import { getBalance } from '../member/member.service.ts';
import { endHostedGame, keepHostedGame, readHostedGame } from './hosted-games.ts';
import {
  deleteFavourite,
  fetchCategories,
  fetchFavouriteGames,
  fetchFavouriteIds,
  fetchFavouritePage,
  fetchGameList,
  fetchGamePage,
  fetchHotGames,
  fetchRecentGames,
  fetchHotMatches,
  fetchLaunchUrl,
  fetchWinners,
  postFavourite,
  postRecentGame,
} from './games.upstream.ts';
import { safeUrlFor } from '../../lib/safe-url.ts';

const CATALOGUE_CACHE = { ttlMs: 5 * 60_000, staleTtlMs: 60 * 60_000 };
const HOT_CACHE = { ttlMs: 60_000, staleTtlMs: 30 * 60_000 };
const WINNERS_CACHE = { ttlMs: 30_000, staleTtlMs: 10 * 60_000 };

type GamesContext = Pick<Context, 'gateway' | 'cache' | 'config' | 'log'>;

/** Shared reads, cached for every player: bound to the language only, never to a member. */
const shared = (ctx: GamesContext, language: LanguageCode) => ctx.gateway.shared(language);
const key = (ctx: GamesContext, rest: string) => `${ctx.config.merchantCode}:games:${rest}`;

/**
 * The vendor categories in the merchant's order, as the side menu and the vendor strips show
 * them: a category without vendors (LIVE when the site has none) is left out. Shared and cached;
 * home.bootstrap's `categories` and games.categories are this one value.
 */
export async function getCategories(
  ctx: GamesContext,
  language: LanguageCode,
): Promise<VendorCategory[]> {
  const categories = await everyCategory(ctx, language);
  return categories.filter(
    (category) => category.vendors.length > 0 && isOffered(ctx, category.gameType),
  );
}

/** Every vendor category as the gateway has them, offered or not (cached). */
function everyCategory(ctx: GamesContext, language: LanguageCode): Promise<VendorCategory[]> {
  return ctx.cache.cached({
    key: key(ctx, `vendors:sorted:${language}`),
    ...CATALOGUE_CACHE,
    schema: z.array(VendorCategorySchema),
    load: () => fetchCategories(shared(ctx, language), safeUrlFor(ctx.log)),
  });
}

/**
 * Game types the merchant does not offer (`GAME_TYPES_DISABLED`, cockfighting by default:
 * e-sabong is suspended in the Philippines) are left out of every list, row and menu, and
 * refused at launch.
 */
export function isOffered(ctx: Pick<Context, 'config'>, gameType: string | null): boolean {
  return !gameType || !ctx.config.gameTypesDisabled.includes(gameType.toUpperCase());
}

const offeredGames = <T extends { gameType: string | null }>(
  ctx: Pick<Context, 'config'>,
  games: T[],
): T[] => games.filter((game) => isOffered(ctx, game.gameType));

/** Refuses a game type the merchant does not offer, with a readable message. */
function assertOffered(ctx: Pick<Context, 'config'>, gameType: string): void {
  if (!isOffered(ctx, gameType)) throw new AppError('FORBIDDEN', 'game_type_disabled');
}

export async function getHotGames(ctx: GamesContext, language: LanguageCode): Promise<Game[]> {
  const hot = await ctx.cache.cached({
    key: key(ctx, `hot:all:${language}`),
    ...HOT_CACHE,
    schema: z.array(GameSchema),
    load: () => fetchHotGames(shared(ctx, language), safeUrlFor(ctx.log)),
  });
  return offeredGames(ctx, hot);
}

/** The first page of a game type as the home rows show it (page size 20). */
export function getHomeRow(
  ctx: GamesContext,
  language: LanguageCode,
  gameType: string,
): Promise<Game[]> {
  if (!isOffered(ctx, gameType)) return Promise.resolve([]);
  return ctx.cache.cached({
    key: key(ctx, `list:${gameType}:p1s${LIMITS.pageSizeHomeRow}:${language}`),
    ...CATALOGUE_CACHE,
    schema: z.array(GameSchema),
    load: () =>
      fetchGameList(
        shared(ctx, language),
        { gameType, pageNo: 1, pageSize: LIMITS.pageSizeHomeRow },
        safeUrlFor(ctx.log),
      ),
  });
}

/**
 * One page of a game list (spec section 2 "Game lists"): the catalogue filtered by vendor,
 * classification (all, new or a vendor's), minimum bet and name, or the hot games of the type.
 * Shared by every player, so cached under every filter and the language: a warm page costs no
 * gateway call.
 */
export async function getGameList(
  ctx: GamesContext,
  language: LanguageCode,
  input: GameListQueryInput,
): Promise<GameListPage> {
  assertOffered(ctx, input.gameType);
  if (input.classify === 'hot') {
    const hot = await getHotGames(ctx, language);
    return pageOf(
      input.gameType === 'HOT' ? hot : hot.filter((g) => g.gameType === input.gameType),
      input.cursor,
    );
  }
  const gameName = input.gameName?.trim().toLowerCase() ?? '';
  const listKey = [
    input.gameType,
    input.vendor?.toUpperCase() ?? '*',
    input.classify.toLowerCase(),
    input.minBet ?? '*',
    // Bounded (50 characters) and escaped: a name cannot reach into another key.
    encodeURIComponent(gameName),
    `p${input.cursor}s${LIMITS.pageSizeList}`,
  ].join(':');
  return ctx.cache.cached({
    key: key(ctx, `page:${listKey}:${language}`),
    ...CATALOGUE_CACHE,
    schema: GameListPageSchema,
    load: () =>
      fetchGamePage(
        shared(ctx, language),
        {
          gameType: input.gameType,
          ...(input.vendor ? { vassalage: input.vendor } : {}),
          ...(gameName ? { gameName } : {}),
          ...(input.classify === 'new' ? { isNew: true } : {}),
          ...(input.classify !== 'all' && input.classify !== 'new'
            ? { gameClassify: input.classify }
            : {}),
          ...(input.minBet ? { minBet: Number(input.minBet) } : {}),
          pageNo: input.cursor,
          pageSize: LIMITS.pageSizeList,
        },
        safeUrlFor(ctx.log),
      ),
  });
}

/**
 * A page of the member's favourites or recently played games (`/m/fav`, `/m/recent`, the list's
 * fav and recent options). The member's own: asked with the token, never cached or shared.
 */
export async function getMemberGameList(
  ctx: Pick<Context, 'gateway' | 'log' | 'config'>,
  input: z.output<typeof MemberGameListInputSchema>,
): Promise<GameListPage> {
  const urls = safeUrlFor(ctx.log);
  const gameType = input.gameType === 'HOT' ? undefined : input.gameType;
  if (gameType) assertOffered(ctx, gameType);
  if (input.classify === 'fav') {
    const page = await fetchFavouritePage(
      ctx.gateway,
      { pageNo: input.cursor, pageSize: LIMITS.pageSizeList, gameType },
      urls,
    );
    return { ...page, games: offeredGames(ctx, page.games) };
  }
  return pageOf(
    offeredGames(ctx, await fetchRecentGames(ctx.gateway, gameType, urls)),
    input.cursor,
  );
}

/** One list-sized page of a list the gateway answers whole. */
function pageOf(games: Game[], page: number): GameListPage {
  const size = LIMITS.pageSizeList;
  return {
    games: games.slice((page - 1) * size, page * size),
    page,
    totalPages: Math.ceil(games.length / size),
  };
}

/** Latest winners: the gateway is asked for 20, the carousel shows the first 10. */
export async function getWinners(ctx: GamesContext, language: LanguageCode): Promise<Winner[]> {
  const winners = await ctx.cache.cached({
    key: key(ctx, `winners:latest:${language}`),
    ...WINNERS_CACHE,
    schema: z.array(WinnerSchema),
    load: () => fetchWinners(shared(ctx, language), LIMITS.winnerRequestLimit, safeUrlFor(ctx.log)),
  });
  return offeredGames(ctx, winners).slice(0, LIMITS.winnerCarousel);
}

export function getHotMatches(ctx: GamesContext, language: LanguageCode): Promise<HotMatch[]> {
  return ctx.cache.cached({
    key: key(ctx, `matches:hot:${language}`),
    ...HOT_CACHE,
    schema: z.array(HotMatchSchema),
    load: async () => {
      const now = Date.now();
      // Upcoming events only: a match that has started is no longer "upcoming".
      return (await fetchHotMatches(shared(ctx, language), safeUrlFor(ctx.log)))
        .filter((m) => m.matchTime > now)
        .sort((a, b) => a.matchTime - b.matchTime);
    },
  });
}

/** A member's favourites, the FAV row's first page (never cached across users: it needs the token). */
export async function getFavouriteRow(
  ctx: Pick<Context, 'gateway' | 'log' | 'config'>,
): Promise<Game[]> {
  return offeredGames(
    ctx,
    await fetchFavouriteGames(
      ctx.gateway,
      { pageNo: 1, pageSize: LIMITS.pageSizeHomeRow },
      safeUrlFor(ctx.log),
    ),
  );
}

/**
 * Every favourite game id of the member, for the hearts of any tile (not only the FAV row's first
 * page): one gateway call, per member, never cached across users. Counted as a member read like
 * every member query (memberProcedure), so a session cannot flood the gateway with it.
 */
export function getFavouriteIds(ctx: Pick<Context, 'gateway'>): Promise<string[]> {
  return fetchFavouriteIds(ctx.gateway);
}

const URL_SCHEME = /^([a-z][a-z0-9+.-]{0,19}):/i;

type MemberGamesContext = Pick<Context, 'gateway' | 'log' | 'cache' | 'config'>;
/** games.launch's context: a member procedure's, with the session it checked. */
type LaunchContext = MemberGamesContext &
  Pick<Context, 'store' | 'origin'> & { sessionData: SessionData };

/** How long a provider's framing verdict is fresh, then served stale while it is asked again. */
const FRAMING_TTL_MS = 3_600_000;
const FRAMING_STALE_MS = 23 * 3_600_000;
/** A provider's page that does not answer this fast is not asked for this launch. */
const FRAMING_PROBE_TIMEOUT_MS = 2_000;

/**
 * Where a launched game opens: the host when its provider lets our origin frame it. The verdict
 * is kept per vendor and game origin (shared, so one launch asks for every replica); a provider
 * that cannot be asked opens the game the old way this time, without a verdict kept.
 */
async function opensIn(
  ctx: LaunchContext,
  vendor: string,
  url: string,
): Promise<'host' | 'window'> {
  const gameOrigin = new URL(url).origin;
  try {
    return await ctx.cache.cached({
      key: key(ctx, `framing:${vendor.toUpperCase()}:${gameOrigin}:${ctx.origin}`),
      ttlMs: FRAMING_TTL_MS,
      staleTtlMs: FRAMING_STALE_MS,
      schema: OpensSchema,
      load: () => probeFraming(url, ctx.origin, FRAMING_PROBE_TIMEOUT_MS),
    });
  } catch (error) {
    ctx.log.warn(
      { vendor, gameOrigin, err: error instanceof Error ? error.message : String(error) },
      'game framing unknown: opened outside the host',
    );
    return 'window';
  }
}
const OpensSchema = z.enum(['host', 'window']);

/**
 * A launch of a type the merchant does not offer is refused before the gateway: by the type the
 * tile says, and by the vendor, when every category the vendor is in is one of those types (a
 * crafted request cannot reach a cockfight vendor by naming another type).
 */
async function assertLaunchOffered(ctx: MemberGamesContext, input: GameLaunchInput): Promise<void> {
  assertOffered(ctx, input.gameType);
  if (ctx.config.gameTypesDisabled.length === 0) return;
  // The vendor list is a second line of defence: when it cannot be read, the type check stands
  // and the launch goes on (one broken relay must not stop every game).
  const categories = await everyCategory(ctx, await ctx.gateway.language()).catch(
    (error: unknown) => {
      ctx.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'vendor categories unreadable: launch checked by its type only',
      );
      return [];
    },
  );
  const vendor = input.vendor.toUpperCase();
  const typesOfVendor = categories
    .filter((category) => category.vendors.some((v) => v.vendor.toUpperCase() === vendor))
    .map((category) => category.gameType);
  if (typesOfVendor.length > 0 && !typesOfVendor.some((type) => isOffered(ctx, type))) {
    throw new AppError('FORBIDDEN', 'game_type_disabled');
  }
}

/**
 * Launches a game (spec section 4, "Game click"): the gateway is asked once, and only an http(s)
 * URL comes back. Business refusals (#734 a round still open, free play unsupported, a module
 * under maintenance) reach the player as catalogue errors through the upstream error mapping.
 */
export async function launchGame(ctx: LaunchContext, input: GameLaunchInput): Promise<GameLaunch> {
  await assertLaunchOffered(ctx, input);
  const url = await fetchLaunchUrl(ctx.gateway, input);
  if (!url || !isHttpUrl(url)) {
    // Never open what is not a web page (`javascript:`, `data:`...). The URL itself carries the
    // game's session key: only its scheme is logged.
    ctx.log.warn(
      { nodeId: input.nodeId, scheme: url ? (URL_SCHEME.exec(url)?.[1] ?? 'none') : null },
      'game launch answered no usable url',
    );
    throw new AppError('BAD_GATEWAY', 'url_empty');
  }
  // The recent-games row is a nicety: recorded after the launch, never delaying or failing it.
  void postRecentGame(ctx.gateway, input.nodeId).catch((error: unknown) => {
    ctx.log.warn(
      {
        nodeId: input.nodeId,
        kind: error instanceof UpstreamError ? error.kind : undefined,
        err: error instanceof Error ? error.message : String(error),
      },
      'recording the recent game failed',
    );
  });
  // The balance at launch is read beside the framing question: the reality check's net result
  // counts from it (a hosted game only; without it the check shows the time alone).
  const [opens, balanceAtStart] = await Promise.all([
    opensIn(ctx, input.vendor, url),
    readBalanceOrNull(ctx, 'balance at launch unreadable: the reality check shows time only'),
  ]);
  if (opens === 'window') return { opens: 'window', url };
  const startedAt = new Date().toISOString();
  try {
    const launchId = await keepHostedGame(ctx.store, {
      member: ctx.sessionData.userName ?? '',
      url,
      nodeId: input.nodeId,
      vendor: input.vendor,
      startedAt,
      balanceAtStart: balanceAtStart?.sumBalance ?? null,
    });
    return { opens: 'host', launchId, startedAt };
  } catch (error) {
    // The game is launched upstream already (a second launch could meet #734): a store that
    // cannot keep it for the host must not lose it, so it opens the old way.
    ctx.log.warn(
      { nodeId: input.nodeId, err: error instanceof Error ? error.message : String(error) },
      'hosted game not kept: opened outside the host',
    );
    return { opens: 'window', url };
  }
}

/** The member's balance, or null (logged) when the gateway cannot tell it now. */
async function readBalanceOrNull(ctx: Pick<Context, 'gateway' | 'log'>, warning: string) {
  try {
    return await getBalance(ctx);
  } catch (error) {
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, warning);
    return null;
  }
}

/**
 * The reality check's figures (issue 30, item 2): how long the hosted game's session has lasted
 * and the balance now against the balance at launch. A balance that cannot be read makes the net
 * unknown (null), never the check fail: the time played is what matters most.
 */
export async function getGameSessionSummary(
  ctx: Pick<Context, 'store' | 'gateway' | 'log'> & { sessionData: SessionData },
  launchId: string,
): Promise<GameSessionSummary> {
  const hosted = await readHostedGame(ctx.store, ctx.sessionData.userName ?? '', launchId);
  if (!hosted) throw new AppError('NOT_FOUND', 'game_ended');
  const now = await readBalanceOrNull(ctx, 'balance unreadable: the reality check shows time only');
  const before = hosted.balanceAtStart === null ? null : minorFromBalance(hosted.balanceAtStart);
  const after = now === null ? null : minorFromBalance(now.sumBalance);
  return {
    startedAt: hosted.startedAt,
    playedMs: Math.max(0, Date.now() - Date.parse(hosted.startedAt)),
    net: before === null || after === null ? null : formatAmount(after - before),
    currencySymbol: now?.currencySymbol ?? null,
  };
}

/** Ends a hosted game's session ('Take a break' in the reality check): its frame page closes. */
export async function endGameSession(
  ctx: Pick<Context, 'store' | 'log'> & { sessionData: SessionData },
  launchId: string,
): Promise<{ ended: true }> {
  await endHostedGame(ctx.store, ctx.sessionData.userName ?? '', launchId);
  ctx.log.info('hosted game session ended by the player');
  return { ended: true };
}

/** A game the member opened in the host, for the host's bar (its clock) after a reload. */
export async function getHostedGame(
  ctx: Pick<Context, 'store'> & { sessionData: SessionData },
  launchId: string,
): Promise<HostedGame> {
  const hosted = await readHostedGame(ctx.store, ctx.sessionData.userName ?? '', launchId);
  if (!hosted) throw new AppError('NOT_FOUND', 'game_ended');
  return { nodeId: hosted.nodeId, vendor: hosted.vendor, startedAt: hosted.startedAt };
}

/**
 * Adds or removes a favourite. A refusal (`success: false`) changes nothing and is reported as
 * such, as the spec's client reads it (spec sections 4 and 8); a dead session or an outage is an
 * error. Nothing cached holds favourites: home.bootstrap reads them per request.
 */
export async function setFavourite(
  ctx: MemberGamesContext,
  input: SetFavouriteInput,
): Promise<SetFavouriteResult> {
  try {
    if (input.favourite) await postFavourite(ctx.gateway, input);
    else await deleteFavourite(ctx.gateway, input);
    return { favourite: input.favourite, success: true };
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'business') {
      ctx.log.warn(
        { nodeId: input.nodeId, favourite: input.favourite, errorCode: error.errorCode },
        'favourite change refused',
      );
      return { favourite: !input.favourite, success: false };
    }
    throw error;
  }
}
