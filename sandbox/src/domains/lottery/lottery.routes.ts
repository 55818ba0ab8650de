/**
 * The lottery service, LGW (§13): bare JSON under /lgw (no `{success, value}` envelope), errors as
 * `{errorCode, message}` with an HTTP status, the member named by the `Authorization` token and
 * the merchant by the `Merchant` header. Also the small lottery H5 page the front end embeds at
 * /m/lotto-h5/{mui}/{playType}/games/{gameId} (served here under /lotto-h5/…; the BFF proxies
 * it): it reads its token from its own address, as the real H5 app does, and talks to /lgw.
 *
 * Draws are computed from the clock, never stored: a game draws every few minutes, its issue
 * number (`numero`) is the date and the slot of the day, and the winning number of a past issue
 * is a hash of the game and the issue, so every process agrees without state.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { escapeXml } from '../../images/svg.ts';
import { sendHtml } from '../../shared/html.ts';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { AccountsSlice, type Account } from '../accounts/accounts.state.ts';
import { GAMES, LOTTERY_GROUPS, type CatalogueGame } from '../games/catalogue.data.ts';
import { WalletSlice } from '../wallet/wallet.state.ts';

/** The lottery groups: the VN lottery (LOTT) and the sea lottery (ELOTT). */
const GROUPS = Object.entries(LOTTERY_GROUPS).map(([vendor, group]) => ({ vendor, ...group }));

const MAX_STAKE_CENTS = 10_000_000;
const ORDERS_KEPT = 50;

interface LotteryGame {
  game: CatalogueGame;
  gameGroupId: number;
  gameGroupCode: string;
  /** Minutes between draws. */
  minutes: number;
}

function lotteryGames(): LotteryGame[] {
  return GROUPS.flatMap((group) =>
    GAMES.filter((g) => g.vassalage === group.vendor).map((game) => {
      const named = /(\d+) Minutes?/.exec(game.gameName);
      return {
        game,
        gameGroupId: group.gameGroupId,
        gameGroupCode: group.gameGroupCode,
        minutes: named ? Number(named[1]) : group.minutes,
      };
    }),
  );
}

const LOTTERY_GAMES = lotteryGames();
const BY_GAME_ID = new Map(LOTTERY_GAMES.map((l) => [l.game.gameId, l]));

interface Issue {
  numero: string;
  startTime: number;
  endTime: number;
}

/** The issue open at `now`: `YYYYMMDD-slot`, slots counted from midnight UTC. */
export function issueAt(lottery: LotteryGame, now: number): Issue {
  const length = lottery.minutes * 60_000;
  const startTime = Math.floor(now / length) * length;
  const day = new Date(startTime);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const slot = Math.floor((startTime - midnight) / length) + 1;
  const date = day.toISOString().slice(0, 10).replaceAll('-', '');
  return {
    numero: `${date}-${String(slot).padStart(4, '0')}`,
    startTime,
    endTime: startTime + length,
  };
}

/** Three digits, the same for a game and an issue in every process. */
export function winningNumber(gameId: string, numero: string): string {
  const digest = createHash('sha256').update(`${gameId}:${numero}`).digest();
  return [0, 1, 2].map((i) => String((digest[i] ?? 0) % 10)).join('_');
}

interface Order {
  orderNumber: string;
  accountId: number;
  gameId: string;
  numero: string;
  bettingSlipString: string;
  totalBettingAmount: string;
  createdAt: number;
}

class LgwError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

const NearQuerySchema = z.object({ gameId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });
const DrawParamsSchema = NearQuerySchema;
const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
const PopularQuerySchema = z.object({ count: z.coerce.number().int().min(1).max(20).default(6) });
const MenuQuerySchema = z
  .object({
    prizeMode: z.enum(['Lott', 'Elott']).optional(),
    device: z.string().max(10).optional(),
  })
  .loose();

/**
 * `<balls by row, rows joined by "_">~1~<playId>~<mode>~<series>~<multiple>` (§13); the sandbox
 * plays one game shape, three digits, so a slip is three rows of one ball each.
 */
const SLIP = /^\d_\d_\d~1~\d{1,6}~\d{1,3}~\d{1,5}~\d{1,5}$/;
const BettingSchema = z.object({
  gameId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  currentNumero: z.string().regex(/^\d{8}-\d{4}$/),
  betCartAmountSum: z.string().regex(/^\d{1,7}(\.\d{1,4})?$/),
  bettingSlipString: z.string().regex(SLIP),
  device: z.string().max(10).optional(),
  orderType: z.number().int().optional(),
  prizeModeId: z.number().int().optional(),
});

/** A decimal string as whole cents; more than two decimals must be zeros. */
function cents(amount: string): number | null {
  const [whole = '0', fraction = ''] = amount.split('.');
  if (/[1-9]/.test(fraction.slice(2))) return null;
  return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

const PAGE_PARAMS = z.object({
  mui: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  playType: z.enum(['ent', 'trad']),
  gameId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
});

export function lotteryRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { merchantCode } = deps;
  const accounts = deps.slice(AccountsSlice);
  const money = deps.slice(WalletSlice);
  // The bets of this process, newest first: the sandbox keeps no lottery state across restarts.
  const orders: Order[] = [];

  const merchantOf = (request: FastifyRequest): void => {
    if (request.headers['merchant'] !== merchantCode) {
      throw new LgwError(400, 'merchant.invalid', 'Unknown merchant');
    }
  };
  const memberOf = (request: FastifyRequest): ReadonlyDeep<Account> => {
    merchantOf(request);
    const token = request.headers.authorization;
    const session = token ? accounts.session(token) : undefined;
    const account = session ? accounts.byId(session.accountId) : undefined;
    if (!account) throw new LgwError(401, 'token.invalid', 'Please log in again');
    return account;
  };
  const lotteryOf = (gameId: string): LotteryGame => {
    const lottery = BY_GAME_ID.get(gameId);
    if (!lottery) throw new LgwError(404, 'game.not.found', 'No such lottery game');
    return lottery;
  };
  const parse = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
    const result = schema.safeParse(value);
    if (!result.success) throw new LgwError(400, 'request.param.error', 'Invalid parameters');
    return result.data;
  };

  app.register(async (lgw) => {
    lgw.setErrorHandler((error, _request, reply) => {
      if (error instanceof LgwError) {
        return reply
          .code(error.status)
          .send({ errorCode: error.errorCode, message: error.message });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      return reply.code(status < 500 ? status : 500).send({
        errorCode: status < 500 ? 'request.param.error' : 'system.busy',
        message: status < 500 ? 'Invalid request' : 'System busy',
      });
    });

    /** Map of groups: `{code, gameGroupId, gameGroupCode, games, series}` (§13). */
    lgw.get('/lgw/games', (request) => {
      merchantOf(request);
      const { prizeMode } = parse(MenuQuerySchema, request.query);
      const groups = GROUPS.filter(
        (g) => !prizeMode || (prizeMode === 'Lott') === (g.gameGroupCode === 'VN'),
      );
      return Object.fromEntries(
        groups.map((group) => [
          group.gameGroupCode,
          {
            code: group.gameGroupCode,
            gameGroupId: group.gameGroupId,
            gameGroupCode: group.gameGroupCode,
            games: LOTTERY_GAMES.filter((l) => l.gameGroupId === group.gameGroupId).map((l) => ({
              gameId: l.game.gameId,
              code: l.game.gameCode,
              remark: l.game.gameName,
            })),
            series: [
              {
                prizeModeId: group.gameGroupId,
                gameGroupCode: group.gameGroupCode,
                minSeries: 1800,
                maxSeries: 1980,
                maxBetSeries: 1960,
                defaultSeries: 1900,
              },
            ],
          },
        ]),
      );
    });

    lgw.get('/lgw/vn/games/game_menu', (request) => {
      merchantOf(request);
      parse(MenuQuerySchema, request.query);
      return [
        {
          gameGroupCode: 'VN',
          gameMenus: LOTTERY_GAMES.filter((l) => l.gameGroupCode === 'VN').map((l) => ({
            gameId: l.game.gameId,
            gameName: l.game.gameName,
            minutes: l.minutes,
          })),
        },
      ];
    });

    lgw.get('/lgw/games/popular', (request) => {
      merchantOf(request);
      const { count } = parse(PopularQuerySchema, request.query);
      const now = Date.now();
      return LOTTERY_GAMES.slice(0, count).map((l) => ({
        gameId: l.game.gameId,
        gameName: l.game.gameName,
        ...issueAt(l, now),
      }));
    });

    /** The issue open now and the last drawn one. */
    lgw.get('/lgw/numeros/near', (request) => {
      merchantOf(request);
      const lottery = lotteryOf(parse(NearQuerySchema, request.query).gameId);
      const now = Date.now();
      const current = issueAt(lottery, now);
      const last = issueAt(lottery, current.startTime - 1);
      return {
        gameId: lottery.game.gameId,
        gameName: lottery.game.gameName,
        current,
        last: { ...last, winningNumber: winningNumber(lottery.game.gameId, last.numero) },
        serverTime: now,
      };
    });

    lgw.get('/lgw/draw/:gameId', (request) => {
      merchantOf(request);
      const lottery = lotteryOf(parse(DrawParamsSchema, request.params).gameId);
      const { page, size } = parse(PageQuerySchema, request.query);
      const length = lottery.minutes * 60_000;
      const open = issueAt(lottery, Date.now());
      return Array.from({ length: size }, (_, i) => {
        const issue = issueAt(lottery, open.startTime - (page * size + i) * length - 1);
        return { ...issue, winningNumber: winningNumber(lottery.game.gameId, issue.numero) };
      });
    });

    lgw.post('/lgw/orders/betting', (request) => {
      const account = memberOf(request);
      const bet = parse(BettingSchema, request.body);
      const lottery = lotteryOf(bet.gameId);
      const open = issueAt(lottery, Date.now());
      if (bet.currentNumero !== open.numero) {
        throw new LgwError(409, 'numero.closed', 'This draw is closed; bet on the next one');
      }
      const stake = cents(bet.betCartAmountSum);
      if (stake === null || stake <= 0 || stake > MAX_STAKE_CENTS) {
        throw new LgwError(400, 'amount.invalid', 'Invalid amount');
      }
      if (!money.debit(account.id, stake)) {
        throw new LgwError(400, 'balance.insufficient', 'Insufficient balance');
      }
      const order: Order = {
        orderNumber: `LG${Date.now()}${randomBytes(3).toString('hex').toUpperCase()}`,
        accountId: account.id,
        gameId: bet.gameId,
        numero: open.numero,
        bettingSlipString: bet.bettingSlipString,
        totalBettingAmount: (stake / 100).toFixed(2),
        createdAt: Date.now(),
      };
      orders.unshift(order);
      orders.splice(ORDERS_KEPT * 20);
      return {
        orderNumber: order.orderNumber,
        numero: order.numero,
        totalBettingAmount: order.totalBettingAmount,
      };
    });

    lgw.get('/lgw/orders', (request) => {
      const account = memberOf(request);
      return orders
        .filter((o) => o.accountId === account.id)
        .slice(0, ORDERS_KEPT)
        .map(({ accountId: _, ...order }) => order);
    });
  });

  /* The H5 page ---------------------------------------------------------------------------- */

  app.get('/lotto-h5/:mui/:playType/games/:gameId', (request, reply) => {
    const params = PAGE_PARAMS.safeParse(request.params);
    const lottery = params.success ? BY_GAME_ID.get(params.data.gameId) : undefined;
    if (!params.success || !lottery) {
      return page(reply, 404, 'Lottery', '<p class="note">This lottery game does not exist.</p>');
    }
    const css = z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}\.css$/)
      .safeParse((request.query as Record<string, unknown>)['css']);
    return page(
      reply,
      200,
      lottery.game.gameName,
      `<main id="lotto" data-game-id="${escapeXml(lottery.game.gameId)}">` +
        `<h1>${escapeXml(lottery.game.gameName)}</h1>` +
        `<p class="note" id="state">Loading the draw…</p>` +
        `<section id="draw" hidden><p>Draw <b id="numero"></b> closes in <b id="countdown"></b></p>` +
        `<p>Last result <b id="last"></b></p></section>` +
        `<form id="bet" hidden><fieldset><legend>Pick three digits</legend>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<label>Digit ${i + 1}<input name="d${i}" inputmode="numeric" pattern="[0-9]" maxlength="1" required></label>`,
          )
          .join('') +
        `</fieldset><label>Stake<input name="stake" inputmode="decimal" value="1.00" required></label>` +
        `<button type="submit">Place bet</button><p id="result" role="status"></p></form>` +
        `<section id="orders" hidden><h2>My bets</h2><ol id="order-list"></ol></section>` +
        `</main>`,
      css.success ? css.data : null,
    );
  });

  app.get('/lotto-h5/assets/lotto.js', (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(LOTTO_SCRIPT),
  );
  app.get('/lotto-h5/assets/:name', (request, reply) => {
    const name = z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}\.css$/)
      .safeParse((request.params as { name: string }).name);
    if (!name.success) return reply.code(404).send({ error: 'not_found' });
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(LOTTO_CSS);
  });
}

/** Asset links are relative, so the page works at /lotto-h5/… here and /m/lotto-h5/… proxied. */
function page(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  css: string | null = null,
): FastifyReply {
  return sendHtml(reply, status, {
    title,
    head:
      `<link rel="stylesheet" href="../../../assets/${escapeXml(css ?? 'lotto.css')}">` +
      `<script src="../../../assets/lotto.js" defer></script>`,
    body,
  });
}

const LOTTO_CSS = `
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#101a2c;color:#fff}
main{padding:16px;max-width:480px;margin:0 auto}
h1{font-size:20px;margin:0 0 12px}h2{font-size:16px}
.note{color:#c8d1e0}
fieldset{border:1px solid #2d3b55;border-radius:8px;display:flex;gap:8px;padding:12px}
label{display:flex;flex-direction:column;gap:4px;font-size:13px;color:#c8d1e0;margin:8px 0}
input{font-size:18px;padding:8px;border-radius:6px;border:1px solid #2d3b55;background:#0b1220;color:#fff;width:100%;box-sizing:border-box}
fieldset input{width:48px;text-align:center}
button{font-size:16px;font-weight:700;padding:12px 16px;border:0;border-radius:8px;background:#f5b301;color:#101a2c;width:100%}
#result{min-height:1.2em}
ol{padding-left:20px;color:#c8d1e0;font-size:13px}
`;

/** The H5 app's script: token from the address (then dropped from it), the draw, a bet. */
const LOTTO_SCRIPT = `
(function () {
  var params = new URLSearchParams(location.search);
  var token = params.get('token') || '';
  var merchant = params.get('merchant') || '';
  if (params.has('token')) {
    params.delete('token');
    history.replaceState(null, '', location.pathname + (params.toString() ? '?' + params : ''));
  }
  var root = document.getElementById('lotto');
  var gameId = root.getAttribute('data-game-id');
  var state = document.getElementById('state');
  var current = null;
  function lgw(path, init) {
    init = init || {};
    init.headers = Object.assign({ Merchant: merchant, Authorization: token }, init.headers || {});
    return fetch('/lgw/' + path, init).then(function (r) {
      return r.json().then(function (body) {
        if (!r.ok) throw new Error(body.message || 'Request failed');
        return body;
      });
    });
  }
  function tick() {
    if (!current) return;
    var left = Math.max(0, Math.round((current.endTime - Date.now()) / 1000));
    document.getElementById('countdown').textContent =
      Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
    if (left === 0) { current = null; load(); }
  }
  function load() {
    return lgw('numeros/near?gameId=' + encodeURIComponent(gameId)).then(function (near) {
      current = near.current;
      document.getElementById('numero').textContent = near.current.numero;
      document.getElementById('last').textContent =
        near.last.numero + ': ' + near.last.winningNumber.split('_').join(' ');
      state.hidden = true;
      document.getElementById('draw').hidden = false;
      document.getElementById('bet').hidden = !token;
      if (!token) { state.hidden = false; state.textContent = 'Log in to place bets.'; }
      tick();
    }, function (error) { state.textContent = error.message; });
  }
  function orders() {
    if (!token) return;
    lgw('orders').then(function (list) {
      var ol = document.getElementById('order-list');
      ol.textContent = '';
      list.forEach(function (o) {
        var li = document.createElement('li');
        li.textContent = o.numero + ' · ' + o.bettingSlipString.split('~')[0].split('_').join(' ') +
          ' · ' + o.totalBettingAmount;
        ol.appendChild(li);
      });
      document.getElementById('orders').hidden = list.length === 0;
    });
  }
  document.getElementById('bet').addEventListener('submit', function (event) {
    event.preventDefault();
    var form = event.target;
    var digits = [form.d0.value, form.d1.value, form.d2.value];
    var result = document.getElementById('result');
    if (!current) return;
    lgw('orders/betting', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        gameId: gameId, currentNumero: current.numero, betCartAmountSum: form.stake.value,
        bettingSlipString: digits.join('_') + '~1~1~1~1900~1', device: 'MOBILE', orderType: 1
      })
    }).then(function (order) {
      result.textContent = 'Bet placed: ' + order.orderNumber;
      orders();
    }, function (error) { result.textContent = error.message; });
  });
  setInterval(tick, 1000);
  load().then(orders);
})();
`;
