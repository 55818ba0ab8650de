/**
 * The agent centre at the gateway (issue 26): gateway field names to the contracts' shapes.
 * Amounts arrive as minor units (GatewayAmountSchema) and leave as two-decimal texts; rates as
 * hundredths of a percent, leaving as percent texts.
 */
import {
  AGENT_GATEWAY_ERRORS,
  amountText,
  isAgent,
  rateText,
  type AffiliateLink,
  type Downline,
  type GatewayRegisterDownlinePayload,
  type RebateProductType,
  type TeamKpi,
} from '@app/contracts';
import type { z } from 'zod';
import type { GatewayDownlineRowSchema } from '@app/contracts';
import { UpstreamError } from '../../upstream/errors.ts';
import type { Gateway } from '../../upstream/gateway.ts';
import { ENDPOINTS } from './agent.endpoints.ts';

type GatewayDownlineRow = z.infer<typeof GatewayDownlineRowSchema>;

/** The gateway's refusal keys of these calls (ours, the sandbox's): the catalogue's key. */
export const AGENT_REFUSALS = {
  [AGENT_GATEWAY_ERRORS.notAgent]: 'no_permission',
  [AGENT_GATEWAY_ERRORS.notDownline]: 'not_downline',
  [AGENT_GATEWAY_ERRORS.rebateOutOfRange]: 'rebate_out_of_range',
  [AGENT_GATEWAY_ERRORS.affiliateLinkLimit]: 'affiliate_link_limit',
  [AGENT_GATEWAY_ERRORS.affiliateLinkNotFound]: 'affiliate_link_not_found',
  [AGENT_GATEWAY_ERRORS.contractRequestNotFound]: 'contract_request_gone',
  [AGENT_GATEWAY_ERRORS.dividendNotPayable]: 'dividend_not_payable',
} as const;
export type AgentRefusal = (typeof AGENT_REFUSALS)[keyof typeof AGENT_REFUSALS];

/** The catalogue key of a gateway refusal of these calls, if it is one of theirs. */
export function agentRefusalOf(error: unknown): AgentRefusal | undefined {
  if (!(error instanceof UpstreamError) || error.kind !== 'business' || !error.errorCode) {
    return undefined;
  }
  return (AGENT_REFUSALS as Record<string, AgentRefusal>)[error.errorCode];
}

export async function fetchTeamKpi(
  gateway: Gateway,
  period: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<TeamKpi> {
  const query = {
    ...(period.startDate ? { startDate: period.startDate } : {}),
    ...(period.endDate ? { endDate: period.endDate } : {}),
  };
  const [a, b] = await Promise.all([
    gateway.call(ENDPOINTS.teamKpiA),
    gateway.call(ENDPOINTS.teamKpiB, { query }),
  ]);
  return {
    members: { total: a.teamSize, direct: a.directCount, active: a.activeCount, new: a.newCount },
    deposit: amountText(b.deposit),
    withdrawal: amountText(b.withdrawal),
    validBet: amountText(b.validBet),
    winLoss: amountText(b.winLoss),
    rebate: amountText(b.rebate),
  };
}

export async function fetchSubordinates(gateway: Gateway) {
  const { list } = await gateway.call(ENDPOINTS.subordinates);
  return list.map((l) => ({ level: l.level, count: l.count, active: l.activeCount }));
}

function downline(row: GatewayDownlineRow): Downline {
  return {
    memberId: row.memberId,
    username: row.username,
    nickname: row.nickname ?? null,
    type: row.type,
    isAgent: isAgent(row.type),
    level: row.level,
    parentUsername: row.parentUsername ?? null,
    active: row.status === 'ACTIVE',
    registeredAt: row.registeredAt,
    lastLoginAt: row.lastLoginAt ?? null,
    balance: amountText(row.balance),
    downlines: row.directCount,
  };
}

export async function fetchDownlines(
  gateway: Gateway,
  q: {
    search?: string | undefined;
    parentId?: number | undefined;
    status: 'all' | 'active' | 'inactive';
    page: number;
    pageSize: number;
  },
) {
  const value = await gateway.call(ENDPOINTS.downlines, {
    query: {
      pageNo: q.page,
      pageSize: q.pageSize,
      ...(q.search ? { username: q.search } : {}),
      ...(q.parentId ? { parentId: q.parentId } : {}),
      ...(q.status === 'all' ? {} : { status: q.status === 'active' ? 'ACTIVE' : 'INACTIVE' }),
    },
  });
  return {
    items: value.list.map(downline),
    page: value.pageNo,
    totalPages: value.totalPages,
    total: value.totalCount,
  };
}

export async function fetchDownline(gateway: Gateway, memberId: number) {
  const value = await gateway.call(ENDPOINTS.downline, { query: { memberId } });
  return {
    ...downline(value),
    rebates: value.rebates.map((r) => ({ productType: r.productType, rate: rateText(r.rate) })),
    deposit: amountText(value.deposit),
    withdrawal: amountText(value.withdrawal),
    validBet: amountText(value.validBet),
    winLoss: amountText(value.winLoss),
  };
}

/** Rates in hundredths of a percent, by product type. */
export type Rates = Partial<Record<RebateProductType, number>>;

export async function fetchGlobalRebates(gateway: Gateway) {
  const { list } = await gateway.call(ENDPOINTS.globalRebates, { query: {} });
  return list;
}

/** The caller's own rates, or a downline's. */
export async function fetchCustomerRebates(gateway: Gateway, memberId?: number): Promise<Rates> {
  const { list } = await gateway.call(ENDPOINTS.customerRebates, {
    query: memberId === undefined ? {} : { memberId },
  });
  return Object.fromEntries(list.map((r) => [r.productType, r.rate]));
}

export async function fetchQuotaGroups(gateway: Gateway) {
  const { list } = await gateway.call(ENDPOINTS.quotaGroups, { query: {} });
  return list.map((g) => ({
    productType: g.productType,
    name: g.groupName,
    rate: rateText(g.rate),
    quota: g.quota,
    used: g.used,
    left: Math.max(0, g.quota - g.used),
  }));
}

export async function postRebates(
  gateway: Gateway,
  memberId: number,
  rebates: { productType: RebateProductType; rate: number }[],
): Promise<void> {
  await gateway.call(ENDPOINTS.updateRebates, {
    body: { memberId, rebates: rebates.map((r) => ({ ...r, rate: rateText(r.rate) })) },
  });
}

function transferResult(value: Awaited<ReturnType<typeof postTransferOne>>) {
  return {
    total: amountText(value.total),
    balance: amountText(value.balance),
    transfers: value.transfers.map((t) => ({ memberId: t.memberId, amount: amountText(t.amount) })),
  };
}

function postTransferOne(gateway: Gateway, memberId: number, minor: number, requestKey: string) {
  return gateway.call(ENDPOINTS.transferDownline, {
    body: { memberId, amount: amountText(minor), requestKey },
  });
}

export async function postTransfer(
  gateway: Gateway,
  memberId: number,
  minor: number,
  requestKey: string,
) {
  return transferResult(await postTransferOne(gateway, memberId, minor, requestKey));
}

export async function postTransferMany(
  gateway: Gateway,
  transfers: { memberId: number; minor: number }[],
  requestKey: string,
) {
  const value = await gateway.call(ENDPOINTS.transferMultipleDownline, {
    body: {
      transfers: transfers.map((t) => ({ memberId: t.memberId, amount: amountText(t.minor) })),
      requestKey,
    },
  });
  return transferResult(value);
}

/**
 * The links, their address on this site (`origin`): the registration with the link's code.
 * The gateway's own `url` names the domain it was given; the page gets the site's.
 */
function link(
  value: {
    id: number;
    code: string;
    type: 'PLAYER' | 'AGENT';
    remark?: string | null | undefined;
    registrations: number;
    createdAt: number;
  },
  origin: string,
): AffiliateLink {
  return {
    id: value.id,
    code: value.code,
    url: `${origin}/m/register?affiliateCode=${encodeURIComponent(value.code)}`,
    type: value.type === 'AGENT' ? 'agent' : 'player',
    remark: value.remark ?? null,
    registrations: value.registrations,
    createdAt: value.createdAt,
  };
}

export async function fetchAffiliateLinks(gateway: Gateway, host: string, origin: string) {
  const { list } = await gateway.call(ENDPOINTS.viewAffUrls, { query: { domain: host } });
  return list.map((l) => link(l, origin));
}

export async function postAffiliateLink(
  gateway: Gateway,
  input: { type: 'player' | 'agent'; remark?: string | undefined },
  host: string,
  origin: string,
) {
  const value = await gateway.call(ENDPOINTS.createAffUrl, {
    body: {
      type: input.type === 'agent' ? 'AGENT' : 'PLAYER',
      ...(input.remark ? { remark: input.remark } : {}),
      domain: host,
    },
  });
  return link(value, origin);
}

export async function deleteAffiliateLink(gateway: Gateway, id: number): Promise<void> {
  await gateway.call(ENDPOINTS.deleteAffUrl, { body: { id } });
}

export async function postRegisterDownline(
  gateway: Gateway,
  payload: GatewayRegisterDownlinePayload,
) {
  const value = await gateway.call(ENDPOINTS.regAff, { body: payload });
  return { memberId: value.memberId, username: value.username };
}

export async function fetchMemberPnl(
  gateway: Gateway,
  q: {
    startDate?: string | undefined;
    endDate?: string | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const value = await gateway.call(ENDPOINTS.memberPnl, {
    query: {
      pageNo: q.page,
      pageSize: q.pageSize,
      ...(q.startDate ? { startDate: q.startDate } : {}),
      ...(q.endDate ? { endDate: q.endDate } : {}),
      ...(q.search ? { username: q.search } : {}),
    },
  });
  const figures = (f: (typeof value)['summary']) => ({
    deposit: amountText(f.deposit),
    withdrawal: amountText(f.withdrawal),
    validBet: amountText(f.validBet),
    payout: amountText(f.payout),
    winLoss: amountText(f.winLoss),
    rebate: amountText(f.rebate),
  });
  return {
    items: value.list.map((r) => ({ memberId: r.memberId, username: r.username, ...figures(r) })),
    page: value.pageNo,
    totalPages: value.totalPages,
    total: value.totalCount,
    summary: figures(value.summary),
  };
}

/** Spec section 6: the kinds of contract whose request waits (a non-empty field). */
export async function fetchContractCheck(
  gateway: Gateway,
): Promise<('salary' | 'dividend' | 'hourly')[]> {
  const value = await gateway.call(ENDPOINTS.contractCheck);
  const kinds: ('salary' | 'dividend' | 'hourly')[] = [];
  if (value.dailysalreqtype) kinds.push('salary');
  if (value.divtypecompperiodreq) kinds.push('dividend');
  if (value.contracthoursalreq) kinds.push('hourly');
  return kinds;
}
