/**
 * Issue 11, "nothing in the captured BFF log carries a password, SMS code or token": every
 * account journey runs through one BFF logging at debug level against the real sandbox (a
 * failed login, a remembered login, an SMS login, a registration by mobile number, a password
 * change, a recovery), then the whole captured log is searched for each secret the journeys
 * used: every password, every SMS code, every gateway token, the sealed remember cookie and the
 * session id.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_MOBILE } from '@app/sandbox';
import { REMEMBER_COOKIE } from '../src/session/remembered-login.ts';
import { SESSION_COOKIE } from '../src/session/session-handle.ts';
import { body, freshBffPerTest, type TrpcClient } from './helpers/stack.ts';

const stack = freshBffPerTest();

const REGISTER_PASSWORD = 'Joined2026x';
const CHANGED_PASSWORD = 'Changed2026';
const RECOVERED_PASSWORD = 'Recov2026x';
const WRONG_PASSWORD = 'NotMine123';
const NEW_MOBILE = '9187650001';

/** The gateway token behind a client's session, read from the BFF's own store. */
async function tokenOf(client: TrpcClient): Promise<string> {
  const signed = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? '');
  const id = signed.split('.')[0] ?? '';
  const stored = await stack.store.get(`session:${id}`);
  const token = (JSON.parse(stored ?? '{}') as { token?: string }).token;
  expect(token).toBeTruthy();
  return token ?? '';
}

/** The captcha the sandbox just drew for this client, solved as the player would. */
async function solvedCaptcha(client: TrpcClient): Promise<string> {
  await ok(client.query('session.captcha'));
  return await stack.sandbox.captchaAnswer();
}

async function ok(response: Promise<{ statusCode: number; body: string }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}

describe('the BFF log after every account journey', () => {
  it('holds no password, SMS code, token, sealed credential or session id', async () => {
    const secrets: string[] = [DEMO_MEMBER.password, REGISTER_PASSWORD, WRONG_PASSWORD];

    // A wrong password, then the right one, remembered.
    const browser = stack.client();
    const wrong = await browser.mutate('session.login', {
      type: 'username',
      username: DEMO_MEMBER.username,
      password: WRONG_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    await ok(
      browser.mutate('session.login', {
        type: 'username',
        username: DEMO_MEMBER.username,
        password: DEMO_MEMBER.password,
        remember: true,
        captcha: await solvedCaptcha(browser),
      }),
    );
    secrets.push(await tokenOf(browser), browser.cookies.get(SESSION_COOKIE) ?? 'no sid');
    secrets.push(decodeURIComponent(browser.cookies.get(REMEMBER_COOKIE) ?? 'no seal'));
    await ok(browser.query('member.info'));

    // The remembered password changes the password.
    await ok(
      browser.mutate('member.changePassword', {
        useRemembered: true,
        newPassword: CHANGED_PASSWORD,
        confirmPassword: CHANGED_PASSWORD,
      }),
    );
    secrets.push(CHANGED_PASSWORD);
    await ok(browser.mutate('session.logout'));
    await ok(
      browser.mutate('session.login', { type: 'remembered', username: DEMO_MEMBER.username }),
    );
    secrets.push(await tokenOf(browser));

    // An SMS login.
    const phone = stack.client();
    const mobile = DEMO_MOBILE.mobileNum;
    await ok(phone.mutate('session.sendLoginSms', { mobile, dialingCode: '+63' }));
    const loginCode = await stack.sandbox.lastSmsCode(mobile);
    await ok(
      phone.mutate('session.login', { type: 'sms', mobile, dialingCode: '+63', code: loginCode }),
    );
    secrets.push(loginCode, await tokenOf(phone));

    // A registration by mobile number.
    const joiner = stack.client();
    await ok(
      joiner.mutate('register.sendSms', {
        method: 'mobile',
        mobile: NEW_MOBILE,
        dialingCode: '+63',
      }),
    );
    const registerCode = await stack.sandbox.lastSmsCode(NEW_MOBILE);
    const answer = await solvedCaptcha(joiner);
    const registered = await ok(
      joiner.mutate('register.create', {
        method: 'mobile',
        mobile: NEW_MOBILE,
        dialingCode: '+63',
        smsCode: registerCode,
        password: REGISTER_PASSWORD,
        confirmPassword: REGISTER_PASSWORD,
        captcha: answer,
        ageConfirmed: true,
        registerUrl: 'http://127.0.0.1:8080/m/register?a=1',
        domain: '127.0.0.1:8080',
      }),
    );
    expect(body(registered).result?.data).toMatchObject({ session: { userName: NEW_MOBILE } });
    secrets.push(registerCode, await tokenOf(joiner));

    // A recovery by SMS.
    const forgetful = stack.client();
    await ok(forgetful.mutate('recovery.sendSms', { mobile, dialingCode: '+63' }));
    const recoveryCode = await stack.sandbox.lastSmsCode(mobile);
    await ok(
      forgetful.mutate('recovery.resetPassword', {
        mobile,
        dialingCode: '+63',
        code: recoveryCode,
        newPassword: RECOVERED_PASSWORD,
        confirmPassword: RECOVERED_PASSWORD,
      }),
    );
    secrets.push(recoveryCode, RECOVERED_PASSWORD);

    const log = stack.logs.text();
    // The log is there (a line per request at debug level): its silence about secrets counts.
    expect(log).toContain('session.login');
    expect(log).toContain('recovery.resetPassword');
    expect(log.split('\n').length).toBeGreaterThan(20);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(6);
      expect(log, `the log carries a secret (${secret.slice(0, 2)}…)`).not.toContain(secret);
    }
  });
});
