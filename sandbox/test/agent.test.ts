/**
 * The agents' side of the sandbox (issue 26): agent01's seeded team, KPIs, downlines with search
 * and paging, rebates refused outside the limits, transfers moving money once per request key
 * (all or nothing), affiliate links, registering a downline (encrypted, the registration's
 * rules), the P&L report; and the contracts: the request check, pending requests put by the
 * control, accept and decline, history, income and the dividend payout. Every answer is parsed
 * with the contracts' gateway schemas, as the BFF reads them.
 */
import { describe, expect, it } from 'vitest';
import {
  GatewayAffiliateLinksSchema,
  GatewayContractCheckSchema,
  GatewayContractDecisionSchema,
  GatewayContractHistorySchema,
  GatewayContractInfoSchema,
  GatewayContractRequestValueSchema,
  GatewayCustomerRebatesSchema,
  GatewayDividendPayoutSchema,
  GatewayDownlineDetailSchema,
  GatewayDownlinesSchema,
  GatewayDownlineTransferSchema,
  GatewayIncomeRecordsSchema,
  GatewayMemberPnlSchema,
  GatewayPrevAndCurrIncomeSchema,
  GatewaySubordinatesSchema,
  GatewayTeamKpiASchema,
  GatewayTeamKpiBSchema,
} from '@app/contracts';
import type { z } from 'zod';
import { DEMO_AGENT, DEMO_MEMBER } from '../src/index.ts';
import {
  expectRefusal,
  login,
  loginToken,
  useSandbox,
  valueOf,
  type Method,
} from './helpers/gateway.ts';

const gw = useSandbox({ as: DEMO_AGENT });

async function parsed<S extends z.ZodType>(
  schema: S,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<z.infer<S>> {
  return schema.parse(await gw.value(method, url, payload));
}

const SUB01 = 30001;
const PLAY01 = 30002;
const PLAY21 = 30008;

interface AgentState {
  balanceCents: number;
  team: { id: number; username: string; balanceCents: number; rebates: Record<string, number> }[];
}
const agentState = async (username = 'agent01') =>
  (await gw.control<AgentState>('GET', `/agent?username=${username}`)).body;

describe('the team', () => {
  it('seeds agent01 with three levels of downlines, some active', async () => {
    const kpiA = await parsed(GatewayTeamKpiASchema, 'GET', '/wps/relay/ODSFE2_TeamKPIA');
    expect(kpiA).toMatchObject({ teamSize: 9, directCount: 4, activeCount: 5 });
    const levels = await parsed(GatewaySubordinatesSchema, 'GET', '/wps/relay/ODSFE2_Subordinate');
    expect(levels.list).toEqual([
      { level: 1, count: 4, activeCount: 2 },
      { level: 2, count: 3, activeCount: 2 },
      { level: 3, count: 2, activeCount: 1 },
    ]);
    const kpiB = await parsed(GatewayTeamKpiBSchema, 'GET', '/wps/relay/ODSFE2_TeamKPIB');
    expect(kpiB.deposit).toBeGreaterThan(0);
  });

  it('pages direct downlines, drills into one, and searches the whole team', async () => {
    const first = await parsed(
      GatewayDownlinesSchema,
      'GET',
      '/wps/agent/downlines?pageNo=1&pageSize=3',
    );
    expect(first.list.map((d) => d.username)).toEqual(['sub01', 'play01', 'play02']);
    expect(first).toMatchObject({ totalCount: 4, totalPages: 2 });
    const second = await parsed(
      GatewayDownlinesSchema,
      'GET',
      '/wps/agent/downlines?pageNo=2&pageSize=3',
    );
    expect(second.list.map((d) => d.username)).toEqual(['sub02']);
    const under = await parsed(
      GatewayDownlinesSchema,
      'GET',
      `/wps/agent/downlines?parentId=${SUB01}`,
    );
    expect(under.list.map((d) => [d.username, d.level])).toEqual([
      ['play11', 2],
      ['sub11', 2],
      ['play12', 2],
    ]);
    const found = await parsed(
      GatewayDownlinesSchema,
      'GET',
      '/wps/agent/downlines?username=PLAY2',
    );
    expect(found.list.map((d) => d.username)).toEqual(['play21', 'play22']);
    const inactive = await parsed(
      GatewayDownlinesSchema,
      'GET',
      '/wps/agent/downlines?status=INACTIVE',
    );
    expect(inactive.list.map((d) => d.username)).toEqual(['play02', 'sub02']);
    const detail = await parsed(
      GatewayDownlineDetailSchema,
      'GET',
      `/wps/agent/downline?memberId=${PLAY21}`,
    );
    expect(detail).toMatchObject({ username: 'play21', level: 3, parentUsername: 'sub11' });
    expect(detail.rebates).toHaveLength(6);
  });

  it('refuses a member outside the team and a member who is no agent', async () => {
    expectRefusal(
      await gw.call('GET', '/wps/agent/downline?memberId=10001'),
      400,
      'agent.downline.not.found',
    );
    const demo = await loginToken(gw.app, DEMO_MEMBER.username, DEMO_MEMBER.password);
    expectRefusal(
      await gw.call('GET', '/wps/relay/ODSFE2_TeamKPIA', undefined, { token: demo }),
      400,
      'agent.not.agent',
    );
  });

  it('reports the P&L per member with totals', async () => {
    const pnl = await parsed(GatewayMemberPnlSchema, 'GET', '/wps/relay/ODSFE2_MemPNL?pageSize=5');
    expect(pnl.list).toHaveLength(5);
    expect(pnl.totalCount).toBe(9);
    const all = await parsed(GatewayMemberPnlSchema, 'GET', '/wps/relay/ODSFE2_MemPNL?pageSize=50');
    expect(all.summary.deposit).toBe(all.list.reduce((sum, r) => sum + r.deposit, 0));
  });
});

describe('rebates', () => {
  const update = (rate: number | string) =>
    gw.call('POST', '/wps/agent/updateDownlineRebates', {
      memberId: PLAY01,
      rebates: [{ productType: 'RNG', rate }],
    });

  it('takes a rate within the limits, and refuses one above the agent’s own with its text', async () => {
    valueOf(await update('1.20'));
    const rates = await parsed(
      GatewayCustomerRebatesSchema,
      'GET',
      `/wps/relay/MCS2_getCustomerRebateSettingByProductType?memberId=${PLAY01}&productType=RNG`,
    );
    expect(rates.list).toEqual([{ productType: 'RNG', rate: 120 }]);
    expectRefusal(
      await update(1.21),
      400,
      'rebate.out.of.range',
      'Rebate for RNG must be between 0.00% and 1.20%',
    );
    expect((await agentState()).team.find((m) => m.id === PLAY01)?.rebates['RNG']).toBe(120);
  });
});

describe('transfers', () => {
  it('moves money to a downline once per request key', async () => {
    const send = () =>
      gw.call('POST', '/wps/agent/transferDownline', {
        memberId: PLAY01,
        amount: '0.10',
        requestKey: 'key-transfer-1',
      });
    const first = GatewayDownlineTransferSchema.parse(valueOf(await send()));
    expect(first).toMatchObject({ total: 10, balance: 500_000 - 10 });
    GatewayDownlineTransferSchema.parse(valueOf(await send()));
    const state = await agentState();
    expect(state.balanceCents).toBe(500_000 - 10);
    expect(state.team.find((m) => m.id === PLAY01)?.balanceCents).toBe(10);
  });

  it('moves all of a multiple transfer or nothing', async () => {
    expectRefusal(
      await gw.call('POST', '/wps/agent/transferMultipleDownline', {
        transfers: [
          { memberId: PLAY01, amount: '1.00' },
          { memberId: 10001, amount: '1.00' },
        ],
      }),
      400,
      'agent.downline.not.found',
    );
    expectRefusal(
      await gw.call('POST', '/wps/agent/transferMultipleDownline', {
        transfers: [
          { memberId: PLAY01, amount: '4000.00' },
          { memberId: SUB01, amount: '1000.01' },
        ],
      }),
      400,
      'balance.insufficient',
    );
    expect((await agentState()).balanceCents).toBe(500_000);
    valueOf(
      await gw.call('POST', '/wps/agent/transferMultipleDownline', {
        transfers: [
          { memberId: PLAY01, amount: '0.01' },
          { memberId: SUB01, amount: 0.02 },
        ],
        requestKey: 'key-many-1',
      }),
    );
    const state = await agentState();
    expect(state.balanceCents).toBe(500_000 - 3);
    expect(state.team.find((m) => m.id === SUB01)?.balanceCents).toBe(2);
  });
});

describe('affiliate links and registering a downline', () => {
  it('creates, lists and deletes links, at most five', async () => {
    const created = await gw.value<{ id: number; code: string }>(
      'POST',
      '/wps/relay/MCS2_wpsCreateAffUrl',
      { type: 'PLAYER', remark: 'Facebook' },
    );
    expect(created.code).toMatch(/^AF\d+$/);
    const links = await parsed(
      GatewayAffiliateLinksSchema,
      'GET',
      '/wps/relay/MCS2_wpsViewAffUrls',
    );
    expect(links.list.map((l) => l.id)).toEqual([created.id]);
    for (let i = 0; i < 4; i += 1) await gw.value('POST', '/wps/relay/MCS2_wpsCreateAffUrl', {});
    expectRefusal(
      await gw.call('POST', '/wps/relay/MCS2_wpsCreateAffUrl', {}),
      400,
      'affurl.limit',
    );
    valueOf(await gw.call('POST', '/wps/relay/MCS2_wpsDeleteAffUrl', { id: created.id }));
    expectRefusal(
      await gw.call('POST', '/wps/relay/MCS2_wpsDeleteAffUrl', { id: created.id }),
      400,
      'affurl.not.found',
    );
  });

  it('gives a player one referral link of their own', async () => {
    const demo = await loginToken(gw.app, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const view = () => gw.call('GET', '/wps/relay/MCS2_wpsViewAffUrls', undefined, { token: demo });
    const first = GatewayAffiliateLinksSchema.parse(valueOf(await view()));
    expect(first.list).toHaveLength(1);
    expect(GatewayAffiliateLinksSchema.parse(valueOf(await view())).list).toEqual(first.list);
    // The code is an invitation code the registration takes.
    const code = first.list[0]?.code ?? '';
    expect(valueOf(await gw.call('GET', `/wps/agent/affiliate?code=${code}`))).toEqual({
      agentId: 10001,
    });
  });

  it('registers a downline under the registration rules, encrypted, who then logs in', async () => {
    const register = (fields: Record<string, unknown>) =>
      gw.encrypted('POST', '/wps/relay/MCS2_wpsRegAff', {
        password: 'Newbie123',
        confirmPassword: 'Newbie123',
        type: 0,
        ...fields,
      });
    expectRefusal(await register({ username: '9bad' }), 400, 'account.format.error');
    expectRefusal(await register({ username: 'sub01' }), 400, 'username.exists');
    const created = valueOf(await register({ username: 'newbie01' })) as {
      memberId: number;
      recommenderId: number;
    };
    expect(created.recommenderId).toBe(10003);
    expect((await agentState()).team.some((m) => m.username === 'newbie01')).toBe(true);
    const { body } = await login(gw.app, { username: 'newbie01', password: 'Newbie123' });
    expect(body.success).toBe(true);
    // Plain JSON is refused: the call is encrypted like the player registration.
    expectRefusal(
      await gw.call('POST', '/wps/relay/MCS2_wpsRegAff', { username: 'plain01' }),
      400,
      'request_body_required',
    );
  });
});

describe('contracts', () => {
  const check = async () =>
    parsed(GatewayContractCheckSchema, 'GET', '/wps/relay/MCS2_getContractRequestCheck');

  it('reports no request until the control puts one, one field per kind', async () => {
    expect(await check()).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
    for (const kind of ['salary', 'dividend', 'hourly']) {
      expect(
        (await gw.control('POST', '/contract-requests', { username: 'agent01', kind })).status,
      ).toBe(200);
    }
    expect(await check()).toEqual({
      dailysalreqtype: 'DAILY',
      divtypecompperiodreq: 'MONTH',
      contracthoursalreq: 'HOURLY',
    });
    expect(
      (await gw.control('POST', '/contract-requests', { username: 'nobody', kind: 'salary' }))
        .status,
    ).toBe(404);
  });

  it('accepts a pending hourly request: it becomes the current contract and history', async () => {
    expect(
      (
        await parsed(
          GatewayContractInfoSchema,
          'GET',
          '/wps/relay/MCS2_getContractDailySalInfo?contractType=HOURLY_SALARY',
        )
      ).contract,
    ).toBeNull();
    await gw.control('POST', '/contract-requests', { username: 'agent01', kind: 'hourly' });
    const pending = await parsed(
      GatewayContractRequestValueSchema,
      'GET',
      '/wps/relay/MCS2_getContracDailySalReq?contractType=HOURLY_SALARY',
    );
    const requestId = pending.request?.requestId ?? -1;
    const decided = await parsed(
      GatewayContractDecisionSchema,
      'POST',
      '/wps/relay/MCS2_processDailySalContract',
      { requestId, contractType: 'HOURLY_SALARY', action: 'ACCEPT' },
    );
    expect(decided.decision).toBe('ACCEPTED');
    expect(decided.contract?.tiers[0]?.payAmount).toBe(1_000);
    expectRefusal(
      await gw.call('POST', '/wps/relay/MCS2_processDailySalContract', {
        requestId,
        contractType: 'HOURLY_SALARY',
        action: 'DECLINE',
      }),
      400,
      'contract.request.not.found',
    );
    const history = await parsed(
      GatewayContractHistorySchema,
      'GET',
      '/wps/relay/MCS2_getDailySalContractHist?contractType=HOURLY_SALARY',
    );
    expect(history.list.map((h) => h.decision)).toEqual(['ACCEPTED']);
    expect((await check()).contracthoursalreq).toBe('');
  });

  it('answers the seeded salary and dividend income, and pays the payable dividend once', async () => {
    const salary = await parsed(
      GatewayIncomeRecordsSchema,
      'GET',
      '/wps/relay/MCS2_QueryDailySalary?contractType=DAILY_SALARY',
    );
    expect(salary.list).toHaveLength(7);
    const dividend = await parsed(
      GatewayPrevAndCurrIncomeSchema,
      'GET',
      '/wps/relay/ODS2_AgentPrevAndCurrIncome?contractType=DIVIDEND',
    );
    expect(dividend.current.amount).toBe(210_000);
    const pay = () =>
      gw.call('POST', '/wps/relay/ODSFE2_PayoutDividend', { requestKey: 'key-dividend-1' });
    const paid = GatewayDividendPayoutSchema.parse(valueOf(await pay()));
    expect(paid).toMatchObject({ amount: 345_679, periods: 1, balance: 500_000 + 345_679 });
    GatewayDividendPayoutSchema.parse(valueOf(await pay()));
    expect((await agentState()).balanceCents).toBe(500_000 + 345_679);
    expectRefusal(
      await gw.call('POST', '/wps/relay/ODSFE2_PayoutDividend', { requestKey: 'key-dividend-2' }),
      400,
      'dividend.not.payable',
    );
  });

  it('lets an agent offer a contract to a downline', async () => {
    valueOf(
      await gw.call('POST', '/wps/relay/MCS2_applyContractDailySal', {
        memberId: PLAY01,
        contractType: 'DAILY_SALARY',
        tiers: [{ minTurnover: '1000.00', minActiveMembers: 1, pay: '50.00' }],
      }),
    );
    const state = await gw.control<{ requests: Record<string, { uplineUsername: string } | null> }>(
      'GET',
      '/agent?username=play01',
    );
    expect(state.body.requests['DAILY_SALARY']?.uplineUsername).toBe('agent01');
  });
});
