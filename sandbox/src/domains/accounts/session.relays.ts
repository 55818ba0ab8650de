/**
 * Session endpoints (§4): RSA key, login (encrypted and the test-only plain variant), logout,
 * free play, captcha (§5.1) and the login SMS (§4).
 */
import { randomBytes } from 'node:crypto';
import {
  GATEWAY_ERRORS,
  GatewayLoginPayloadSchema,
  TRIAL_MEMBER_TYPE,
  type GatewayLoginValue,
} from '@app/contracts';
import { z } from 'zod';
import { REPLIED, requireAccount, type SandboxDeps } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { GatewayError, parseInput } from '../../gateway/errors.ts';
import { randomCaptchaAnswer, renderCaptchaPng } from '../../images/captcha-png.ts';
import { verifyPassword } from '../../shared/passwords.ts';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { MerchantSlice } from '../system/merchant.state.ts';
import { WalletSlice } from '../wallet/wallet.state.ts';
import {
  AccountsSlice,
  normaliseDialingCode,
  normaliseMobile,
  type Account,
} from './accounts.state.ts';

export const SMS_EXPIRED_MINUTES = 5;
export const CAPTCHA_COOKIE = 'captchaId';
/** What a free-play trial member starts with. */
const TRIAL_BALANCE_CENTS = 200_000;

export const CAPTCHA_MESSAGE = 'Please Enter The Correct Captcha Code';

/** Tolerant reading of the login payload: one client sends `type: "1"`, others omit captcha. */
const LoginPayloadSchema = GatewayLoginPayloadSchema.extend({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
  captcha: z.string().max(16).nullish(),
  type: z.enum(['username', 'sms', '1']).optional(),
});

/** A Facebook or Google login: the Firebase ID token stands for the username and password. */
const FirebaseLoginPayloadSchema = z
  .object({
    type: z.literal('firebase'),
    firebaseIdToken: z.string().min(1).max(8_192),
  })
  .loose();

const MobileSchema = z
  .string()
  .trim()
  .min(4)
  .max(20)
  .regex(/^\+?[0-9][0-9 -]*$/, 'digits only');

const SmsNoLoginSchema = z.object({
  mobileNum: MobileSchema,
  countryDialingCode: z.string().trim().max(8).nullish(),
});

const FreePlaySchema = z
  .object({
    os: z.string().max(64).nullish(),
    platform: z.enum(['W', 'M']).nullish(),
  })
  .nullish();

/** A new session for the member, as the login value (§4). */
export function loginValue(deps: SandboxDeps, account: ReadonlyDeep<Account>): GatewayLoginValue {
  const single = deps.slice(MerchantSlice).settings().singleSession;
  const session = deps.slice(AccountsSlice).createSession(account.id, single);
  return {
    token: session.token,
    id: account.id,
    userName: account.username,
    customerType: account.type,
    firstTimeLogin: account.firstTimeLogin,
    passwordExpired: account.passwordExpired,
  };
}

/** Texts a code to the number (§4, §5.3): the answer of the SMS endpoints. */
export function sendSmsCode(
  accounts: AccountsSlice,
  mobile: string,
  countryDialingCode: string | null | undefined,
) {
  accounts.issueSms(mobile, normaliseDialingCode(countryDialingCode), SMS_EXPIRED_MINUTES * 60_000);
  const expirationTime = accounts.smsExpirationSeconds();
  return expirationTime === null
    ? { expiredMinutes: SMS_EXPIRED_MINUTES }
    : { expiredMinutes: SMS_EXPIRED_MINUTES, expirationTime };
}

export function captchaError(): GatewayError {
  return new GatewayError(400, GATEWAY_ERRORS.captchaIncorrect, CAPTCHA_MESSAGE, { captcha: true });
}

function captchaIdOf(cookies: Record<string, string | undefined>): string | undefined {
  return cookies[CAPTCHA_COOKIE];
}

const LoginVerificationPayloadSchema = LoginPayloadSchema.extend({
  verificationCode: z.string().trim().min(1).max(10),
});

/** 0917****567: enough for the member to recognise the number, not to learn it. */
export function maskMobile(mobile: string): string {
  const digits = `0${normaliseMobile(mobile)}`;
  return `${digits.slice(0, 4)}****${digits.slice(-3)}`;
}

/**
 * The login rules: a username that failed once must solve a captcha next time; the captcha is
 * consumed by every attempt that carries one; unknown users count as failures too. A member
 * flagged for login verification (a "new address") gets `login_verify_required` and an SMS code
 * after the right password, and signs in only through the verification endpoint with it.
 */
function performLogin(
  deps: SandboxDeps,
  input: unknown,
  captchaId: string | undefined,
  verificationCode?: string,
) {
  const accounts = deps.slice(AccountsSlice);
  const payload = parseInput(LoginPayloadSchema, input);
  const bySms = payload.type === 'sms';
  const key = bySms ? `sms:${normaliseMobile(payload.username)}` : payload.username;
  const captchaOk = accounts.consumeCaptcha(captchaId, payload.captcha);
  if (accounts.captchaRequired(key) && !captchaOk) throw captchaError();

  const account = bySms
    ? accounts.byMobile(payload.username)
    : accounts.byUsername(payload.username);
  if (!account) {
    accounts.setCaptchaRequired(key, true);
    throw new GatewayError(
      400,
      GATEWAY_ERRORS.userNotExist,
      'Sorry, the user does not exist or is disabled.',
      { captcha: true },
    );
  }
  const passwordOk = bySms
    ? accounts.checkSms(payload.username, payload.password)
    : verifyAccountPassword(account, payload.password);
  if (!passwordOk) {
    accounts.setCaptchaRequired(key, true);
    throw new GatewayError(
      400,
      GATEWAY_ERRORS.loginFailed,
      bySms ? 'Verification code error' : 'Incorrect username or password',
      { captcha: true },
    );
  }
  accounts.setCaptchaRequired(key, false);
  if (!bySms && accounts.loginVerificationRequired(account.username)) {
    verifyNewAddress(accounts, account, verificationCode);
  }
  return loginValue(deps, account);
}

/**
 * A login of `type: 'firebase'` (decision 013): the ID token must be one the Firebase stand-in
 * issued and still valid. The first sign-in of a Firebase user opens a member account for it
 * (username from the e-mail, nickname from the name) and links the two; later ones sign that
 * member in. No captcha and no login verification: the provider has authenticated the person.
 */
async function firebaseLogin(deps: SandboxDeps, idToken: string): Promise<GatewayLoginValue> {
  const accounts = deps.slice(AccountsSlice);
  const identity = await deps.firebase.verifyIdToken(idToken);
  if (!identity) {
    throw new GatewayError(
      400,
      GATEWAY_ERRORS.firebaseTokenInvalid,
      'Firebase ID token invalid or expired',
    );
  }
  const account =
    accounts.bySocialUid(identity.uid) ?? openSocialAccount(accounts, identity.uid, identity);
  return loginValue(deps, account);
}

function openSocialAccount(
  accounts: AccountsSlice,
  uid: string,
  identity: { email: string | null; name: string | null },
): ReadonlyDeep<Account> {
  const stem = (identity.email?.split('@')[0] ?? 'player').replace(/[^a-z0-9]/gi, '').slice(0, 8);
  let username: string;
  do {
    username = `${stem || 'player'}${randomBytes(3).toString('hex')}`.toLowerCase();
  } while (accounts.byUsername(username));
  const account = accounts.add({
    username,
    // No password: the member signs in with the provider ('!' never verifies).
    passwordHash: '!',
    nickname: identity.name,
    type: 0,
    mobile: null,
    countryDialingCode: null,
    email: identity.email,
    vipLabel: '0',
    firstTimeLogin: true,
    passwordExpired: false,
  });
  accounts.linkSocialAccount(uid, account.id);
  return account;
}

function verifyNewAddress(
  accounts: AccountsSlice,
  account: ReadonlyDeep<Account>,
  code: string | undefined,
): void {
  const mobile = account.mobile;
  if (!mobile) return;
  if (code === undefined) {
    accounts.issueSms(mobile, account.countryDialingCode, SMS_EXPIRED_MINUTES * 60_000);
    throw new GatewayError(
      400,
      GATEWAY_ERRORS.loginVerifyRequired,
      'Login from a new location: enter the code sent to your mobile number',
      { mobileNum: maskMobile(mobile) },
    );
  }
  if (!accounts.checkSms(mobile, code)) {
    throw new GatewayError(400, GATEWAY_ERRORS.verificationCode, 'Verification code error');
  }
  // The address is known from now on.
  accounts.setLoginVerification(account.username, false);
}

function verifyAccountPassword(account: ReadonlyDeep<Account>, password: string): boolean {
  return verifyPassword(password, account.passwordHash);
}

export const sessionRelays = defineRelays(
  {
    rsaKey: {
      methods: ['GET'],
      path: '/wps/session/key/rsa',
      moduleIds: ['COMM3'],
      login: 'public',
      encryption: 'none',
    },
    login: {
      methods: ['POST'],
      path: '/wps/session/login',
      moduleIds: ['COMM3'],
      login: 'public',
      encryption: 'body',
    },
    loginVerification: {
      methods: ['POST'],
      path: '/wps/session/login/verification',
      moduleIds: ['LOGINIPVERF3'],
      login: 'public',
      encryption: 'body',
    },
    loginUnsecure: {
      methods: ['POST'],
      path: '/wps/session/login/unsecure',
      moduleIds: ['COMM3'],
      login: 'public',
      encryption: 'none',
      testOnly: true,
    },
    logout: {
      methods: ['POST', 'DELETE'],
      path: '/wps/session/logout',
      moduleIds: ['COMM3'],
      login: 'login',
      encryption: 'none',
    },
    freePlay: {
      methods: ['POST'],
      path: '/wps/session/login/freeplay',
      moduleIds: ['FREEPLAY3'],
      login: 'public',
      encryption: 'header',
    },
    captcha: {
      methods: ['GET'],
      path: '/wps/captcha',
      moduleIds: ['CAPTCHA3'],
      login: 'public',
      encryption: 'none',
    },
    smsNoLogin: {
      methods: ['POST'],
      path: '/wps/verification/sms/noLogin',
      moduleIds: ['VERIFICATION3'],
      login: 'public',
      encryption: 'none',
    },
  },
  (deps) => {
    const accounts = deps.slice(AccountsSlice);
    return {
      rsaKey: ({ reply }) => {
        // Bare hex, nothing after it: the platform's client hangs on a trailing newline (§3.2).
        void reply
          .code(200)
          .header('content-type', 'text/plain; charset=utf-8')
          .header('cache-control', 'no-cache, no-store')
          .header('pragma', 'no-cache')
          .send(deps.keyPair.modulusHex);
        return REPLIED;
      },

      login: ({ request, payload }) => {
        const social = FirebaseLoginPayloadSchema.safeParse(payload);
        if (social.success) return firebaseLogin(deps, social.data.firebaseIdToken);
        return performLogin(deps, payload, captchaIdOf(request.cookies));
      },

      loginUnsecure: ({ request, payload }) =>
        performLogin(deps, payload, captchaIdOf(request.cookies)),

      loginVerification: ({ request, payload }) => {
        const { verificationCode } = parseInput(LoginVerificationPayloadSchema, payload);
        return performLogin(deps, payload, captchaIdOf(request.cookies), verificationCode);
      },

      logout: (ctx) => {
        const { session } = requireAccount(ctx);
        accounts.endSession(session.token);
        return null;
      },

      freePlay: ({ payload }) => {
        parseInput(FreePlaySchema, payload);
        if (deps.slice(MerchantSlice).settings().freePlayZero) return 0;
        const suffix = randomBytes(4).toString('hex');
        const account = accounts.add({
          username: `TRIAL${suffix}`,
          // Trial accounts have no password: '!' never verifies.
          passwordHash: '!',
          nickname: null,
          type: TRIAL_MEMBER_TYPE,
          mobile: null,
          countryDialingCode: null,
          email: null,
          vipLabel: '0',
          firstTimeLogin: false,
          passwordExpired: false,
        });
        deps.slice(WalletSlice).open(account.id, TRIAL_BALANCE_CENTS);
        return loginValue(deps, account);
      },

      captcha: ({ reply }) => {
        const answer = randomCaptchaAnswer();
        const id = accounts.addCaptcha(answer);
        void reply
          .header('cache-control', 'no-store')
          .setCookie(CAPTCHA_COOKIE, id, { httpOnly: true, path: '/', sameSite: 'lax' });
        return renderCaptchaPng(answer);
      },

      smsNoLogin: ({ payload }) => {
        const body = parseInput(SmsNoLoginSchema, payload);
        return sendSmsCode(accounts, body.mobileNum, body.countryDialingCode);
      },
    };
  },
);

export { MobileSchema };
