/**
 * The agent centre's calls (issue 26; spec section 7 "Agent"; shapes ours, docs/gateway.md
 * "Agents"): team KPIs, the team by level, downlines (search, paging, drill-down) and one
 * downline, rebate limits and updates (refused outside the limits), quota groups, transfers to
 * downlines (once per request key, all or nothing), affiliate links, registering a downline, and
 * the member P&L report. A relay named by the spec without its prefix takes the prefix of the
 * name before it in the spec's list (ODSFE2_TeamKPIB, MCS2_wpsViewAffUrls, ...).
 *
 * The team's calls need an agent (types 1, 2, 41, 42: `agent.not.agent` otherwise); the
 * affiliate links are any real member's (a player's is the invite-friends link).
 */
import {
  AGENT_GATEWAY_ERRORS,
  MAX_AFFILIATE_LINKS,
  REBATE_PRODUCT_TYPES,
  formatAmount,
  isAgent,
  isRealMember,
  matchesRegisterRule,
  type RebateProductType,
  type RegisterRules,
} from '@app/contracts';
import { z } from 'zod';
import { requireAccount, type HandlerContext } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { relay } from '../../gateway/endpoint.ts';
import { GatewayError, parseInput } from '../../gateway/errors.ts';
import {
  AmountSchema,
  DecimalSchema,
  IdSchema,
  RequestKeySchema,
  blank,
  pageNumber,
  pageOf,
  text,
} from '../../shared/input.ts';
import { hashPassword } from '../../shared/passwords.ts';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import {
  AccountsSlice,
  normaliseDialingCode,
  normaliseMobile,
} from '../accounts/accounts.state.ts';
import { MerchantSlice } from '../system/merchant.state.ts';
import { WalletSlice } from '../wallet/wallet.state.ts';
import { GLOBAL_REBATES, QUOTA_GROUPS } from './agent.data.ts';
import { AgentSlice, type TeamMember } from './agent.state.ts';

const amount = (minor: number) => minor / 100;
const rate = (hundredths: number) => hundredths / 100;

const refuse = (errorCode: string, message: string) => new GatewayError(400, errorCode, message);

const DateSchema = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
);
const PeriodQuerySchema = z.object({ startDate: DateSchema, endDate: DateSchema }).loose();
const DownlinesQuerySchema = z
  .object({
    username: text(32),
    parentId: z.preprocess(blank, IdSchema.optional()),
    status: z.preprocess(blank, z.enum(['ACTIVE', 'INACTIVE']).optional()),
    pageNo: pageNumber(1, 10_000),
    pageSize: pageNumber(20, 100),
  })
  .loose();
const DownlineQuerySchema = z.object({ memberId: IdSchema }).loose();
const ProductQuerySchema = z
  .object({
    productType: z.preprocess(blank, z.enum(REBATE_PRODUCT_TYPES).optional()),
    memberId: z.preprocess(blank, IdSchema.optional()),
  })
  .loose();
const UpdateRebatesSchema = z.object({
  memberId: IdSchema,
  rebates: z
    .array(z.object({ productType: z.enum(REBATE_PRODUCT_TYPES), rate: DecimalSchema }))
    .min(1)
    .max(REBATE_PRODUCT_TYPES.length),
});
const TransferSchema = z.object({
  memberId: IdSchema,
  amount: AmountSchema,
  remark: z.string().max(100).optional(),
  requestKey: RequestKeySchema.optional(),
});
const TransferManySchema = z.object({
  transfers: z
    .array(z.object({ memberId: IdSchema, amount: AmountSchema }))
    .min(1)
    .max(50),
  requestKey: RequestKeySchema.optional(),
});
const CreateLinkSchema = z.object({
  type: z.enum(['PLAYER', 'AGENT']).default('PLAYER'),
  remark: z.string().trim().max(40).nullish(),
  domain: z.string().max(253).optional(),
});
const ViewLinksSchema = z.object({ domain: text(253) }).loose();
const DeleteLinkSchema = z.object({ id: IdSchema });
const RegAffSchema = z.object({
  username: z.string().max(50),
  password: z.string().max(64),
  confirmPassword: z.string().max(64).nullish(),
  mobileNum: z.string().max(20).nullish(),
  countryDialingCode: z.string().max(8).nullish(),
  email: z.string().max(50).nullish(),
  nickname: z.string().max(32).nullish(),
  type: z.union([z.literal(0), z.literal(2)]).default(0),
  registerMethod: z.string().max(10).nullish(),
});
const PnlQuerySchema = PeriodQuerySchema.extend({
  username: text(32),
  pageNo: pageNumber(1, 10_000),
  pageSize: pageNumber(20, 100),
});

/** Who may register or be registered: the same field errors as the player registration. */
const FIELD_ERRORS = {
  username: ['account.format.error', 'Account format is incorrect'],
  password: ['password.format.error', 'Password format is incorrect'],
  email: ['email.format.error', 'E-mail format is incorrect'],
  mobileNum: ['mobile.format.error', 'Mobile number format is incorrect'],
} as const;

function checkRule(rules: RegisterRules, field: keyof typeof FIELD_ERRORS, value: string): void {
  const rule = rules[field];
  if (!rule?.enabled) return;
  if (!value ? rule.required : !matchesRegisterRule(rule, value)) {
    const [code, message] = FIELD_ERRORS[field];
    throw new GatewayError(400, code, message, { field });
  }
}

/** The code of an affiliate link: `AF` and a number, unique in the merchant. */
const linkCode = (id: number) => `AF${String(1000 + id)}`;

export const agentRelays = defineRelays(
  {
    teamKpiA: relay('ODSFE2_TeamKPIA', ['AFFMAN3'], 'login'),
    teamKpiB: relay('ODSFE2_TeamKPIB', ['AFFMAN3'], 'login'),
    subordinates: relay('ODSFE2_Subordinate', ['AFFMAN3'], 'login'),
    downlines: {
      methods: ['GET'],
      path: '/wps/agent/downlines',
      moduleIds: ['AFFMAN3'],
      login: 'login',
      encryption: 'none',
    },
    downline: {
      methods: ['GET'],
      path: '/wps/agent/downline',
      moduleIds: ['AFFMAN3'],
      login: 'login',
      encryption: 'none',
    },
    globalRebates: relay('MCS2_getGlobalRebateSettingsByProductType', ['AFFMAN3'], 'login'),
    customerRebates: relay('MCS2_getCustomerRebateSettingByProductType', ['AFFMAN3'], 'login'),
    quotaGroups: relay('MCS2_getAgentQuotaGroupByProduct', ['AFFMAN3'], 'login'),
    updateRebates: {
      methods: ['POST'],
      path: '/wps/agent/updateDownlineRebates',
      moduleIds: ['AFFMAN3'],
      login: 'login',
      encryption: 'none',
      record: true,
    },
    transferDownline: {
      methods: ['POST'],
      path: '/wps/agent/transferDownline',
      moduleIds: ['AFFMAN3', 'FUNDTRANS3'],
      login: 'login',
      encryption: 'none',
      record: true,
    },
    transferMultipleDownline: {
      methods: ['POST'],
      path: '/wps/agent/transferMultipleDownline',
      moduleIds: ['AFFMAN3', 'FUNDTRANS3'],
      login: 'login',
      encryption: 'none',
      record: true,
    },
    viewAffUrls: relay('MCS2_wpsViewAffUrls', ['AFFMAN3'], 'login'),
    createAffUrl: relay('MCS2_wpsCreateAffUrl', ['AFFMAN3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    deleteAffUrl: relay('MCS2_wpsDeleteAffUrl', ['AFFMAN3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    regAff: {
      methods: ['POST'],
      path: '/wps/relay/MCS2_wpsRegAff',
      moduleIds: ['AFFMAN3'],
      login: 'login',
      encryption: 'body',
    },
    memberPnl: relay('ODSFE2_MemPNL', ['AFFMAN3'], 'login'),
  },
  (deps) => {
    const agents = deps.slice(AgentSlice);
    const accounts = deps.slice(AccountsSlice);
    const money = deps.slice(WalletSlice);

    function requireAgent(ctx: HandlerContext) {
      const { account } = requireAccount(ctx);
      if (!isAgent(account.type)) {
        throw refuse(AGENT_GATEWAY_ERRORS.notAgent, 'Non-agents cannot log in');
      }
      return account;
    }

    /** A member of the agent's team, with its level; refused otherwise. */
    function downlineOf(agentId: number, memberId: number) {
      const found = agents.team(agentId).find((t) => t.member.id === memberId);
      if (!found) throw refuse(AGENT_GATEWAY_ERRORS.notDownline, 'The member is not your downline');
      return found;
    }

    function row(member: ReadonlyDeep<TeamMember>, level: number) {
      const parent = agents.member(member.parentId) ?? accounts.byId(member.parentId);
      return {
        memberId: member.id,
        username: member.username,
        nickname: member.nickname,
        type: member.type,
        level,
        parentUsername: parent?.username ?? null,
        status: member.active ? 'ACTIVE' : 'INACTIVE',
        registeredAt: member.registeredAt,
        lastLoginAt: member.lastLoginAt,
        balance: amount(money.balance(member.id)),
        directCount: agents.directCount(member.id),
      };
    }

    function figures(members: readonly ReadonlyDeep<TeamMember>[]) {
      const sum = (pick: (m: ReadonlyDeep<TeamMember>) => number) =>
        members.reduce((total, m) => total + pick(m), 0);
      const validBet = sum((m) => m.validBetCents);
      const payout = sum((m) => m.payoutCents);
      return {
        deposit: amount(sum((m) => m.depositCents)),
        withdrawal: amount(sum((m) => m.withdrawalCents)),
        validBet: amount(validBet),
        payout: amount(payout),
        // The members' win or loss: positive when they won.
        winLoss: amount(payout - validBet),
        rebate: amount(sum((m) => m.rebateCents)),
      };
    }

    /** The rates a downline may take per product: global min to min(global max, own). */
    function limitsFor(agentId: number, product: RebateProductType) {
      const global = GLOBAL_REBATES[product];
      const own = agents.rebates(agentId)[product] ?? 0;
      return { min: global.min, max: Math.min(global.max, own) };
    }

    function transferAll(
      agentId: number,
      transfers: readonly { memberId: number; amount: number }[],
    ) {
      for (const t of transfers) downlineOf(agentId, t.memberId);
      const total = transfers.reduce((sum, t) => sum + t.amount, 0);
      if (total > money.balance(agentId)) {
        throw refuse('balance.insufficient', 'Insufficient balance');
      }
      const agentName = accounts.byId(agentId)?.username ?? String(agentId);
      for (const t of transfers) {
        const name = agents.member(t.memberId)?.username ?? String(t.memberId);
        money.post(agentId, 'TRF', -t.amount, `Transfer to downline ${name}`);
        money.post(t.memberId, 'TRF', t.amount, `Transfer from agent ${agentName}`);
      }
      return {
        total: amount(total),
        balance: amount(money.balance(agentId)),
        transfers: transfers.map((t) => ({ memberId: t.memberId, amount: amount(t.amount) })),
      };
    }

    function linkValue(link: ReturnType<AgentSlice['links']>[number], domain: string | undefined) {
      const base = domain ? `https://${domain}` : deps.publicUrl;
      return {
        id: link.id,
        code: link.code,
        url: `${base}/m/register?affiliateCode=${link.code}`,
        type: link.type,
        remark: link.remark,
        registrations: link.registrations,
        createdAt: link.createdAt,
      };
    }

    function requireRealMember(ctx: HandlerContext) {
      const { account } = requireAccount(ctx);
      if (!isRealMember(account.type) && !isAgent(account.type)) {
        throw refuse(AGENT_GATEWAY_ERRORS.notAgent, 'Non-member account unable to login');
      }
      return account;
    }

    return {
      teamKpiA: (ctx) => {
        const agent = requireAgent(ctx);
        const team = agents.team(agent.id);
        const monthAgo = Date.now() - 30 * 86_400_000;
        return {
          teamSize: team.length,
          directCount: team.filter((t) => t.level === 1).length,
          activeCount: team.filter((t) => t.member.active).length,
          newCount: team.filter((t) => t.member.registeredAt >= monthAgo).length,
        };
      },

      /** The team's money; the sandbox keeps this month's figures and answers them for any period. */
      teamKpiB: (ctx) => {
        parseInput(PeriodQuerySchema, ctx.query);
        const agent = requireAgent(ctx);
        const { deposit, withdrawal, validBet, winLoss, rebate } = figures(
          agents.team(agent.id).map((t) => t.member),
        );
        return { deposit, withdrawal, validBet, winLoss, rebate };
      },

      subordinates: (ctx) => {
        const agent = requireAgent(ctx);
        const levels = new Map<number, { count: number; activeCount: number }>();
        for (const { member, level } of agents.team(agent.id)) {
          const entry = levels.get(level) ?? { count: 0, activeCount: 0 };
          entry.count += 1;
          if (member.active) entry.activeCount += 1;
          levels.set(level, entry);
        }
        return { list: [...levels].map(([level, e]) => ({ level, ...e })) };
      },

      /**
       * A search by username reaches the whole team; otherwise the direct downlines of `parentId`
       * (a member of the team) or of the agent.
       */
      downlines: (ctx) => {
        const agent = requireAgent(ctx);
        const q = parseInput(DownlinesQuerySchema, ctx.query);
        const team = agents.team(agent.id);
        if (q.parentId !== undefined && q.parentId !== agent.id) downlineOf(agent.id, q.parentId);
        const parentId = q.parentId ?? agent.id;
        const search = q.username?.toLowerCase();
        const chosen = team.filter(
          ({ member }) =>
            (search
              ? member.username.toLowerCase().includes(search)
              : member.parentId === parentId) &&
            (!q.status || (q.status === 'ACTIVE') === member.active),
        );
        const { page, totalCount, totalPages } = pageOf(chosen, q.pageNo, q.pageSize);
        return {
          list: page.map(({ member, level }) => row(member, level)),
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          totalCount,
          totalPages,
        };
      },

      downline: (ctx) => {
        const agent = requireAgent(ctx);
        const { memberId } = parseInput(DownlineQuerySchema, ctx.query);
        const { member, level } = downlineOf(agent.id, memberId);
        const rates = agents.rebates(member.id);
        const { deposit, withdrawal, validBet, winLoss } = figures([member]);
        return {
          ...row(member, level),
          rebates: REBATE_PRODUCT_TYPES.map((productType) => ({
            productType,
            rate: rate(rates[productType] ?? 0),
          })),
          deposit,
          withdrawal,
          validBet,
          winLoss,
        };
      },

      globalRebates: (ctx) => {
        requireAgent(ctx);
        const q = parseInput(ProductQuerySchema, ctx.query);
        return {
          list: REBATE_PRODUCT_TYPES.filter((p) => !q.productType || p === q.productType).map(
            (productType) => ({
              productType,
              minRate: rate(GLOBAL_REBATES[productType].min),
              maxRate: rate(GLOBAL_REBATES[productType].max),
            }),
          ),
        };
      },

      /** The caller's own rates, or with `memberId` a downline's. */
      customerRebates: (ctx) => {
        const agent = requireAgent(ctx);
        const q = parseInput(ProductQuerySchema, ctx.query);
        const id = q.memberId === undefined ? agent.id : downlineOf(agent.id, q.memberId).member.id;
        const rates = agents.rebates(id);
        return {
          list: REBATE_PRODUCT_TYPES.filter((p) => !q.productType || p === q.productType).map(
            (productType) => ({ productType, rate: rate(rates[productType] ?? 0) }),
          ),
        };
      },

      quotaGroups: (ctx) => {
        const agent = requireAgent(ctx);
        const q = parseInput(ProductQuerySchema, ctx.query);
        const team = agents.team(agent.id);
        return {
          list: QUOTA_GROUPS.filter((g) => !q.productType || g.productType === q.productType).map(
            (g) => ({
              productType: g.productType,
              groupName: g.groupName,
              rate: rate(g.rate),
              quota: g.quota,
              // Downlines already at this group's rate use its quota.
              used: team.filter(
                (t) =>
                  isAgent(t.member.type) && agents.rebates(t.member.id)[g.productType] === g.rate,
              ).length,
            }),
          ),
        };
      },

      /** Every rate within the merchant's range and at most the agent's own, or nothing changes. */
      updateRebates: (ctx) => {
        const agent = requireAgent(ctx);
        const body = parseInput(UpdateRebatesSchema, ctx.payload);
        downlineOf(agent.id, body.memberId);
        for (const { productType, rate: r } of body.rebates) {
          const { min, max } = limitsFor(agent.id, productType);
          if (r < min || r > max) {
            throw refuse(
              AGENT_GATEWAY_ERRORS.rebateOutOfRange,
              `Rebate for ${productType} must be between ${formatAmount(min)}% and ${formatAmount(max)}%`,
            );
          }
        }
        agents.setRebates(
          body.memberId,
          Object.fromEntries(body.rebates.map((r) => [r.productType, r.rate])),
        );
        return { success: true };
      },

      transferDownline: (ctx) => {
        const agent = requireAgent(ctx);
        const body = parseInput(TransferSchema, ctx.payload);
        return money.once(agent.id, body.requestKey && `downline:${body.requestKey}`, () =>
          transferAll(agent.id, [{ memberId: body.memberId, amount: body.amount }]),
        );
      },

      transferMultipleDownline: (ctx) => {
        const agent = requireAgent(ctx);
        const body = parseInput(TransferManySchema, ctx.payload);
        const ids = body.transfers.map((t) => t.memberId);
        if (new Set(ids).size !== ids.length) {
          throw refuse('request_param_err', 'A downline appears twice');
        }
        return money.once(agent.id, body.requestKey && `downlines:${body.requestKey}`, () =>
          transferAll(agent.id, body.transfers),
        );
      },

      /** A player's list always has one link: the invite-friends link, made on first sight. */
      viewAffUrls: (ctx) => {
        const account = requireRealMember(ctx);
        const { domain } = parseInput(ViewLinksSchema, ctx.query);
        if (!isAgent(account.type) && agents.links(account.id).length === 0) {
          agents.addLink(
            account.id,
            { type: 'PLAYER', remark: null, registrations: 0, createdAt: Date.now() },
            linkCode,
          );
        }
        return { list: agents.links(account.id).map((l) => linkValue(l, domain)) };
      },

      createAffUrl: (ctx) => {
        const agent = requireAgent(ctx);
        const body = parseInput(CreateLinkSchema, ctx.payload);
        if (agents.links(agent.id).length >= MAX_AFFILIATE_LINKS) {
          throw refuse(AGENT_GATEWAY_ERRORS.affiliateLinkLimit, 'At most 5 links');
        }
        const link = agents.addLink(
          agent.id,
          { type: body.type, remark: body.remark ?? null, registrations: 0, createdAt: Date.now() },
          linkCode,
        );
        return linkValue(link, body.domain);
      },

      deleteAffUrl: (ctx) => {
        const agent = requireAgent(ctx);
        const { id } = parseInput(DeleteLinkSchema, ctx.payload);
        if (!agents.deleteLink(agent.id, id)) {
          throw refuse(AGENT_GATEWAY_ERRORS.affiliateLinkNotFound, 'The link does not exist');
        }
        return { success: true };
      },

      /** The player registration's rules, the agent as recommender; no captcha (signed in). */
      regAff: (ctx) => {
        const agent = requireAgent(ctx);
        const body = parseInput(RegAffSchema, ctx.payload);
        const username = body.username.trim();
        const mobile = normaliseMobile(body.mobileNum ?? '');
        const rules = deps.slice(MerchantSlice).registerRules();
        checkRule(rules, 'username', username);
        checkRule(rules, 'password', body.password);
        checkRule(rules, 'mobileNum', mobile);
        checkRule(rules, 'email', body.email?.trim() ?? '');
        if (body.confirmPassword != null && body.confirmPassword !== body.password) {
          throw new GatewayError(
            400,
            'confirm.password.error',
            'Confirmation password not matched',
            {
              field: 'confirmPassword',
            },
          );
        }
        if (accounts.byUsername(username) || agents.byUsername(username)) {
          throw new GatewayError(400, 'username.exists', 'Sorry, the username already exists.', {
            field: 'username',
          });
        }
        if (mobile && accounts.byMobile(mobile)) {
          throw new GatewayError(400, 'mobile.exists', 'Sorry, the mobile number already exists.', {
            field: 'mobileNum',
          });
        }
        const created = accounts.add({
          username,
          passwordHash: hashPassword(body.password),
          nickname: body.nickname?.trim() || null,
          type: body.type,
          mobile: mobile || null,
          countryDialingCode:
            normaliseDialingCode(body.countryDialingCode) ?? (mobile ? '63' : null),
          email: body.email?.trim() || null,
          vipLabel: 'VIP0',
          firstTimeLogin: false,
          passwordExpired: false,
        });
        agents.addMember({
          id: created.id,
          username: created.username,
          nickname: created.nickname,
          type: created.type,
          parentId: agent.id,
          active: false,
          registeredAt: created.regDate,
          lastLoginAt: null,
          depositCents: 0,
          withdrawalCents: 0,
          validBetCents: 0,
          payoutCents: 0,
          rebateCents: 0,
        });
        return { memberId: created.id, username: created.username, recommenderId: agent.id };
      },

      memberPnl: (ctx) => {
        const agent = requireAgent(ctx);
        const q = parseInput(PnlQuerySchema, ctx.query);
        const search = q.username?.toLowerCase();
        const members = agents
          .team(agent.id)
          .map((t) => t.member)
          .filter((m) => !search || m.username.toLowerCase().includes(search));
        const { page, totalCount, totalPages } = pageOf(members, q.pageNo, q.pageSize);
        return {
          list: page.map((m) => ({ memberId: m.id, username: m.username, ...figures([m]) })),
          summary: figures(members),
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          totalCount,
          totalPages,
        };
      },
    };
  },
);
