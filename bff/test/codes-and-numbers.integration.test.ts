/**
 * Issue 25, defects 1, 2, 4, 6 and 9, on two BFF replicas sharing a real Redis and the real
 * sandbox gateway, each attempt from a fresh browser (another address, as far as the BFF can
 * tell), alternating replicas as a load balancer would:
 *
 * - a texted code (password reset, SMS login) is spent after 5 wrong tries, until a new SMS;
 * - the withdrawal password pauses withdrawals after 5 wrong ones, saying when to try again;
 * - a number is one number however its dialing code is spelt: one SMS limit, one login-guard
 *   subject, one spelling at the gateway; a code no country has is refused;
 * - SMS-login failures count in the login guard whatever the gateway's captcha rule;
 * - the register SMS answers a number with an account like any other.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MOBILE } from '@app/sandbox';
import { ERROR_TEXTS_EN } from '@app/contracts';
import { testConfig } from '../src/config.ts';
import {
  body,
  data,
  replicasPerTest,
  requestKey,
  sandboxPerFile,
  signedInClient,
  TrpcClient,
} from './helpers/stack.ts';

const SMS_PER_MOBILE = 3;
const CAPTCHA_AFTER = 3;
/** The policies' numbers (lib/sms.ts, features/wallet/withdraw-password.ts). */
const WRONG_TRIES = 5;
const WITHDRAW_PAUSE_SECONDS = 15 * 60;

const RECOVERY_SMS_PATH = '/wps/member/password/sms';
const RESET_PATH = '/wps/member/password/verification';
const LOGIN_SMS_PATH = '/wps/verification/sms/noLogin';
const LOGIN_PATH = '/wps/session/login';
const REGISTER_SMS_PATH = '/wps/verification/sms/register';
const WITHDRAW_PATH = '/wps/transaction/withdraw';

const NEW_PASSWORD = 'Again2026';

const suite = sandboxPerFile();
// Fresh replicas per test: a new key prefix in Redis, so every count starts from zero.
const replicas = replicasPerTest(suite, {
  config: {
    rateLimits: {
      ...testConfig().rateLimits,
      globalPerMinute: 0,
      smsPerMobile: { max: SMS_PER_MOBILE, windowMs: 600_000 },
      smsPerIp: { max: 1_000, windowMs: 600_000 },
      loginPerIp: { max: 1_000, windowMs: 60_000 },
      captchaPerIp: { max: 1_000, windowMs: 60_000 },
      registerPerIp: { max: 1_000, windowMs: 3_600_000 },
    },
    // The slow-down is the guard's own test's (login-guard): here it only has to be short.
    loginGuard: {
      captchaAfterFailures: CAPTCHA_AFTER,
      windowMs: 60_000,
      slowdownBaseMs: 1,
      slowdownMaxMs: 1,
    },
  },
});

/** A fresh browser on the replica attempt `i` lands on. */
const browser = (i: number) => new TrpcClient(replicas().at(i));
const calls = (path: string) => suite.sandbox.calls(path);
const lastCode = () => suite.sandbox.lastSmsCode(DEMO_MOBILE.mobileNum);
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const TYPED = `0${DEMO_MOBILE.mobileNum}`;

function appCode(response: { body: string }): string | undefined {
  return body(response).error?.data.appCode;
}

describe('a password-reset code (defect 1)', () => {
  const reset = (client: TrpcClient, code: string) =>
    client.mutate('recovery.resetPassword', {
      mobile: TYPED,
      dialingCode: '+63',
      code,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

  it(`is spent after ${WRONG_TRIES} wrong tries from anywhere: the right one is then refused before the gateway, until a new SMS`, async () => {
    expect(
      (await browser(0).mutate('recovery.sendSms', { mobile: TYPED, dialingCode: '+63' }))
        .statusCode,
    ).toBe(200);
    const code = await lastCode();
    for (let i = 0; i < WRONG_TRIES; i += 1) {
      expect(appCode(await reset(browser(i), wrongFor(code)))).toBe('verification_code_error');
    }
    const spent = await reset(browser(WRONG_TRIES), code);
    expect(spent.statusCode).toBe(429);
    expect(body(spent).error).toMatchObject({
      message: ERROR_TEXTS_EN.sms_code_spent,
      data: { appCode: 'sms_code_spent' },
    });
    expect(await calls(RESET_PATH)).toBe(WRONG_TRIES);
    // The old password still signs in: nothing was reset.
    expect((await signedInClient(replicas().at(1))).cookies.size).toBeGreaterThan(0);

    // A new code is a new allowance.
    await browser(1).mutate('recovery.sendSms', { mobile: TYPED, dialingCode: '+63' });
    const fresh = await lastCode();
    expect(appCode(await reset(browser(0), wrongFor(fresh)))).toBe('verification_code_error');
    expect((await reset(browser(1), fresh)).statusCode).toBe(200);
  });

  it('takes one try at a time per number: a burst of parallel guesses does not all reach the gateway', async () => {
    await browser(0).mutate('recovery.sendSms', { mobile: TYPED, dialingCode: '+63' });
    const wrong = wrongFor(await lastCode());
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => reset(browser(i), wrong)),
    );
    for (const answer of answers) {
      expect(['verification_code_error', 'too_many_requests', 'sms_code_spent']).toContain(
        appCode(answer),
      );
    }
    expect(await calls(RESET_PATH)).toBeLessThanOrEqual(WRONG_TRIES);
  });
});

describe('an SMS-login code (defects 2 and 9)', () => {
  /** An SMS login from a fresh browser; with a solved captcha when `solve`. */
  async function smsLogin(i: number, code: string, dialingCode = '+63', solve = true) {
    const client = browser(i);
    let captcha: string | undefined;
    if (solve) {
      expect((await client.query('session.captcha')).statusCode).toBe(200);
      captcha = await suite.sandbox.captchaAnswer();
    }
    return client.mutate('session.login', {
      type: 'sms',
      mobile: TYPED,
      dialingCode,
      code,
      ...(captcha ? { captcha } : {}),
    });
  }

  it(`is spent after ${WRONG_TRIES} wrong tries, each with a solved captcha; a new SMS starts afresh`, async () => {
    await browser(0).mutate('session.sendLoginSms', { mobile: TYPED, dialingCode: '+63' });
    const code = await lastCode();
    for (let i = 0; i < WRONG_TRIES; i += 1) {
      expect(appCode(await smsLogin(i, wrongFor(code)))).toBe('login_failed');
    }
    expect(appCode(await smsLogin(WRONG_TRIES, code))).toBe('sms_code_spent');
    expect(await calls(LOGIN_PATH)).toBe(WRONG_TRIES);

    await browser(1).mutate('session.sendLoginSms', { mobile: TYPED, dialingCode: '+63' });
    const signedIn = await smsLogin(0, await lastCode());
    expect(signedIn.statusCode).toBe(200);
  });

  it('counts wrong codes in the login guard under one subject, however the dialing code is spelt: 10 without a captcha do not all reach the gateway', async () => {
    await browser(0).mutate('session.sendLoginSms', { mobile: TYPED, dialingCode: '+63' });
    const wrong = wrongFor(await lastCode());
    const spellings = ['+63', '063', '+0063', '63', '+063'];
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(appCode(await smsLogin(i, wrong, spellings[i % spellings.length], false)));
    }
    expect(answers[0]).toBe('login_failed');
    expect(answers.slice(CAPTCHA_AFTER)).toEqual(
      Array(10 - CAPTCHA_AFTER).fill('captcha_required'),
    );
    expect(await calls(LOGIN_PATH)).toBe(CAPTCHA_AFTER);
  });
});

describe('one number, however it is spelt (defect 2)', () => {
  it(`the spellings from the issue get no SMS past ${SMS_PER_MOBILE} in 10 minutes`, async () => {
    const send = (i: number, dialingCode: string) =>
      browser(i).mutate('session.sendLoginSms', { mobile: DEMO_MOBILE.mobileNum, dialingCode });
    const first = ['+063', '+0063', '063'];
    for (const [i, code] of first.entries()) expect((await send(i, code)).statusCode).toBe(200);
    for (const [i, code] of ['+63', '63', '+1', '+630', '0063'].entries()) {
      const refused = await send(i, code);
      expect(refused.statusCode).toBe(429);
      expect(appCode(refused)).toBe('too_many_requests');
    }
    expect(await calls(LOGIN_SMS_PATH)).toBe(SMS_PER_MOBILE);
  });

  it.each([
    ['session.sendLoginSms', LOGIN_SMS_PATH, '+630'],
    ['recovery.sendSms', RECOVERY_SMS_PATH, '+6'],
    ['register.sendSms', REGISTER_SMS_PATH, '+44'],
  ])(
    '%s refuses the dialing code %s no country has as the form’s own error, before the gateway',
    async (procedure, path, dialingCode) => {
      const response = await browser(0).mutate(procedure, {
        method: 'mobile',
        mobile: '09181112222',
        dialingCode,
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).error?.data).toMatchObject({
        appCode: 'invalid_input',
        fieldErrors: { dialingCode: ['validation.dialingCode'] },
      });
      expect(await calls(path)).toBe(0);
    },
  );
});

describe('the withdrawal password (defect 4)', () => {
  it(`pauses withdrawals after ${WRONG_TRIES} wrong passwords on any replica, saying when to try again, before the gateway`, async () => {
    const first = await signedInClient(replicas().at(0));
    // Another sign-in of the same member on the other replica: the count is the member's.
    const second = await signedInClient(replicas().at(1));
    data(
      await first.mutate('wallet.setPaymentPassword', {
        paymentPassword: '246810',
        confirmPaymentPassword: '246810',
      }),
    );
    data(
      await first.mutate('wallet.bindCard', {
        bankCode: 'BDO',
        accountName: 'Juan Dela Cruz',
        accountNo: '001234567890',
      }),
    );
    const options = data<{ cards: { id: number }[] }>(await first.query('wallet.withdrawOptions'));
    const withdraw = (client: TrpcClient, paymentPassword: string) =>
      client.mutate('wallet.withdraw', {
        amount: '100.00',
        cardId: options.cards[0]?.id,
        paymentPassword,
        requestKey: requestKey(),
      });

    for (let i = 0; i < WRONG_TRIES; i += 1) {
      const wrong = await withdraw(i % 2 ? second : first, String(100_000 + i));
      expect(appCode(wrong)).toBe('payment_password_incorrect');
    }
    const paused = await withdraw(second, '246810');
    expect(paused.statusCode).toBe(429);
    const error = body(paused).error as { message: string; data: Record<string, unknown> };
    expect(error.message).toBe(ERROR_TEXTS_EN.payment_password_locked);
    expect(error.data.appCode).toBe('payment_password_locked');
    const retryAfter = error.data.retryAfterSeconds as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WITHDRAW_PAUSE_SECONDS);
    expect(appCode(await withdraw(first, '000000'))).toBe('payment_password_locked');
    expect(await calls(WITHDRAW_PATH)).toBe(WRONG_TRIES);
  });
});

describe('the register SMS (defect 6)', () => {
  const sendRegisterSms = (i: number, mobile: string) =>
    browser(i).mutate('register.sendSms', { method: 'mobile', mobile, dialingCode: '+63' });

  it('answers a number with an account exactly like one without', async () => {
    const known = await sendRegisterSms(0, TYPED);
    const unknown = await sendRegisterSms(1, '09187654321');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await calls(REGISTER_SMS_PATH)).toBe(2);
  });

  it('tells "already registered" to nobody who holds no code: a guessed code on a known number is a wrong code', async () => {
    const register = async (i: number, mobile: string) => {
      const client = browser(i);
      expect((await client.query('session.captcha')).statusCode).toBe(200);
      return client.mutate('register.create', {
        method: 'mobile',
        mobile,
        dialingCode: '+63',
        smsCode: '000000',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        captcha: await suite.sandbox.captchaAnswer(),
        ageConfirmed: true,
        registerUrl: 'http://127.0.0.1:8080/m/register?a=1',
        domain: '127.0.0.1:8080',
      });
    };
    await sendRegisterSms(0, TYPED);
    await sendRegisterSms(1, '09187654321');
    const code = await suite.sandbox.lastSmsCode('9187654321');
    expect(code).not.toBe('000000');
    const known = await register(0, TYPED);
    const unknown = await register(1, '09187654321');
    expect(known.statusCode).toBe(400);
    expect(appCode(known)).toBe('verification_code_error');
    expect(JSON.parse(known.body)).toEqual(JSON.parse(unknown.body));
  });
});
