/**
 * Identity verification (KYC, spec sections 2 "KYC overlay", 3, 5): the option lists, the
 * personal-information form, the ID images and the security config that decides the prompt.
 * One schema per form, used by the web form and the BFF alike; the image checks by content are
 * shared by the BFF and the sandbox.
 */
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import {
  KYC_ID_TYPES,
  KYC_NATURES_OF_WORK,
  KYC_SOURCES_OF_INCOME,
  KYC_IMAGE_MAX_BASE64_LENGTH,
  base64ByteLength,
  isCalendarDate,
  isOfAge,
  manilaDate,
  parseImageDataUrl,
  type KycPromptState,
} from './kyc-rules.ts';

export * from './kyc-rules.ts';

function keyOf(list: readonly { key: number }[]) {
  const keys = new Set(list.map((entry) => entry.key));
  return z.coerce
    .number({ message: 'validation.required' })
    .int('validation.required')
    .refine((key) => keys.has(key), 'validation.required');
}

/* -------------------------------------------------------------------------------------------------
 * Birthday: a real date, at least 21 years ago in Manila (kyc-rules.ts).
 * ----------------------------------------------------------------------------------------------- */

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

/**
 * One image as it travels from the web app: a base64 data URL of an accepted type, at most
 * 5,242,880 bytes once decoded. The BFF then checks the bytes themselves (kyc.service.ts).
 */
export const KycImageSchema = z
  .string({ message: 'validation.required' })
  .max(KYC_IMAGE_MAX_BASE64_LENGTH + 32, 'validation.imageTooLarge')
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
export const KYC_UPLOAD_MAX_BODY_BYTES = 3 * (KYC_IMAGE_MAX_BASE64_LENGTH + 64) + 1_024;

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
      securityQuestions: z
        .object({ enabled: FlagSchema.nullish(), isComplete: FlagSchema.nullish() })
        .nullish(),
    })
    .nullish(),
});

/** kyc.status output: the prompt rule's state (`KycPromptState`, kyc-rules.ts). */
export const KycStatusSchema = z.object({
  enabled: z.boolean(),
  isComplete: z.boolean(),
  status: z.string().nullable(),
  uploaded: z.boolean(),
}) satisfies z.ZodType<KycPromptState>;
export type KycStatus = KycPromptState;

export const KycResultSchema = z.object({ ok: z.literal(true) });
