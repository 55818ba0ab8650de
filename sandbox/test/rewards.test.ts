/**
 * The VIP club and rewards (issue 14): tiers, rank progress, raffle rewards claimed once into
 * the wallet, the turntable, the MISSION board, and the rewards control.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../src/index.ts';
import { useSandbox } from './helpers/gateway.ts';

const gw = useSandbox({ as: DEMO_MEMBER });

interface Raffle {
  rewardId: number;
  status: string;
  amount: number;
}
interface Progress {
  playerRankName: string;
  monthlyTurnover: { actual: number; expected: number | null };
}

const relay = <T = unknown>(method: 'GET' | 'POST', name: string, payload?: unknown) =>
  gw.call<T>(method, `/wps/relay/${name}`, payload);
const value = <T>(name: string, token?: string | null) =>
  gw.value<T>('GET', `/wps/relay/${name}`, undefined, { token });
const give = (gifts: Record<string, unknown>) =>
  gw.control('POST', '/rewards', { username: 'demo', ...gifts });
const balance = async () =>
  (await gw.control<{ balanceCents: number }>('GET', '/rewards?username=demo')).body.balanceCents;

describe('login-only reward relays', () => {
  it.each([
    ['GET', 'MCSFE_getPlayerRankProgress'],
    ['GET', 'MCSFE_getRafflePromotionList'],
    ['POST', 'MCSFE_claimRafflePromotion'],
    ['GET', 'MCSFE_getTurntable'],
    ['POST', 'MCSFE_spinTurntable'],
    ['GET', 'MCSFE_getReceivedRewardList'],
  ] as const)('%s %s answers 401 without a token', async (method, name) => {
    const res = await gw.call(method, `/wps/relay/${name}`, {}, { token: null });
    expect(res.status).toBe(401);
  });
});

describe('VIP club', () => {
  it('serves five tiers of pay to anyone', async () => {
    const club = await value<{ tiers: { tierName: string; monthlySalary: number }[] }>(
      'MCSFE_getVipClubConfig',
      null,
    );
    expect(club.tiers.map((t) => t.tierName)).toEqual([
      'BRONZE',
      'SILVER',
      'GOLD',
      'PLATINUM',
      'DIAMOND',
    ]);
    expect(club.tiers[2]?.monthlySalary).toBe(1888);
  });

  it("answers the member's rank and this month's turnover towards the next level", async () => {
    const progress = await value<Progress>('MCSFE_getPlayerRankProgress');
    expect(progress.playerRankName).toBe('VIP3');
    expect(progress.monthlyTurnover.expected).toBeGreaterThan(0);
    await give({ vipLevel: 20 });
    const top = await value<Progress>('MCSFE_getPlayerRankProgress');
    expect(top.playerRankName).toBe('VIP20');
    expect(top.monthlyTurnover.expected).toBeNull();
  });
});

describe('reward centre (REWCEN3)', () => {
  it('lists the raffle rewards and claims one once into the wallet', async () => {
    const { list } = await value<{ list: Raffle[] }>('MCSFE_getRafflePromotionList');
    const open = list.find((r) => r.status === 'UNCLAIMED');
    expect(open).toBeDefined();
    const before = await balance();
    const claim = { rewardId: open?.rewardId, requestKey: 'key-0000000001' };
    const claimed = await relay<Raffle>('POST', 'MCSFE_claimRafflePromotion', claim);
    expect(claimed.body.value.status).toBe('CLAIMED');
    expect(await balance()).toBe(before + (open?.amount ?? 0) * 100);
    // The same request again, by the older spelling: the first answer, nothing moved.
    const again = await relay<Raffle>('POST', 'MCS2_claimRafflePromotion', claim);
    expect(again.body).toEqual(claimed.body);
    expect(await balance()).toBe(before + (open?.amount ?? 0) * 100);
    // A new request for a claimed reward is refused.
    const refused = await relay('POST', 'MCSFE_claimRafflePromotion', {
      rewardId: open?.rewardId,
      requestKey: 'key-0000000002',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('reward.not.claimable');
  });

  it('refuses a bad reward id with request_param_err', async () => {
    const res = await relay('POST', 'MCSFE_claimRafflePromotion', { rewardId: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request_param_err');
  });

  it('adds a raffle reward to claim through the control', async () => {
    const added = await give({ raffle: { title: 'Test prize', amountCents: 1_234 } });
    const { raffle } = added.body as { raffle: { rewardId: number } };
    const { list } = await value<{ list: Raffle[] }>('MCSFE_getRafflePromotionList');
    expect(list.find((r) => r.rewardId === raffle.rewardId)?.amount).toBe(12.34);
  });
});

describe('turntable and received', () => {
  it('spins once per request key, pays the drawn prize and lists it as received', async () => {
    await give({ spins: 1, nextPrizeId: 5 });
    const before = await balance();
    const spin = await relay<{ prizeId: number; spinsLeft: number; record: { recordId: number } }>(
      'POST',
      'MCSFE_spinTurntable',
      { requestKey: 'spin-000000001' },
    );
    expect(spin.body.value).toMatchObject({ prizeId: 5, spinsLeft: 0 });
    expect(await balance()).toBe(before + 5_000);
    const again = await relay('POST', 'MCSFE_spinTurntable', { requestKey: 'spin-000000001' });
    expect(again.body).toEqual(spin.body);
    const received = await value<{ list: { recordId: number }[] }>('MCSFE_getReceivedRewardList');
    expect(received.list[0]?.recordId).toBe(spin.body.value.record.recordId);
    const none = await relay('POST', 'MCSFE_spinTurntable', { requestKey: 'spin-000000002' });
    expect(none.status).toBe(400);
    expect(none.body.errorCode).toBe('turntable.no.spins');
  });

  it('shows the wheel and the spins left', async () => {
    const wheel = await value<{ spins: number; prizes: unknown[] }>('MCSFE_getTurntable');
    expect(wheel.spins).toBe(3);
    expect(wheel.prizes).toHaveLength(8);
  });
});

describe('leaderboard (MISSION)', () => {
  it("ranks the member among the board's players, and a visitor has no own place", async () => {
    const mine = await value<{ list: unknown[]; self: { rank: number } }>(
      'PROMOFE_getRankBoardList',
    );
    expect(mine.list).toHaveLength(20);
    expect(mine.self.rank).toBeGreaterThan(0);
    expect((await value<{ self: unknown }>('PROMOFE_getRankBoardList', null)).self).toBeNull();
  });
});

describe('switches', () => {
  it.each([
    [
      'the reward centre',
      'MCSFE_getRafflePromotionList',
      '/whitelabel',
      { flags: { REWCEN3: false } },
    ],
    ['the MISSION board', 'PROMOFE_getRankBoardList', '/promotions', { MISSION: false }],
  ])('%s is function.not.available while off', async (_case, name, control, payload) => {
    await gw.control('POST', control, payload);
    const res = await relay('GET', name);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('function.not.available');
  });
});

describe('the rewards control', () => {
  it.each([
    [{ username: 'demo', spins: -1 }, 400],
    [{ username: 'nobody', spins: 1 }, 404],
  ])('refuses %j with %i', async (payload, status) => {
    expect((await gw.control('POST', '/rewards', payload)).status).toBe(status);
  });
});
