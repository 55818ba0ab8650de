/**
 * The salary (daily), dividend and hourly contracts (issue 26; spec section 7 "Dividend and
 * salary"; shapes ours, docs/gateway.md "Agents"), and the contract-request check of spec
 * section 6 (`MCS2_getContractRequestCheck`, name ours: the spec gives only its three fields).
 * Any real member may hold a contract; an agent offers one to a downline (applyContractDailySal),
 * or a `/__sandbox/contract-requests` control puts a request on any account.
 *
 * Every call but the check and the dividend's own takes `contractType` (DAILY_SALARY, DIVIDEND,
 * HOURLY_SALARY; DAILY_SALARY when absent).
 */
import { AGENT_GATEWAY_ERRORS, isAgent } from '@app/contracts';
import { z } from 'zod';
import { requireAccount } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { relay } from '../../gateway/endpoint.ts';
import { GatewayError, parseInput } from '../../gateway/errors.ts';
import {
  DecimalSchema,
  IdSchema,
  RequestKeySchema,
  blank,
  pageNumber,
  pageOf,
} from '../../shared/input.ts';
import { DAY_MS, manilaDate, manilaDayRange, manilaDayStart } from '../../shared/manila.ts';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { WalletSlice } from '../wallet/wallet.state.ts';
import {
  AgentSlice,
  type Contract,
  type ContractRequest,
  type ContractTier,
  type ContractType,
  type IncomeRecord,
} from './agent.state.ts';

const amount = (minor: number) => minor / 100;
const HOUR_MS = 3_600_000;

const ContractTypeSchema = z.preprocess(
  blank,
  z.enum(['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY']).default('DAILY_SALARY'),
);
const TypeQuerySchema = z.object({ contractType: ContractTypeSchema }).loose();
const HistoryQuerySchema = TypeQuerySchema.extend({
  pageNo: pageNumber(1, 10_000),
  pageSize: pageNumber(20, 100),
});
const RecordsQuerySchema = HistoryQuerySchema.extend({
  startDate: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  ),
  endDate: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  ),
});
const ProcessSchema = z.object({
  requestId: IdSchema,
  contractType: ContractTypeSchema,
  action: z.enum(['ACCEPT', 'DECLINE']),
});
const ApplySchema = z.object({
  memberId: IdSchema,
  contractType: ContractTypeSchema,
  period: z.enum(['HALF_MONTH', 'MONTH']).optional(),
  tiers: z
    .array(
      z.object({
        minTurnover: DecimalSchema,
        minActiveMembers: z.number().int().min(0).max(10_000),
        pay: DecimalSchema,
      }),
    )
    .min(1)
    .max(10),
});
const PayoutSchema = z.object({ requestKey: RequestKeySchema.optional() }).loose();

/** The request check's word for a pending request of each type (spec section 3's fields). */
const CHECK_WORDS = { DAILY_SALARY: 'DAILY', HOURLY_SALARY: 'HOURLY' } as const;

function tierValue(t: ReadonlyDeep<ContractTier>) {
  return {
    level: t.level,
    minTurnover: amount(t.minTurnoverCents),
    minActiveMembers: t.minActiveMembers,
    payAmount: t.payAmountCents === undefined ? null : amount(t.payAmountCents),
    payRate: t.payRate === undefined ? null : t.payRate / 100,
  };
}

export function contractValue(c: ReadonlyDeep<Contract>) {
  return {
    contractId: c.contractId,
    contractType: c.contractType,
    uplineUsername: c.uplineUsername,
    period: c.period,
    startedAt: c.startedAt,
    tiers: c.tiers.map(tierValue),
  };
}

export function requestValue(r: ReadonlyDeep<ContractRequest>) {
  return {
    requestId: r.requestId,
    contractType: r.contractType,
    uplineUsername: r.uplineUsername,
    period: r.period,
    createdAt: r.createdAt,
    tiers: r.tiers.map(tierValue),
  };
}

function recordValue(r: ReadonlyDeep<IncomeRecord>) {
  return {
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    turnover: amount(r.turnoverCents),
    activeMembers: r.activeMembers,
    amount: amount(r.amountCents),
    status: r.status,
  };
}

/** The running period of a type: today, this hour, or this half month. */
function runningPeriod(type: ContractType, now: number): { start: number; end: number } {
  const today = manilaDayStart(manilaDate(now));
  if (type === 'HOURLY_SALARY') {
    const start = now - (now % HOUR_MS);
    return { start, end: start + HOUR_MS };
  }
  if (type === 'DIVIDEND') return { start: today - 15 * DAY_MS, end: today + DAY_MS };
  return { start: today, end: today + DAY_MS };
}

export const contractRelays = defineRelays(
  {
    contractCheck: relay('MCS2_getContractRequestCheck', ['COMM3'], 'login', { record: true }),
    salaryInfo: relay('MCS2_getContractDailySalInfo', ['COMM3'], 'login'),
    dividendInfo: relay('MCS2_getContractDividendInfo', ['COMM3'], 'login'),
    pendingRequest: relay('MCS2_getContracDailySalReq', ['COMM3'], 'login'),
    applyContract: relay('MCS2_applyContractDailySal', ['COMM3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    processContract: relay('MCS2_processDailySalContract', ['COMM3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    history: relay('MCS2_getDailySalContractHist', ['COMM3'], 'login'),
    prevAndCurrIncome: relay('ODS2_AgentPrevAndCurrIncome', ['COMM3'], 'login'),
    currentSalary: relay('ODS2_CurrentDailySalary', ['COMM3'], 'login'),
    querySalary: relay('MCS2_QueryDailySalary', ['COMM3'], 'login'),
    currentDividend: relay('ODSFE2_CurrentDividend', ['COMM3'], 'login'),
    queryDividend: relay('ODSFE2_QueryDividend', ['COMM3'], 'login'),
    payoutDividend: relay('ODSFE2_PayoutDividend', ['COMM3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
  },
  (deps) => {
    const agents = deps.slice(AgentSlice);
    const money = deps.slice(WalletSlice);

    function current(accountId: number, type: ContractType) {
      const { start, end } = runningPeriod(type, Date.now());
      const contract = agents.contract(accountId, type);
      const open = agents.income(accountId, type).find((r) => r.status === 'PENDING');
      const turnoverCents = open?.turnoverCents ?? 0;
      const activeMembers = open?.activeMembers ?? 0;
      const reached = [...(contract?.tiers ?? [])]
        .reverse()
        .find((t) => turnoverCents >= t.minTurnoverCents && activeMembers >= t.minActiveMembers);
      return {
        periodStart: open?.periodStart ?? start,
        periodEnd: open?.periodEnd ?? end,
        turnover: amount(turnoverCents),
        activeMembers,
        level: reached?.level ?? null,
        amount: amount(open?.amountCents ?? 0),
      };
    }

    function records(accountId: number, type: ContractType, query: unknown) {
      const q = parseInput(RecordsQuerySchema, query);
      const { from, to } = manilaDayRange(q.startDate, q.endDate);
      const chosen = agents
        .income(accountId, type)
        .filter((r) => r.periodStart >= from && r.periodStart < to);
      const { page, totalCount, totalPages } = pageOf(chosen, q.pageNo, q.pageSize);
      return {
        list: page.map(recordValue),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        totalCount,
        totalPages,
      };
    }

    return {
      /** Spec section 6: a non-empty field names the pending request of that kind. */
      contractCheck: (ctx) => {
        const { account } = requireAccount(ctx);
        const salary = agents.request(account.id, 'DAILY_SALARY');
        const dividend = agents.request(account.id, 'DIVIDEND');
        const hourly = agents.request(account.id, 'HOURLY_SALARY');
        return {
          dailysalreqtype: salary ? CHECK_WORDS.DAILY_SALARY : '',
          divtypecompperiodreq: dividend ? (dividend.period ?? 'MONTH') : '',
          contracthoursalreq: hourly ? CHECK_WORDS.HOURLY_SALARY : '',
        };
      },

      salaryInfo: (ctx) => {
        const { account } = requireAccount(ctx);
        const { contractType } = parseInput(TypeQuerySchema, ctx.query);
        const type = contractType === 'DIVIDEND' ? 'DAILY_SALARY' : contractType;
        const contract = agents.contract(account.id, type);
        return { contract: contract ? contractValue(contract) : null };
      },

      dividendInfo: (ctx) => {
        const { account } = requireAccount(ctx);
        const contract = agents.contract(account.id, 'DIVIDEND');
        return { contract: contract ? contractValue(contract) : null };
      },

      pendingRequest: (ctx) => {
        const { account } = requireAccount(ctx);
        const { contractType } = parseInput(TypeQuerySchema, ctx.query);
        const request = agents.request(account.id, contractType);
        return { request: request ? requestValue(request) : null };
      },

      /** An agent offers a contract to a member of its team: the member's pending request. */
      applyContract: (ctx) => {
        const { account } = requireAccount(ctx);
        if (!isAgent(account.type)) {
          throw new GatewayError(400, AGENT_GATEWAY_ERRORS.notAgent, 'Non-agents cannot log in');
        }
        const body = parseInput(ApplySchema, ctx.payload);
        if (!agents.team(account.id).some((t) => t.member.id === body.memberId)) {
          throw new GatewayError(
            400,
            AGENT_GATEWAY_ERRORS.notDownline,
            'The member is not your downline',
          );
        }
        const dividend = body.contractType === 'DIVIDEND';
        const request = agents.putRequest(body.memberId, {
          contractType: body.contractType,
          uplineUsername: account.username,
          period: dividend ? (body.period ?? 'MONTH') : null,
          createdAt: Date.now(),
          tiers: body.tiers.map((t, i) => ({
            level: i + 1,
            minTurnoverCents: t.minTurnover,
            minActiveMembers: t.minActiveMembers,
            ...(dividend ? { payRate: t.pay } : { payAmountCents: t.pay }),
          })),
        });
        return requestValue(request);
      },

      processContract: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(ProcessSchema, ctx.payload);
        const pending = agents.request(account.id, body.contractType);
        if (!pending || pending.requestId !== body.requestId) {
          throw new GatewayError(
            400,
            AGENT_GATEWAY_ERRORS.contractRequestNotFound,
            'The contract request does not exist or was already processed',
          );
        }
        const decision = body.action === 'ACCEPT' ? 'ACCEPTED' : 'DECLINED';
        const contract = agents.decide(account.id, body.contractType, decision, Date.now());
        return {
          requestId: body.requestId,
          decision,
          contract: contract ? contractValue(contract) : null,
        };
      },

      history: (ctx) => {
        const { account } = requireAccount(ctx);
        const q = parseInput(HistoryQuerySchema, ctx.query);
        const chosen = agents.history(account.id).filter((h) => h.contractType === q.contractType);
        const { page, totalCount, totalPages } = pageOf(chosen, q.pageNo, q.pageSize);
        return {
          list: page.map((h) => ({
            ...requestValue(h),
            decision: h.decision,
            decidedAt: h.decidedAt,
          })),
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          totalCount,
          totalPages,
        };
      },

      prevAndCurrIncome: (ctx) => {
        const { account } = requireAccount(ctx);
        const { contractType } = parseInput(TypeQuerySchema, ctx.query);
        const list = agents.income(account.id, contractType);
        const run = runningPeriod(contractType, Date.now());
        const open = list.find((r) => r.status === 'PENDING');
        const previous = list.find((r) => r.status !== 'PENDING');
        const length = run.end - run.start;
        return {
          previous: {
            periodStart: previous?.periodStart ?? run.start - length,
            periodEnd: previous?.periodEnd ?? run.start,
            amount: amount(previous?.amountCents ?? 0),
          },
          current: {
            periodStart: open?.periodStart ?? run.start,
            periodEnd: open?.periodEnd ?? run.end,
            amount: amount(open?.amountCents ?? 0),
          },
        };
      },

      currentSalary: (ctx) => {
        const { account } = requireAccount(ctx);
        const { contractType } = parseInput(TypeQuerySchema, ctx.query);
        return current(account.id, contractType === 'DIVIDEND' ? 'DAILY_SALARY' : contractType);
      },

      querySalary: (ctx) => {
        const { account } = requireAccount(ctx);
        const { contractType } = parseInput(TypeQuerySchema, ctx.query);
        return records(
          account.id,
          contractType === 'DIVIDEND' ? 'DAILY_SALARY' : contractType,
          ctx.query,
        );
      },

      currentDividend: (ctx) => {
        const { account } = requireAccount(ctx);
        return current(account.id, 'DIVIDEND');
      },

      queryDividend: (ctx) => {
        const { account } = requireAccount(ctx);
        return records(account.id, 'DIVIDEND', ctx.query);
      },

      /** Pays every payable period into the main wallet, once per request key. */
      payoutDividend: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(PayoutSchema, ctx.payload ?? {});
        return money.once(account.id, body.requestKey && `dividend:${body.requestKey}`, () => {
          const payable = agents
            .income(account.id, 'DIVIDEND')
            .filter((r) => r.status === 'PAYABLE');
          if (payable.length === 0) {
            throw new GatewayError(
              400,
              AGENT_GATEWAY_ERRORS.dividendNotPayable,
              'No dividend to pay',
            );
          }
          const paid = agents.payDividends(account.id);
          money.post(account.id, 'BON', paid.amountCents, 'Dividend payout');
          return {
            amount: amount(paid.amountCents),
            periods: paid.periods,
            balance: amount(money.balance(account.id)),
          };
        });
      },
    };
  },
);
