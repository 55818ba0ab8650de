/**
 * The salary (daily), dividend and hourly contracts (issue 26): any real member who has one
 * (types 0, 1, 2; the trial player 403 `free_reject`, spec section 6's check applies to them
 * all); `offer` is an agent's (`agentProcedure`). Each takes the contract's `kind`: `salary`,
 * `dividend` or `hourly`.
 */
import {
  ContractDecisionInputSchema,
  ContractDecisionSchema,
  ContractHistoryInputSchema,
  ContractHistorySchema,
  ContractIncomeSchema,
  ContractKindInputSchema,
  ContractRecordsInputSchema,
  ContractRecordsSchema,
  ContractRequestSchema,
  CurrentContractSchema,
  DividendPayoutInputSchema,
  DividendPayoutSchema,
  OfferContractInputSchema,
  PendingContractSchema,
} from '@app/contracts';
import { agentProcedure, realMemberProcedureRefusing, router } from '../../trpc/init.ts';
import {
  decide,
  getCurrent,
  getHistory,
  getIncome,
  getPending,
  getRecords,
  offer,
  payout,
} from './contracts.service.ts';

const realMember = realMemberProcedureRefusing('free_reject');

export const contractsRouter = router({
  /** The current contract and its terms (tiers), or null. */
  current: realMember
    .input(ContractKindInputSchema)
    .output(CurrentContractSchema)
    .query(({ ctx, input }) => getCurrent(ctx, input.kind)),
  /** The request waiting for the member's answer, or null. */
  pending: realMember
    .input(ContractKindInputSchema)
    .output(PendingContractSchema)
    .query(({ ctx, input }) => getPending(ctx, input.kind)),
  accept: realMember
    .input(ContractDecisionInputSchema)
    .output(ContractDecisionSchema)
    .mutation(({ ctx, input }) => decide(ctx, input, true)),
  decline: realMember
    .input(ContractDecisionInputSchema)
    .output(ContractDecisionSchema)
    .mutation(({ ctx, input }) => decide(ctx, input, false)),
  /** Decided requests, newest first, 20 a page. */
  history: realMember
    .input(ContractHistoryInputSchema)
    .output(ContractHistorySchema)
    .query(({ ctx, input }) => getHistory(ctx, input)),
  /** Previous and current period's income, and the running period's figures. */
  income: realMember
    .input(ContractKindInputSchema)
    .output(ContractIncomeSchema)
    .query(({ ctx, input }) => getIncome(ctx, input.kind)),
  /** Settled and open periods (days, hours or dividend periods), 20 a page. */
  records: realMember
    .input(ContractRecordsInputSchema)
    .output(ContractRecordsSchema)
    .query(({ ctx, input }) => getRecords(ctx, input)),
  /** The payable dividend into the main wallet, once per requestKey. */
  payout: realMember
    .input(DividendPayoutInputSchema)
    .output(DividendPayoutSchema)
    .mutation(({ ctx, input }) => payout(ctx, input.requestKey)),
  /** An agent offers a contract to a member of its team. */
  offer: agentProcedure
    .input(OfferContractInputSchema)
    .output(ContractRequestSchema)
    .mutation(({ ctx, input }) => offer(ctx, input)),
});
