/**
 * The agents' side (issue 26). Agent-only procedures start from `agentProcedure` (types 1, 2,
 * 41, 42; another member 403 `no_permission`, the trial player 403 `free_reject`, a visitor 401);
 * invite friends is any real member's (`free_reject` for the trial player); the referral rates
 * are public; the contract-request check is any member's and may make no gateway call at all.
 * Writes count against a per-member limit (agent.service.ts); registering a downline also
 * against the per-address register limit. Money moves once per `requestKey`.
 */
import {
  AffiliateLinkSchema,
  AffiliateLinksSchema,
  ContractRequestsSchema,
  CreateAffiliateLinkInputSchema,
  DeleteAffiliateLinkInputSchema,
  DownlineDetailSchema,
  DownlineInputSchema,
  DownlinesInputSchema,
  DownlinesSchema,
  DownlineTransferInputSchema,
  DownlineTransferManyInputSchema,
  DownlineTransferResultSchema,
  MemberPnlInputSchema,
  MemberPnlSchema,
  OkSchema,
  PeriodInputSchema,
  QuotaGroupsSchema,
  RebateSettingsSchema,
  RebatesInputSchema,
  ReferralRatesSchema,
  ReferralSchema,
  RegisterDownlineInputSchema,
  RegisteredDownlineSchema,
  SubordinatesSchema,
  TeamKpiSchema,
  UpdateRebatesInputSchema,
} from '@app/contracts';
import {
  agentProcedure,
  memberProcedure,
  publicProcedure,
  rateLimited,
  realMemberProcedureRefusing,
  router,
} from '../../trpc/init.ts';
import {
  createAffiliateLink,
  getAffiliateLinks,
  getContractRequests,
  getDownline,
  getDownlines,
  getMemberPnl,
  getQuotaGroups,
  getRebates,
  getReferral,
  getReferralRates,
  getSubordinates,
  getTeamKpi,
  registerDownline,
  removeAffiliateLink,
  transfer,
  transferMany,
  updateRebates,
} from './agent.service.ts';

const realMember = realMemberProcedureRefusing('free_reject');

export const agentRouter = router({
  /** The team's head counts and money over a period (default: the gateway's, this month). */
  teamKpi: agentProcedure
    .input(PeriodInputSchema.optional())
    .output(TeamKpiSchema)
    .query(({ ctx, input }) => getTeamKpi(ctx, input ?? {})),
  /** The team by level (1 = direct downlines). */
  subordinates: agentProcedure.output(SubordinatesSchema).query(({ ctx }) => getSubordinates(ctx)),
  downlines: agentProcedure
    .input(DownlinesInputSchema)
    .output(DownlinesSchema)
    .query(({ ctx, input }) => getDownlines(ctx, input)),
  downline: agentProcedure
    .input(DownlineInputSchema)
    .output(DownlineDetailSchema)
    .query(({ ctx, input }) => getDownline(ctx, input.memberId)),
  rebates: agentProcedure
    .input(RebatesInputSchema.optional())
    .output(RebateSettingsSchema)
    .query(({ ctx, input }) => getRebates(ctx, input?.memberId)),
  updateRebates: agentProcedure
    .input(UpdateRebatesInputSchema)
    .output(OkSchema)
    .mutation(({ ctx, input }) => updateRebates(ctx, input)),
  quotaGroups: agentProcedure.output(QuotaGroupsSchema).query(({ ctx }) => getQuotaGroups(ctx)),
  transfer: agentProcedure
    .input(DownlineTransferInputSchema)
    .output(DownlineTransferResultSchema)
    .mutation(({ ctx, input }) => transfer(ctx, input)),
  transferMany: agentProcedure
    .input(DownlineTransferManyInputSchema)
    .output(DownlineTransferResultSchema)
    .mutation(({ ctx, input }) => transferMany(ctx, input)),
  affiliateLinks: agentProcedure
    .output(AffiliateLinksSchema)
    .query(({ ctx }) => getAffiliateLinks(ctx)),
  createAffiliateLink: agentProcedure
    .input(CreateAffiliateLinkInputSchema)
    .output(AffiliateLinkSchema)
    .mutation(({ ctx, input }) => createAffiliateLink(ctx, input)),
  deleteAffiliateLink: agentProcedure
    .input(DeleteAffiliateLinkInputSchema)
    .output(OkSchema)
    .mutation(({ ctx, input }) => removeAffiliateLink(ctx, input.id)),
  registerDownline: agentProcedure
    .input(RegisterDownlineInputSchema)
    .use(rateLimited('registerPerIp'))
    .output(RegisteredDownlineSchema)
    .mutation(({ ctx, input }) => registerDownline(ctx, input)),
  memberPnl: agentProcedure
    .input(MemberPnlInputSchema)
    .output(MemberPnlSchema)
    .query(({ ctx, input }) => getMemberPnl(ctx, input)),
  /** Invite friends: the member's referral link and code, and the share its VIP level earns. */
  referral: realMember.output(ReferralSchema).query(({ ctx }) => getReferral(ctx)),
  /** Spec section 9: the VIP referral rates, for visitors too. */
  referralRates: publicProcedure.output(ReferralRatesSchema).query(() => getReferralRates()),
  /** Spec section 6: pending contract requests, asked only when AGENTPOLICY3 is on and the
   * member's type is not 4, 40, 41 or 42. */
  contractRequests: memberProcedure
    .output(ContractRequestsSchema)
    .query(({ ctx }) => getContractRequests(ctx)),
});
