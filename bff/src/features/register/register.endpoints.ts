/**
 * The registration endpoints (upstream-gateway.md §5): the register SMS, both forms, invitation codes.
 * Gateway field names stay in register.upstream.ts, the only reader of this table.
 */
import { z } from 'zod';
import {
  GatewayLoginValueSchema,
  type GatewayRegisterPayload,
  GatewaySmsValueSchema,
  MODULE_IDS,
} from '@app/contracts';
import { endpoint, params } from '../../upstream/endpoints.ts';

export const ENDPOINTS = {
  /** The register SMS on the username form (a number verified beside the username). */
  registerSms: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    moduleId: MODULE_IDS.registerSmsVerification,
    auth: 'public',
    schema: GatewaySmsValueSchema,
    body: params<{ mobileNo: string; countryDialingCode: string }>(),
  }),
  /** The same call on the mobile form, under the mobile registration's module. */
  registerSmsMobile: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    moduleId: MODULE_IDS.mobileRegister,
    auth: 'public',
    operation: 'sms-register-mobile',
    schema: GatewaySmsValueSchema,
    body: params<{ mobileNo: string; countryDialingCode: string }>(),
  }),
  register: endpoint({
    method: 'PUT',
    path: '/wps/member/register',
    moduleId: MODULE_IDS.register,
    auth: 'public',
    encryption: 'body',
    schema: GatewayLoginValueSchema,
    body: params<GatewayRegisterPayload>(),
  }),
  registerMobile: endpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    moduleId: MODULE_IDS.mobileRegister,
    auth: 'public',
    encryption: 'body',
    schema: GatewayLoginValueSchema,
    body: params<GatewayRegisterPayload>(),
  }),
  /** Checks an invitation code before registering; `success: false` means it is not valid. */
  affiliate: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    moduleId: MODULE_IDS.affiliates,
    auth: 'public',
    schema: z.unknown(),
    query: params<{ code: string; domain: string }>(),
  }),
} as const;
