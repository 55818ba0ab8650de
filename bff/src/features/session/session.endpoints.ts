/**
 * The session endpoints (upstream-gateway.md §4, §5.1): captcha, logins, free play, logout.
 * Gateway field names stay in session.upstream.ts, the only reader of this table.
 */
import { z } from 'zod';
import {
  GatewayCaptchaValueSchema,
  type GatewayLoginPayload,
  GatewayLoginValueSchema,
  GatewaySmsValueSchema,
  MODULE_IDS,
} from '@app/contracts';
import { endpoint, params } from '../../upstream/endpoints.ts';

export const ENDPOINTS = {
  captcha: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    moduleId: MODULE_IDS.captcha,
    auth: 'public',
    schema: GatewayCaptchaValueSchema,
    query: params<{ t: number }>(),
  }),
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    moduleId: MODULE_IDS.common,
    auth: 'public',
    encryption: 'body',
    schema: GatewayLoginValueSchema,
    body: params<GatewayLoginPayload>(),
  }),
  /** The login again with the SMS code, after `login_verify_required` (§4). */
  loginVerification: endpoint({
    method: 'POST',
    path: '/wps/session/login/verification',
    moduleId: MODULE_IDS.loginVerification,
    auth: 'public',
    encryption: 'body',
    schema: GatewayLoginValueSchema,
    body: params<GatewayLoginPayload>(),
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/wps/session/logout',
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: z.unknown(),
  }),
  freePlay: endpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    moduleId: MODULE_IDS.freePlay,
    auth: 'public',
    encryption: 'header',
    // A trial value of 0 (spec section 4 "Trial play"): the merchant has no trial to give.
    schema: z.union([z.literal(0), z.literal('0'), GatewayLoginValueSchema]),
    body: params<{ os: string; platform: 'W' | 'M' }>(),
  }),
  loginSms: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    moduleId: MODULE_IDS.smsLogin,
    auth: 'public',
    schema: GatewaySmsValueSchema,
    body: params<{ mobileNum: string; countryDialingCode: string }>(),
  }),
} as const;
