/**
 * The agent slice (issue 26): the team below each agent (seeded members and downlines registered
 * through wpsRegAff), rebate rates, affiliate links, and every account's contracts: the current
 * one per type, the pending requests, the decided ones and the income records. Keyed by account
 * (or team member) id as a string. Money itself stays in the wallet slice.
 */
import { z } from 'zod';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { Slice, ofMember } from '../../state/slice.ts';
import { agentSeed } from './agent.data.ts';

const ContractTypeSchema = z.enum(['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY']);
export type ContractType = z.infer<typeof ContractTypeSchema>;

const TeamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  /** The upline: an agent account's id or another team member's. */
  parentId: z.number().int(),
  active: z.boolean(),
  registeredAt: z.number(),
  lastLoginAt: z.number().nullable(),
  /** This month's figures (minor units). */
  depositCents: z.number().int(),
  withdrawalCents: z.number().int(),
  validBetCents: z.number().int(),
  payoutCents: z.number().int(),
  rebateCents: z.number().int(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

const ContractTierSchema = z.object({
  level: z.number().int(),
  minTurnoverCents: z.number().int(),
  minActiveMembers: z.number().int(),
  payAmountCents: z.number().int().optional(),
  /** Hundredths of a percent (dividend). */
  payRate: z.number().int().optional(),
});
export type ContractTier = z.infer<typeof ContractTierSchema>;

const PeriodSchema = z.enum(['HALF_MONTH', 'MONTH']).nullable();

const ContractSchema = z.object({
  contractId: z.number().int(),
  contractType: ContractTypeSchema,
  uplineUsername: z.string().nullable(),
  period: PeriodSchema,
  startedAt: z.number(),
  tiers: z.array(ContractTierSchema),
});
export type Contract = z.infer<typeof ContractSchema>;

const ContractRequestSchema = z.object({
  requestId: z.number().int(),
  contractType: ContractTypeSchema,
  uplineUsername: z.string().nullable(),
  period: PeriodSchema,
  createdAt: z.number(),
  tiers: z.array(ContractTierSchema),
});
export type ContractRequest = z.infer<typeof ContractRequestSchema>;

const DecidedRequestSchema = ContractRequestSchema.extend({
  decision: z.enum(['ACCEPTED', 'DECLINED']),
  decidedAt: z.number(),
});
export type DecidedRequest = z.infer<typeof DecidedRequestSchema>;

const IncomeRecordSchema = z.object({
  periodStart: z.number(),
  periodEnd: z.number(),
  turnoverCents: z.number().int(),
  activeMembers: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(['PAID', 'PAYABLE', 'PENDING']),
});
export type IncomeRecord = z.infer<typeof IncomeRecordSchema>;

const AffiliateLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(['PLAYER', 'AGENT']),
  remark: z.string().nullable(),
  registrations: z.number().int(),
  createdAt: z.number(),
});
export type AffiliateLink = z.infer<typeof AffiliateLinkSchema>;

const byType = <T extends z.ZodType>(value: T) => z.partialRecord(ContractTypeSchema, value);

const AgentRecordsSchema = z.object({
  team: z.array(TeamMemberSchema),
  /** Rates per product type, hundredths of a percent, by account or team member id. */
  rebates: z.record(z.string(), z.record(z.string(), z.number().int())),
  links: z.record(z.string(), z.array(AffiliateLinkSchema)),
  contracts: z.record(z.string(), byType(ContractSchema)),
  requests: z.record(z.string(), byType(ContractRequestSchema)),
  /** Newest first. */
  history: z.record(z.string(), z.array(DecidedRequestSchema)),
  /** Newest first. */
  income: z.record(z.string(), byType(z.array(IncomeRecordSchema))),
  nextContractId: z.number().int(),
  nextLinkId: z.number().int(),
});
export type AgentRecords = z.infer<typeof AgentRecordsSchema>;

const NO_TYPES: ReadonlyDeep<Partial<Record<ContractType, never>>> = {};

export class AgentSlice extends Slice<AgentRecords> {
  static readonly key = 'agent';
  static readonly schema = AgentRecordsSchema;
  static seed(): AgentRecords {
    return agentSeed();
  }

  /* ------------------------------------------------------------------------------- the team */

  member(id: number): ReadonlyDeep<TeamMember> | undefined {
    return this.records.team.find((m) => m.id === id);
  }

  byUsername(username: string): ReadonlyDeep<TeamMember> | undefined {
    const name = username.toLowerCase();
    return this.records.team.find((m) => m.username.toLowerCase() === name);
  }

  /** Everyone below `agentId`, each with its level (1 = direct), in registration order. */
  team(agentId: number): { member: ReadonlyDeep<TeamMember>; level: number }[] {
    const out: { member: ReadonlyDeep<TeamMember>; level: number }[] = [];
    const visit = (parentId: number, level: number) => {
      for (const m of this.records.team) {
        if (m.parentId !== parentId) continue;
        out.push({ member: m, level });
        visit(m.id, level + 1);
      }
    };
    visit(agentId, 1);
    return out.sort((a, b) => a.level - b.level || a.member.registeredAt - b.member.registeredAt);
  }

  directCount(id: number): number {
    return this.records.team.filter((m) => m.parentId === id).length;
  }

  addMember(member: TeamMember): void {
    this.write((records) => {
      records.team.push(member);
    });
  }

  /* ---------------------------------------------------------------------------------- rebates */

  rebates(id: number): ReadonlyDeep<Record<string, number>> {
    return ofMember(this.records.rebates, id, {});
  }

  setRebates(id: number, rates: Readonly<Record<string, number>>): void {
    this.write((records) => {
      records.rebates[String(id)] = { ...records.rebates[String(id)], ...rates };
    });
  }

  /* ------------------------------------------------------------------------- affiliate links */

  links(ownerId: number): readonly ReadonlyDeep<AffiliateLink>[] {
    return ofMember(this.records.links, ownerId, []);
  }

  /** The owner of a link code, if any. */
  linkOwner(code: string): { ownerId: number; link: ReadonlyDeep<AffiliateLink> } | undefined {
    for (const [owner, links] of Object.entries(this.records.links)) {
      const link = links.find((l) => l.code.toLowerCase() === code.toLowerCase());
      if (link) return { ownerId: Number(owner), link };
    }
    return undefined;
  }

  /** Adds a link; its code is made from the id it gets. */
  addLink(
    ownerId: number,
    link: Omit<AffiliateLink, 'id' | 'code'>,
    codeOf: (id: number) => string,
  ): ReadonlyDeep<AffiliateLink> {
    return this.write((records) => {
      const id = records.nextLinkId;
      const created = { ...link, id, code: codeOf(id) };
      records.nextLinkId += 1;
      (records.links[String(ownerId)] ??= []).push(created);
      return created;
    });
  }

  deleteLink(ownerId: number, id: number): boolean {
    return this.write((records) => {
      const list = records.links[String(ownerId)] ?? [];
      const kept = list.filter((l) => l.id !== id);
      records.links[String(ownerId)] = kept;
      return kept.length !== list.length;
    });
  }

  /** A member registered through an owner's link: in the owner's team, counted on the link. */
  join(
    ownerId: number,
    linkId: number,
    account: {
      id: number;
      username: string;
      nickname: string | null;
      type: number;
      regDate: number;
    },
  ): void {
    this.write((records) => {
      const link = records.links[String(ownerId)]?.find((l) => l.id === linkId);
      if (link) link.registrations += 1;
      records.team.push({
        id: account.id,
        username: account.username,
        nickname: account.nickname,
        type: account.type,
        parentId: ownerId,
        active: false,
        registeredAt: account.regDate,
        lastLoginAt: null,
        depositCents: 0,
        withdrawalCents: 0,
        validBetCents: 0,
        payoutCents: 0,
        rebateCents: 0,
      });
    });
  }

  /* -------------------------------------------------------------------------------- contracts */

  contract(id: number, type: ContractType): ReadonlyDeep<Contract> | null {
    return ofMember(this.records.contracts, id, NO_TYPES)[type] ?? null;
  }

  request(id: number, type: ContractType): ReadonlyDeep<ContractRequest> | null {
    return ofMember(this.records.requests, id, NO_TYPES)[type] ?? null;
  }

  history(id: number): readonly ReadonlyDeep<DecidedRequest>[] {
    return ofMember(this.records.history, id, []);
  }

  income(id: number, type: ContractType): readonly ReadonlyDeep<IncomeRecord>[] {
    return ofMember(this.records.income, id, NO_TYPES)[type] ?? [];
  }

  /** Puts a pending request on an account (replacing one of the same type). */
  putRequest(
    id: number,
    request: Omit<ContractRequest, 'requestId'>,
  ): ReadonlyDeep<ContractRequest> {
    return this.write((records) => {
      const created = { ...request, requestId: records.nextContractId };
      records.nextContractId += 1;
      (records.requests[String(id)] ??= {})[request.contractType] = created;
      return created;
    });
  }

  clearRequest(id: number, type: ContractType): void {
    this.write((records) => {
      delete records.requests[String(id)]?.[type];
    });
  }

  /** Accepts or declines the pending request: accepted, it becomes the current contract. */
  decide(
    id: number,
    type: ContractType,
    decision: 'ACCEPTED' | 'DECLINED',
    at: number,
  ): ReadonlyDeep<Contract> | null {
    return this.write((records) => {
      const pending = records.requests[String(id)]?.[type];
      if (!pending) return null;
      delete records.requests[String(id)]?.[type];
      (records.history[String(id)] ??= []).unshift({ ...pending, decision, decidedAt: at });
      if (decision === 'DECLINED') return null;
      const contract: Contract = {
        contractId: records.nextContractId,
        contractType: type,
        uplineUsername: pending.uplineUsername,
        period: pending.period,
        startedAt: at,
        tiers: pending.tiers,
      };
      records.nextContractId += 1;
      (records.contracts[String(id)] ??= {})[type] = contract;
      return contract;
    });
  }

  /** Marks every payable dividend period paid; answers what they came to. */
  payDividends(id: number): { amountCents: number; periods: number } {
    return this.write((records) => {
      const periods = records.income[String(id)]?.DIVIDEND ?? [];
      let amountCents = 0;
      let count = 0;
      for (const period of periods) {
        if (period.status !== 'PAYABLE') continue;
        amountCents += period.amountCents;
        count += 1;
        period.status = 'PAID';
      }
      return { amountCents, periods: count };
    });
  }
}
