/**
 * The agents' side (issue 26; spec sections 4, 6, 7 "Agent", 9): the team and its figures,
 * downlines, rebate settings within limits, quota groups, transfers to downlines, affiliate
 * (referral) links, registering a downline, the member P&L report, and the referral rates.
 *
 * `Gateway…Schema` are the gateway's values (shapes ours where the spec gives none: the sandbox
 * README and docs/gateway.md "Agents"), read by the BFF and answered by the sandbox. The other
 * schemas are the procedures' inputs and outputs. Amounts leave the BFF as two-decimal texts
 * (decision 015); rates as percent texts with two decimals ("1.20" is 1.20 %), inside as whole
 * hundredths of a percent.
 */
import { z } from 'zod';
import { LanguageCodeSchema } from './languages.ts';
import { formatAmount, minorFromGatewayNumber, parseAmount } from './money.ts';
import {
  DialingCodeSchema,
  MobileNumberSchema,
  PasswordSchema,
  UsernameSchema,
} from './session.ts';
import {
  AmountInputSchema,
  AmountTextSchema,
  GatewayAmountSchema,
  RequestKeySchema,
  pageOf,
} from './wallet.ts';

/* ------------------------------------------------------------------------------ constants */

/** Product types a rebate or a quota is set for. */
export const REBATE_PRODUCT_TYPES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'LOTT', 'PVP'] as const;
export const RebateProductTypeSchema = z.enum(REBATE_PRODUCT_TYPES);
export type RebateProductType = z.infer<typeof RebateProductTypeSchema>;

/**
 * Spec section 9: the VIP referral system pays the inviter a share of an invited friend's
 * turnover, weekly: 5 % at VIP 4–9, 10 % at VIP 10–20 (nothing below VIP 4); as data for the
 * invite-friends page. `vipReferralPercent` (vip.ts) answers one level's share.
 */
export const VIP_REFERRAL_RATES = [
  { minVip: 4, maxVip: 9, percent: 5, period: 'weekly' },
  { minVip: 10, maxVip: 20, percent: 10, period: 'weekly' },
] as const;

/** Affiliate links an account may keep at once (the sandbox refuses more: `affurl.limit`). */
export const MAX_AFFILIATE_LINKS = 5;

/** Downlines in one multiple transfer. */
export const MAX_TRANSFER_DOWNLINES = 20;

/** Gateway refusal keys of the agents' calls (ours, as the sandbox sends them). */
export const AGENT_GATEWAY_ERRORS = {
  notAgent: 'agent.not.agent',
  notDownline: 'agent.downline.not.found',
  rebateOutOfRange: 'rebate.out.of.range',
  affiliateLinkLimit: 'affurl.limit',
  affiliateLinkNotFound: 'affurl.not.found',
  contractRequestNotFound: 'contract.request.not.found',
  dividendNotPayable: 'dividend.not.payable',
} as const;

/* --------------------------------------------------------------------------------- rates */

/** A gateway rate (a JSON number of percent, 1.2 = 1.20 %) as whole hundredths of a percent. */
export const GatewayRateSchema = z.coerce
  .number()
  .refine(Number.isFinite)
  .transform(minorFromGatewayNumber);

/** A rate the page gets: percent with two decimals ("1.20"). */
export const RateTextSchema = z.string().regex(/^\d+\.\d{2}$/);
export const rateText = (hundredths: number): string => formatAmount(hundredths);

/** A rate the agent typed, percent with at most two decimals, 0 to 100. */
export const RateInputSchema = z
  .string({ message: 'validation.invalid' })
  .trim()
  .refine((text) => {
    const value = parseAmount(text);
    return value !== null && value <= 10_000;
  }, 'validation.invalid');

/* ------------------------------------------------------------------------- gateway shapes */

/** ODSFE2_TeamKPIA: the team's head counts. */
export const GatewayTeamKpiASchema = z.object({
  teamSize: z.coerce.number().int(),
  directCount: z.coerce.number().int(),
  activeCount: z.coerce.number().int(),
  newCount: z.coerce.number().int(),
});

/** ODSFE2_TeamKPIB: the team's money over the period asked for. */
export const GatewayTeamKpiBSchema = z.object({
  deposit: GatewayAmountSchema,
  withdrawal: GatewayAmountSchema,
  validBet: GatewayAmountSchema,
  winLoss: GatewayAmountSchema,
  rebate: GatewayAmountSchema,
});

/** ODSFE2_Subordinate: the team by level under the agent (1 = direct). */
export const GatewaySubordinatesSchema = z.object({
  list: z.array(
    z.object({
      level: z.coerce.number().int(),
      count: z.coerce.number().int(),
      activeCount: z.coerce.number().int(),
    }),
  ),
});

const GatewayDownlineStatusSchema = z.enum(['ACTIVE', 'INACTIVE']);

/** One row of `/wps/agent/downlines`. */
export const GatewayDownlineRowSchema = z.object({
  memberId: z.coerce.number().int(),
  username: z.string(),
  nickname: z.string().nullish(),
  type: z.coerce.number().int(),
  level: z.coerce.number().int(),
  parentUsername: z.string().nullish(),
  status: GatewayDownlineStatusSchema,
  registeredAt: z.number(),
  lastLoginAt: z.number().nullish(),
  balance: GatewayAmountSchema,
  directCount: z.coerce.number().int(),
});

/** `/wps/agent/downlines`: a page of the agent's downlines. */
export const GatewayDownlinesSchema = z.object({
  list: z.array(GatewayDownlineRowSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

const GatewayRebateRowSchema = z.object({
  productType: RebateProductTypeSchema,
  rate: GatewayRateSchema,
});

/** `/wps/agent/downline`: one downline, its rebates and its month's figures. */
export const GatewayDownlineDetailSchema = GatewayDownlineRowSchema.extend({
  rebates: z.array(GatewayRebateRowSchema),
  deposit: GatewayAmountSchema,
  withdrawal: GatewayAmountSchema,
  validBet: GatewayAmountSchema,
  winLoss: GatewayAmountSchema,
});

/** MCS2_getGlobalRebateSettingsByProductType: the merchant's limits per product type. */
export const GatewayGlobalRebatesSchema = z.object({
  list: z.array(
    z.object({
      productType: RebateProductTypeSchema,
      minRate: GatewayRateSchema,
      maxRate: GatewayRateSchema,
    }),
  ),
});

/** getCustomerRebateSettingByProductType: an account's own rebate per product type. */
export const GatewayCustomerRebatesSchema = z.object({ list: z.array(GatewayRebateRowSchema) });

/** getAgentQuotaGroupByProduct: the quota groups per product type. */
export const GatewayQuotaGroupsSchema = z.object({
  list: z.array(
    z.object({
      productType: RebateProductTypeSchema,
      groupName: z.string(),
      rate: GatewayRateSchema,
      quota: z.coerce.number().int(),
      used: z.coerce.number().int(),
    }),
  ),
});

/** transferDownline and transferMultipleDownline: what moved and the agent's balance after. */
export const GatewayDownlineTransferSchema = z.object({
  total: GatewayAmountSchema,
  balance: GatewayAmountSchema,
  transfers: z.array(z.object({ memberId: z.coerce.number().int(), amount: GatewayAmountSchema })),
});

const GatewayAffiliateLinkSchema = z.object({
  id: z.coerce.number().int(),
  code: z.string(),
  url: z.string(),
  type: z.enum(['PLAYER', 'AGENT']),
  remark: z.string().nullish(),
  registrations: z.coerce.number().int(),
  createdAt: z.number(),
});

/** wpsViewAffUrls: the account's affiliate (referral) links. */
export const GatewayAffiliateLinksSchema = z.object({ list: z.array(GatewayAffiliateLinkSchema) });
/** wpsCreateAffUrl: the new link. */
export const GatewayAffiliateLinkCreatedSchema = GatewayAffiliateLinkSchema;

/** wpsRegAff's encrypted payload: a registration with the agent as recommender. */
export interface GatewayRegisterDownlinePayload {
  username: string;
  password: string;
  confirmPassword: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  nickname?: string;
  /** 0 a player, 2 an agent under this one. */
  type: 0 | 2;
  registerMethod: 'H5';
}
export const GatewayRegisteredDownlineSchema = z.object({
  memberId: z.coerce.number().int(),
  username: z.string(),
  recommenderId: z.coerce.number().int(),
});

/** ODSFE2_MemPNL: the team's profit and loss per member over a period, paged, with totals. */
const GatewayPnlFiguresSchema = z.object({
  deposit: GatewayAmountSchema,
  withdrawal: GatewayAmountSchema,
  validBet: GatewayAmountSchema,
  payout: GatewayAmountSchema,
  winLoss: GatewayAmountSchema,
  rebate: GatewayAmountSchema,
});
export const GatewayMemberPnlSchema = z.object({
  list: z.array(
    GatewayPnlFiguresSchema.extend({ memberId: z.coerce.number().int(), username: z.string() }),
  ),
  summary: GatewayPnlFiguresSchema,
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

/* ------------------------------------------------------------------------- procedure shapes */

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');
const MemberIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const PageInput = z.number().int().min(1).max(10_000).default(1);

/** A period of Manila days; both ends included. Absent: the current month so far. */
export const PeriodInputSchema = z
  .object({ startDate: DateSchema.optional(), endDate: DateSchema.optional() })
  .refine((p) => !p.startDate || !p.endDate || p.startDate <= p.endDate, {
    message: 'validation.invalid',
    path: ['endDate'],
  });

/** agent.teamKpi */
export const TeamKpiSchema = z.object({
  members: z.object({
    total: z.number().int(),
    direct: z.number().int(),
    active: z.number().int(),
    new: z.number().int(),
  }),
  deposit: AmountTextSchema,
  withdrawal: AmountTextSchema,
  validBet: AmountTextSchema,
  winLoss: AmountTextSchema,
  rebate: AmountTextSchema,
});
export type TeamKpi = z.infer<typeof TeamKpiSchema>;

/** agent.subordinates */
export const SubordinatesSchema = z.object({
  levels: z.array(
    z.object({
      level: z.number().int(),
      count: z.number().int(),
      active: z.number().int(),
    }),
  ),
});

export const DownlineSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  /** Customer type (spec section 3): 0 player, 1/2 agents. */
  type: z.number().int(),
  isAgent: z.boolean(),
  /** 1 = the agent's direct downline. */
  level: z.number().int(),
  parentUsername: z.string().nullable(),
  active: z.boolean(),
  registeredAt: z.number(),
  lastLoginAt: z.number().nullable(),
  balance: AmountTextSchema,
  /** Direct downlines of this one (0 for a player). */
  downlines: z.number().int(),
});
export type Downline = z.infer<typeof DownlineSchema>;

/** agent.downlines: search by username (any level), or one member's direct downlines. */
export const DownlinesInputSchema = z.object({
  search: z.string().trim().max(32, 'validation.tooLong').optional(),
  /** Whose direct downlines (a member of the team); the agent's own when absent. */
  parentId: MemberIdSchema.optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  page: PageInput,
  pageSize: z.number().int().min(1).max(50).default(20),
});
export const DownlinesSchema = pageOf(DownlineSchema).extend({ total: z.number().int() });

export const DownlineInputSchema = z.object({ memberId: MemberIdSchema });

export const RebateSchema = z.object({
  productType: RebateProductTypeSchema,
  rate: RateTextSchema,
});

/** agent.downline */
export const DownlineDetailSchema = DownlineSchema.extend({
  rebates: z.array(RebateSchema),
  deposit: AmountTextSchema,
  withdrawal: AmountTextSchema,
  validBet: AmountTextSchema,
  winLoss: AmountTextSchema,
});

/**
 * agent.rebates: per product type, the range a downline's rebate may take: from the merchant's
 * minimum to the lower of the merchant's maximum and the agent's own rate. With a `memberId`,
 * that downline's current rates too.
 */
export const RebatesInputSchema = z.object({ memberId: MemberIdSchema.optional() });
export const RebateSettingsSchema = z.object({
  products: z.array(
    z.object({
      productType: RebateProductTypeSchema,
      globalMin: RateTextSchema,
      globalMax: RateTextSchema,
      /** The agent's own rate: a downline's may not exceed it. */
      own: RateTextSchema,
      /** What a downline's rate may be: globalMin to min(globalMax, own). */
      min: RateTextSchema,
      max: RateTextSchema,
      /** The downline's current rate, with a memberId. */
      current: RateTextSchema.nullable(),
    }),
  ),
});
export type RebateSettings = z.infer<typeof RebateSettingsSchema>;

/** agent.updateRebates: the gateway refuses a rate outside the limits (`rebate_out_of_range`). */
export const UpdateRebatesInputSchema = z.object({
  memberId: MemberIdSchema,
  rebates: z
    .array(z.object({ productType: RebateProductTypeSchema, rate: RateInputSchema }))
    .min(1, 'validation.required')
    .max(REBATE_PRODUCT_TYPES.length)
    .refine(
      (list) => new Set(list.map((r) => r.productType)).size === list.length,
      'validation.invalid',
    ),
});

/** agent.quotaGroups */
export const QuotaGroupsSchema = z.object({
  groups: z.array(
    z.object({
      productType: RebateProductTypeSchema,
      name: z.string(),
      rate: RateTextSchema,
      quota: z.number().int(),
      used: z.number().int(),
      left: z.number().int(),
    }),
  ),
});

/** agent.transfer: money from the agent's main wallet to one downline, once per requestKey. */
export const DownlineTransferInputSchema = z.object({
  memberId: MemberIdSchema,
  amount: AmountInputSchema,
  requestKey: RequestKeySchema,
});

/** agent.transferMany: several downlines, all or nothing, once per requestKey. */
export const DownlineTransferManyInputSchema = z.object({
  transfers: z
    .array(z.object({ memberId: MemberIdSchema, amount: AmountInputSchema }))
    .min(1, 'validation.required')
    .max(MAX_TRANSFER_DOWNLINES, 'validation.invalid')
    .refine(
      (list) => new Set(list.map((t) => t.memberId)).size === list.length,
      'validation.invalid',
    ),
  requestKey: RequestKeySchema,
});

export const DownlineTransferResultSchema = z.object({
  total: AmountTextSchema,
  /** The agent's main balance after. */
  balance: AmountTextSchema,
  transfers: z.array(z.object({ memberId: z.number().int(), amount: AmountTextSchema })),
});
export type DownlineTransferResult = z.infer<typeof DownlineTransferResultSchema>;

export const AffiliateLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  url: z.string(),
  /** Who registers through it: a player, or an agent under this one. */
  type: z.enum(['player', 'agent']),
  remark: z.string().nullable(),
  registrations: z.number().int(),
  createdAt: z.number(),
});
export type AffiliateLink = z.infer<typeof AffiliateLinkSchema>;

/** agent.affiliateLinks */
export const AffiliateLinksSchema = z.object({
  links: z.array(AffiliateLinkSchema),
  max: z.number().int(),
});
export type AffiliateLinks = z.infer<typeof AffiliateLinksSchema>;

export const CreateAffiliateLinkInputSchema = z.object({
  type: z.enum(['player', 'agent']).default('player'),
  remark: z.string().trim().max(40, 'validation.tooLong').optional(),
});
export const DeleteAffiliateLinkInputSchema = z.object({ id: MemberIdSchema });

/**
 * agent.registerDownline: the player registration's fields and rules (its field schemas, and the
 * server's per-field rules, `registerRuleErrors`), without captcha or terms (the agent is signed
 * in); the agent is the recommender.
 */
export const RegisterDownlineInputSchema = z
  .object({
    kind: z.enum(['player', 'agent']).default('player'),
    username: UsernameSchema,
    password: PasswordSchema,
    confirmPassword: z.string({ message: 'validation.required' }).min(1, 'validation.required'),
    mobile: MobileNumberSchema.optional(),
    dialingCode: DialingCodeSchema.optional(),
    email: z.string().trim().max(50, 'validation.email').optional(),
    nickname: z.string().trim().max(32, 'validation.tooLong').optional(),
    language: LanguageCodeSchema.optional(),
  })
  .refine((input) => input.confirmPassword === input.password, {
    message: 'validation.confirmPassword',
    path: ['confirmPassword'],
  });
export type RegisterDownlineInput = z.infer<typeof RegisterDownlineInputSchema>;
export const RegisteredDownlineSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
});

/** agent.memberPnl */
export const MemberPnlInputSchema = z.object({
  startDate: DateSchema.optional(),
  endDate: DateSchema.optional(),
  search: z.string().trim().max(32, 'validation.tooLong').optional(),
  page: PageInput,
  pageSize: z.number().int().min(1).max(50).default(20),
});
const PnlFiguresSchema = z.object({
  deposit: AmountTextSchema,
  withdrawal: AmountTextSchema,
  validBet: AmountTextSchema,
  payout: AmountTextSchema,
  winLoss: AmountTextSchema,
  rebate: AmountTextSchema,
});
export const MemberPnlSchema = pageOf(
  PnlFiguresSchema.extend({ memberId: z.number().int(), username: z.string() }),
).extend({ total: z.number().int(), summary: PnlFiguresSchema });

/** agent.referral: the member's own referral link and code (invite friends). */
export const ReferralSchema = z.object({
  code: z.string(),
  url: z.string(),
  /** The member's VIP level and the share it earns (spec section 9). */
  vipLevel: z.number().int(),
  percent: z.number(),
});

/** agent.referralRates: the VIP referral rates, for visitors too. */
export const ReferralRatesSchema = z.object({
  rates: z.array(
    z.object({
      minVip: z.number().int(),
      maxVip: z.number().int(),
      percent: z.number(),
      period: z.literal('weekly'),
    }),
  ),
});
