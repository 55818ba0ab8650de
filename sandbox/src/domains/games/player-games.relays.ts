/**
 * A member's games: favourites and recent games (§9.6) and game launch (§10), kept in the games
 * slice.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { requireAccount } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { relay } from '../../gateway/endpoint.ts';
import { GatewayError, gatewayErrors, parseInput } from '../../gateway/errors.ts';
import {
  IdSchema as NodeIdSchema,
  pageNumber,
  pageOf,
  paramsOf,
  text,
} from '../../shared/input.ts';
import { safeBackUrl } from '../../shared/urls.ts';
import { MerchantSlice } from '../system/merchant.state.ts';
import { gameByNodeId, gameValue, type CatalogueGame } from './catalogue.data.ts';
import { GamesSlice } from './games.state.ts';

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
    /** The spec's name (section 7): 1 asks the free-play wallet, like accountType 0. */
    supportFreePlay: z.enum(['0', '1']).optional(),
    language: text(10),
    platform: text(30),
    clientType: text(5),
    backUrl: text(500),
  })
  .loose();

/** The #734 refusal; HTTP 400 (a business refusal, not retryable: launch once per tap). */
export function previousRoundOpen(): GatewayError {
  return new GatewayError(
    400,
    'game.previous.not.finished',
    '#734 the previous game has not finished',
  );
}

function findGame(nodeId: number): CatalogueGame {
  const game = gameByNodeId(nodeId);
  if (!game) throw gatewayErrors.requestParam(`Game ${nodeId} not found`);
  return game;
}

function checkVendorAndType(
  game: CatalogueGame,
  input: { vendor?: string | undefined; vassalage?: string; gameType?: string | undefined },
): void {
  const vendor = input.vendor ?? input.vassalage;
  if (vendor && vendor.toUpperCase() !== game.vassalage) {
    throw gatewayErrors.requestParam(`Game ${game.nodeId} is not a ${vendor} game`);
  }
  if (input.gameType && input.gameType.toUpperCase() !== game.gameType) {
    throw gatewayErrors.requestParam(`Game ${game.nodeId} is not a ${input.gameType} game`);
  }
}

export const playerGameRelays = defineRelays(
  {
    favouriteIds: relay('MCSFE_getFavoriteGames', ['GAMELOFAV3', 'GAMELO3'], 'login'),
    favouriteList: relay('MCSFE_getFavoriteGamesList', ['GAMELOFAV3', 'GAMELO3'], 'login'),
    addFavourite: relay('MCSFE_addFavoriteGameV2', ['GAMELOFAV3', 'GAMELO3'], 'login', {
      methods: ['POST'],
    }),
    removeFavourite: relay('MCSFE_removeFavoriteGameV2', ['GAMELOFAV3', 'GAMELO3'], 'login', {
      methods: ['DELETE'],
    }),
    recentGames: relay('GCS_recentGame', ['GAMELOREC3'], 'login'),
    addRecentGame: relay('MCS2_addRecentGame', ['GAMELOREC3'], 'login', { methods: ['POST'] }),
    launchGame: {
      methods: ['GET'],
      path: '/wps/game/launchGame',
      moduleIds: ['GAMELO3'],
      login: 'login',
      encryption: 'none',
      record: true,
    },
  },
  (deps) => {
    const { publicUrl } = deps;
    const played = deps.slice(GamesSlice);
    return {
      favouriteIds: (ctx) => {
        const { account } = requireAccount(ctx);
        return played.favourites(account.id);
      },

      favouriteList: (ctx) => {
        const { account } = requireAccount(ctx);
        const q = parseInput(FavouriteListQuerySchema, ctx.query);
        const gameType = q.gameType?.toUpperCase();
        const games = played
          .favourites(account.id)
          .flatMap((id) => gameByNodeId(id) ?? [])
          .filter((g) => !gameType || g.gameType === gameType);
        const { page, totalPages, totalCount } = pageOf(games, q.pageNo, q.pageSize);
        return {
          content: page.map((g) => gameValue(g, publicUrl)),
          pageNum: q.pageNo,
          totalPages,
          totalCount,
        };
      },

      addFavourite: (ctx) => {
        const { account } = requireAccount(ctx);
        const input = parseInput(FavouriteInputSchema, ctx.payload);
        const game = findGame(input.nodeId);
        checkVendorAndType(game, input);
        played.setFavourite(account.id, game.nodeId, true);
        return null;
      },

      removeFavourite: (ctx) => {
        const { account } = requireAccount(ctx);
        const input = parseInput(FavouriteInputSchema, paramsOf(ctx.query, ctx.payload));
        played.setFavourite(account.id, input.nodeId, false);
        return null;
      },

      recentGames: (ctx) => {
        const { account } = requireAccount(ctx);
        const q = parseInput(RecentQuerySchema, ctx.query);
        const gameType = q.gameType?.toUpperCase();
        return played
          .recentGames(account.id)
          .flatMap((id) => gameByNodeId(id) ?? [])
          .filter((g) => !gameType || g.gameType === gameType)
          .map((g) => gameValue(g, publicUrl));
      },

      addRecentGame: (ctx) => {
        const { account } = requireAccount(ctx);
        const input = parseInput(RecentInputSchema, ctx.payload);
        const game = findGame(input.nodeId);
        played.addRecentGame(account.id, game.nodeId);
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
        // The captured names (vassalage, gameType, accountType) and the spec's (vendor,
        // gameCategory, supportFreePlay; spec section 7) both say the same game and wallet.
        checkVendorAndType(game, { vendor: q.vassalage, gameType: q.gameType });
        checkVendorAndType(game, { vendor: q.vendor, gameType: q.gameCategory });
        if (
          q.supportFreePlay !== undefined &&
          (q.supportFreePlay === '1') !== (q.accountType === '0')
        ) {
          throw gatewayErrors.requestParam('supportFreePlay and accountType disagree');
        }
        if (q.accountType === '0' && game.supportPlay !== 0) {
          throw new GatewayError(
            400,
            'freeplay.not.supported',
            'This game does not support free play',
          );
        }
        // The vendor answered no game address (spec section 8: 'The requested url is empty').
        if (deps.slice(MerchantSlice).settings().emptyLaunchUrl)
          return { content: { game_url: '' } };
        const roundsOn = deps.slice(MerchantSlice).settings().launchRoundOpen;
        if (roundsOn && played.openRound(account.id)) throw previousRoundOpen();
        const ssoKey = randomBytes(16).toString('hex');
        played.addGameSession(ssoKey, {
          accountId: account.id,
          nodeId: game.nodeId,
          createdAt: Date.now(),
          backUrl: safeBackUrl(q.backUrl),
          freePlay: q.accountType === '0',
        });
        if (roundsOn) played.setOpenRound(account.id, { nodeId: game.nodeId, ssoKey });
        return { content: { game_url: `${publicUrl}/games/play/${game.nodeId}?ssoKey=${ssoKey}` } };
      },
    };
  },
);
