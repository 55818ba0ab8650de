/**
 * The agents' side (issue 26) through two BFF replicas on one real Redis, against the real
 * sandbox over HTTP: access (agents only, the trial player free_reject), the team and its
 * downlines, rebates changed within the limits and refused outside them with the catalogue's
 * text, transfers that move money once per request key even when the same submission reaches
 * both replicas at once, affiliate links, registering a downline, the P&L, invite friends, the
 * contract-request check (and that no request reaches the gateway when it must not), and the
 * salary, dividend and hourly contracts.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS_EN, TRIAL_MEMBER_TYPE } from '@app/contracts';
import { testConfig } from '../src/config.ts';
import { MemoryStore } from '../src/store/memory-store.ts';
import { body, data, replicasPerFile, requestKey, startBff, TrpcClient } from './helpers/stack.ts';

const defaults = testConfig();
// One cookie secret for both replicas (a session started on one is read on the other), and room
// for the many logins of this file within the per-address login limit.
const stack = replicasPerFile(2, {
  config: {
    cookieSecret: 'agent-integration-cookie-secret-0123456789',
    rateLimits: {
      ...defaults.rateLimits,
      loginPerIp: { max: 500, windowMs: 60_000 },
      registerPerIp: { max: 100, windowMs: 60_000 },
    },
  },
});
const app = (i = 0): FastifyInstance => stack.replicas.at(i);

const PLAY01 = 30002;
const SUB01 = 30001;
const CHECK = '/wps/relay/MCS2_getContractRequestCheck';

async function logIn(username: string, password: string, on = app()): Promise<TrpcClient> {
  const client = new TrpcClient(on);
  const response = await client.mutate('session.login', { type: 'username', username, password });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}
const agent01 = (on = app()) => logIn('agent01', 'Agent1234', on);
const demo = (on = app()) => logIn('demo', 'Demo1234', on);

let accounts = 0;
/** A fresh sandbox account of a customer type, signed in. */
async function memberOfType(type: number, on = app()): Promise<TrpcClient> {
  accounts += 1;
  const username = `ag${type}x${accounts}${Date.now() % 10_000}`;
  await stack.sandbox.control('POST', '/accounts', { username, password: 'Member1234', type });
  return logIn(username, 'Member1234', on);
}

async function trial(on = app()): Promise<TrpcClient> {
  const client = new TrpcClient(on);
  const response = await client.mutate('session.freePlay', { os: 'Android' });
  const session = (body(response).result?.data as { session: { type: number } }).session;
  expect(session.type).toBe(TRIAL_MEMBER_TYPE);
  return client;
}

function refusal(response: { statusCode: number; body: string }, status: number, appCode: string) {
  expect(response.statusCode, response.body).toBe(status);
  const error = body(response).error as { message: string; data: { appCode: string } };
  expect(error.data.appCode).toBe(appCode);
  return error;
}

interface AgentState {
  balanceCents: number;
  team: { id: number; username: string; balanceCents: number; rebates: Record<string, number> }[];
  links: { id: number }[];
}
const agentState = (username = 'agent01') =>
  stack.sandbox.control<AgentState>('GET', `/agent?username=${username}`);

describe('access', () => {
  it('refuses a visitor, a player (no_permission), and the trial player (free_reject) before the gateway', async () => {
    refusal(await new TrpcClient(app()).query('agent.teamKpi'), 401, 'not_logged_in');
    const player = refusal(await (await demo()).query('agent.teamKpi'), 403, 'no_permission');
    expect(player.message).toBe(ERROR_TEXTS_EN.no_permission);
    refusal(await (await trial()).query('agent.teamKpi'), 403, 'free_reject');
    refusal(
      await (await trial()).query('contracts.current', { kind: 'salary' }),
      403,
      'free_reject',
    );
    expect(await stack.sandbox.calls('/wps/relay/ODSFE2_TeamKPIA')).toBe(0);
  });
});

describe('the team', () => {
  it('answers the KPIs, the levels, pages of downlines, a search and one downline', async () => {
    const agent = await agent01();
    const kpi = data<{
      members: { total: number; direct: number; active: number };
      deposit: string;
    }>(await agent.query('agent.teamKpi'));
    expect(kpi.members).toMatchObject({ total: 9, direct: 4, active: 5 });
    expect(kpi.deposit).toMatch(/^\d+\.\d{2}$/);
    const levels = data<{ levels: { level: number; count: number }[] }>(
      await agent.query('agent.subordinates'),
    );
    expect(levels.levels.map((l) => l.count)).toEqual([4, 3, 2]);

    const page = (input: object) =>
      agent.query('agent.downlines', input).then((r) =>
        data<{
          items: { username: string; isAgent: boolean; active: boolean }[];
          page: number;
          totalPages: number;
          total: number;
        }>(r),
      );
    const first = await page({ pageSize: 3 });
    expect(first.items.map((d) => d.username)).toEqual(['sub01', 'play01', 'play02']);
    expect(first).toMatchObject({ page: 1, totalPages: 2, total: 4 });
    expect(first.items[0]).toMatchObject({ isAgent: true, active: true });
    expect((await page({ pageSize: 3, page: 2 })).items.map((d) => d.username)).toEqual(['sub02']);
    expect((await page({ parentId: SUB01 })).items.map((d) => d.username)).toEqual([
      'play11',
      'sub11',
      'play12',
    ]);
    expect((await page({ search: 'play2' })).items.map((d) => d.username)).toEqual([
      'play21',
      'play22',
    ]);
    expect((await page({ status: 'inactive' })).total).toBe(2);

    const one = data<{ username: string; level: number; rebates: { rate: string }[] }>(
      await agent.query('agent.downline', { memberId: 30008 }),
    );
    expect(one).toMatchObject({ username: 'play21', level: 3 });
    expect(one.rebates[0]?.rate).toMatch(/^\d+\.\d{2}$/);
    refusal(await agent.query('agent.downline', { memberId: 10001 }), 400, 'not_downline');
  });

  it('reports the P&L with totals', async () => {
    const agent = await agent01();
    const pnl = data<{ items: unknown[]; total: number; summary: { validBet: string } }>(
      await agent.query('agent.memberPnl', { pageSize: 4 }),
    );
    expect(pnl.items).toHaveLength(4);
    expect(pnl.total).toBe(9);
    expect(pnl.summary.validBet).toMatch(/^\d+\.\d{2}$/);
  });

  it('lists the quota groups', async () => {
    const groups = data<{ groups: { productType: string; left: number }[] }>(
      await (await agent01()).query('agent.quotaGroups'),
    );
    expect(groups.groups.length).toBeGreaterThan(0);
  });
});

describe('rebates', () => {
  it('shows the limits, takes a rate within them and refuses one outside with the catalogue text', async () => {
    const agent = await agent01();
    const settings = data<{
      products: { productType: string; min: string; max: string; own: string; current: string }[];
    }>(await agent.query('agent.rebates', { memberId: PLAY01 }));
    const rng = settings.products.find((p) => p.productType === 'RNG');
    expect(rng).toMatchObject({ min: '0.00', max: '1.20', own: '1.20', current: '0.60' });

    data(
      await agent.mutate('agent.updateRebates', {
        memberId: PLAY01,
        rebates: [{ productType: 'RNG', rate: '1.2' }],
      }),
    );
    const refused = refusal(
      await agent.mutate('agent.updateRebates', {
        memberId: PLAY01,
        rebates: [{ productType: 'RNG', rate: '1.21' }],
      }),
      400,
      'rebate_out_of_range',
    );
    expect(refused.message).toBe(ERROR_TEXTS_EN.rebate_out_of_range);
    const state = await agentState();
    expect(state.team.find((m) => m.id === PLAY01)?.rebates['RNG']).toBe(120);
    // Bad input never reaches the gateway.
    refusal(
      await agent.mutate('agent.updateRebates', {
        memberId: PLAY01,
        rebates: [{ productType: 'RNG', rate: '1.234' }],
      }),
      400,
      'invalid_input',
    );
    expect(await stack.sandbox.received('/wps/agent/updateDownlineRebates')).toHaveLength(2);
  });
});

describe('transfers', () => {
  it('moves money once when the same transfer reaches both replicas at once', async () => {
    const first = await agent01(app(0));
    const second = new TrpcClient(app(1));
    for (const [k, v] of first.cookies) second.cookies.set(k, v);
    const transfer = { memberId: PLAY01, amount: '12.34', requestKey: requestKey() };
    const [a, b] = await Promise.all([
      first.mutate('agent.transfer', transfer),
      second.mutate('agent.transfer', transfer),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect([200, 409]).toContain(b.statusCode);
    const state = await agentState();
    expect(state.balanceCents).toBe(500_000 - 1_234);
    expect(state.team.find((m) => m.id === PLAY01)?.balanceCents).toBe(1_234);
    expect(await stack.sandbox.received('/wps/agent/transferDownline')).toHaveLength(1);
    // The same key later: the first answer, nothing sent, nothing moved.
    const again = data<{ total: string; balance: string }>(
      await first.mutate('agent.transfer', transfer),
    );
    expect(again).toMatchObject({ total: '12.34', balance: '4987.66' });
    expect(await stack.sandbox.received('/wps/agent/transferDownline')).toHaveLength(1);
  });

  it('moves a multiple transfer once per request key, on either replica, exactly', async () => {
    const first = await agent01(app(0));
    const second = new TrpcClient(app(1));
    for (const [k, v] of first.cookies) second.cookies.set(k, v);
    const many = {
      transfers: [
        { memberId: PLAY01, amount: '10.50' },
        { memberId: SUB01, amount: '0.01' },
      ],
      requestKey: requestKey(),
    };
    const answer = data<{ total: string; balance: string }>(
      await first.mutate('agent.transferMany', many),
    );
    expect(answer).toMatchObject({ total: '10.51', balance: '4989.49' });
    // The same submission again, a retry through the other replica: the first answer, no move.
    expect(data(await second.mutate('agent.transferMany', many))).toEqual(answer);
    const state = await agentState();
    expect(state.balanceCents).toBe(500_000 - 1_051);
    expect(state.team.find((m) => m.id === PLAY01)?.balanceCents).toBe(1_050);
    expect(state.team.find((m) => m.id === SUB01)?.balanceCents).toBe(1);
    expect(await stack.sandbox.received('/wps/agent/transferMultipleDownline')).toHaveLength(1);
  });

  it('refuses more than the balance before the gateway, and moves several all at once', async () => {
    const agent = await agent01();
    refusal(
      await agent.mutate('agent.transfer', {
        memberId: PLAY01,
        amount: '5000.01',
        requestKey: requestKey(),
      }),
      400,
      'balance_insufficient',
    );
    expect(await stack.sandbox.received('/wps/agent/transferDownline')).toHaveLength(0);
    const many = data<{ total: string; transfers: { amount: string }[] }>(
      await agent.mutate('agent.transferMany', {
        transfers: [
          { memberId: PLAY01, amount: '0.10' },
          { memberId: SUB01, amount: '0.20' },
        ],
        requestKey: requestKey(),
      }),
    );
    expect(many.total).toBe('0.30');
    expect((await agentState()).balanceCents).toBe(500_000 - 30);
    refusal(
      await agent.mutate('agent.transferMany', {
        transfers: [
          { memberId: PLAY01, amount: '0.10' },
          { memberId: 10001, amount: '0.10' },
        ],
        requestKey: requestKey(),
      }),
      400,
      'not_downline',
    );
    expect((await agentState()).balanceCents).toBe(500_000 - 30);
  });
});

/** RATE_LIMIT_AGENT_WRITES_PER_MEMBER_PER_MIN, as configured by default. */
const AGENT_WRITES_PER_MINUTE = defaults.rateLimits.agentWritesPerMember.max;

describe('the write limit', () => {
  it('refuses an agent’s writes past the per-member limit a minute, before the gateway', async () => {
    const agent = await memberOfType(2);
    for (let i = 0; i < AGENT_WRITES_PER_MINUTE; i += 1) {
      refusal(
        await agent.mutate('agent.deleteAffiliateLink', { id: 999_999 }),
        400,
        'affiliate_link_not_found',
      );
    }
    const limited = refusal(
      await agent.mutate('agent.deleteAffiliateLink', { id: 999_999 }),
      429,
      'too_many_requests',
    );
    expect((limited.data as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect(await stack.sandbox.received('/wps/relay/MCS2_wpsDeleteAffUrl')).toHaveLength(
      AGENT_WRITES_PER_MINUTE,
    );
  });
});

describe('affiliate links, registration and invite friends', () => {
  it('creates, lists and deletes links with the site’s address, five at most', async () => {
    const agent = await memberOfType(1);
    const created = data<{ id: number; code: string; url: string; type: string }>(
      await agent.mutate('agent.createAffiliateLink', { remark: 'Facebook' }),
    );
    expect(created.url).toMatch(/\/m\/register\?affiliateCode=AF\d+$/);
    const listed = data<{ links: { id: number }[]; max: number }>(
      await agent.query('agent.affiliateLinks'),
    );
    expect(listed.links.map((l) => l.id)).toEqual([created.id]);
    for (let i = 0; i < 4; i += 1) data(await agent.mutate('agent.createAffiliateLink', {}));
    refusal(await agent.mutate('agent.createAffiliateLink', {}), 400, 'affiliate_link_limit');
    data(await agent.mutate('agent.deleteAffiliateLink', { id: created.id }));
    refusal(
      await agent.mutate('agent.deleteAffiliateLink', { id: created.id }),
      400,
      'affiliate_link_not_found',
    );
  });

  it('registers a downline with the registration rules, encrypted, the agent as recommender', async () => {
    const agent = await agent01();
    const bad = refusal(
      await agent.mutate('agent.registerDownline', {
        username: '1bad',
        password: 'Newbie123',
        confirmPassword: 'Newbie123',
      }),
      400,
      'invalid_input',
    );
    expect(bad).toMatchObject({ data: { fieldErrors: { username: ['validation.username'] } } });
    const created = data<{ memberId: number; username: string }>(
      await agent.mutate('agent.registerDownline', {
        username: 'downline01',
        password: 'Newbie123',
        confirmPassword: 'Newbie123',
        kind: 'agent',
      }),
    );
    expect(created.username).toBe('downline01');
    const sent = await stack.sandbox.lastEncryptedRequest('/wps/relay/MCS2_wpsRegAff');
    expect(sent.payload).toMatchObject({ username: 'downline01', type: 2 });
    expect((await agentState()).team.some((m) => m.username === 'downline01')).toBe(true);
    refusal(
      await agent.mutate('agent.registerDownline', {
        username: 'downline01',
        password: 'Newbie123',
        confirmPassword: 'Newbie123',
      }),
      400,
      'username_exists',
    );
    // The new agent logs in and sees an empty team.
    const downline = await logIn('downline01', 'Newbie123');
    expect(
      data<{ members: { total: number } }>(await downline.query('agent.teamKpi')).members.total,
    ).toBe(0);
  });

  it('gives a player their referral link and code and the VIP share; rates for visitors', async () => {
    const referral = data<{ code: string; url: string; vipLevel: number; percent: number }>(
      await (await demo()).query('agent.referral'),
    );
    expect(referral.code).toMatch(/^AF\d+$/);
    expect(referral.url).toContain(`affiliateCode=${referral.code}`);
    expect(referral).toMatchObject({ vipLevel: 3, percent: 0 });
    const rates = data<{ rates: { minVip: number; maxVip: number; percent: number }[] }>(
      await new TrpcClient(app()).query('agent.referralRates'),
    );
    expect(rates.rates).toEqual([
      { minVip: 4, maxVip: 9, percent: 5, period: 'weekly' },
      { minVip: 10, maxVip: 20, percent: 10, period: 'weekly' },
    ]);
    refusal(await (await trial()).query('agent.referral'), 403, 'free_reject');
  });
});

describe('the contract-request check (spec section 6)', () => {
  it('asks the gateway for types 0, 1 and 2 and reports each pending kind', async () => {
    const agent = await agent01();
    expect(data(await agent.query('agent.contractRequests'))).toEqual({
      checked: true,
      pending: [],
    });
    await stack.sandbox.control('POST', '/contract-requests', {
      username: 'agent01',
      kind: 'salary',
    });
    await stack.sandbox.control('POST', '/contract-requests', {
      username: 'agent01',
      kind: 'hourly',
    });
    expect(data(await agent.query('agent.contractRequests'))).toEqual({
      checked: true,
      pending: ['salary', 'hourly'],
    });
    for (const type of [0, 2]) {
      const member = await memberOfType(type);
      expect(data(await member.query('agent.contractRequests'))).toMatchObject({ checked: true });
    }
    expect(await stack.sandbox.calls(CHECK)).toBe(4);
  });

  it.each([4, 40, 41, 42])('makes no gateway call for type %i', async (type) => {
    const member = type === 4 ? await trial() : await memberOfType(type);
    expect(data(await member.query('agent.contractRequests'))).toEqual({
      checked: false,
      pending: [],
    });
    expect(await stack.sandbox.calls(CHECK)).toBe(0);
  });

  it('makes no gateway call while AGENTPOLICY3 is off', async () => {
    await stack.sandbox.control('POST', '/whitelabel', { flags: { AGENTPOLICY3: false } });
    // A BFF of its own, so no status cached with the flag on is read.
    const store = new MemoryStore();
    const bff = await startBff({ gatewayUrl: stack.sandbox.url, store });
    try {
      await stack.sandbox.control('POST', '/contract-requests', {
        username: 'agent01',
        kind: 'salary',
      });
      const agent = await agent01(bff);
      expect(data(await agent.query('agent.contractRequests'))).toEqual({
        checked: false,
        pending: [],
      });
      expect(await stack.sandbox.calls(CHECK)).toBe(0);
    } finally {
      await bff.close();
      await store.close();
    }
  });
});

describe('contracts', () => {
  it('shows a pending salary request, accepts it, and records it in the history', async () => {
    const agent = await agent01();
    await stack.sandbox.control('POST', '/contract-requests', {
      username: 'agent01',
      kind: 'salary',
      upline: 'boss01',
    });
    const pending = data<{ request: { id: number; upline: string; tiers: unknown[] } | null }>(
      await agent.query('contracts.pending', { kind: 'salary' }),
    );
    expect(pending.request).toMatchObject({ upline: 'boss01' });
    const id = pending.request?.id ?? -1;
    const accepted = data<{ decision: string; contract: { upline: string } | null }>(
      await agent.mutate('contracts.accept', { kind: 'salary', requestId: id }),
    );
    expect(accepted).toMatchObject({ decision: 'accepted', contract: { upline: 'boss01' } });
    refusal(
      await agent.mutate('contracts.decline', { kind: 'salary', requestId: id }),
      400,
      'contract_request_gone',
    );
    const current = data<{ contract: { upline: string; tiers: { payAmount: string }[] } }>(
      await agent.query('contracts.current', { kind: 'salary' }),
    );
    expect(current.contract.upline).toBe('boss01');
    expect(current.contract.tiers[0]?.payAmount).toBe('200.00');
    const history = data<{ items: { decision: string }[] }>(
      await agent.query('contracts.history', { kind: 'salary' }),
    );
    expect(history.items.map((h) => h.decision)).toEqual(['accepted', 'accepted', 'declined']);
    expect(data(await agent.query('agent.contractRequests'))).toEqual({
      checked: true,
      pending: [],
    });
  });

  it('lets a player decline an hourly request; none is current', async () => {
    const player = await demo();
    expect(data(await player.query('contracts.current', { kind: 'hourly' }))).toEqual({
      contract: null,
    });
    await stack.sandbox.control('POST', '/contract-requests', { username: 'demo', kind: 'hourly' });
    const pending = data<{ request: { id: number } }>(
      await player.query('contracts.pending', { kind: 'hourly' }),
    );
    expect(
      data(
        await player.mutate('contracts.decline', { kind: 'hourly', requestId: pending.request.id }),
      ),
    ).toEqual({ decision: 'declined', contract: null });
    expect(data(await player.query('contracts.current', { kind: 'hourly' }))).toEqual({
      contract: null,
    });
  });

  it('answers income and records, and pays the payable dividend once per key', async () => {
    const agent = await agent01();
    const income = data<{ previous: { amount: string }; current: { amount: string } }>(
      await agent.query('contracts.income', { kind: 'dividend' }),
    );
    expect(income.current.amount).toBe('2100.00');
    const salary = data<{ items: { status: string }[] }>(
      await agent.query('contracts.records', { kind: 'salary' }),
    );
    expect(salary.items).toHaveLength(7);
    const dividends = data<{ items: { status: string }[] }>(
      await agent.query('contracts.records', { kind: 'dividend' }),
    );
    expect(dividends.items.map((d) => d.status)).toEqual(['pending', 'payable', 'paid']);
    // Pages are asked by `cursor`, as the page's infinite lists name them.
    expect(
      data(await agent.query('contracts.records', { kind: 'dividend', cursor: 2 })),
    ).toMatchObject({ items: [], page: 2, totalPages: 1 });
    const key = requestKey();
    const paid = data<{ amount: string; balance: string }>(
      await agent.mutate('contracts.payout', { requestKey: key }),
    );
    expect(paid).toEqual({ amount: '3456.79', periods: 1, balance: '8456.79' });
    expect(data(await agent.mutate('contracts.payout', { requestKey: key }))).toEqual(paid);
    expect(await stack.sandbox.received('/wps/relay/ODSFE2_PayoutDividend')).toHaveLength(1);
    refusal(
      await agent.mutate('contracts.payout', { requestKey: requestKey() }),
      400,
      'dividend_not_payable',
    );
    expect((await agentState()).balanceCents).toBe(845_679);
  });

  it('lets an agent offer a contract to a downline', async () => {
    const agent = await agent01();
    const offered = data<{ kind: string; upline: string }>(
      await agent.mutate('contracts.offer', {
        memberId: PLAY01,
        kind: 'dividend',
        period: 'HALF_MONTH',
        tiers: [{ minTurnover: '10000', minActiveMembers: 2, pay: '15' }],
      }),
    );
    expect(offered).toMatchObject({ kind: 'dividend', upline: 'agent01' });
    refusal(
      await (
        await demo()
      ).mutate('contracts.offer', {
        memberId: PLAY01,
        kind: 'salary',
        tiers: [{ minTurnover: '1', minActiveMembers: 0, pay: '1' }],
      }),
      403,
      'no_permission',
    );
  });
});
