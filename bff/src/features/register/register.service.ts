/**
 * Registration on behalf of the browser (spec sections 2, 4, 5): the server's per-field rules
 * checked here too (the same function the form uses), then the encrypted register call; a new
 * member is signed in at once, like a login.
 */
import {
  registerRuleErrors,
  type GatewayRegisterPayload,
  type LoginResult,
  type RegisterInput,
  type SmsSent,
} from '@app/contracts';
import { smsSent } from '../../lib/sms.ts';
import type { Context } from '../../trpc/context.ts';
import { AppError } from '../../trpc/errors.ts';
import { signIn } from '../session/session.service.ts';
import { getRegisterRules } from '../system/system.service.ts';
import { affiliateCodeKnown, postRegisterSms, putRegister } from './register.upstream.ts';

type RegisterContext = Pick<
  Context,
  'session' | 'gateway' | 'cache' | 'config' | 'log' | 'store' | 'host'
> & { language: Parameters<typeof getRegisterRules>[1] };

export async function sendRegisterSms(
  ctx: Pick<Context, 'gateway'>,
  input: { method: 'username' | 'mobile'; mobile: string; dialingCode: string },
): Promise<SmsSent> {
  const byMobile = input.method === 'mobile';
  return smsSent(await postRegisterSms(ctx.gateway, byMobile, input.mobile, input.dialingCode));
}

/** The form checks a code as soon as it is typed, before the player submits. */
export async function checkAffiliateCode(
  ctx: Pick<Context, 'gateway' | 'host'>,
  code: string,
): Promise<{ valid: boolean }> {
  return { valid: await affiliateCodeKnown(ctx.gateway, code, ctx.host) };
}

export async function register(ctx: RegisterContext, input: RegisterInput): Promise<LoginResult> {
  const rules = await getRegisterRules(ctx, ctx.language);
  const fieldErrors = registerRuleErrors(input, rules);
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('BAD_REQUEST', 'invalid_input', { fieldErrors });
  }
  // Spec: the invitation code is verified before registering, when given and asked for.
  if (
    input.affiliateCode &&
    rules.affiliateCode?.enabled &&
    !(await affiliateCodeKnown(ctx.gateway, input.affiliateCode, ctx.host))
  ) {
    throw new AppError('BAD_REQUEST', 'invalid_invitation_code', {
      fieldErrors: { affiliateCode: ['validation.affiliateCode'] },
    });
  }
  const session = await ctx.session.ensure();
  const cookies = { ...session.cookies };
  const byMobile = input.method === 'mobile';
  try {
    const value = await putRegister(ctx.gateway.with({ cookies }), byMobile, gatewayPayload(input));
    return await signIn(ctx, session, cookies, value, byMobile ? null : (input.username ?? null));
  } catch (error) {
    // The captcha is single-use: keep whatever cookie state the gateway left us with.
    await ctx.session.save({ ...session, cookies });
    throw error;
  }
}

/** Our names to the gateway's (§5.2, §5.3); empty optional fields are left out. */
function gatewayPayload(input: RegisterInput): GatewayRegisterPayload {
  const payload: GatewayRegisterPayload = {
    password: input.password,
    confirmPassword: input.confirmPassword,
    captcha: input.captcha,
    registerMethod: 'H5',
    type: 0,
  };
  if (input.method === 'username' && input.username) payload.username = input.username;
  if (input.mobile) payload.mobileNum = input.mobile;
  if (input.dialingCode) payload.countryDialingCode = input.dialingCode;
  if (input.smsCode) payload.verificationCode = input.smsCode;
  if (input.email) payload.email = input.email;
  if (input.nickname) payload.nickname = input.nickname;
  if (input.affiliateCode) payload.affiliateCode = input.affiliateCode;
  return payload;
}
