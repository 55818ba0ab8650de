/**
 * Sign-in and sign-out on behalf of the browser. The gateway's token is stored in the
 * server-side session and never returned; the browser gets only what the UI shows.
 */
import type {
  AppErrorCode,
  Captcha,
  FirebaseLoginInput,
  GatewayLoginPayload,
  GatewayLoginValue,
  LoginInput,
  LoginResult,
  RememberedLogin,
  SmsSent,
} from '@app/contracts';
import { phoneKey, type CanonicalPhone } from '@app/contracts';
import type { RememberedCredential } from '../../session/remembered-login.ts';
import { z } from 'zod';
import { smsCodeAttempts, smsSent } from '../../lib/sms.ts';
import type { SessionData } from '../../session/session-store.ts';
import { AppError, fromUpstream } from '../../trpc/errors.ts';
import type { Context } from '../../trpc/context.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { canonicalPhoneOf } from '../system/system.service.ts';
import { LoginGuard } from './login-guard.ts';
import {
  deleteSession,
  fetchCaptcha,
  postFreePlay,
  postLogin,
  postLoginSms,
  postLoginVerification,
} from './session.upstream.ts';

type SessionContext = Pick<
  Context,
  'session' | 'remembered' | 'gateway' | 'config' | 'log' | 'store' | 'cache'
>;

export async function getCaptcha(ctx: SessionContext): Promise<Captcha> {
  const session = await ctx.session.ensure();
  const cookies = { ...session.cookies };
  // The handle binds this jar, so the gateway's `captchaId` cookie lands in it.
  const image = await fetchCaptcha(ctx.gateway.with({ cookies }));
  await ctx.session.save({ ...session, cookies });
  return { image: image.startsWith('data:') ? image : `data:image/png;base64,${image}` };
}

/**
 * The login payload (§4): by username, or by mobile number with the SMS code in `password`
 * (the gateway's own field names for both). A remembered login sends the remembered password.
 */
function loginPayload(
  input: Exclude<LoginInput, FirebaseLoginInput>,
  remembered: RememberedCredential | null,
  phone: CanonicalPhone | null,
): GatewayLoginPayload {
  const captcha = input.captcha ?? null;
  const verification =
    input.type !== 'sms' && input.verificationCode
      ? { verificationCode: input.verificationCode }
      : {};
  switch (input.type) {
    case 'username':
      return {
        username: input.username,
        password: input.password,
        captcha,
        type: 'username',
        ...verification,
      };
    case 'remembered':
      return {
        username: input.username,
        password: remembered?.password ?? '',
        captcha,
        type: 'username',
        ...verification,
      };
    case 'sms':
      return {
        username: phone?.mobile ?? input.mobile,
        password: input.code,
        captcha,
        type: 'sms',
      };
  }
}

/**
 * Whose failures the login guard counts: the username, or the number's key (one phone however
 * its dialing code was spelt: contracts phone.ts).
 */
function loginSubject(
  input: Exclude<LoginInput, FirebaseLoginInput>,
  phone: CanonicalPhone | null,
): string {
  if (input.type === 'sms') return `sms:${phoneKey(phone ?? input)}`;
  return input.username;
}

export async function login(ctx: SessionContext, input: LoginInput): Promise<LoginResult> {
  if (input.type === 'firebase') return socialLogin(ctx, input);
  const guard = new LoginGuard(ctx.store, ctx.config.loginGuard, ctx.log);
  const phone = input.type === 'sms' ? await canonicalPhoneOf(ctx, input) : null;
  const subject = loginSubject(input, phone);
  if (!input.captcha && (await guard.captchaRequired(subject))) {
    throw new AppError('BAD_REQUEST', 'captcha_required', { captchaRequired: true });
  }
  const remembered = input.type === 'remembered' ? await rememberedFor(ctx, input.username) : null;
  const session = await ctx.session.ensure();
  const cookies = { ...session.cookies };
  let value: GatewayLoginValue;
  try {
    const payload = loginPayload(input, remembered, phone);
    // A login from a new address is confirmed with the SMS code, on its own endpoint (§4).
    const send = payload.verificationCode ? postLoginVerification : postLogin;
    const gateway = ctx.gateway.with({ cookies });
    // The texted code's tries are counted per number (lib/sms.ts): the 5th wrong one spends it.
    value = phone
      ? await smsCodeAttempts(ctx).attempt(
          phoneKey(phone),
          () => send(gateway, payload),
          isWrongCredential,
        )
      : await send(gateway, payload);
  } catch (error) {
    // The captcha is single-use: keep whatever cookie state the gateway left us with.
    await ctx.session.save({ ...session, cookies });
    if (error instanceof UpstreamError && error.kind === 'business') {
      const answer = await refusal(error, input, subject, guard);
      // The remembered password no longer works (changed elsewhere): forget it.
      if (remembered && answer.appCode === 'login_failed') ctx.remembered.clear();
      throw answer;
    }
    throw error;
  }
  await guard.succeeded(subject);
  await rememberAfterLogin(ctx, input, remembered);
  return signIn(ctx, session, cookies, value, input.type === 'sms' ? null : input.username);
}

/**
 * A Facebook or Google login (decision 013): the Firebase ID token goes to the gateway as a
 * `type: 'firebase'` login, on the same encrypted path; the gateway verifies it with Firebase
 * and answers a session (a first sign-in opens the account). No password, so no captcha, no
 * login guard and nothing to remember: the token proves the player, and it is good once.
 */
async function socialLogin(ctx: SessionContext, input: FirebaseLoginInput): Promise<LoginResult> {
  const session = await ctx.session.ensure();
  const cookies = { ...session.cookies };
  const value = await postLogin(ctx.gateway.with({ cookies }), {
    username: '',
    password: '',
    captcha: null,
    type: 'firebase',
    firebaseIdToken: input.idToken,
  });
  return signIn(ctx, session, cookies, value, null);
}

/**
 * The remembered password for this username. None (expired, another username, never ticked)
 * is the form's cue to ask for the password: a refusal the player can act on, not a guess.
 */
async function rememberedFor(
  ctx: Pick<SessionContext, 'remembered'>,
  username: string,
): Promise<RememberedCredential> {
  const remembered = await ctx.remembered.read();
  if (remembered?.username !== username) {
    throw new AppError('BAD_REQUEST', 'remembered_login_gone');
  }
  return remembered;
}

/** "Remember password" ticked: sealed anew (rotated on every use); unticked: dropped. */
async function rememberAfterLogin(
  ctx: Pick<SessionContext, 'remembered'>,
  input: LoginInput,
  remembered: RememberedCredential | null,
): Promise<void> {
  if (input.type === 'remembered' && remembered) await ctx.remembered.save(remembered);
  if (input.type !== 'username' || input.remember === undefined) return;
  if (input.remember)
    await ctx.remembered.save({ username: input.username, password: input.password });
  else ctx.remembered.clear();
}

/** Whose password this browser remembers (the username only), for the login form. */
export async function rememberedLogin(
  ctx: Pick<SessionContext, 'remembered'>,
): Promise<RememberedLogin> {
  const remembered = await ctx.remembered.read();
  return remembered ? { username: remembered.username } : null;
}

/** The player unticked "remember password": the sealed cookie goes now. */
export function forgetLogin(ctx: Pick<SessionContext, 'remembered'>): { ok: true } {
  ctx.remembered.clear();
  return { ok: true };
}

/**
 * A trial account (free play, member type 4): the gateway makes one and signs it in. Only when
 * the site offers free play (the FREEPLAY3 flag of the status); the gateway refuses it otherwise,
 * and answers a trial value of 0 when it has no trial account to give (`free_play_unavailable`).
 */
export async function freePlay(ctx: SessionContext, os: string): Promise<LoginResult> {
  const session = await ctx.session.ensure();
  const cookies = { ...session.cookies };
  const value = await postFreePlay(ctx.gateway.with({ cookies }), os);
  // Spec section 4 "Trial play": home unless the trial value is 0. Nobody is signed in, and the
  // player reads why (the spec names no text: ours says free play is off on this site now).
  if (value === 0) throw new AppError('BAD_REQUEST', 'free_play_unavailable');
  return signIn(ctx, session, cookies, value, null);
}

/**
 * Sends the login SMS to the canonical number; the page counts down to a resend (lib/sms.ts).
 * A new code is a new allowance of tries.
 */
export async function sendLoginSms(
  ctx: SessionContext,
  input: { mobile: string; dialingCode: string },
): Promise<SmsSent> {
  const phone = await canonicalPhoneOf(ctx, input);
  const expiration = await postLoginSms(ctx.gateway, phone.mobile, phone.dialingCode);
  await smsCodeAttempts(ctx).reset(phoneKey(phone));
  return smsSent(expiration);
}

/**
 * Stores the gateway's token in a fresh server-side session; the browser gets what it shows.
 * Login, free play and registration all end here.
 */
export async function signIn(
  ctx: Pick<Context, 'session' | 'gateway' | 'config'>,
  session: SessionData,
  cookies: SessionData['cookies'],
  value: GatewayLoginValue,
  typedName: string | null,
): Promise<LoginResult> {
  const userName = value.userName ?? typedName ?? '';
  const type = value.customerType ?? 0;
  const firstTimeLogin = value.firstTimeLogin ?? false;
  // A new id on sign-in: an id planted before login is worth nothing after it.
  await ctx.session.rotate({
    ...session,
    // The player's language from now on (the login's, bound by the router: the input's, else
    // this session's, else the default); home.bootstrap updates it when the player switches.
    language: await ctx.gateway.language(),
    cookies,
    token: value.token,
    userName,
    type,
    firstTimeLogin,
  });
  return { session: { userName, type, merchantCode: ctx.config.merchantCode, firstTimeLogin } };
}

/** Gateway refusals that mean "these credentials are wrong", whatever part of them was. */
const CREDENTIAL_FAILURES = new Set<AppErrorCode>(['login_failed', 'user_not_exist']);

function isWrongCredential(error: unknown): boolean {
  return error instanceof UpstreamError && CREDENTIAL_FAILURES.has(error.appCode);
}

/**
 * The error a refused login answers with. An unknown user and a wrong password get one answer
 * (no account enumeration) and count as a failure for the guard; a captcha the player was never
 * shown is asked for, not called wrong.
 */
async function refusal(
  error: UpstreamError,
  input: Exclude<LoginInput, FirebaseLoginInput>,
  subject: string,
  guard: LoginGuard,
): Promise<AppError> {
  const captchaRequired = hasCaptchaDemand(error.value);
  if (CREDENTIAL_FAILURES.has(error.appCode)) {
    await guard.failed(subject);
    return new AppError('BAD_REQUEST', 'login_failed', { captchaRequired, cause: error });
  }
  // A code that did not sign in is a failed sign-in whatever the gateway's reason (its captcha
  // rule, which this guard must not lean on): SMS logins count every refusal (issue 25, defect 9).
  if (input.type === 'sms') await guard.failed(subject);
  if (error.appCode === 'captcha_incorrect' && !input.captcha) {
    return new AppError('BAD_REQUEST', 'captcha_required', { captchaRequired: true, cause: error });
  }
  if (error.appCode === 'login_verify_required') {
    // The form asks for the code the gateway texted; the masked number says where it went.
    const sentTo = VerifyRequiredValueSchema.safeParse(error.value).data?.mobileNum;
    return fromUpstream(error, { captchaRequired, ...(sentTo ? { maskedMobile: sentTo } : {}) });
  }
  return fromUpstream(error, { captchaRequired });
}

/**
 * Signs out, always: the gateway's token is ended when we can read it, and the cookie is cleared
 * even while the session store is down (the stored session is then removed once it is back).
 */
export async function logout(ctx: SessionContext): Promise<{ ok: true }> {
  const session = await ctx.session.load().catch((error: unknown) => {
    ctx.log.warn({ err: errorText(error) }, 'session unreadable at logout: signing out locally');
    return null;
  });
  if (session?.token) {
    try {
      // The handle sends the session's token, a copy of its cookies, its language.
      await deleteSession(ctx.gateway.with({ token: session.token }));
    } catch (error) {
      // Signing out locally must never fail because the gateway did.
      ctx.log.warn({ err: errorText(error) }, 'upstream logout failed');
    }
  }
  await ctx.session.destroy();
  return { ok: true };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const VerifyRequiredValueSchema = z.object({ mobileNum: z.string().max(32) });

function hasCaptchaDemand(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  return Boolean((value as { captcha?: unknown }).captcha);
}
