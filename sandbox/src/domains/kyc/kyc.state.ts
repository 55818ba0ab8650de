/**
 * The KYC slice (§8): each member's identity verification. `status` is the security config's
 * letter: N (not verified) until images arrive, then P (pending review); Y (verified) and R
 * (rejected) are set through the `kyc` control, as a back-office review would. The ID images are
 * kept in memory only, newest upload per member: a data file should not fill with identity
 * documents, and the tests read them through the control.
 */
import { z } from 'zod';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { Slice, ofMember } from '../../state/slice.ts';

const KycRecordSchema = z.object({
  status: z.enum(['N', 'P', 'Y', 'R']),
  /** The personal information as the gateway received it (spec section 3 field names). */
  personal: z.record(z.string(), z.unknown()).nullable(),
  personalAt: z.number().nullable(),
  uploadedAt: z.number().nullable(),
});
export type KycRecord = z.infer<typeof KycRecordSchema>;

const KycRecordsSchema = z.object({
  /** Keyed by the account id as a string. */
  members: z.record(z.string(), KycRecordSchema).default({}),
});
type KycRecords = z.infer<typeof KycRecordsSchema>;

/** One received ID image: what the gateway would keep. */
export interface KycImage {
  type: string;
  bytes: Buffer;
}
export type KycImageSlot = 'idCardFront' | 'idCardBack' | 'idCardSelfie';
export type KycImages = Partial<Record<KycImageSlot, KycImage>>;

const NOT_VERIFIED: KycRecord = { status: 'N', personal: null, personalAt: null, uploadedAt: null };

export class KycSlice extends Slice<KycRecords> {
  static readonly key = 'kyc';
  static readonly schema = KycRecordsSchema;
  static seed(): KycRecords {
    return { members: {} };
  }

  private readonly images = new Map<number, KycImages>();

  record(accountId: number): ReadonlyDeep<KycRecord> {
    return ofMember(this.records.members, accountId, NOT_VERIFIED);
  }

  update(accountId: number, change: Partial<KycRecord>): ReadonlyDeep<KycRecord> {
    const next: KycRecord = { ...this.record(accountId), ...change };
    this.write((records) => {
      records.members[String(accountId)] = next;
    });
    return next;
  }

  imagesOf(accountId: number): Readonly<KycImages> {
    return this.images.get(accountId) ?? {};
  }

  /** The member's upload: replaces the previous one. */
  setImages(accountId: number, images: KycImages): void {
    this.images.set(accountId, images);
  }

  /** Back to not verified: the information and the images forgotten. */
  clear(accountId: number): ReadonlyDeep<KycRecord> {
    this.images.delete(accountId);
    return this.update(accountId, NOT_VERIFIED);
  }

  override forget(): void {
    this.images.clear();
  }
}
