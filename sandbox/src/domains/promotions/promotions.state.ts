/**
 * The promotions slice (§14, issue 14): which promotion kinds the merchant offers, each member's
 * entries in the promotions, and their daily sign-ins.
 */
import { GatewayPromotionAvailabilitySchema, PROMOTION_ENTRY_STATES } from '@app/contracts';
import { z } from 'zod';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { Slice, ofMember } from '../../state/slice.ts';
import { DEMO_MEMBER_ID } from '../accounts/accounts.data.ts';
import { demoPromotionEntries } from './promotions.data.ts';

/**
 * Which promotion kinds the merchant runs (MCSFE_getMerchantAvailablePromotions, whose gateway
 * schema names the kinds), toggled by a control.
 */
const PROMOTION_KINDS = GatewayPromotionAvailabilitySchema.keyof().options;
type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PromotionFlagsSchema = z.object(
  Object.fromEntries(PROMOTION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    PromotionKind,
    z.ZodBoolean
  >,
);
export type PromotionFlags = z.infer<typeof PromotionFlagsSchema>;

/** A member's part in one promotion (promotions.data.ts). */
const PromotionEntrySchema = z.object({
  state: z.enum(PROMOTION_ENTRY_STATES),
  /** TARGET promotions: turnover so far, minor units. */
  progressCents: z.number().int().default(0),
  comment: z.string().default(''),
  /** Sizes of the pictures of an application (the pictures themselves are not kept). */
  imageBytes: z.array(z.number().int()).default([]),
  rejectReason: z.string().nullable().default(null),
  updatedAt: z.number(),
});
export type PromotionEntry = z.infer<typeof PromotionEntrySchema>;

const ALL_ON = Object.fromEntries(PROMOTION_KINDS.map((kind) => [kind, true])) as PromotionFlags;

const PromotionsRecordsSchema = z.object({
  flags: PromotionFlagsSchema.default(ALL_ON),
  /** Each member's entries: account id → promotion id → entry. */
  entries: z.record(z.string(), z.record(z.string(), PromotionEntrySchema)).default({}),
  /** Each member's daily sign-ins, as Manila dates (YYYY-MM-DD), oldest first. */
  signIns: z.record(z.string(), z.array(z.string())).default({}),
});
type PromotionsRecords = z.infer<typeof PromotionsRecordsSchema>;

export class PromotionsSlice extends Slice<PromotionsRecords> {
  static readonly key = 'promotions';
  static readonly schema = PromotionsRecordsSchema;
  static seed(): PromotionsRecords {
    return {
      flags: { ...ALL_ON },
      entries: { [DEMO_MEMBER_ID]: demoPromotionEntries(Date.now()) },
      signIns: {},
    };
  }

  flags(): Readonly<PromotionFlags> {
    return this.records.flags;
  }

  setFlags(change: Partial<PromotionFlags>): void {
    this.write((records) => {
      records.flags = { ...records.flags, ...change };
    });
  }

  entry(accountId: number, promotionId: number): ReadonlyDeep<PromotionEntry> | undefined {
    const entries = ofMember(this.records.entries, accountId, {});
    const key = String(promotionId);
    return Object.hasOwn(entries, key) ? entries[key] : undefined;
  }

  setEntry(accountId: number, promotionId: number, entry: ReadonlyDeep<PromotionEntry>): void {
    const stored: PromotionEntry = { ...entry, imageBytes: [...entry.imageBytes] };
    this.write((records) => {
      const key = String(accountId);
      records.entries[key] = { ...records.entries[key], [String(promotionId)]: stored };
    });
  }

  signIns(accountId: number): readonly string[] {
    return ofMember(this.records.signIns, accountId, []);
  }

  addSignIn(accountId: number, date: string): void {
    // A year of days is more than any calendar shows.
    const days = [...this.signIns(accountId), date].slice(-366);
    this.write((records) => {
      records.signIns[String(accountId)] = days;
    });
  }
}
