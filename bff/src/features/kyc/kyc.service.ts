/**
 * Identity verification (spec sections 2 "KYC overlay", 4 "KYC prompt", 5 "KYC"). The web app
 * validates with the same schemas; this side re-checks everything, the images by their bytes:
 * a data URL's declared type is the sender's word, the first bytes are the file's.
 */
import {
  readImageDataUrl,
  type KycPersonalInfoInput,
  type KycStatus,
  type KycUploadInput,
} from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import { AppError, fromUpstream } from '../../trpc/errors.ts';
import type { SessionData } from '../../session/session-store.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { getIdVerification } from '../member/member.service.ts';
import { postIdImages, postPersonalInfo } from './kyc.upstream.ts';

type KycContext = Pick<Context, 'gateway' | 'session'> & { sessionData: SessionData };

/** The gateway's idVerification plus this session's upload: what the prompt rule reads. */
export async function getKycStatus(ctx: KycContext): Promise<KycStatus> {
  const verification = await getIdVerification(ctx);
  return { ...verification, uploaded: ctx.sessionData.kycUploaded };
}

/** Step 1. A gateway refusal of the birthday comes back on the field, like the form's own. */
export async function submitPersonalInfo(
  ctx: KycContext,
  input: KycPersonalInfoInput,
): Promise<{ ok: true }> {
  try {
    await postPersonalInfo(ctx.gateway, input);
  } catch (error) {
    if (error instanceof UpstreamError && error.appCode === 'birthday_limit') {
      throw fromUpstream(error, { fieldErrors: { birthday: ['validation.birthdayLimit'] } });
    }
    throw error;
  }
  return { ok: true };
}

const SLOT_FIELDS = { idCardFront: 'front', idCardBack: 'back', idCardSelfie: 'selfie' } as const;

/**
 * Step 2. Each image is decoded, measured and identified by its first bytes; the gateway gets
 * it re-encoded from those bytes, so what it receives is exactly what was checked. Nothing is
 * written anywhere: the bytes live in this call's memory only.
 */
export async function uploadIdImages(
  ctx: KycContext,
  input: KycUploadInput,
): Promise<{ ok: true }> {
  const images = {
    front: checkedImage('front', input.front),
    back: input.back === undefined ? undefined : checkedImage('back', input.back),
    selfie: input.selfie === undefined ? undefined : checkedImage('selfie', input.selfie),
  };
  try {
    await postIdImages(ctx.gateway, images);
  } catch (error) {
    if (error instanceof UpstreamError) throw withImageField(error);
    throw error;
  }
  await ctx.session.save({ ...ctx.sessionData, kycUploaded: true });
  return { ok: true };
}

function checkedImage(field: 'front' | 'back' | 'selfie', dataUrl: string): string {
  const image = readImageDataUrl(dataUrl, (base64) => Buffer.from(base64, 'base64'));
  if ('refusal' in image) throw imageRefusal(field, image.refusal);
  return `data:${image.type};base64,${image.bytes.toString('base64')}`;
}

function imageRefusal(
  field: 'front' | 'back' | 'selfie',
  appCode: 'image_invalid' | 'image_too_large',
): AppError {
  const key = appCode === 'image_too_large' ? 'validation.imageTooLarge' : 'validation.imageType';
  return new AppError('BAD_REQUEST', appCode, { fieldErrors: { [field]: [key] } });
}

/** A gateway refusal naming an image slot is reported on that slot. */
function withImageField(error: UpstreamError): AppError {
  const slot = (error.value as { field?: unknown } | null | undefined)?.field;
  const field =
    typeof slot === 'string' && Object.hasOwn(SLOT_FIELDS, slot)
      ? SLOT_FIELDS[slot as keyof typeof SLOT_FIELDS]
      : null;
  const key =
    error.appCode === 'image_too_large'
      ? 'validation.imageTooLarge'
      : error.appCode === 'id_front_required'
        ? 'validation.idFront'
        : 'validation.imageType';
  return field ? fromUpstream(error, { fieldErrors: { [field]: [key] } }) : fromUpstream(error);
}
