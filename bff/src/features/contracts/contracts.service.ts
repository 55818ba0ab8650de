/**
 * The salary (daily), dividend and hourly contracts (issue 26; spec sections 6 and 7): the
 * current contract and its terms, the pending request and the member's answer, the history, the
 * income and its records, and the dividend payout (money: once per request key, decision 015).
 * Open to any real member who has a contract; an agent may offer one to a downline. Answers and
 * offers count against the agents' per-member write limit.
 */
import { DividendPayoutSchema, type ContractKind } from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import { countAgentWrite, withAgentRefusals } from '../agent/agent.service.ts';
import { memberOf, once } from '../wallet/once.ts';
import {
  fetchCurrent,
  fetchHistory,
  fetchIncome,
  fetchPending,
  fetchRecords,
  postDecision,
  postOffer,
  postPayout,
} from './contracts.upstream.ts';

type GatewayContext = Pick<Context, 'gateway'>;
type WriteContext = Pick<Context, 'gateway' | 'store' | 'session' | 'limits'>;

export function getCurrent(ctx: GatewayContext, kind: ContractKind) {
  return fetchCurrent(ctx.gateway, kind);
}

export function getPending(ctx: GatewayContext, kind: ContractKind) {
  return fetchPending(ctx.gateway, kind);
}

/**
 * Accepts or declines the pending request; one no longer waiting (answered elsewhere, replaced)
 * is `contract_request_gone`.
 */
export async function decide(
  ctx: WriteContext,
  input: { kind: ContractKind; requestId: number },
  accept: boolean,
) {
  await countAgentWrite(ctx);
  return withAgentRefusals(() => postDecision(ctx.gateway, input.kind, input.requestId, accept));
}

export function getHistory(ctx: GatewayContext, input: { kind: ContractKind; cursor: number }) {
  return fetchHistory(ctx.gateway, input.kind, input.cursor);
}

export function getIncome(ctx: GatewayContext, kind: ContractKind) {
  return fetchIncome(ctx.gateway, kind);
}

export function getRecords(ctx: GatewayContext, input: Parameters<typeof fetchRecords>[1]) {
  return fetchRecords(ctx.gateway, input);
}

/** Every payable dividend period into the main wallet, once per request key. */
export async function payout(ctx: WriteContext, requestKey: string) {
  await countAgentWrite(ctx);
  const member = await memberOf(ctx);
  return once(ctx.store, `dividend-payout:${member}`, requestKey, DividendPayoutSchema, () =>
    withAgentRefusals(() => postPayout(ctx.gateway, requestKey)),
  );
}

/** An agent offers a contract to a member of its team: that member's pending request. */
export async function offer(ctx: WriteContext, input: Parameters<typeof postOffer>[1]) {
  await countAgentWrite(ctx);
  return withAgentRefusals(() => postOffer(ctx.gateway, input));
}
