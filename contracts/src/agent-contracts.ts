/**
 * The salary (daily), dividend and hourly contracts (issue 26; spec sections 6 and 7 "Dividend
 * and salary"), open to any real member (types 0, 1, 2) who has one, and the contract-request
 * check of spec section 6. Gateway shapes ours where the spec gives none (docs/gateway.md
 * "Agents"); the spec gives only the check's three fields.
 *
 * A contract is offered by the upline (`applyContractDailySal`), waits as the member's pending
 * request (`getContracDailySalReq`) until the member accepts or declines it
 * (`processDailySalContract`); an accepted one becomes the current contract (`…Info`), and every
 * decision is in the history (`getDailySalContractHist`). Income: the previous and current
 * period (`ODS2_AgentPrevAndCurrIncome`), today's salary (`CurrentDailySalary`) or the current
 * dividend (`ODSFE2_CurrentDividend`), the records (`QueryDailySalary`, `QueryDividend`), and
 * the payout of a payable dividend (`PayoutDividend`).
 */
import { z } from 'zod';
import { GatewayRateSchema, RateTextSchema } from './agent.ts';
import { AmountTextSchema, GatewayAmountSchema, RequestKeySchema, pageOf } from './wallet.ts';

/** A decimal amount or rate a form sends: at most two decimals. */
const DECIMAL_TEXT = /^(0|[1-9]\d{0,6})(\.\d{1,2})?$/;

/** The three kinds, as the page names them and as the gateway does (`contractType`). */
export const CONTRACT_KINDS = ['salary', 'dividend', 'hourly'] as const;
export const ContractKindSchema = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof ContractKindSchema>;

export const GATEWAY_CONTRACT_TYPES = {
  salary: 'DAILY_SALARY',
  dividend: 'DIVIDEND',
  hourly: 'HOURLY_SALARY',
} as const satisfies Record<ContractKind, string>;
export const GatewayContractTypeSchema = z.enum(['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY']);
export type GatewayContractType = z.infer<typeof GatewayContractTypeSchema>;

export function contractKindOf(type: GatewayContractType): ContractKind {
  return type === 'DIVIDEND' ? 'dividend' : type === 'HOURLY_SALARY' ? 'hourly' : 'salary';
}

/** How often a dividend is settled (the check's `divtypecompperiodreq` names it). */
export const DividendPeriodSchema = z.enum(['HALF_MONTH', 'MONTH']);

// The check's excluded member types (CONTRACT_CHECK_EXCLUDED_TYPES, contractCheckApplies) are
// in member-rules.ts: the web app's layout asks them on its first-load path, zod-free.

/* ------------------------------------------------------------------------- gateway shapes */

/**
 * One tier of a contract: reached with `minTurnover` of the team's valid bets (a day, an hour,
 * or for a dividend the period's net loss) and `minActiveMembers` active members; pays
 * `payAmount` (salary, hourly) or `payRate` percent of the net loss (dividend).
 */
export const GatewayContractTierSchema = z.object({
  level: z.coerce.number().int(),
  minTurnover: GatewayAmountSchema,
  minActiveMembers: z.coerce.number().int(),
  payAmount: GatewayAmountSchema.nullish(),
  payRate: GatewayRateSchema.nullish(),
});

export const GatewayContractSchema = z.object({
  contractId: z.coerce.number().int(),
  contractType: GatewayContractTypeSchema,
  uplineUsername: z.string().nullish(),
  period: DividendPeriodSchema.nullish(),
  startedAt: z.number(),
  tiers: z.array(GatewayContractTierSchema),
});

/** MCS2_getContractDailySalInfo, MCS2_getContractDividendInfo: the current contract or null. */
export const GatewayContractInfoSchema = z.object({ contract: GatewayContractSchema.nullable() });

export const GatewayContractRequestSchema = z.object({
  requestId: z.coerce.number().int(),
  contractType: GatewayContractTypeSchema,
  uplineUsername: z.string().nullish(),
  period: DividendPeriodSchema.nullish(),
  createdAt: z.number(),
  tiers: z.array(GatewayContractTierSchema),
});

/** getContracDailySalReq: the pending request of that type, or null. */
export const GatewayContractRequestValueSchema = z.object({
  request: GatewayContractRequestSchema.nullable(),
});

/** processDailySalContract: what became of the request (and the contract, when accepted). */
export const GatewayContractDecisionSchema = z.object({
  requestId: z.coerce.number().int(),
  decision: z.enum(['ACCEPTED', 'DECLINED']),
  contract: GatewayContractSchema.nullable(),
});

/** getDailySalContractHist: a page of decided requests, newest first. */
export const GatewayContractHistorySchema = z.object({
  list: z.array(
    GatewayContractRequestSchema.extend({
      decision: z.enum(['ACCEPTED', 'DECLINED']),
      decidedAt: z.number(),
    }),
  ),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

const GatewayIncomePeriodSchema = z.object({
  periodStart: z.number(),
  periodEnd: z.number(),
  amount: GatewayAmountSchema,
});

/** ODS2_AgentPrevAndCurrIncome: the previous and the current period's income of a type. */
export const GatewayPrevAndCurrIncomeSchema = z.object({
  previous: GatewayIncomePeriodSchema,
  current: GatewayIncomePeriodSchema,
});

/**
 * CurrentDailySalary (and, per hour, for the hourly contract) and ODSFE2_CurrentDividend: the
 * running period's figures and the tier they reach.
 */
export const GatewayCurrentIncomeSchema = z.object({
  periodStart: z.number(),
  periodEnd: z.number(),
  turnover: GatewayAmountSchema,
  activeMembers: z.coerce.number().int(),
  level: z.coerce.number().int().nullable(),
  amount: GatewayAmountSchema,
});

const IncomeStatusSchema = z.enum(['PAID', 'PAYABLE', 'PENDING']);

/** QueryDailySalary, ODSFE2_QueryDividend: a page of settled and open periods. */
export const GatewayIncomeRecordsSchema = z.object({
  list: z.array(
    z.object({
      periodStart: z.number(),
      periodEnd: z.number(),
      turnover: GatewayAmountSchema,
      activeMembers: z.coerce.number().int(),
      amount: GatewayAmountSchema,
      status: IncomeStatusSchema,
    }),
  ),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

/** PayoutDividend: what was paid into the main wallet. */
export const GatewayDividendPayoutSchema = z.object({
  amount: GatewayAmountSchema,
  periods: z.coerce.number().int(),
  balance: GatewayAmountSchema,
});

/** The contract-request check (spec sections 3 and 6): a non-empty field means one is pending. */
export const GatewayContractCheckSchema = z.object({
  dailysalreqtype: z.string().nullish(),
  divtypecompperiodreq: z.string().nullish(),
  contracthoursalreq: z.string().nullish(),
});

/* ------------------------------------------------------------------------- procedure shapes */

export const ContractKindInputSchema = z.object({ kind: ContractKindSchema });

export const ContractTierSchema = z.object({
  level: z.number().int(),
  minTurnover: AmountTextSchema,
  minActiveMembers: z.number().int(),
  payAmount: AmountTextSchema.nullable(),
  payRate: RateTextSchema.nullable(),
});

export const ContractSchema = z.object({
  id: z.number().int(),
  kind: ContractKindSchema,
  upline: z.string().nullable(),
  period: DividendPeriodSchema.nullable(),
  startedAt: z.number(),
  tiers: z.array(ContractTierSchema),
});
export type Contract = z.infer<typeof ContractSchema>;

/** contracts.current */
export const CurrentContractSchema = z.object({ contract: ContractSchema.nullable() });

export const ContractRequestSchema = z.object({
  id: z.number().int(),
  kind: ContractKindSchema,
  upline: z.string().nullable(),
  period: DividendPeriodSchema.nullable(),
  createdAt: z.number(),
  tiers: z.array(ContractTierSchema),
});

/** contracts.pending */
export const PendingContractSchema = z.object({ request: ContractRequestSchema.nullable() });

/** contracts.accept, contracts.decline */
export const ContractDecisionInputSchema = z.object({
  kind: ContractKindSchema,
  requestId: z.number().int().positive(),
});
export const ContractDecisionSchema = z.object({
  decision: z.enum(['accepted', 'declined']),
  contract: ContractSchema.nullable(),
});

/** contracts.history */
/** A page, 1-based (`cursor`, as an infinite query names it). */
const PageCursorSchema = z.number().int().min(1).max(10_000).default(1);

export const ContractHistoryInputSchema = z.object({
  kind: ContractKindSchema,
  cursor: PageCursorSchema,
});
export const ContractHistorySchema = pageOf(
  ContractRequestSchema.extend({
    decision: z.enum(['accepted', 'declined']),
    decidedAt: z.number(),
  }),
);

const IncomePeriodSchema = z.object({
  start: z.number(),
  end: z.number(),
  amount: AmountTextSchema,
});

/** contracts.income: previous and current period, and the running one's figures. */
export const ContractIncomeSchema = z.object({
  previous: IncomePeriodSchema,
  current: IncomePeriodSchema,
  running: z.object({
    start: z.number(),
    end: z.number(),
    turnover: AmountTextSchema,
    activeMembers: z.number().int(),
    level: z.number().int().nullable(),
    amount: AmountTextSchema,
  }),
});

/** contracts.records */
export const ContractRecordsInputSchema = z.object({
  kind: ContractKindSchema,
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
    .optional(),
  cursor: PageCursorSchema,
});
export const ContractRecordsSchema = pageOf(
  z.object({
    start: z.number(),
    end: z.number(),
    turnover: AmountTextSchema,
    activeMembers: z.number().int(),
    amount: AmountTextSchema,
    status: z.enum(['paid', 'payable', 'pending']),
  }),
);

/** contracts.payout: the payable dividend into the main wallet, once per requestKey. */
export const DividendPayoutInputSchema = z.object({ requestKey: RequestKeySchema });
export const DividendPayoutSchema = z.object({
  amount: AmountTextSchema,
  periods: z.number().int(),
  balance: AmountTextSchema,
});

/** agent.offerContract: an agent offers a contract to one of its downlines. */
export const OfferContractInputSchema = z.object({
  memberId: z.number().int().positive(),
  kind: ContractKindSchema,
  period: DividendPeriodSchema.optional(),
  tiers: z
    .array(
      z.object({
        minTurnover: z.string().trim().regex(DECIMAL_TEXT, 'validation.amount'),
        minActiveMembers: z.number().int().min(0).max(10_000),
        pay: z.string().trim().regex(DECIMAL_TEXT, 'validation.amount'),
      }),
    )
    .min(1, 'validation.required')
    .max(10, 'validation.invalid'),
});

/** agent.contractRequests: which contract screens have a request waiting (spec section 6). */
export const ContractRequestsSchema = z.object({
  /** False when no gateway call was made: the flag is off or the member's type is excluded. */
  checked: z.boolean(),
  pending: z.array(ContractKindSchema),
});
export type ContractRequests = z.infer<typeof ContractRequestsSchema>;
