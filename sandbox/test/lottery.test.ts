import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MERCHANT, loginToken, testSandbox } from './helpers.ts';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await testSandbox();
  token = await loginToken(app, 'demo', 'Demo1234');
});
afterEach(async () => {
  await app.close();
});

const lgw = (
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string | null; merchant?: string; payload?: object } = {},
) => {
  const auth = opts.token === undefined ? token : opts.token;
  return app.inject({
    method,
    url,
    headers: { merchant: opts.merchant ?? MERCHANT, ...(auth ? { authorization: auth } : {}) },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
};

interface Near {
  gameId: string;
  current: { numero: string; startTime: number; endTime: number };
  last: { numero: string; winningNumber: string };
}

const balance = async () => {
  const info = await app.inject({
    method: 'GET',
    url: '/wps/v2/wallets/balance?typeId=0',
    headers: { merchant: MERCHANT, authorization: token },
  });
  return info.json<{ value: { sumBalance: number } }>().value.sumBalance;
};

describe('the lottery service (/lgw)', () => {
  it('lists the groups as bare JSON, with every game and its series', async () => {
    const response = await lgw('GET', '/lgw/games', { token: null });
    expect(response.statusCode).toBe(200);
    const groups = response.json<Record<string, { gameGroupId: number; games: unknown[] }>>();
    expect(Object.keys(groups)).toEqual(['VN', 'SEA']);
    expect(groups['VN']?.games.length).toBe(8);
    expect(groups['SEA']?.games).toContainEqual(
      expect.objectContaining({ gameId: 'TCG_SEA0001', remark: 'SEA Lottery' }),
    );
    const lott = (await lgw('GET', '/lgw/games?prizeMode=Lott')).json<object>();
    expect(Object.keys(lott)).toEqual(['VN']);
  });

  it('answers the open issue and the last result, the same in every call', async () => {
    const first = (await lgw('GET', '/lgw/numeros/near?gameId=TCG_SEA0002')).json<Near>();
    const again = (await lgw('GET', '/lgw/numeros/near?gameId=TCG_SEA0002')).json<Near>();
    expect(first.current.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(first.current.endTime - first.current.startTime).toBe(60_000);
    expect(first.last.winningNumber).toMatch(/^\d_\d_\d$/);
    expect(again.last).toEqual(first.last);
    const draws = (await lgw('GET', '/lgw/draw/TCG_SEA0002?page=0&size=3')).json<unknown[]>();
    expect(draws).toHaveLength(3);
  });

  it('refuses an unknown merchant, an unknown game and bad parameters with errorCode', async () => {
    const merchant = await lgw('GET', '/lgw/games', { merchant: 'other' });
    expect(merchant.statusCode).toBe(400);
    expect(merchant.json()).toMatchObject({ errorCode: 'merchant.invalid' });
    const game = await lgw('GET', '/lgw/numeros/near?gameId=NOPE');
    expect(game.statusCode).toBe(404);
    const bad = await lgw('GET', '/lgw/numeros/near?gameId=../../x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'request.param.error' });
  });

  it('takes a bet on the open issue from the balance, in cents, and lists it', async () => {
    const before = await balance();
    const near = (await lgw('GET', '/lgw/numeros/near?gameId=TCG_LOTTO_VN0002')).json<Near>();
    const bet = await lgw('POST', '/lgw/orders/betting', {
      payload: {
        gameId: 'TCG_LOTTO_VN0002',
        currentNumero: near.current.numero,
        betCartAmountSum: '0.30',
        bettingSlipString: '1_2_3~1~1~1~1900~1',
      },
    });
    expect(bet.statusCode).toBe(200);
    expect(bet.json()).toMatchObject({ numero: near.current.numero, totalBettingAmount: '0.30' });
    expect(Math.round((before - (await balance())) * 100)).toBe(30);
    const orders = (await lgw('GET', '/lgw/orders')).json<{ numero: string }[]>();
    expect(orders[0]?.numero).toBe(near.current.numero);
  });

  it('refuses a bet without a session, on a closed issue, or above the balance', async () => {
    const near = (await lgw('GET', '/lgw/numeros/near?gameId=TCG_LOTTO_VN0002')).json<Near>();
    const slip = {
      gameId: 'TCG_LOTTO_VN0002',
      currentNumero: near.current.numero,
      betCartAmountSum: '1.00',
      bettingSlipString: '1_2_3~1~1~1~1900~1',
    };
    const anonymous = await lgw('POST', '/lgw/orders/betting', { token: null, payload: slip });
    expect(anonymous.statusCode).toBe(401);
    const closed = await lgw('POST', '/lgw/orders/betting', {
      payload: { ...slip, currentNumero: near.last.numero },
    });
    expect(closed.json()).toMatchObject({ errorCode: 'numero.closed' });
    const tooMuch = await lgw('POST', '/lgw/orders/betting', {
      payload: { ...slip, betCartAmountSum: '99999.00' },
    });
    expect(tooMuch.json()).toMatchObject({ errorCode: 'balance.insufficient' });
  });

  it('serves the H5 page with relative assets and the merchant stylesheet', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `/lotto-h5/${MERCHANT}/ent/games/TCG_SEA0001?css=${MERCHANT}.css`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SEA Lottery');
    expect(page.body).toContain(`href="../../../assets/${MERCHANT}.css"`);
    expect(page.body).toContain('src="../../../assets/lotto.js"');
    expect((await app.inject({ url: '/lotto-h5/assets/lotto.js' })).statusCode).toBe(200);
    const missing = await app.inject({ url: `/lotto-h5/${MERCHANT}/ent/games/NOPE` });
    expect(missing.statusCode).toBe(404);
  });
});
