/**
 * Security config and identity verification (§8). The real shapes are not public; these are the
 * project's (decision 011, docs/gateway.md): the security list of §8 with `idVerification.status`,
 * personal information on an encrypted `POST /wps/member/info/personal` (PERS3), and the images
 * as data URLs on `POST /wps/relay/MCSFE_uploadIdImg` (UPLOADID3). The gateway's own rules are
 * applied as a careful upstream would: the age limit, image types by content, 5 MB each.
 */
import {
  GATEWAY_ERRORS,
  KYC_ID_TYPES,
  KYC_NATURES_OF_WORK,
  KYC_SOURCES_OF_INCOME,
  isCalendarDate,
  isOfAge,
  readImageDataUrl,
} from '@app/contracts';
import { z } from 'zod';
import { requireAccount } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { GatewayError, parseInput } from '../../gateway/errors.ts';
import { countries } from '../system/countries.data.ts';
import { MerchantSlice } from '../system/merchant.state.ts';
import { KycSlice, type KycImage, type KycImageSlot, type KycImages } from './kyc.state.ts';

const keys = (list: readonly { key: number }[]) => new Set(list.map((entry) => entry.key));
const ID_TYPES = keys(KYC_ID_TYPES);
const SOURCES = keys(KYC_SOURCES_OF_INCOME);
const NATURES = keys(KYC_NATURES_OF_WORK);

const COUNTRY_CODES = new Set(countries().map((country) => country.countryCode));

const line = (max: number) => z.string().trim().min(1).max(max);

const PersonalInfoSchema = z.object({
  idType: z.coerce
    .number()
    .int()
    .refine((k) => ID_TYPES.has(k), 'unknown idType'),
  payeename: line(100),
  birthday: z.string().refine(isCalendarDate, 'birthday must be YYYY-MM-DD'),
  address: line(200),
  permanentAddress: line(200),
  placeOfBirth: line(100),
  nationality: z.string().refine((code) => COUNTRY_CODES.has(code), 'unknown nationality'),
  sourceOfIncome: z.coerce
    .number()
    .int()
    .refine((k) => SOURCES.has(k), 'unknown sourceOfIncome'),
  occupation: z.coerce
    .number()
    .int()
    .refine((k) => NATURES.has(k), 'unknown occupation'),
  employerName: z.string().trim().max(100).nullish(),
});

const UploadSchema = z.object({
  idCardFront: z.string().nullish(),
  idCardBack: z.string().nullish(),
  idCardSelfie: z.string().nullish(),
});

const SLOTS = ['idCardFront', 'idCardBack', 'idCardSelfie'] as const satisfies KycImageSlot[];

/** Decodes and checks one image: a data URL whose bytes are an image of the declared kind. */
function readImage(slot: KycImageSlot, value: string): KycImage {
  const image = readImageDataUrl(value, (base64) => Buffer.from(base64, 'base64'));
  if (!('refusal' in image)) return image;
  if (image.refusal === 'image_too_large') {
    throw new GatewayError(
      400,
      GATEWAY_ERRORS.kycImageTooLarge,
      'The maximum picture size is 5MB',
      { field: slot },
    );
  }
  throw imageInvalid(slot);
}

function imageInvalid(slot: KycImageSlot): GatewayError {
  return new GatewayError(400, GATEWAY_ERRORS.kycImageInvalid, 'Picture format is incorrect', {
    field: slot,
  });
}

export const kycRelays = defineRelays(
  {
    securityConfig: {
      methods: ['GET'],
      path: '/wps/v2/member/securityConfig',
      moduleIds: ['COMM3'],
      login: 'login',
      encryption: 'none',
    },
    /** Personal information for KYC: a sensitive write, so encrypted like a password change. */
    kycPersonalInfo: {
      methods: ['POST'],
      path: '/wps/member/info/personal',
      moduleIds: ['PERS3'],
      login: 'login',
      encryption: 'body',
    },
    /**
     * ID images as data URLs. Plain JSON (not in §3.1's list), never recorded: the `kyc` control
     * reports what arrived without the bytes.
     */
    kycUploadId: {
      methods: ['POST'],
      path: '/wps/relay/MCSFE_uploadIdImg',
      moduleIds: ['UPLOADID3'],
      login: 'login',
      encryption: 'none',
      bodyLimit: 24 * 1024 * 1024,
    },
  },
  (deps) => {
    const kyc = deps.slice(KycSlice);
    return {
      /** The §8 security list; only idVerification changes here, the rest is a fixed member. */
      securityConfig: (ctx) => {
        const { account } = requireAccount(ctx);
        const record = kyc.record(account.id);
        return {
          info: {
            paymentPassword: { enabled: true, isComplete: false },
            securityQuestions: { enabled: true, isComplete: Boolean(account.securityQuestion) },
            mobileVerified: { enabled: account.mobile !== null },
            idVerification: {
              enabled: deps.slice(MerchantSlice).settings().idVerificationEnabled,
              isComplete: record.status === 'Y',
              status: record.status,
            },
            cpfVerification: { enabled: false, isComplete: false, status: 'N' },
          },
        };
      },

      /** Step 1 (encrypted). The age limit is the gateway's rule too: under 21 is refused. */
      kycPersonalInfo: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(PersonalInfoSchema, ctx.payload);
        if (!isOfAge(body.birthday)) {
          throw new GatewayError(
            400,
            GATEWAY_ERRORS.kycBirthdayLimit,
            'You must be at least 21 years old',
            { field: 'birthday' },
          );
        }
        kyc.update(account.id, {
          personal: { ...body, employerName: body.employerName ?? '' },
          personalAt: Date.now(),
        });
        return { success: true };
      },

      /** Step 2: front required, back and selfie optional; on success the review is pending. */
      kycUploadId: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(UploadSchema, ctx.payload);
        if (!body.idCardFront) {
          throw new GatewayError(
            400,
            GATEWAY_ERRORS.kycFrontRequired,
            'Please upload the front of your ID',
            { field: 'idCardFront' },
          );
        }
        const images: KycImages = {};
        for (const slot of SLOTS) {
          const value = body[slot];
          if (value) images[slot] = readImage(slot, value);
        }
        kyc.setImages(account.id, images);
        kyc.update(account.id, { status: 'P', uploadedAt: Date.now() });
        return { success: true };
      },
    };
  },
);
