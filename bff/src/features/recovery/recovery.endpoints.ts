/**
 * The password recovery endpoints (upstream-gateway.md §6).
 * Gateway field names stay in recovery.upstream.ts, the only reader of this table.
 */
import { z } from 'zod';
import { GatewaySmsValueSchema, MODULE_IDS } from '@app/contracts';
import { endpoint, params } from '../../upstream/endpoints.ts';

export const ENDPOINTS = {
  /** Recovery (§6): the request shapes are the sandbox's; no capture of them upstream. */
  passwordSms: endpoint({
    method: 'POST',
    path: '/wps/member/password/sms',
    moduleId: MODULE_IDS.passwordResetSms,
    auth: 'public',
    schema: GatewaySmsValueSchema,
    body: params<{ mobileNum: string; countryDialingCode: string }>(),
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    moduleId: MODULE_IDS.passwordReset,
    auth: 'public',
    encryption: 'body',
    schema: z.unknown(),
    body: params<{
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword: string;
    }>(),
  }),
} as const;
