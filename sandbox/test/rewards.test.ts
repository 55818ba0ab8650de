import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Envelope, gatewayHeaders, loginToken, testSandbox } from './helpers.ts';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await testSandbox();
  token = await loginToken(app, 'demo', 'Demo1234');
});
afterEach(async () => {
  await app.close();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string | null; payload?: unknown } = {},
) => {
  const auth = opts.token === undefined ? token : opts.token;
  return app.inject({
    method,
    url,
    headers: gatewayHeaders(auth ? { authorization: auth } : {}),
    ...(opts.payload !== undefined ? { payload: opts.payload as object } : {}),
  });
};

async function ok<T>(res: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Envelope>();
  expect(body.success).toBe(true);
  return body.value as T;
}

const control = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/__sandbox${url}`, ...(payload ? { payload } : {}) });

const balance = async () =>
  (await control('GET', '/rewards?username=demo')).json<{ balanceCents: number }>().balanceCents;

interface Raffle {
  rewardId: number;
  status: string;
  amount: number;
}

describe('login-only reward relays', () => {
  it.each([
    ['GET', '/wps/relay/MCSFE_getPlayerRankProgress'],
    ['GET', '/wps/relay/MCSFE_getRafflePromotionList'],
    ['POST', '/wps/relay/MCSFE_claimRafflePromotion'],
    ['GET', '/wps/relay/MCSFE_getTurntable'],
    ['POST', '/wps/relay/MCSFE_spinTurntable'],
    ['GET', '/wps/relay/MCSFE_getReceivedRewardList'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await call(method, url, { token: null, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('VIP club', () => {
  it('serves five tiers of pay to anyone', async () => {
    const value = await ok<{ tiers: { tierName: string; monthlySalary: number }[] }>(
      await call('GET', '/wps/relay/MCSFE_getVipClubConfig', { token: null }),
    );
    expect(value.tiers.map((t) => t.tierName)).toEqual([
      'BRONZE',
      'SILVER',
      'GOLD',
      'PLATINUM',
      'DIAMOND',
    ]);
    expect(value.tiers[2]?.monthlySalary).toBe(1888);
  });

  it("answers the member's rank and this month's turnover towards the next level", async () => {
    const value = await ok<{
      playerRankName: string;
      monthlyTurnover: { actual: number; expected: number | null };
    }>(await call('GET', '/wps/relay/MCSFE_getPlayerRankProgress'));
    expect(value.playerRankName).toBe('VIP3');
    expect(value.monthlyTurnover.expected).toBeGreaterThan(0);
    await control('POST', '/rewards', { username: 'demo', vipLevel: 20 });
    const top = await ok<{ playerRankName: string; monthlyTurnover: { expected: unknown } }>(
      await call('GET', '/wps/relay/MCSFE_getPlayerRankProgress'),
    );
    expect(top.playerRankName).toBe('VIP20');
    expect(top.monthlyTurnover.expected).toBeNull();
  });
});

describe('reward centre (REWCEN3)', () => {
  it('lists the raffle rewards and claims one once into the wallet', async () => {
    const list = await ok<{ list: Raffle[] }>(
      await call('GET', '/wps/relay/MCSFE_getRafflePromotionList'),
    );
    const open = list.list.find((r) => r.status === 'UNCLAIMED');
    expect(open).toBeDefined();
    const before = await balance();
    const claimed = await ok<Raffle>(
      await call('POST', '/wps/relay/MCSFE_claimRafflePromotion', {
        payload: { rewardId: open?.rewardId, requestKey: 'key-0000000001' },
      }),
    );
    expect(claimed.status).toBe('CLAIMED');
    expect(await balance()).toBe(before + (open?.amount ?? 0) * 100);
    // The same request again: the first answer, nothing moved.
    const again = await ok<Raffle>(
      await call('POST', '/wps/relay/MCS2_claimRafflePromotion', {
        payload: { rewardId: open?.rewardId, requestKey: 'key-0000000001' },
      }),
    );
    expect(again).toEqual(claimed);
    expect(await balance()).toBe(before + (open?.amount ?? 0) * 100);
    // A new request for a claimed reward is refused.
    const refused = await call('POST', '/wps/relay/MCSFE_claimRafflePromotion', {
      payload: { rewardId: open?.rewardId, requestKey: 'key-0000000002' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Envelope>().errorCode).toBe('reward.not.claimable');
  });

  it('refuses a bad reward id with request_param_err', async () => {
    const res = await call('POST', '/wps/relay/MCSFE_claimRafflePromotion', {
      payload: { rewardId: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().errorCode).toBe('request_param_err');
  });

  it('is function.not.available with REWCEN3 off', async () => {
    await control('POST', '/whitelabel', { flags: { REWCEN3: false } });
    const res = await call('GET', '/wps/relay/MCSFE_getRafflePromotionList');
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().errorCode).toBe('function.not.available');
  });
});

describe('turntable and received', () => {
  it('spins once per request key, pays the drawn prize and lists it as received', async () => {
    await control('POST', '/rewards', { username: 'demo', spins: 1, nextPrizeId: 5 });
    const before = await balance();
    const spin = await ok<{ prizeId: number; spinsLeft: number; record: { recordId: number } }>(
      await call('POST', '/wps/relay/MCSFE_spinTurntable', {
        payload: { requestKey: 'spin-000000001' },
      }),
    );
    expect(spin.prizeId).toBe(5);
    expect(spin.spinsLeft).toBe(0);
    expect(await balance()).toBe(before + 5_000);
    const again = await ok<unknown>(
      await call('POST', '/wps/relay/MCSFE_spinTurntable', {
        payload: { requestKey: 'spin-000000001' },
      }),
    );
    expect(again).toEqual(spin);
    const received = await ok<{ list: { recordId: number }[] }>(
      await call('GET', '/wps/relay/MCSFE_getReceivedRewardList'),
    );
    expect(received.list[0]?.recordId).toBe(spin.record.recordId);
    const none = await call('POST', '/wps/relay/MCSFE_spinTurntable', {
      payload: { requestKey: 'spin-000000002' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<Envelope>().errorCode).toBe('turntable.no.spins');
  });

  it('shows the wheel and the spins left', async () => {
    const value = await ok<{ spins: number; prizes: unknown[] }>(
      await call('GET', '/wps/relay/MCSFE_getTurntable'),
    );
    expect(value.spins).toBe(3);
    expect(value.prizes).toHaveLength(8);
  });
});

describe('leaderboard (MISSION)', () => {
  it("ranks the member among the board's players, and a visitor has no own place", async () => {
    const mine = await ok<{ list: { rank: number }[]; self: { rank: number | null } }>(
      await call('GET', '/wps/relay/PROMOFE_getRankBoardList'),
    );
    expect(mine.list).toHaveLength(20);
    expect(mine.self.rank).toBeGreaterThan(0);
    const visitor = await ok<{ self: unknown }>(
      await call('GET', '/wps/relay/PROMOFE_getRankBoardList', { token: null }),
    );
    expect(visitor.self).toBeNull();
  });

  it('is function.not.available while MISSION is off', async () => {
    await control('POST', '/promotions', { MISSION: false });
    const res = await call('GET', '/wps/relay/PROMOFE_getRankBoardList');
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().errorCode).toBe('function.not.available');
  });
});

describe('the rewards control', () => {
  it('refuses a bad body and an unknown member', async () => {
    expect((await control('POST', '/rewards', { username: 'demo', spins: -1 })).statusCode).toBe(
      400,
    );
    expect((await control('POST', '/rewards', { username: 'nobody', spins: 1 })).statusCode).toBe(
      404,
    );
  });

  it('adds a raffle reward to claim', async () => {
    const added = await control('POST', '/rewards', {
      username: 'demo',
      raffle: { title: 'Test prize', amountCents: 1_234 },
    });
    const { raffle } = added.json<{ raffle: { rewardId: number } }>();
    const list = await ok<{ list: Raffle[] }>(
      await call('GET', '/wps/relay/MCSFE_getRafflePromotionList'),
    );
    expect(list.list.find((r) => r.rewardId === raffle.rewardId)?.amount).toBe(12.34);
  });
});
