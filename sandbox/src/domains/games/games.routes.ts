/**
 * The game page a launch URL points at (§10): the game's tile, the wallet it runs on, and while
 * the round switch is on, the open round with a link that finishes it. Self-contained: inline
 * SVG and styles, no external resources. Framed by any site, unless its vendor is one of the
 * merchant's `framingRefusedBy`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { escapeXml, gameTileSvg } from '../../images/svg.ts';
import { backLink, sendPage } from '../../shared/html.ts';
import { gameByNodeId } from './catalogue.data.ts';
import { MerchantSlice } from '../system/merchant.state.ts';
import { GamesSlice } from './games.state.ts';

const PlayParamsSchema = z.object({ nodeId: z.string().regex(/^\d{1,12}$/) });
const PlayQuerySchema = z
  .object({
    ssoKey: z
      .string()
      .regex(/^[0-9a-f]{1,64}$/)
      .optional(),
    finish: z.enum(['1']).optional(),
  })
  .loose();

export function gameRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const played = deps.slice(GamesSlice);
  const merchant = deps.slice(MerchantSlice);
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
    const session = ssoKey ? played.gameSession(ssoKey) : undefined;
    if (!ssoKey || !session || session.nodeId !== game.nodeId) {
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
        `<p id="round">${open ? 'Round in progress' : 'No open round'}</p>${finishLink}</main>`,
    );
  });
}
