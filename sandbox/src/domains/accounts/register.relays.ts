/**
 * Registration (§5.2, §5.3): the register SMS and the two encrypted register endpoints, checked
 * against the same per-field rules the status response publishes.
 */
import { GATEWAY_ERRORS, isAgent, matchesRegisterRule } from '@app/contracts';
import { z } from 'zod';
import { defineRelays } from '../../gateway/domain.ts';
import { GatewayError, gatewayErrors, parseInput } from '../../gateway/errors.ts';
import { hashPassword } from '../../shared/passwords.ts';
import { AgentSlice } from '../agent/agent.state.ts';
import { MerchantSlice } from '../system/merchant.state.ts';
import { AccountsSlice, normaliseDialingCode, normaliseMobile } from './accounts.state.ts';
import type { RegisterRules } from '@app/contracts';
import { REGISTER_FIELDS, type RegisterField } from './register-rules.data.ts';
import {
  CAPTCHA_COOKIE,
  MobileSchema,
  captchaError,
  loginValue,
  sendSmsCode,
} from './session.relays.ts';

const text = z.string().max(200).nullish();

const RegisterPayloadSchema = z.object({
  username: text,
  password: z.string().max(64).nullish(),
  confirmPassword: text,
  mobileNum: text,
  /** One mobile form sends `mobile` instead of `mobileNum` (§5.3). */
  mobile: text,
  verificationCode: text,
  captcha: text,
  countryDialingCode: text,
  payeeName: text,
  paymentPassword: text,
  qqNum: text,
  line: text,
  whatsapp: text,
  facebook: text,
  wechat: text,
  zalo: text,
  idNumber: text,
  email: text,
  recommenderId: text,
  affiliateCode: text,
  referralCode: text,
  nickname: z.string().max(32).nullish(),
  registerUrl: text,
  registerMethod: text,
  domain: text,
  loginDeviceId: text,
  login: z.boolean().nullish(),
  type: z.union([z.string(), z.number()]).nullish(),
});
type RegisterPayload = z.infer<typeof RegisterPayloadSchema>;

const AffiliateQuerySchema = z.object({
  code: z.string().max(64),
  domain: z.string().max(253).optional(),
});

const SmsRegisterSchema = z.object({
  mobileNo: MobileSchema,
  countryDialingCode: z.string().trim().max(8).nullish(),
});

const FIELD_ERRORS: Partial<Record<RegisterField, [string, string]>> = {
  username: ['account.format.error', 'Account format is incorrect'],
  password: ['password.format.error', 'Password format is incorrect'],
  email: ['email.format.error', 'E-mail format is incorrect'],
  mobileNum: ['mobile.format.error', 'Mobile number format is incorrect'],
};

function fieldError(field: RegisterField): GatewayError {
  const [code, message] = FIELD_ERRORS[field] ?? [
    'request_param_err',
    `${field} format is incorrect`,
  ];
  return new GatewayError(400, code, message, { field });
}

/**
 * The page the player registered on and its host (spec section 3 `registerUrl`, `domain`): both
 * sent, an absolute http(s) address on that very host.
 */
function checkRegisterPage(
  registerUrl: string | null | undefined,
  domain: string | null | undefined,
) {
  const refuse = (field: string) =>
    new GatewayError(400, 'request_param_err', `${field} is missing or incorrect`, { field });
  if (!domain?.trim()) throw refuse('domain');
  let url: URL;
  try {
    url = new URL(registerUrl ?? '');
  } catch {
    throw refuse('registerUrl');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('registerUrl');
  if (url.host !== domain.trim().toLowerCase()) throw refuse('domain');
}

function mobileExists(value: { field: string } | null): GatewayError {
  return new GatewayError(400, 'mobile.exists', 'Sorry, the mobile number already exists.', value);
}

function verificationError(): GatewayError {
  return new GatewayError(400, 'verification.code.error', 'Verification code error', {
    field: 'verificationCode',
  });
}

/** Applies the published rules; `skip` lists fields the variant fills itself. */
function checkFields(
  rules: RegisterRules,
  values: Record<RegisterField, string>,
  skip: RegisterField[],
): void {
  for (const field of REGISTER_FIELDS) {
    if (field === 'captcha' || skip.includes(field)) continue;
    const rule = rules[field];
    if (!rule?.enabled) continue;
    const value = values[field];
    if (!value) {
      if (rule.required) throw fieldError(field);
      continue;
    }
    if (!matchesRegisterRule(rule, value)) throw fieldError(field);
  }
}

export const registerRelays = defineRelays(
  {
    smsRegister: {
      methods: ['POST'],
      path: '/wps/verification/sms/register',
      moduleIds: ['REGMOBVERF3', 'MOBILENUMREG3'],
      login: 'public',
      encryption: 'none',
    },
    register: {
      methods: ['PUT'],
      path: '/wps/member/register',
      moduleIds: ['REG3'],
      login: 'public',
      encryption: 'body',
    },
    registerMobile: {
      methods: ['PUT'],
      path: '/wps/member/register/mobile',
      moduleIds: ['MOBILENUMREG3'],
      login: 'public',
      encryption: 'body',
    },
    affiliate: {
      methods: ['GET'],
      path: '/wps/agent/affiliate',
      moduleIds: ['AFFMAN3'],
      login: 'public',
      encryption: 'none',
    },
  },
  (deps) => {
    const accounts = deps.slice(AccountsSlice);
    const merchant = deps.slice(MerchantSlice);
    const agents = deps.slice(AgentSlice);

    function register(input: unknown, captchaId: string | undefined, byMobile: boolean) {
      const flags = merchant.whitelabel();
      if (!byMobile && flags.USERNAMEREG3 === false) throw gatewayErrors.functionNotAvailable();
      const body: RegisterPayload = parseInput(RegisterPayloadSchema, input);

      const rules = merchant.registerRules();

      // The captcha goes first and is consumed whatever happens next (single use).
      const captchaRule = rules.captcha;
      const captchaOk = accounts.consumeCaptcha(captchaId, body.captcha);
      if (captchaRule?.enabled && captchaRule.required && !captchaOk) throw captchaError();
      checkRegisterPage(body.registerUrl, body.domain);

      const mobile = normaliseMobile(body.mobileNum ?? body.mobile ?? '');
      const values = Object.fromEntries(
        REGISTER_FIELDS.map((f) => [f, (body[f] ?? '').trim()]),
      ) as Record<RegisterField, string>;
      values.mobileNum = mobile;
      values.password = body.password ?? '';
      if (byMobile) {
        if (!mobile) throw fieldError('mobileNum');
        values.username = mobile;
      }
      checkFields(rules, values, byMobile ? ['username'] : []);
      if (body.confirmPassword != null && body.confirmPassword !== values.password) {
        throw new GatewayError(400, 'confirm.password.error', 'Confirmation password not matched', {
          field: 'confirmPassword',
        });
      }
      if (accounts.byUsername(values.username)) {
        throw new GatewayError(
          400,
          GATEWAY_ERRORS.usernameExists,
          'Sorry, the username already exists.',
          { field: 'username' },
        );
      }
      if (mobile && accounts.byMobile(mobile)) {
        throw mobileExists({ field: 'mobileNum' });
      }
      const needsSms = byMobile || (flags.REGMOBVERF3 === true && mobile !== '');
      if (needsSms && !accounts.checkSms(mobile, body.verificationCode)) throw verificationError();

      const account = accounts.add({
        username: values.username,
        passwordHash: hashPassword(values.password),
        nickname: body.nickname?.trim() || null,
        type: 0,
        mobile: mobile || null,
        countryDialingCode: normaliseDialingCode(body.countryDialingCode) ?? (mobile ? '63' : null),
        email: values.email || null,
        vipLabel: 'VIP0',
        firstTimeLogin: false,
        passwordExpired: false,
      });
      // A referral link's code (issue 26) puts the new member in its owner's team.
      const referral = body.affiliateCode ? agents.linkOwner(body.affiliateCode.trim()) : undefined;
      if (referral) agents.join(referral.ownerId, referral.link.id, account);
      return loginValue(deps, account);
    }

    return {
      /**
       * An invitation code names the agent who invited the player: `AG<account id>` of an agent
       * account (types 1, 2, 41, 42) here. Anything else is refused.
       */
      affiliate: ({ query }) => {
        const { code } = parseInput(AffiliateQuerySchema, query);
        const id = /^AG(\d{1,9})$/i.exec(code.trim())?.[1];
        const agent = id ? accounts.byId(Number(id)) : undefined;
        // A referral link's code (issue 26: `AF…`, an agent's or a player's) is valid too.
        const referral = agents.linkOwner(code.trim());
        if (referral) return { agentId: referral.ownerId };
        if (!agent || !isAgent(agent.type)) {
          throw new GatewayError(400, GATEWAY_ERRORS.affiliateInvalid, 'Invalid invitation code');
        }
        return { agentId: agent.id };
      },

      smsRegister: ({ payload }) => {
        const body = parseInput(SmsRegisterSchema, payload);
        if (accounts.byMobile(body.mobileNo)) throw mobileExists(null);
        return sendSmsCode(accounts, body.mobileNo, body.countryDialingCode);
      },
      register: ({ request, payload }) => register(payload, request.cookies[CAPTCHA_COOKIE], false),
      registerMobile: ({ request, payload }) =>
        register(payload, request.cookies[CAPTCHA_COOKIE], true),
    };
  },
);
