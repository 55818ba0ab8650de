/**
 * KYC calls (upstream-gateway.md §8; the shapes are ours, decision 011). Whether the site asks for
 * verification is in the member's security config, which the member domain reads.
 */
import { toGatewayPersonalInfo, type KycPersonalInfoInput } from '@app/contracts';
import { ENDPOINTS } from './kyc.endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

/** An upload of three 5 MB images may take longer than a JSON call's default timeout. */
const UPLOAD_TIMEOUT_MS = 30_000;

/** Step 1, encrypted (a sensitive write, like a password change). */
export async function postPersonalInfo(
  gateway: Gateway,
  input: KycPersonalInfoInput,
): Promise<void> {
  await gateway.call(ENDPOINTS.kycPersonalInfo, { body: toGatewayPersonalInfo(input) });
}

/** Step 2: data URLs in the gateway's field names; back and selfie only when given. */
export async function postIdImages(
  gateway: Gateway,
  images: { front: string; back?: string | undefined; selfie?: string | undefined },
): Promise<void> {
  await gateway.call(ENDPOINTS.kycUploadId, {
    body: {
      idCardFront: images.front,
      ...(images.back ? { idCardBack: images.back } : {}),
      ...(images.selfie ? { idCardSelfie: images.selfie } : {}),
    },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
