/**
 * Identity verification (KYC, spec sections 2 "KYC overlay", 3, 5): the option lists, the
 * personal-information form, the ID images and the security config that decides the prompt.
 * One schema per form, used by the web form and the BFF alike; the image checks by content are
 * shared by the BFF and the sandbox.
 */
import { z } from 'zod';
import { LIMITS, MINIMUM_AGE } from './constants.ts';

/* -------------------------------------------------------------------------------------------------
 * Option lists (spec section 3): the key travels, the label is shown.
 * ----------------------------------------------------------------------------------------------- */

/** ID types 1–20, in the spec's order. */
export const KYC_ID_TYPES = [
  { key: 1, label: 'Passport' },
  { key: 2, label: "Driver's License" },
  { key: 3, label: 'PRC ID' },
  { key: 4, label: 'Postal ID' },
  { key: 5, label: "Voter's ID" },
  { key: 6, label: 'Barangay Certification' },
  { key: 7, label: 'TIN' },
  { key: 8, label: 'SSS' },
  { key: 9, label: 'Senior Citizen Card' },
  { key: 10, label: 'Alien Certificate Registration' },
  { key: 11, label: 'UMID' },
  { key: 12, label: 'Seamans Book' },
  { key: 13, label: 'Firearms License' },
  { key: 14, label: 'IBP ID' },
  { key: 15, label: 'OWWA ID' },
  { key: 16, label: 'OFW ID' },
  { key: 17, label: 'National ID' },
  { key: 18, label: 'Phil Health' },
  { key: 19, label: 'Police clearance' },
  { key: 20, label: 'NBI clearance' },
] as const;

/** Source of income: 1 Employed, 2 Self employed. */
export const KYC_SOURCES_OF_INCOME = [
  { key: 1, label: 'Employed' },
  { key: 2, label: 'Self employed' },
] as const;

/** Nature of work, keys 3–21 (19 entries). */
export const KYC_NATURES_OF_WORK = [
  { key: 3, label: 'Corporate Executives' },
  { key: 4, label: 'Managers' },
  { key: 5, label: 'Supervisors' },
  { key: 6, label: 'Professionals' },
  { key: 7, label: 'Associate Professionals' },
  { key: 8, label: 'Technicians' },
  { key: 9, label: 'Clerks' },
  { key: 10, label: 'Service workers' },
  { key: 11, label: 'Sales workers' },
  { key: 12, label: 'Farmers' },
  { key: 13, label: 'Forestry workers' },
  { key: 14, label: 'Fishermen' },
  { key: 15, label: 'Traders' },
  { key: 16, label: 'Operators' },
  { key: 17, label: 'Machine assemblers' },
  { key: 18, label: 'Laborers' },
  { key: 19, label: 'Unskilled workers' },
  { key: 20, label: 'Special occupations' },
  { key: 21, label: 'Others' },
] as const;

function keyOf(list: readonly { key: number }[]) {
  const keys = new Set(list.map((entry) => entry.key));
  return z.coerce
    .number({ message: 'validation.required' })
    .int('validation.required')
    .refine((key) => keys.has(key), 'validation.required');
}

/* -------------------------------------------------------------------------------------------------
 * Birthday: at least 21 on today's date in the Philippines.
 * ----------------------------------------------------------------------------------------------- */

/** The players' time zone: "today" for the age rule is today in Manila, whatever the server's. */
export const KYC_TIME_ZONE = 'Asia/Manila';

/** Today's date in Manila as YYYY-MM-DD. */
export function manilaDate(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: KYC_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A real calendar date written YYYY-MM-DD (no 2001-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Whether someone born on `birthday` (YYYY-MM-DD) is at least `MINIMUM_AGE` on `today`. The
 * birthday's month and day in the year they turn 21 compare as text, so a 29 February birthday
 * comes of age on 1 March in a common year.
 */
export function isOfAge(birthday: string, today: string = manilaDate()): boolean {
  const comingOfAge = `${String(Number(birthday.slice(0, 4)) + MINIMUM_AGE).padStart(4, '0')}${birthday.slice(4)}`;
  return comingOfAge <= today;
}

export const BirthdaySchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .refine(isCalendarDate, 'validation.birthday')
  .refine((value) => value >= '1900-01-01' && value <= manilaDate(), 'validation.birthday')
  .refine((value) => isOfAge(value), 'validation.birthdayLimit');

/* -------------------------------------------------------------------------------------------------
 * Step 1: personal information (spec section 3, "KYC personal info").
 * ----------------------------------------------------------------------------------------------- */

function text(max: number, required: boolean) {
  const base = z.string({ message: 'validation.required' }).trim().max(max, 'validation.tooLong');
  return required ? base.min(1, 'validation.required') : base;
}

/**
 * kyc.submitPersonalInfo input. The spec lists the fields without saying which are required; a
 * verification needs all but the employer's name (self-employed players have none).
 */
export const KycPersonalInfoInputSchema = z.object({
  idType: keyOf(KYC_ID_TYPES),
  /** The name as printed on the ID. */
  payeeName: text(100, true),
  birthday: BirthdaySchema,
  address: text(200, true),
  permanentAddress: text(200, true),
  placeOfBirth: text(100, true),
  /** A country code of the gateway's country list (system.countries). */
  nationality: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z]{2,3}$/, 'validation.required')
    .transform((code) => code.toUpperCase()),
  sourceOfIncome: keyOf(KYC_SOURCES_OF_INCOME),
  occupation: keyOf(KYC_NATURES_OF_WORK),
  employerName: text(100, false).optional(),
});
export type KycPersonalInfoInput = z.infer<typeof KycPersonalInfoInputSchema>;
export type KycPersonalInfoForm = z.input<typeof KycPersonalInfoInputSchema>;

/** The gateway's body for the personal information (spec section 3 field names). */
export interface GatewayKycPersonalInfo {
  idType: number;
  payeename: string;
  birthday: string;
  address: string;
  permanentAddress: string;
  placeOfBirth: string;
  nationality: string;
  sourceOfIncome: number;
  occupation: number;
  employerName: string;
}

export function toGatewayPersonalInfo(input: KycPersonalInfoInput): GatewayKycPersonalInfo {
  return {
    idType: input.idType,
    payeename: input.payeeName,
    birthday: input.birthday,
    address: input.address,
    permanentAddress: input.permanentAddress,
    placeOfBirth: input.placeOfBirth,
    nationality: input.nationality,
    sourceOfIncome: input.sourceOfIncome,
    occupation: input.occupation,
    employerName: input.employerName ?? '',
  };
}

/* -------------------------------------------------------------------------------------------------
 * Step 2: ID images (front required; back and selfie optional).
 * ----------------------------------------------------------------------------------------------- */

export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type KycImageType = (typeof KYC_IMAGE_TYPES)[number];

/** The image type a file's first bytes announce, or null when they announce none we accept. */
export function sniffImageType(bytes: Uint8Array): KycImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  // RIFF....WEBP
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    [0x57, 0x45, 0x42, 0x50].every((b, i) => bytes[8 + i] === b)
  )
    return 'image/webp';
  return null;
}

/** Base64 characters of an image of exactly the size limit: longer cannot be within it. */
const MAX_BASE64_LENGTH = Math.ceil(LIMITS.imageMaxBytes / 3) * 4;
const DATA_URL = /^data:(image\/(?:jpeg|png|webp|gif));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The parts of an image data URL, or null when it is not one of ours. */
export function parseImageDataUrl(
  value: string,
): { declaredType: KycImageType; base64: string } | null {
  const match = DATA_URL.exec(value);
  if (!match?.[1] || !match[2] || match[2].length % 4 !== 0) return null;
  return { declaredType: match[1] as KycImageType, base64: match[2] };
}

/** Decoded size of a base64 text without decoding it. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * One image as it travels from the web app: a base64 data URL of an accepted type, at most
 * 5,242,880 bytes once decoded. The BFF then checks the bytes themselves (kyc.service.ts).
 */
export const KycImageSchema = z
  .string({ message: 'validation.required' })
  .max(MAX_BASE64_LENGTH + 32, 'validation.imageTooLarge')
  .refine((value) => parseImageDataUrl(value) !== null, 'validation.imageType')
  .refine(
    (value) => base64ByteLength(parseImageDataUrl(value)?.base64 ?? '') <= LIMITS.imageMaxBytes,
    'validation.imageTooLarge',
  );

/** kyc.uploadId input: the three slots of step 2. */
export const KycUploadInputSchema = z.object({
  front: KycImageSchema,
  back: KycImageSchema.optional(),
  selfie: KycImageSchema.optional(),
});
export type KycUploadInput = z.infer<typeof KycUploadInputSchema>;

/** The body of a whole upload at its largest: three images at the limit, plus JSON. */
export const KYC_UPLOAD_MAX_BODY_BYTES = 3 * (MAX_BASE64_LENGTH + 64) + 1_024;

/* -------------------------------------------------------------------------------------------------
 * Security config and the prompt (spec section 4 "KYC prompt").
 * ----------------------------------------------------------------------------------------------- */

const FlagSchema = z
  .union([z.boolean(), z.literal('Y'), z.literal('N'), z.number()])
  .transform((value) => value === true || value === 'Y' || value === 1);

/** `GET /wps/v2/member/securityConfig` value: only `info.idVerification` is read here. */
export const GatewaySecurityConfigSchema = z.object({
  info: z
    .object({
      idVerification: z
        .object({
          enabled: FlagSchema.nullish(),
          isComplete: FlagSchema.nullish(),
          status: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

/** kyc.status output: what the prompt rule needs from the gateway and from this session. */
export const KycStatusSchema = z.object({
  enabled: z.boolean(),
  isComplete: z.boolean(),
  /** The gateway's status letter; 'N' is "not verified". */
  status: z.string().nullable(),
  /** Images were uploaded in this session (the spec's `securityAlreadyUpLoad`). */
  uploaded: z.boolean(),
});
export type KycStatus = z.infer<typeof KycStatusSchema>;

/**
 * The prompt's rule (spec section 4): verification enabled, not complete, status N, nothing
 * uploaded and not postponed this session, and the site's MANDATORYKYC3 flag on.
 */
export function shouldPromptKyc(
  status: KycStatus,
  { mandatory, postponed }: { mandatory: boolean; postponed: boolean },
): boolean {
  return (
    mandatory &&
    !postponed &&
    status.enabled &&
    !status.isComplete &&
    status.status === 'N' &&
    !status.uploaded
  );
}

export const KycResultSchema = z.object({ ok: z.literal(true) });
