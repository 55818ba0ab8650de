/**
 * The agents' side (issue 26): the agent centre (team, downlines, rebates, quota groups,
 * transfers, affiliate links, registering a downline, P&L), invite friends (the member's own
 * referral link, the VIP referral rates), and the contract-request check of spec section 6.
 *
 * Writes count against a per-member limit (`AGENT_WRITES_PER_MINUTE`); transfers move money once
 * per request key across replicas (the wallet's once.ts, decision 015), after the BFF has checked
 * the amounts against the agent's balance. The gateway's refusals of these calls become the
 * catalogue's keys (`rebate_out_of_range`, `not_downline`, ...).
 */
import {
  DownlineTransferResultSchema,
  MAX_AFFILIATE_LINKS,
  VIP_REFERRAL_RATES,
  contractCheckApplies,
  parseAmount,
  parseVipLevel,
  rateText,
  registerRuleErrors,
  vipReferralPercent,
  type AffiliateLink,
  type ContractRequests,
  type DownlineTransferResult,
  type RebateProductType,
  type RebateSettings,
  type RegisterDownlineInput,
} from '@app/contracts';
import { resolveLanguage } from '../../lib/language.ts';
import type { Context } from '../../trpc/context.ts';
import { AppError } from '../../trpc/errors.ts';
import { getBalance, getMemberInfo } from '../member/member.service.ts';
import { getRegisterRules, getStatus } from '../system/system.service.ts';
import { memberOf, once } from '../wallet/once.ts';
import {
  agentRefusalOf,
  deleteAffiliateLink,
  fetchAffiliateLinks,
  fetchContractCheck,
  fetchCustomerRebates,
  fetchDownline,
  fetchDownlines,
  fetchGlobalRebates,
  fetchMemberPnl,
  fetchQuotaGroups,
  fetchSubordinates,
  fetchTeamKpi,
  postAffiliateLink,
  postRebates,
  postRegisterDownline,
  postTransfer,
  postTransferMany,
} from './agent.upstream.ts';

type GatewayContext = Pick<Context, 'gateway'>;
type WriteContext = Pick<Context, 'gateway' | 'store' | 'session' | 'limits'>;
type LinkContext = Pick<Context, 'gateway' | 'store' | 'session' | 'limits' | 'host' | 'origin'>;

/**
 * Counts a write of the agents' side (rebates, links, transfers, contract answers) against the
 * member's named limit (`RATE_LIMIT_AGENT_WRITES_PER_MEMBER_PER_MIN`), shared by the replicas:
 * past it 429 `too_many_requests` with `Retry-After`; without its store, `try_again_shortly`.
 */
export async function countAgentWrite(ctx: Pick<Context, 'limits' | 'session'>): Promise<void> {
  await ctx.limits.check('agentWritesPerMember', await memberOf(ctx));
}

/** Runs a gateway call, turning the agents' refusals into the catalogue's keys. */
export async function withAgentRefusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const appCode = agentRefusalOf(error);
    if (!appCode) throw error;
    throw new AppError(appCode === 'no_permission' ? 'FORBIDDEN' : 'BAD_REQUEST', appCode, {
      cause: error,
    });
  }
}

/* ------------------------------------------------------------------------------- the team */

/** The team's head counts and its money over a period (the gateway's default: this month). */
export function getTeamKpi(
  ctx: GatewayContext,
  period: { startDate?: string | undefined; endDate?: string | undefined },
) {
  return fetchTeamKpi(ctx.gateway, period);
}

export async function getSubordinates(ctx: GatewayContext) {
  return { levels: await fetchSubordinates(ctx.gateway) };
}

/** A search reaches the whole team; otherwise one member's (or the agent's) direct downlines. */
export function getDownlines(ctx: GatewayContext, input: Parameters<typeof fetchDownlines>[1]) {
  return withAgentRefusals(() => fetchDownlines(ctx.gateway, input));
}

export function getDownline(ctx: GatewayContext, memberId: number) {
  return withAgentRefusals(() => fetchDownline(ctx.gateway, memberId));
}

/* ---------------------------------------------------------------------------------- rebates */

/**
 * Per product type: the merchant's range, the agent's own rate, and so the range a downline's
 * rate may take; with a member, that downline's current rates.
 */
export async function getRebates(ctx: GatewayContext, memberId?: number): Promise<RebateSettings> {
  const [global, own, current] = await withAgentRefusals(() =>
    Promise.all([
      fetchGlobalRebates(ctx.gateway),
      fetchCustomerRebates(ctx.gateway),
      memberId === undefined ? Promise.resolve(null) : fetchCustomerRebates(ctx.gateway, memberId),
    ]),
  );
  const text = rateText;
  return {
    products: global.map((g) => {
      const ownRate = own[g.productType] ?? 0;
      const max = Math.max(g.minRate, Math.min(g.maxRate, ownRate));
      const currentRate = current?.[g.productType];
      return {
        productType: g.productType,
        globalMin: text(g.minRate),
        globalMax: text(g.maxRate),
        own: text(ownRate),
        min: text(g.minRate),
        max: text(max),
        current: currentRate === undefined ? null : text(currentRate),
      };
    }),
  };
}

/**
 * Sends the new rates; the gateway is the authority on the limits and refuses a rate outside
 * them (`rebate_out_of_range`): the page shows the limits beforehand from `getRebates`.
 */
export async function updateRebates(
  ctx: WriteContext,
  input: { memberId: number; rebates: { productType: RebateProductType; rate: string }[] },
): Promise<{ ok: true }> {
  await countAgentWrite(ctx);
  const rebates = input.rebates.map((r) => ({
    productType: r.productType,
    rate: parseAmount(r.rate) ?? 0,
  }));
  await withAgentRefusals(() => postRebates(ctx.gateway, input.memberId, rebates));
  return { ok: true };
}

export async function getQuotaGroups(ctx: GatewayContext) {
  return { groups: await fetchQuotaGroups(ctx.gateway) };
}

/* -------------------------------------------------------------------------------- transfers */

/** The amounts in minor units, refused when together they exceed the agent's balance. */
async function checkedAmounts<T extends { amount: string }>(
  ctx: GatewayContext,
  transfers: T[],
): Promise<(T & { minor: number })[]> {
  const withMinor = transfers.map((t) => ({ ...t, minor: parseAmount(t.amount) ?? 0 }));
  const total = withMinor.reduce((sum, t) => sum + t.minor, 0);
  const balance = parseAmount((await getBalance(ctx)).sumBalance) ?? 0;
  if (total > balance) {
    throw new AppError('BAD_REQUEST', 'balance_insufficient', {
      fieldErrors: { amount: ['validation.amountBalance'] },
    });
  }
  return withMinor;
}

/** Money to one downline, once per request key. */
export async function transfer(
  ctx: WriteContext,
  input: { memberId: number; amount: string; requestKey: string },
): Promise<DownlineTransferResult> {
  await countAgentWrite(ctx);
  const member = await memberOf(ctx);
  return once(
    ctx.store,
    `agent-transfer:${member}`,
    input.requestKey,
    DownlineTransferResultSchema,
    async () => {
      const [checked] = await checkedAmounts(ctx, [input]);
      const minor = checked?.minor ?? 0;
      return withAgentRefusals(() =>
        postTransfer(ctx.gateway, input.memberId, minor, input.requestKey),
      );
    },
  );
}

/** Money to several downlines, all or nothing, once per request key. */
export async function transferMany(
  ctx: WriteContext,
  input: { transfers: { memberId: number; amount: string }[]; requestKey: string },
): Promise<DownlineTransferResult> {
  await countAgentWrite(ctx);
  const member = await memberOf(ctx);
  return once(
    ctx.store,
    `agent-transfer-many:${member}`,
    input.requestKey,
    DownlineTransferResultSchema,
    async () => {
      const checked = await checkedAmounts(ctx, input.transfers);
      return withAgentRefusals(() =>
        postTransferMany(
          ctx.gateway,
          checked.map((t) => ({ memberId: t.memberId, minor: t.minor })),
          input.requestKey,
        ),
      );
    },
  );
}

/* ------------------------------------------------------------------------- affiliate links */

export async function getAffiliateLinks(ctx: LinkContext) {
  const links = await withAgentRefusals(() =>
    fetchAffiliateLinks(ctx.gateway, ctx.host, ctx.origin),
  );
  return { links, max: MAX_AFFILIATE_LINKS };
}

export async function createAffiliateLink(
  ctx: LinkContext,
  input: { type: 'player' | 'agent'; remark?: string | undefined },
): Promise<AffiliateLink> {
  await countAgentWrite(ctx);
  return withAgentRefusals(() => postAffiliateLink(ctx.gateway, input, ctx.host, ctx.origin));
}

export async function removeAffiliateLink(ctx: WriteContext, id: number): Promise<{ ok: true }> {
  await countAgentWrite(ctx);
  await withAgentRefusals(() => deleteAffiliateLink(ctx.gateway, id));
  return { ok: true };
}

/**
 * Invite friends: the member's own referral link (the first player link; an agent without one
 * gets one made) and the share its VIP level earns (spec section 9).
 */
export async function getReferral(ctx: LinkContext & Pick<Context, 'cache' | 'config' | 'log'>) {
  const [links, info] = await Promise.all([
    fetchAffiliateLinks(ctx.gateway, ctx.host, ctx.origin),
    getMemberInfo(ctx),
  ]);
  const link =
    links.find((l) => l.type === 'player') ??
    (await postAffiliateLink(ctx.gateway, { type: 'player' }, ctx.host, ctx.origin));
  const vipLevel = parseVipLevel(info?.vipLabel) ?? 0;
  return { code: link.code, url: link.url, vipLevel, percent: vipReferralPercent(vipLevel) };
}

/** Spec section 9's referral rates, as data (for visitors too). */
export function getReferralRates() {
  return { rates: VIP_REFERRAL_RATES.map((r) => ({ ...r })) };
}

/* ------------------------------------------------------------------- registering a downline */

/**
 * A downline registered by the agent: the player registration's per-field rules (the same
 * function the form uses), then the encrypted wpsRegAff with the agent as recommender. The new
 * member is not signed in: the agent stays who they are.
 */
export async function registerDownline(
  ctx: WriteContext & Pick<Context, 'cache' | 'config' | 'log'>,
  input: RegisterDownlineInput,
): Promise<{ memberId: number; username: string }> {
  const language = await resolveLanguage(input.language, () => ctx.session.load());
  const rules = await getRegisterRules(ctx, language);
  const fieldErrors = registerRuleErrors(
    {
      method: 'username',
      username: input.username,
      password: input.password,
      mobile: input.mobile,
      email: input.email,
      affiliateCode: undefined,
    },
    rules,
  );
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('BAD_REQUEST', 'invalid_input', { fieldErrors });
  }
  return withAgentRefusals(() =>
    postRegisterDownline(ctx.gateway, {
      username: input.username,
      password: input.password,
      confirmPassword: input.confirmPassword,
      type: input.kind === 'agent' ? 2 : 0,
      registerMethod: 'H5',
      ...(input.mobile ? { mobileNum: input.mobile } : {}),
      ...(input.dialingCode ? { countryDialingCode: input.dialingCode } : {}),
      ...(input.email ? { email: input.email } : {}),
      ...(input.nickname ? { nickname: input.nickname } : {}),
    }),
  );
}

/* -------------------------------------------------------------------------------- reports */

export function getMemberPnl(ctx: GatewayContext, input: Parameters<typeof fetchMemberPnl>[1]) {
  return fetchMemberPnl(ctx.gateway, input);
}

/* ------------------------------------------------------------- the contract-request check */

/**
 * Spec section 6: when AGENTPOLICY3 is on and the member's type is not 4, 40, 41 or 42, ask the
 * gateway which contract requests wait; otherwise no gateway call at all (`checked: false`).
 */
export async function getContractRequests(
  ctx: Pick<Context, 'gateway' | 'cache' | 'config' | 'log' | 'session'>,
): Promise<ContractRequests> {
  const session = await ctx.session.load();
  if (!contractCheckApplies(session?.type)) return { checked: false, pending: [] };
  const language = await resolveLanguage(undefined, () => Promise.resolve(session));
  const status = await getStatus(ctx, language);
  if (status.whitelabel.AGENTPOLICY3 !== true) return { checked: false, pending: [] };
  return { checked: true, pending: await fetchContractCheck(ctx.gateway) };
}
