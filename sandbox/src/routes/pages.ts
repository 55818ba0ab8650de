/**
 * The small HTML pages launch URLs point at: the game page of `launchGame` (§10) and the chat
 * page of `CBS_launchChat` (§12). Self-contained: inline SVG and styles, no external resources.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { gameByNodeId } from '../data/games.ts';
import type { SandboxDeps } from '../gateway/context.ts';
import { escapeXml, gameTileSvg } from '../images/svg.ts';
import { safeBackUrl } from './player-games.ts';
import { settleDeposit } from './wallet.ts';

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

const PayParamsSchema = z.object({ orderNo: z.string().regex(/^P[0-9A-F]{6,40}$/) });

const ChatQuerySchema = z
  .object({
    b2c: z.string().max(10).optional(),
    language: z.string().max(10).optional(),
    backUrl: z.string().max(500).optional(),
    headerColor: z.string().max(20).optional(),
    title: z.string().max(60).optional(),
    member: z.string().max(64).optional(),
  })
  .loose();

function html(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escapeXml(title)}</title></head>` +
        `<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#15171c;color:#fff">` +
        `${body}</body></html>`,
    );
}

function backLink(backUrl: string | null): string {
  const href = backUrl ? escapeXml(backUrl) : 'javascript:history.back()';
  return `<a id="back" href="${href}" style="color:#f5b301;text-decoration:none;font-weight:700">&#8592; Back</a>`;
}

export function registerPageRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { store } = deps;

  app.get('/games/play/:nodeId', (request, reply) => {
    const params = PlayParamsSchema.safeParse(request.params);
    const query = PlayQuerySchema.safeParse(request.query);
    if (!params.success || !query.success) {
      return html(reply, 400, 'Bad request', '<p style="padding:1rem">Bad game link.</p>');
    }
    const game = gameByNodeId(params.data.nodeId);
    if (!game) {
      return html(reply, 404, 'Game not found', '<p style="padding:1rem">Game not found.</p>');
    }
    const ssoKey = query.data.ssoKey;
    const session = ssoKey ? store.gameSession(ssoKey) : undefined;
    if (!ssoKey || !session || session.nodeId !== game.nodeId) {
      return html(
        reply,
        403,
        'Game session expired',
        `<p style="padding:1rem">This game link has expired. ${backLink(null)}</p>`,
      );
    }
    const round = store.openRound(session.accountId);
    const roundHere = round?.ssoKey === ssoKey;
    if (query.data.finish && roundHere) store.setOpenRound(session.accountId, null);
    const open = roundHere && !query.data.finish;
    const finishLink = open
      ? `<p><a id="finish" href="/games/play/${game.nodeId}?ssoKey=${ssoKey}&amp;finish=1" style="color:#fff">Finish round</a></p>`
      : '';
    return html(
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

  /**
   * The payment gateway's page a gateway deposit sends the player to (issue 13): Pay approves
   * the deposit, Cancel rejects it; either way the player goes back to the return address with
   * the order and its outcome.
   */
  app.get('/pay/:orderNo', (request, reply) => {
    const params = PayParamsSchema.safeParse(request.params);
    const order = params.success ? store.moneyOrder(params.data.orderNo) : null;
    const deposit = order?.deposit;
    if (!order || !deposit || deposit.channel !== 'gateway') {
      return html(reply, 404, 'Payment', '<p style="padding:1rem">Unknown payment.</p>');
    }
    const back = (status: string) => {
      const target = safeBackUrl(deposit.reference) ?? '/';
      const separator = target.includes('?') ? '&' : '?';
      return `${target}${separator}deposit=${deposit.orderNo}&status=${status}`;
    };
    const action = (request.query as Record<string, unknown>)['action'];
    if (deposit.status === 'pending' && (action === 'pay' || action === 'cancel')) {
      settleDeposit(store, order.accountId, deposit, action === 'pay' ? 'approved' : 'rejected');
      return reply.redirect(back(deposit.status), 303);
    }
    const amount = (deposit.amountCents / 100).toFixed(2);
    return html(
      reply,
      200,
      'Payment',
      `<main style="padding:1rem;max-width:420px;margin:0 auto">` +
        `<h1 style="font-size:1.3rem">${escapeXml(deposit.via)} payment</h1>` +
        `<p>Order ${escapeXml(deposit.orderNo)}: PHP ${amount}</p>` +
        (deposit.status === 'pending'
          ? `<p><a id="pay" href="/pay/${deposit.orderNo}?action=pay" style="color:#f5b301;font-weight:700">Pay PHP ${amount}</a></p>` +
            `<p><a id="cancel" href="/pay/${deposit.orderNo}?action=cancel" style="color:#fff">Cancel</a></p>`
          : `<p>This payment is ${deposit.status}. <a href="${escapeXml(back(deposit.status))}" style="color:#f5b301">Back</a></p>`) +
        `</main>`,
    );
  });

  app.get('/chat', (request, reply) => {
    const query = ChatQuerySchema.safeParse(request.query);
    if (!query.success) {
      return html(reply, 400, 'Bad request', '<p style="padding:1rem">Bad chat link.</p>');
    }
    const q = query.data;
    const color = q.headerColor && /^#?[0-9a-fA-F]{3,8}$/.test(q.headerColor) ? q.headerColor : '';
    const header = color ? (color.startsWith('#') ? color : `#${color}`) : '#000';
    const title = q.title || 'Live chat';
    return html(
      reply,
      200,
      title,
      `<header style="display:flex;gap:1rem;align-items:center;padding:.75rem 1rem;background:${header}">` +
        `${backLink(safeBackUrl(q.backUrl))}<strong>${escapeXml(title)}</strong></header>` +
        `<main style="padding:1rem"><p>Hello${q.member ? ` ${escapeXml(q.member)}` : ''}! ` +
        `An agent would chat with you here (sandbox).</p></main>`,
    );
  });
}
