/**
 * The KYC endpoints (upstream-gateway.md §8; the shapes are ours, decision 011).
 * Gateway field names stay in kyc.upstream.ts, the only reader of this table.
 */
import { z } from 'zod';
import { type GatewayKycPersonalInfo, MODULE_IDS } from '@app/contracts';
import { endpoint, params } from '../../upstream/endpoints.ts';

export const ENDPOINTS = {
  kycPersonalInfo: endpoint({
    method: 'POST',
    path: '/wps/member/info/personal',
    moduleId: MODULE_IDS.personalInfo,
    auth: 'member',
    encryption: 'body',
    schema: z.unknown(),
    idempotent: false,
    body: params<GatewayKycPersonalInfo>(),
  }),
  kycUploadId: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_uploadIdImg',
    moduleId: MODULE_IDS.idUpload,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ idCardFront: string; idCardBack?: string; idCardSelfie?: string }>(),
  }),
} as const;
