/**
 * The salary, dividend and hourly contracts at the gateway (issue 26): gateway field names to
 * the contracts' shapes. The page's kinds (salary, dividend, hourly) are the gateway's
 * `contractType`s (DAILY_SALARY, DIVIDEND, HOURLY_SALARY).
 */
import {
  GATEWAY_CONTRACT_TYPES,
  amountText,
  contractKindOf,
  rateText,
  type Contract,
  type ContractKind,
  type GatewayContractSchema,
  type GatewayContractTierSchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { Gateway } from '../../upstream/gateway.ts';
import { ENDPOINTS } from './contracts.endpoints.ts';

/** Rows of a contract page: the page's size. */
export const CONTRACT_PAGE_SIZE = 20;

type GatewayTier = z.infer<typeof GatewayContractTierSchema>;
type GatewayContract = z.infer<typeof GatewayContractSchema>;

function tier(t: GatewayTier) {
  return {
    level: t.level,
    minTurnover: amountText(t.minTurnover),
    minActiveMembers: t.minActiveMembers,
    payAmount: t.payAmount == null ? null : amountText(t.payAmount),
    payRate: t.payRate == null ? null : rateText(t.payRate),
  };
}

function contract(c: GatewayContract): Contract {
  return {
    id: c.contractId,
    kind: contractKindOf(c.contractType),
    upline: c.uplineUsername ?? null,
    period: c.period ?? null,
    startedAt: c.startedAt,
    tiers: c.tiers.map(tier),
  };
}

function request(r: {
  requestId: number;
  contractType: GatewayContract['contractType'];
  uplineUsername?: string | null | undefined;
  period?: GatewayContract['period'];
  createdAt: number;
  tiers: GatewayTier[];
}) {
  return {
    id: r.requestId,
    kind: contractKindOf(r.contractType),
    upline: r.uplineUsername ?? null,
    period: r.period ?? null,
    createdAt: r.createdAt,
    tiers: r.tiers.map(tier),
  };
}

const typeOf = (kind: ContractKind) => ({ contractType: GATEWAY_CONTRACT_TYPES[kind] });

export async function fetchCurrent(gateway: Gateway, kind: ContractKind) {
  const value =
    kind === 'dividend'
      ? await gateway.call(ENDPOINTS.dividendInfo)
      : await gateway.call(ENDPOINTS.salaryInfo, { query: typeOf(kind) });
  return { contract: value.contract ? contract(value.contract) : null };
}

export async function fetchPending(gateway: Gateway, kind: ContractKind) {
  const value = await gateway.call(ENDPOINTS.pendingRequest, { query: typeOf(kind) });
  return { request: value.request ? request(value.request) : null };
}

export async function postDecision(
  gateway: Gateway,
  kind: ContractKind,
  requestId: number,
  accept: boolean,
) {
  const value = await gateway.call(ENDPOINTS.processContract, {
    body: { ...typeOf(kind), requestId, action: accept ? 'ACCEPT' : 'DECLINE' },
  });
  return {
    decision: value.decision === 'ACCEPTED' ? ('accepted' as const) : ('declined' as const),
    contract: value.contract ? contract(value.contract) : null,
  };
}

export async function postOffer(
  gateway: Gateway,
  input: {
    memberId: number;
    kind: ContractKind;
    period?: 'HALF_MONTH' | 'MONTH' | undefined;
    tiers: { minTurnover: string; minActiveMembers: number; pay: string }[];
  },
) {
  const value = await gateway.call(ENDPOINTS.applyContract, {
    body: {
      ...typeOf(input.kind),
      memberId: input.memberId,
      ...(input.period ? { period: input.period } : {}),
      tiers: input.tiers,
    },
  });
  return request(value);
}

export async function fetchHistory(gateway: Gateway, kind: ContractKind, page: number) {
  const value = await gateway.call(ENDPOINTS.history, {
    query: { ...typeOf(kind), pageNo: page, pageSize: CONTRACT_PAGE_SIZE },
  });
  return {
    items: value.list.map((h) => ({
      ...request(h),
      decision: h.decision === 'ACCEPTED' ? ('accepted' as const) : ('declined' as const),
      decidedAt: h.decidedAt,
    })),
    page: value.pageNo,
    totalPages: value.totalPages,
  };
}

export async function fetchIncome(gateway: Gateway, kind: ContractKind) {
  const [both, running] = await Promise.all([
    gateway.call(ENDPOINTS.prevAndCurrIncome, { query: typeOf(kind) }),
    kind === 'dividend'
      ? gateway.call(ENDPOINTS.currentDividend)
      : gateway.call(ENDPOINTS.currentSalary, { query: typeOf(kind) }),
  ]);
  const period = (p: { periodStart: number; periodEnd: number; amount: number }) => ({
    start: p.periodStart,
    end: p.periodEnd,
    amount: amountText(p.amount),
  });
  return {
    previous: period(both.previous),
    current: period(both.current),
    running: {
      start: running.periodStart,
      end: running.periodEnd,
      turnover: amountText(running.turnover),
      activeMembers: running.activeMembers,
      level: running.level,
      amount: amountText(running.amount),
    },
  };
}

export async function fetchRecords(
  gateway: Gateway,
  input: {
    kind: ContractKind;
    startDate?: string | undefined;
    endDate?: string | undefined;
    cursor: number;
  },
) {
  const query = {
    pageNo: input.cursor,
    pageSize: CONTRACT_PAGE_SIZE,
    ...(input.startDate ? { startDate: input.startDate } : {}),
    ...(input.endDate ? { endDate: input.endDate } : {}),
  };
  const value =
    input.kind === 'dividend'
      ? await gateway.call(ENDPOINTS.queryDividend, { query })
      : await gateway.call(ENDPOINTS.querySalary, { query: { ...query, ...typeOf(input.kind) } });
  return {
    items: value.list.map((r) => ({
      start: r.periodStart,
      end: r.periodEnd,
      turnover: amountText(r.turnover),
      activeMembers: r.activeMembers,
      amount: amountText(r.amount),
      status:
        r.status === 'PAID'
          ? ('paid' as const)
          : r.status === 'PAYABLE'
            ? ('payable' as const)
            : ('pending' as const),
    })),
    page: value.pageNo,
    totalPages: value.totalPages,
  };
}

export async function postPayout(gateway: Gateway, requestKey: string) {
  const value = await gateway.call(ENDPOINTS.payoutDividend, { body: { requestKey } });
  return {
    amount: amountText(value.amount),
    periods: value.periods,
    balance: amountText(value.balance),
  };
}
