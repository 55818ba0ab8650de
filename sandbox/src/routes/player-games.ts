/**
 * A member's games: favourites and recent games (§9.6), game launch (§10), the merchant wallet
 * (§6) and the promotion availability (§14). All per-member state lives in the store.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { gameByNodeId, gameValue, type CatalogueGame } from '../data/games.ts';
import { requireAccount, type HandlerMap, type SandboxDeps } from '../gateway/context.ts';
import { GatewayError, gatewayErrors, parseInput } from '../gateway/errors.ts';
import { pageNumber, paged, text } from './games.ts';

/** nodeId as a number or a numeric string (clients compare ids as strings). */
const NodeIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

const FavouriteInputSchema = z
  .object({
    nodeId: NodeIdSchema,
    vendor: text(40),
    vassalage: text(40),
    gameType: text(20),
  })
  .loose();

const FavouriteListQuerySchema = z
  .object({
    gameType: text(20),
    language: text(10),
    pageNo: pageNumber(1, 10_000),
    pageSize: pageNumber(24, 200),
  })
  .loose();

const RecentQuerySchema = z.object({ gameType: text(20), language: text(10) }).loose();

const RecentInputSchema = z.object({ nodeId: NodeIdSchema }).loose();

const LaunchQuerySchema = z
  .object({
    launchMode: z.string().trim().min(1).max(20),
    nodeId: NodeIdSchema,
    gameId: text(40),
    vassalage: text(40),
    vendor: text(40),
    gameType: text(20),
    gameCategory: text(20),
    accountType: z.preprocess((v) => (v === '' || v === undefined ? '1' : v), z.enum(['0', '1'])),
    language: text(10),
    platform: text(30),
    clientType: text(5),
    backUrl: text(500),
  })
  .loose();

const WalletQuerySchema = z.object({ merchantCode: text(40), merchant: text(40) }).loose();

/** The #734 refusal; HTTP 400 (a business refusal, not retryable: launch once per tap). */
export function previousRoundOpen(): GatewayError {
  return new GatewayError(
    400,
    'game.previous.not.finished',
    '#734 the previous game has not finished',
  );
}

/** A back link the play page may use: an http(s) URL or a same-site path, else none. */
export function safeBackUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function findGame(nodeId: number): CatalogueGame {
  const game = gameByNodeId(nodeId);
  if (!game) throw gatewayErrors.requestParam(`Game ${nodeId} not found`);
  return game;
}

/** The body of a POST, or for DELETE the query and the body merged (§17.5: either place). */
function paramsOf(query: unknown, payload: unknown): Record<string, unknown> {
  const q = query && typeof query === 'object' ? (query as Record<string, unknown>) : {};
  const b = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  return { ...q, ...b };
}

function checkVendorAndType(
  game: CatalogueGame,
  input: { vendor?: string; vassalage?: string; gameType?: string },
): void {
  const vendor = input.vendor ?? input.vassalage;
  if (vendor && vendor.toUpperCase() !== game.vassalage) {
    throw gatewayErrors.requestParam(`Game ${game.nodeId} is not a ${vendor} game`);
  }
  if (input.gameType && input.gameType.toUpperCase() !== game.gameType) {
    throw gatewayErrors.requestParam(`Game ${game.nodeId} is not a ${input.gameType} game`);
  }
}

export function playerGameHandlers(deps: SandboxDeps): HandlerMap {
  const { store, publicUrl } = deps;
  return {
    favouriteIds: (ctx) => {
      const { account } = requireAccount(ctx);
      return store.favourites(account.id);
    },

    favouriteList: (ctx) => {
      const { account } = requireAccount(ctx);
      const q = parseInput(FavouriteListQuerySchema, ctx.query);
      const gameType = q.gameType?.toUpperCase();
      const games = store
        .favourites(account.id)
        .flatMap((id) => gameByNodeId(id) ?? [])
        .filter((g) => !gameType || g.gameType === gameType);
      const { page, pageNum, totalPages, totalCount } = paged(games, q.pageNo, q.pageSize);
      return {
        content: page.map((g) => gameValue(g, publicUrl)),
        pageNum,
        totalPages,
        totalCount,
      };
    },

    addFavourite: (ctx) => {
      const { account } = requireAccount(ctx);
      const input = parseInput(FavouriteInputSchema, ctx.payload);
      const game = findGame(input.nodeId);
      checkVendorAndType(game, input);
      store.setFavourite(account.id, game.nodeId, true);
      return null;
    },

    removeFavourite: (ctx) => {
      const { account } = requireAccount(ctx);
      const input = parseInput(FavouriteInputSchema, paramsOf(ctx.query, ctx.payload));
      store.setFavourite(account.id, input.nodeId, false);
      return null;
    },

    recentGames: (ctx) => {
      const { account } = requireAccount(ctx);
      const q = parseInput(RecentQuerySchema, ctx.query);
      const gameType = q.gameType?.toUpperCase();
      return store
        .recentGames(account.id)
        .flatMap((id) => gameByNodeId(id) ?? [])
        .filter((g) => !gameType || g.gameType === gameType)
        .map((g) => gameValue(g, publicUrl));
    },

    addRecentGame: (ctx) => {
      const { account } = requireAccount(ctx);
      const input = parseInput(RecentInputSchema, ctx.payload);
      const game = findGame(input.nodeId);
      store.addRecentGame(account.id, game.nodeId);
      return null;
    },

    launchGame: (ctx) => {
      const { account } = requireAccount(ctx);
      const raw = paramsOf(ctx.query, undefined);
      // Upstream answers a launch without launchMode with HTTP 500 #727 (§10).
      if (typeof raw.launchMode !== 'string' || !raw.launchMode.trim()) {
        throw gatewayErrors.systemBusy();
      }
      const q = parseInput(LaunchQuerySchema, ctx.query);
      const game = findGame(q.nodeId);
      if (q.gameId && q.gameId !== game.gameId) {
        throw gatewayErrors.requestParam(`Game ${game.nodeId} is not ${q.gameId}`);
      }
      checkVendorAndType(game, { vendor: q.vassalage ?? q.vendor, gameType: q.gameType });
      if (q.accountType === '0' && game.supportPlay !== 0) {
        throw new GatewayError(
          400,
          'freeplay.not.supported',
          'This game does not support free play',
        );
      }
      const roundsOn = store.state.settings.launchRoundOpen;
      if (roundsOn && store.openRound(account.id)) throw previousRoundOpen();
      const ssoKey = randomBytes(16).toString('hex');
      store.addGameSession(ssoKey, {
        accountId: account.id,
        nodeId: game.nodeId,
        createdAt: Date.now(),
        backUrl: safeBackUrl(q.backUrl),
        freePlay: q.accountType === '0',
      });
      if (roundsOn) store.setOpenRound(account.id, { nodeId: game.nodeId, ssoKey });
      return { content: { game_url: `${publicUrl}/games/play/${game.nodeId}?ssoKey=${ssoKey}` } };
    },

    merchantWallet: (ctx) => {
      parseInput(WalletQuerySchema, ctx.query);
      const { account } = requireAccount(ctx);
      return {
        isSingle: true,
        sumBalance: account.balanceCents / 100,
        currency: 'PHP',
      };
    },

    availablePromotions: ({ query }) => {
      parseInput(WalletQuerySchema, query);
      const flags = store.state.promotions;
      return {
        APP_DOWNLOAD: {
          enabled: flags.APP_DOWNLOAD,
          bonusAmount: 88,
          currency: 'PHP',
          title: 'Download the app and get PHP 88 free',
        },
        MISSION: { enabled: flags.MISSION },
        LOGIN: { enabled: flags.LOGIN },
        REFERRAL: { enabled: flags.REFERRAL },
      };
    },
  };
}
