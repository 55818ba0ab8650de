/**
 * The lottery service, LGW (§13): bare JSON (no envelope), draws from the clock, bets taken from
 * the main balance in cents, and the H5 page the front end embeds.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../src/index.ts';
import { MERCHANT, useSandbox, type CallOptions } from './helpers/gateway.ts';

const gw = useSandbox({ as: DEMO_MEMBER });

/** An LGW call: its bare JSON answer. */
async function lgw<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  options?: CallOptions,
) {
  const { status, res } = await gw.call(method, url, payload, options);
  return { status, json: res.json<T>() };
}

interface Near {
  gameId: string;
  current: { numero: string; startTime: number; endTime: number };
  last: { numero: string; winningNumber: string };
}

const balance = async () =>
  (await gw.value<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance?typeId=0')).sumBalance;
const near = async (gameId: string) =>
  (await lgw<Near>('GET', `/lgw/numeros/near?gameId=${gameId}`)).json;

describe('the lottery service (/lgw)', () => {
  it('lists the groups as bare JSON, with every game and its series', async () => {
    const response = await lgw<Record<string, { games: unknown[] }>>(
      'GET',
      '/lgw/games',
      undefined,
      { token: null },
    );
    expect(response.status).toBe(200);
    const groups = response.json;
    expect(Object.keys(groups)).toEqual(['VN', 'SEA']);
    expect(groups['VN']?.games.length).toBe(8);
    expect(groups['SEA']?.games).toContainEqual(
      expect.objectContaining({ gameId: 'TCG_SEA0001', remark: 'SEA Lottery' }),
    );
    const lott = (await lgw<object>('GET', '/lgw/games?prizeMode=Lott')).json;
    expect(Object.keys(lott)).toEqual(['VN']);
  });

  it('answers the open issue and the last result, the same in every call', async () => {
    const first = await near('TCG_SEA0002');
    const again = await near('TCG_SEA0002');
    expect(first.current.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(first.current.endTime - first.current.startTime).toBe(60_000);
    expect(first.last.winningNumber).toMatch(/^\d_\d_\d$/);
    expect(again.last).toEqual(first.last);
    const draws = (await lgw<unknown[]>('GET', '/lgw/draw/TCG_SEA0002?page=0&size=3')).json;
    expect(draws).toHaveLength(3);
  });

  it.each([
    ['an unknown merchant', '/lgw/games', 'other', 400, 'merchant.invalid'],
    ['an unknown game', '/lgw/numeros/near?gameId=NOPE', MERCHANT, 404, 'game.not.found'],
    ['bad parameters', '/lgw/numeros/near?gameId=../../x', MERCHANT, 400, 'request.param.error'],
  ])('refuses %s with its errorCode', async (_case, url, merchant, status, errorCode) => {
    const refused = await lgw('GET', url, undefined, { headers: { merchant } });
    expect(refused.status).toBe(status);
    expect(refused.json).toMatchObject({ errorCode });
  });

  it('takes a bet on the open issue from the balance, in cents, and lists it', async () => {
    const before = await balance();
    const open = (await near('TCG_LOTTO_VN0002')).current.numero;
    const bet = await lgw('POST', '/lgw/orders/betting', {
      gameId: 'TCG_LOTTO_VN0002',
      currentNumero: open,
      betCartAmountSum: '0.30',
      bettingSlipString: '1_2_3~1~1~1~1900~1',
    });
    expect(bet.status).toBe(200);
    expect(bet.json).toMatchObject({ numero: open, totalBettingAmount: '0.30' });
    expect(Math.round((before - (await balance())) * 100)).toBe(30);
    const orders = (await lgw<{ numero: string }[]>('GET', '/lgw/orders')).json;
    expect(orders[0]?.numero).toBe(open);
  });

  it('refuses a bet without a session, on a closed issue, or above the balance', async () => {
    const draw = await near('TCG_LOTTO_VN0002');
    const slip = {
      gameId: 'TCG_LOTTO_VN0002',
      currentNumero: draw.current.numero,
      betCartAmountSum: '1.00',
      bettingSlipString: '1_2_3~1~1~1~1900~1',
    };
    const anonymous = await lgw('POST', '/lgw/orders/betting', slip, { token: null });
    expect(anonymous.status).toBe(401);
    const closed = await lgw('POST', '/lgw/orders/betting', {
      ...slip,
      currentNumero: draw.last.numero,
    });
    expect(closed.json).toMatchObject({ errorCode: 'numero.closed' });
    const tooMuch = await lgw('POST', '/lgw/orders/betting', {
      ...slip,
      betCartAmountSum: '99999.00',
    });
    expect(tooMuch.json).toMatchObject({ errorCode: 'balance.insufficient' });
  });

  it('serves the H5 page with relative assets and the merchant stylesheet', async () => {
    const page = await gw.app.inject({
      method: 'GET',
      url: `/lotto-h5/${MERCHANT}/ent/games/TCG_SEA0001?css=${MERCHANT}.css`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SEA Lottery');
    expect(page.body).toContain(`href="../../../assets/${MERCHANT}.css"`);
    expect(page.body).toContain('src="../../../assets/lotto.js"');
    expect((await gw.app.inject({ url: '/lotto-h5/assets/lotto.js' })).statusCode).toBe(200);
    const missing = await gw.app.inject({ url: `/lotto-h5/${MERCHANT}/ent/games/NOPE` });
    expect(missing.statusCode).toBe(404);
  });
});
