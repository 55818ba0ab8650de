/**
 * Registration on behalf of the browser (spec sections 2, 4, 5): the server's per-field rules
 * checked here too (the same function the form uses), then the encrypted register call; a new
 * member is signed in at once, like a login.
 */
import {
  phoneKey,
  PLAYER_RULED_FIELDS,
  REGISTER_EXTRA_FIELDS,
  registerRuleErrors,
  type GatewayRegisterPayload,
  type LoginResult,
  type RegisterInput,
  type SmsSent,
} from '@app/contracts';
import { smsCodeAttempts, smsSent } from '../../lib/sms.ts';
import type { Context } from '../../trpc/context.ts';
import { AppError } from '../../trpc/errors.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { signIn } from '../session/session.service.ts';
import { canonicalPhoneOf, getRegisterRules } from '../system/system.service.ts';
import { affiliateCodeKnown, postRegisterSms, putRegister } from './register.upstream.ts';

type RegisterContext = Pick<
  Context,
  'session' | 'gateway' | 'cache' | 'config' | 'log' | 'store' | 'host'
> & { language: Parameters<typeof getRegisterRules>[1] };

/**
 * The register SMS answers alike for every number (issue 25, defect 6): the gateway refuses a
 * number that has an account (`mobile_exists`), and that refusal would list the site's players.
 * So it is kept: the known number gets no code, and the answer is the same success with the
 * spec's default countdown (the code's lifetime would tell the two apart). "Already registered"
 * is said only at register submit, and only where no texted code is asked for (register below).
 */
export async function sendRegisterSms(
  ctx: Pick<Context, 'gateway' | 'cache' | 'config' | 'log' | 'store'>,
  input: { method: 'username' | 'mobile'; mobile: string; dialingCode: string },
): Promise<SmsSent> {
  const byMobile = input.method === 'mobile';
  const phone = await canonicalPhoneOf(ctx, input);
  try {
    await postRegisterSms(ctx.gateway, byMobile, phone.mobile, phone.dialingCode);
  } catch (error) {
    if (!isMobileExists(error)) throw error;
    ctx.log.info('register code asked for a number that has an account');
  }
  // A new code, a new allowance of tries (lib/sms.ts).
  await smsCodeAttempts(ctx).reset(phoneKey(phone));
  return smsSent(null);
}

function isMobileExists(error: unknown): boolean {
  return error instanceof UpstreamError && error.appCode === 'mobile_exists';
}

/** The form checks a code as soon as it is typed, before the player submits. */
export async function checkAffiliateCode(
  ctx: Pick<Context, 'gateway' | 'host'>,
  code: string,
): Promise<{ valid: boolean }> {
  return { valid: await affiliateCodeKnown(ctx.gateway, code, ctx.host) };
}

export async function register(ctx: RegisterContext, input: RegisterInput): Promise<LoginResult> {
  // The page named must be on one of the site's own hosts (PUBLIC_ORIGIN's; any port, so the
  // dev server's page counts), never another site's; the schema checked `domain` is its host.
  const siteHosts = ctx.config.publicOrigins.map((origin) => new URL(origin).hostname);
  if (!siteHosts.includes(new URL(input.registerUrl).hostname)) {
    throw new AppError('BAD_REQUEST', 'invalid_input', {
      fieldErrors: { registerUrl: ['validation.invalid'] },
    });
  }
  const rules = await getRegisterRules(ctx, ctx.language);
  const fieldErrors = registerRuleErrors(input, rules, PLAYER_RULED_FIELDS);
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
  const phone =
    input.mobile && input.dialingCode
      ? await canonicalPhoneOf(ctx, { mobile: input.mobile, dialingCode: input.dialingCode })
      : null;
  const session = await ctx.session.ensure();
  const cookies = { ...session.cookies };
  const byMobile = input.method === 'mobile';
  try {
    const payload = gatewayPayload(phone ? { ...input, ...phone } : input);
    const value = await putRegister(ctx.gateway.with({ cookies }), byMobile, payload);
    return await signIn(ctx, session, cookies, value, byMobile ? null : (input.username ?? null));
  } catch (error) {
    // The captcha is single-use: keep whatever cookie state the gateway left us with.
    await ctx.session.save({ ...session, cookies });
    // With a texted code, a known number gets no code (sendRegisterSms): its code is wrong, as
    // any guess is. The gateway checks the number before the code, so "already registered"
    // here would tell it without a verified code.
    if (input.smsCode && isMobileExists(error)) {
      throw new AppError('BAD_REQUEST', 'verification_code_error', { cause: error });
    }
    throw error;
  }
}

/** Our names to the gateway's (§5.2, §5.3); empty optional fields are left out. */
function gatewayPayload(input: RegisterInput): GatewayRegisterPayload {
  const payload: GatewayRegisterPayload = {
    password: input.password,
    confirmPassword: input.confirmPassword,
    captcha: input.captcha,
    registerUrl: input.registerUrl,
    domain: input.domain,
    registerMethod: 'H5',
    type: 0,
  };
  // The fields the merchant's rules switch on go under the gateway's own names (§3).
  for (const field of REGISTER_EXTRA_FIELDS) {
    const value = input[field];
    if (value) payload[field] = value;
  }
  if (input.method === 'username' && input.username) payload.username = input.username;
  if (input.mobile) payload.mobileNum = input.mobile;
  if (input.dialingCode) payload.countryDialingCode = input.dialingCode;
  if (input.smsCode) payload.verificationCode = input.smsCode;
  if (input.email) payload.email = input.email;
  if (input.affiliateCode) payload.affiliateCode = input.affiliateCode;
  return payload;
}
