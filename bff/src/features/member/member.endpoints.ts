/**
 * The member endpoints (upstream-gateway.md §6, §8): identity, balance, password, feedback, the
 * security config and the account settings (issue 13, item 5; bodies ours, the sandbox README).
 * Gateway field names stay in member.upstream.ts, the only reader of this table.
 */
import { z } from 'zod';
import {
  GatewayBalanceSchema,
  GatewayIconSchema,
  GatewayMemberInfoSchema,
  GatewaySecurityConfigSchema,
  GatewaySecurityQuestionsSchema,
  MODULE_IDS,
} from '@app/contracts';
import { endpoint, params } from '../../upstream/endpoints.ts';

export const ENDPOINTS = {
  memberInfo: endpoint({
    method: 'GET',
    path: '/wps/member/info',
    moduleId: MODULE_IDS.common,
    auth: 'member',
    // A guest may get `200 {value: {}}` or `null`: both parse, and mean "no identity".
    schema: GatewayMemberInfoSchema.nullish().transform((v) => v ?? {}),
  }),
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayBalanceSchema,
    query: params<{ typeId: number }>(),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    moduleId: MODULE_IDS.password,
    auth: 'member',
    encryption: 'body',
    schema: z.unknown(),
    body: params<{ oldPassword: string; newPassword: string; confirmNewPassword: string }>(),
  }),
  /** Player feedback (spec `/m/feedback`; body ours: `{type, content}`). */
  feedback: endpoint({
    method: 'PUT',
    path: '/wps/feedback',
    moduleId: MODULE_IDS.feedback,
    auth: 'member',
    schema: z.unknown(),
    body: params<{ type: string; content: string }>(),
    idempotent: false,
  }),
  securityConfig: endpoint({
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewaySecurityConfigSchema,
  }),
  memberIcon: endpoint({
    method: 'GET',
    path: '/wps/member/info/icon',
    moduleId: MODULE_IDS.profilePicture,
    auth: 'member',
    schema: GatewayIconSchema,
  }),
  setMemberIcon: endpoint({
    method: 'POST',
    path: '/wps/member/info/icon',
    moduleId: MODULE_IDS.profilePicture,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ avatar: string }>(),
  }),
  setNickname: endpoint({
    method: 'POST',
    path: '/wps/member/info/nickname',
    moduleId: MODULE_IDS.myAccount,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ nickname: string }>(),
  }),
  bindEmail: endpoint({
    method: 'POST',
    path: '/wps/member/info/email',
    moduleId: MODULE_IDS.myAccount,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ email: string }>(),
  }),
  bindPayeeName: endpoint({
    method: 'POST',
    path: '/wps/member/info/payeename',
    moduleId: MODULE_IDS.myAccount,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ payeeName: string }>(),
  }),
  securityQuestionList: endpoint({
    method: 'GET',
    path: '/wps/member/securityQuestions',
    moduleId: MODULE_IDS.securityQuestions,
    auth: 'member',
    schema: GatewaySecurityQuestionsSchema,
  }),
  customerSecurityQuestion: endpoint({
    method: 'GET',
    path: '/wps/member/customerSecurityQuestions',
    moduleId: MODULE_IDS.securityQuestions,
    auth: 'member',
    schema: z.object({ isSet: z.boolean() }),
  }),
  setSecurityQuestion: endpoint({
    method: 'PUT',
    path: '/wps/member/customerSecurityQuestions',
    moduleId: MODULE_IDS.securityQuestions,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ questionId: number; answer: string }>(),
  }),
} as const;
