/**
 * The game page a launch URL points at (§10): the game's tile, the wallet it runs on, and while
 * the round switch is on, the open round with a link that finishes it. Self-contained: inline
 * SVG and styles, no external resources. Framed by any site, unless its vendor is one of the
 * merchant's `framingRefusedBy`.
 *
 * A real-money game page also takes bets (issue 30's reality check needs a session that won or
 * lost): a bet of 10.00 that loses, or one that pays 25.00, settled at once on the main wallet,
 * with its ledger entries and its bet record (the game records).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { escapeXml, gameTileSvg } from '../../images/svg.ts';
import { backLink, sendPage } from '../../shared/html.ts';
import { gameByNodeId } from './catalogue.data.ts';
import { MerchantSlice } from '../system/merchant.state.ts';
import { WalletSlice } from '../wallet/wallet.state.ts';
import { GamesSlice, type GameSession } from './games.state.ts';

const PlayParamsSchema = z.object({ nodeId: z.string().regex(/^\d{1,12}$/) });
const PlayQuerySchema = z
  .object({
    ssoKey: z
      .string()
      .regex(/^[0-9a-f]{1,64}$/)
      .optional(),
    finish: z.enum(['1']).optional(),
    /** The last bet's outcome, after a bet (or `short`: the balance did not cover it). */
    bet: z.enum(['lose', 'win', 'short']).optional(),
  })
  .loose();
const BetBodySchema = z.object({
  ssoKey: z.string().regex(/^[0-9a-f]{1,64}$/),
  outcome: z.enum(['lose', 'win']),
});

/** A sandbox bet's stake, and what a winning one pays back (minor units). */
export const SANDBOX_BET = { stakeCents: 1_000, winPayoutCents: 2_500 } as const;

const amount = (cents: number) => (cents / 100).toFixed(2);

export function gameRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const played = deps.slice(GamesSlice);
  const merchant = deps.slice(MerchantSlice);
  const money = deps.slice(WalletSlice);

  /** The game session of a key, when it is for this game. */
  const sessionOf = (ssoKey: string | undefined, nodeId: number): GameSession | undefined => {
    const session = ssoKey ? played.gameSession(ssoKey) : undefined;
    return session?.nodeId === nodeId ? session : undefined;
  };

  app.post('/games/play/:nodeId/bet', (request, reply) => {
    const params = PlayParamsSchema.safeParse(request.params);
    const body = BetBodySchema.safeParse(request.body);
    const game = params.success ? gameByNodeId(params.data.nodeId) : undefined;
    if (!body.success || !game) {
      return sendPage(reply, 400, 'Bad request', '<p style="padding:1rem">Bad bet.</p>');
    }
    const session = sessionOf(body.data.ssoKey, game.nodeId);
    if (!session || session.freePlay) {
      return sendPage(reply, 403, 'No bet', '<p style="padding:1rem">No real-money session.</p>');
    }
    const payout = body.data.outcome === 'win' ? SANDBOX_BET.winPayoutCents : 0;
    const bet = money.settleBet(
      session.accountId,
      { gameName: game.gameName, vendor: game.vassalage, gameType: game.gameType },
      SANDBOX_BET.stakeCents,
      payout,
    );
    const back = `/games/play/${game.nodeId}?ssoKey=${body.data.ssoKey}`;
    // Post/redirect/get: a reload of the game page places no second bet.
    return reply.redirect(`${back}&bet=${bet ? body.data.outcome : 'short'}`, 303);
  });

  app.get('/games/play/:nodeId', (request, reply) => {
    const params = PlayParamsSchema.safeParse(request.params);
    const query = PlayQuerySchema.safeParse(request.query);
    if (!params.success || !query.success) {
      return sendPage(reply, 400, 'Bad request', '<p style="padding:1rem">Bad game link.</p>');
    }
    const game = gameByNodeId(params.data.nodeId);
    if (!game)
      return sendPage(reply, 404, 'Game not found', '<p style="padding:1rem">Game not found.</p>');
    // A provider's framing rule is its server's: on every answer of its game pages, key or none.
    if (merchant.settings().framingRefusedBy.includes(game.vassalage)) {
      void reply
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-security-policy', "frame-ancestors 'self'");
    }
    const ssoKey = query.data.ssoKey;
    const session = sessionOf(ssoKey, game.nodeId);
    if (!ssoKey || !session) {
      return sendPage(
        reply,
        403,
        'Game session expired',
        `<p style="padding:1rem">This game link has expired. ${backLink(null)}</p>`,
      );
    }
    const round = played.openRound(session.accountId);
    const roundHere = round?.ssoKey === ssoKey;
    if (query.data.finish && roundHere) played.setOpenRound(session.accountId, null);
    const open = roundHere && !query.data.finish;
    const finishLink = open
      ? `<p><a id="finish" href="/games/play/${game.nodeId}?ssoKey=${ssoKey}&amp;finish=1" style="color:#fff">Finish round</a></p>`
      : '';
    return sendPage(
      reply,
      200,
      game.gameName,
      `<header style="display:flex;gap:1rem;align-items:center;padding:.75rem 1rem;background:#000">` +
        `${backLink(session.backUrl)}<strong>${escapeXml(game.gameName)}</strong></header>` +
        `<main style="padding:1rem;text-align:center">` +
        `<div style="max-width:320px;margin:0 auto">${gameTileSvg(String(game.nodeId), game.gameName, game.vassalage, game.gameType, 320)}</div>` +
        `<h1 style="font-size:1.4rem">${escapeXml(game.gameName)}</h1>` +
        `<p>${escapeXml(game.vassalage)} · ${escapeXml(game.gameType)} · sandbox game</p>` +
        `<p id="wallet">${session.freePlay ? 'Free play' : 'Real money'}</p>` +
        `<p id="round">${open ? 'Round in progress' : 'No open round'}</p>${finishLink}` +
        (session.freePlay ? '' : betting(game.nodeId, ssoKey, session.accountId, query.data.bet)) +
        `</main>`,
    );
  });

  /** The bet buttons, the last bet's outcome and the balance, on a real-money game page. */
  function betting(
    nodeId: number,
    ssoKey: string,
    accountId: number,
    last: 'lose' | 'win' | 'short' | undefined,
  ): string {
    const stake = amount(SANDBOX_BET.stakeCents);
    const outcome = {
      lose: `Lost ${stake}`,
      win: `Won ${amount(SANDBOX_BET.winPayoutCents)}`,
      short: 'Balance too low',
    };
    const button = (value: 'lose' | 'win', label: string) =>
      `<form method="post" action="/games/play/${nodeId}/bet" style="display:inline-block;margin:.25rem">` +
      `<input type="hidden" name="ssoKey" value="${ssoKey}">` +
      `<input type="hidden" name="outcome" value="${value}">` +
      `<button id="bet-${value}" type="submit" style="padding:.5rem 1rem">${label}</button></form>`;
    return (
      `<div>${button('lose', `Bet ${stake} (loses)`)}${button('win', `Bet ${stake} (wins ${amount(SANDBOX_BET.winPayoutCents)})`)}</div>` +
      (last ? `<p id="last-bet">${outcome[last]}</p>` : '') +
      `<p id="game-balance">Balance ${amount(money.balance(accountId))}</p>`
    );
  }
}
