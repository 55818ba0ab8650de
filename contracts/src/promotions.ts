/** Promotions: the gateway's availability shape and what the web receives (home, promotions). */
import { z } from 'zod';
import { RecordIdSchema } from './ids.ts';
import { LIMITS } from './constants.ts';
import { base64ByteLength, KYC_IMAGE_MAX_BASE64_LENGTH, parseImageDataUrl } from './kyc-rules.ts';
import { minorFromGatewayNumber } from './money.ts';
import { RequestKeySchema } from './wallet.ts';

/* ---------------------------------------------------------------------------------------------
 * Gateway shapes
 * ------------------------------------------------------------------------------------------- */

const availability = z.object({ enabled: z.boolean() }).loose();
/** MCSFE_getMerchantAvailablePromotions (a gap shape: the sandbox's choice, documented there). */
export const GatewayPromotionAvailabilitySchema = z.object({
  APP_DOWNLOAD: availability
    .extend({ bonusAmount: z.coerce.number().nullish(), currency: z.string().nullish() })
    .nullish(),
  MISSION: availability.nullish(),
  LOGIN: availability.nullish(),
  REFERRAL: availability.nullish(),
});

/* ---------------------------------------------------------------------------------------------
 * What the BFF answers
 * ------------------------------------------------------------------------------------------- */

/** Which promotions the merchant runs (home.bootstrap's `promotions`). */
export const PromotionAvailabilitySchema = z.object({
  appDownload: z.object({
    enabled: z.boolean(),
    bonusAmount: z.number().nullable(),
    currency: z.string().nullable(),
  }),
  mission: z.object({ enabled: z.boolean() }),
  login: z.object({ enabled: z.boolean() }),
  referral: z.object({ enabled: z.boolean() }),
});
export type PromotionAvailability = z.infer<typeof PromotionAvailabilitySchema>;

/* ---------------------------------------------------------------------------------------------
 * The promotions screen (/m/activity) and the daily sign-in (/m/activity/signIn)
 * ------------------------------------------------------------------------------------------- */

/**
 * How a member takes part (the sandbox's model, docs/gateway.md "Promotions"):
 * APPLY: an application with a comment and pictures, reviewed by the operator;
 * TARGET: joined with one tap, then a turnover target to reach before the reward can be claimed;
 * EVENT: joined with one tap, rewarded by the operator when the event ends;
 * AUTO: nothing to join, the operator issues the reward.
 */
export const PROMOTION_KINDS = ['APPLY', 'TARGET', 'EVENT', 'AUTO'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * The status words of spec section 4 ("Join, Claim, Applying, Close, Rejected, Issued, Claimed,
 * Process, Joined, coming soon"), as codes; the page translates them.
 */
export const PROMOTION_STATUSES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSE',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'COMING_SOON',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The statuses a member moves through; JOIN, CLOSE and COMING_SOON come from the dates. */
export const PROMOTION_ENTRY_STATES = [
  'APPLYING',
  'REJECTED',
  'PROCESS',
  'JOINED',
  'CLAIM',
  'ISSUED',
  'CLAIMED',
] as const;

/**
 * The status of a promotion nobody has joined (a visitor's, or a member's before joining), from
 * its dates: not started, ended, or open to join. AUTO promotions are never joined: every member
 * takes part, so a member reads JOINED while one runs; a visitor reads JOIN (log in to take part).
 */
export function statusFromDates(
  promotion: { startTime: number; endTime: number | null; kind: PromotionKind },
  now: number,
  reader: 'member' | 'visitor',
): PromotionStatus {
  if (now < promotion.startTime) return 'COMING_SOON';
  if (promotion.endTime !== null && now >= promotion.endTime) return 'CLOSE';
  return promotion.kind === 'AUTO' && reader === 'member' ? 'JOINED' : 'JOIN';
}

/** A reward waiting, or one already given, outlives the promotion's end. */
const OUTLIVES_END: readonly PromotionStatus[] = ['CLAIM', 'CLAIMED', 'ISSUED'];

/**
 * The status word a reader sees: their entry's (a member's), unless the promotion ended with
 * nothing waiting for them (Close); without an entry, what the dates say.
 */
export function promotionStatus(
  promotion: {
    startTime: number;
    endTime: number | null;
    kind: PromotionKind;
    entry: (typeof PROMOTION_ENTRY_STATES)[number] | null;
  },
  now: number,
  reader: 'member' | 'visitor',
): PromotionStatus {
  const fromDates = statusFromDates(promotion, now, reader);
  const { entry } = promotion;
  if (!entry || reader === 'visitor') return fromDates;
  return fromDates === 'CLOSE' && !OUTLIVES_END.includes(entry) ? 'CLOSE' : entry;
}

/** Spec section 5: an application's comment up to 140 characters, pictures png or jpg, 3, 5 MB. */
export const PROMOTION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

const GatewayMinorSchema = z.coerce
  .number()
  .refine(Number.isFinite)
  .transform(minorFromGatewayNumber);

/** One promotion as the gateway lists it (MCSFE_getAvailablePromotions; a gap shape). */
export const GatewayPromotionSchema = z.object({
  promotionId: z.coerce.number().int().positive(),
  title: z.string(),
  content: z.string().nullish(),
  imageUrl: z.string().nullish(),
  category: z.string().nullish(),
  joinType: z.enum(PROMOTION_KINDS),
  startTime: z.number(),
  endTime: z.number().nullish(),
  bonusAmount: GatewayMinorSchema,
  targetAmount: GatewayMinorSchema.nullish(),
  progressAmount: GatewayMinorSchema.nullish(),
  /** The member's entry, when they have one. */
  status: z.enum(PROMOTION_ENTRY_STATES).nullish(),
  rejectReason: z.string().nullish(),
});
export type GatewayPromotion = z.infer<typeof GatewayPromotionSchema>;

/**
 * A promotion list: "List payloads nest in different places" (upstream-gateway.md §14), so every
 * known nesting is read: a bare array, or `list`, `records`, `rows`, `items`, `data`, `M`.
 */
export const GatewayPromotionListSchema = z.preprocess((value: unknown): unknown => {
  if (Array.isArray(value)) return value as unknown[];
  if (value && typeof value === 'object') {
    for (const key of ['list', 'records', 'rows', 'items', 'data', 'M']) {
      const nested = (value as Record<string, unknown>)[key];
      if (Array.isArray(nested)) return nested as unknown[];
    }
  }
  return value;
}, z.array(GatewayPromotionSchema));

/** A promotion as the page shows it. Amounts are two-decimal texts (money.ts). */
export const PromotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string().nullable(),
  kind: z.enum(PROMOTION_KINDS),
  status: z.enum(PROMOTION_STATUSES),
  startTime: z.number(),
  endTime: z.number().nullable(),
  bonus: z.string(),
  target: z.string().nullable(),
  progress: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionListSchema = z.object({
  /** 'personal' for a real member (their statuses), 'common' for visitors and trial players. */
  source: z.enum(['personal', 'common']),
  promotions: z.array(PromotionSchema),
});
export type PromotionList = z.infer<typeof PromotionListSchema>;

export const PromotionJoinInputSchema = z.object({ id: RecordIdSchema });

/** An image of an application: a png or jpg data URL, at most 5 MB once decoded. */
export const PromotionImageSchema = z
  .string({ message: 'validation.required' })
  .max(KYC_IMAGE_MAX_BASE64_LENGTH + 32, 'validation.imageTooLarge')
  .refine((value) => {
    const parts = parseImageDataUrl(value);
    return (
      parts !== null && (PROMOTION_IMAGE_TYPES as readonly string[]).includes(parts.declaredType)
    );
  }, 'validation.imagePngJpg')
  .refine(
    (value) => base64ByteLength(parseImageDataUrl(value)?.base64 ?? '') <= LIMITS.imageMaxBytes,
    'validation.imageTooLarge',
  );

/** promotions.apply (on the /upload mount: pictures are megabytes). */
export const PromotionApplyInputSchema = z.object({
  id: RecordIdSchema,
  comment: z.string().trim().max(LIMITS.feedbackMaxLength, 'validation.commentTooLong').default(''),
  images: z
    .array(PromotionImageSchema)
    .max(LIMITS.activityImagesMax, 'validation.tooManyImages')
    .default([]),
});
export type PromotionApplyInput = z.input<typeof PromotionApplyInputSchema>;
export type PromotionApplication = z.output<typeof PromotionApplyInputSchema>;

export const PromotionClaimInputSchema = z.object({
  id: RecordIdSchema,
  requestKey: RequestKeySchema,
});

/** What a join, an application or a claim answers: the promotion as it is now. */
export const PromotionActionResultSchema = z.object({ promotion: PromotionSchema });

/* The daily sign-in calendar (MCSFE_getLoginPromotion, MCSFE_claimLoginPromotion) ------------ */

export const GatewayLoginPromotionSchema = z.object({
  /** The cycle's days in order, from the first day of the current cycle. */
  days: z.array(
    z.object({
      day: z.number().int().min(1),
      /** The calendar date, YYYY-MM-DD in the merchant's time zone. */
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      rewardAmount: GatewayMinorSchema,
      signedIn: z.boolean(),
    }),
  ),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  streak: z.number().int().min(0),
});

export type GatewayLoginPromotion = z.infer<typeof GatewayLoginPromotionSchema>;

export const SignInDaySchema = z.object({
  day: z.number().int(),
  date: z.string(),
  reward: z.string(),
  /** signed: done; today: can sign in now; missed: a past day not signed; later: to come. */
  state: z.enum(['signed', 'today', 'missed', 'later']),
});

export const SignInCalendarSchema = z.object({
  days: z.array(SignInDaySchema),
  today: z.string(),
  streak: z.number().int(),
  signedToday: z.boolean(),
});
export type SignInCalendar = z.infer<typeof SignInCalendarSchema>;

export const SignInInputSchema = z.object({ requestKey: RequestKeySchema });
