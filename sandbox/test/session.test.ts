import { GatewayLoginValueSchema, GatewayMemberInfoSchema } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_AGENT, DEMO_MEMBER, DEMO_MOBILE, SECOND_MEMBER } from '../src/index.ts';
import { SMS_CODE_MAX_WRONG_TRIES } from '../src/domains/accounts/accounts.state.ts';
import {
  type Envelope,
  encryptOneTimeKey,
  encryptRequest,
  fetchCaptcha,
  gatewayHeaders,
  login,
  loginToken,
  modulusOf,
  randomK,
  useSandbox,
} from './helpers/gateway.ts';

const gw = useSandbox();

async function memberInfo(token?: string) {
  return gw.app.inject({
    method: 'GET',
    url: '/wps/member/info',
    headers: gatewayHeaders(token ? { authorization: token } : {}),
  });
}

describe('login', () => {
  it('logs the demo member in with the §4 value shape', async () => {
    const { res, body } = await login(gw.app, {
      username: DEMO_MEMBER.username,
      password: DEMO_MEMBER.password,
    });
    expect(res.statusCode).toBe(200);
    const value = GatewayLoginValueSchema.parse(body.value);
    expect(value).toMatchObject({
      id: 10001,
      userName: 'demo',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    const info = await memberInfo(value.token);
    expect(GatewayMemberInfoSchema.parse(info.json<Envelope>().value)).toEqual({
      id: 10001,
      account: 'demo',
      nickname: 'Lucky Demo',
      type: 0,
      mobile: '0917123****',
      regDate: expect.any(Number) as number,
      clubLabel: { labelName: 'VIP3' },
      email: null,
      payeeName: null,
    });
  });

  it('serves the agent and the member without nickname', async () => {
    const agent = await loginToken(gw.app, DEMO_AGENT.username, DEMO_AGENT.password);
    expect((await memberInfo(agent)).json<Envelope>().value).toMatchObject({ type: 1 });
    const player = await loginToken(gw.app, SECOND_MEMBER.username, SECOND_MEMBER.password);
    expect((await memberInfo(player)).json<Envelope>().value).toMatchObject({
      account: 'player2',
      nickname: null,
    });
  });

  it('fails a wrong password and then demands a single-use captcha', async () => {
    const wrong = await login(gw.app, { username: 'demo', password: 'nope1234' });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({
      success: false,
      errorCode: 'login.failed',
      value: { captcha: true },
    });

    // Right password, no captcha: refused with the captcha message.
    const noCaptcha = await login(gw.app, { username: 'demo', password: DEMO_MEMBER.password });
    expect(noCaptcha.body).toMatchObject({
      success: false,
      message: 'Please Enter The Correct Captcha Code',
      value: { captcha: true },
    });

    // A wrong answer consumes the captcha: the right answer afterwards no longer works.
    const first = await fetchCaptcha(gw.app);
    const wrongAnswer = first.answer === '0000' ? '1111' : '0000';
    const badTry = await login(
      gw.app,
      { username: 'demo', password: DEMO_MEMBER.password, captcha: wrongAnswer },
      { captchaId: first.captchaId },
    );
    expect(badTry.body.message).toBe('Please Enter The Correct Captcha Code');
    const reuse = await login(
      gw.app,
      { username: 'demo', password: DEMO_MEMBER.password, captcha: first.answer },
      { captchaId: first.captchaId },
    );
    expect(reuse.body.success).toBe(false);

    const second = await fetchCaptcha(gw.app);
    const ok = await login(
      gw.app,
      { username: 'demo', password: DEMO_MEMBER.password, captcha: second.answer },
      { captchaId: second.captchaId },
    );
    expect(ok.body.success).toBe(true);
    // A successful login clears the requirement.
    const again = await login(gw.app, { username: 'demo', password: DEMO_MEMBER.password });
    expect(again.body.success).toBe(true);
  });

  it('answers USER_NOT_EXIST for an unknown user, which also counts as a failure', async () => {
    const first = await login(gw.app, { username: 'ghost99', password: 'whatever1' });
    expect(first.res.statusCode).toBe(400);
    expect(first.body).toMatchObject({
      errorCode: 'USER_NOT_EXIST',
      message: 'Sorry, the user does not exist or is disabled.',
      value: { captcha: true },
    });
    const second = await login(gw.app, { username: 'ghost99', password: 'whatever1' });
    expect(second.body.message).toBe('Please Enter The Correct Captcha Code');
  });

  it('serves the captcha as a base64 PNG with a captchaId cookie and no-store', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/wps/captcha',
      headers: gatewayHeaders(),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === 'captchaId');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    const png = Buffer.from(res.json<{ value: string }>().value, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('login/unsecure takes plain JSON', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      headers: gatewayHeaders(),
      payload: { username: 'demo', password: DEMO_MEMBER.password },
    });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'demo' } });
  });

  it('answers SMS sends with the expirationTime its control sets, none by default', async () => {
    const send = () =>
      gw.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: gatewayHeaders(),
        payload: { mobileNum: DEMO_MOBILE.mobileNum, countryDialingCode: '+63' },
      });
    expect((await send()).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const set = await gw.app.inject({
      method: 'POST',
      url: '/__sandbox/sms/expiration',
      payload: { seconds: 45 },
    });
    expect(set.statusCode).toBe(200);
    expect((await send()).json()).toEqual({
      success: true,
      value: { expiredMinutes: 5, expirationTime: 45 },
    });
  });

  it('logs in by SMS with the last code sent to the number', async () => {
    const sms = await gw.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: gatewayHeaders(),
      payload: { mobileNum: `0${DEMO_MOBILE.mobileNum}`, countryDialingCode: '+63' },
    });
    expect(sms.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const last = await gw.app.inject({
      method: 'GET',
      url: `/__sandbox/sms/last?mobile=${DEMO_MOBILE.mobileNum}`,
    });
    const { code } = last.json<{ code: string }>();
    expect(code).toMatch(/^\d{6}$/);
    const ok = await login(gw.app, {
      username: DEMO_MOBILE.mobileNum,
      password: code,
      type: 'sms',
    });
    expect(ok.body).toMatchObject({ success: true, value: { userName: 'demo' } });
  });

  it(`spends a texted code after ${SMS_CODE_MAX_WRONG_TRIES} wrong tries: even the right one then fails`, async () => {
    const sendSms = () =>
      gw.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: gatewayHeaders(),
        payload: { mobileNum: DEMO_MOBILE.mobileNum, countryDialingCode: '+63' },
      });
    const lastCode = async () =>
      (
        await gw.app.inject({
          method: 'GET',
          url: `/__sandbox/sms/last?mobile=${DEMO_MOBILE.mobileNum}`,
        })
      ).json<{ code: string | null }>().code;
    // Each try solves a captcha (the gateway asks for one after a failure): only the code counts.
    const smsLogin = async (code: string) => {
      const { captchaId, answer } = await fetchCaptcha(gw.app);
      const { body } = await login(
        gw.app,
        { username: DEMO_MOBILE.mobileNum, password: code, type: 'sms', captcha: answer },
        { captchaId },
      );
      return body;
    };

    await sendSms();
    const code = (await lastCode()) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_CODE_MAX_WRONG_TRIES; i += 1) {
      expect(await smsLogin(wrong)).toMatchObject({ success: false, errorCode: 'login.failed' });
    }
    expect(await smsLogin(code)).toMatchObject({ success: false, errorCode: 'login.failed' });
    expect(await lastCode()).toBeNull();

    // A new SMS is a new code with a fresh allowance; fewer wrong tries leave it standing.
    await sendSms();
    const fresh = (await lastCode()) as string;
    const wrongAgain = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_CODE_MAX_WRONG_TRIES - 1; i += 1) await smsLogin(wrongAgain);
    expect(await smsLogin(fresh)).toMatchObject({ success: true, value: { userName: 'demo' } });
  });

  it('logout accepts POST and DELETE', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const token = await loginToken(gw.app, 'demo', DEMO_MEMBER.password);
      const res = await gw.app.inject({
        method,
        url: '/wps/session/logout',
        headers: gatewayHeaders({ authorization: token }),
      });
      expect(res.json()).toEqual({ success: true, value: null });
      expect((await memberInfo(token)).statusCode).toBe(401);
    }
  });

  it('singleSession: a newer login kills the older token', async () => {
    const a = await loginToken(gw.app, 'demo', DEMO_MEMBER.password);
    const b = await loginToken(gw.app, 'demo', DEMO_MEMBER.password);
    expect((await memberInfo(a)).statusCode).toBe(200);
    await gw.app.inject({
      method: 'POST',
      url: '/__sandbox/settings',
      payload: { singleSession: true },
    });
    const c = await loginToken(gw.app, 'demo', DEMO_MEMBER.password);
    expect((await memberInfo(a)).json<Envelope>().errorCode).toBe('login.not.session');
    expect((await memberInfo(b)).statusCode).toBe(401);
    expect((await memberInfo(c)).statusCode).toBe(200);
  });
});

describe('login IP verification (§4)', () => {
  const credentials = { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password };

  async function verify(payload: Record<string, unknown>) {
    const enc = encryptRequest(
      { captcha: null, type: 'username', ...payload },
      await modulusOf(gw.app),
    );
    const res = await gw.app.inject({
      method: 'POST',
      url: '/wps/session/login/verification',
      headers: gatewayHeaders({ ...enc.headers, moduleid: 'LOGINIPVERF3' }),
      payload: JSON.stringify({ value: enc.ciphertext }),
    });
    return res.json<Envelope>();
  }

  async function lastCode(): Promise<string> {
    const last = await gw.app.inject({
      method: 'GET',
      url: `/__sandbox/sms/last?mobile=${DEMO_MOBILE.mobileNum}`,
    });
    return last.json<{ code: string }>().code;
  }

  beforeEach(async () => {
    const flagged = await gw.app.inject({
      method: 'POST',
      url: '/__sandbox/login-verification',
      payload: { username: DEMO_MEMBER.username, required: true },
    });
    expect(flagged.statusCode).toBe(200);
  });

  it('answers the right password from a new address with login_verify_required and an SMS', async () => {
    const { res, body } = await login(gw.app, credentials);
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({
      success: false,
      errorCode: 'login_verify_required',
      value: { mobileNum: '0917****567' },
    });
    expect(await lastCode()).toMatch(/^\d{6}$/);
    // A wrong password is still just a wrong password: no SMS is spent on it.
    const wrong = await login(gw.app, { ...credentials, password: 'Wrong1234' });
    expect(wrong.body.errorCode).toBe('login.failed');
  });

  it('signs in through the verification endpoint with the code; the address is known after', async () => {
    await login(gw.app, credentials);
    const wrong = await verify({ ...credentials, verificationCode: '000000' });
    expect(wrong).toMatchObject({ success: false, errorCode: 'verification.code.error' });
    await login(gw.app, credentials);
    const right = await verify({ ...credentials, verificationCode: await lastCode() });
    expect(right).toMatchObject({ success: true, value: { userName: 'demo' } });
    expect((await login(gw.app, credentials)).body.success).toBe(true);
  });

  it('refuses the verification with a wrong password, whatever the code', async () => {
    await login(gw.app, credentials);
    const code = await lastCode();
    expect(
      await verify({ ...credentials, password: 'Wrong1234', verificationCode: code }),
    ).toMatchObject({ success: false, errorCode: 'login.failed' });
  });
});

describe('member info for a guest', () => {
  it('answers 401 by default and 200 {} behind the switch', async () => {
    expect((await memberInfo()).statusCode).toBe(401);
    await gw.app.inject({
      method: 'POST',
      url: '/__sandbox/settings',
      payload: { memberInfoGuest: '200' },
    });
    const res = await memberInfo();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: {} });
    // A dead token still gets 401, so the client knows to drop it.
    expect((await memberInfo('dead-token')).statusCode).toBe(401);
  });
});

describe('wallet', () => {
  it('returns the demo balance in PHP', async () => {
    const token = await loginToken(gw.app, 'demo', DEMO_MEMBER.password);
    const res = await gw.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance?typeId=0',
      headers: gatewayHeaders({ authorization: token }),
    });
    expect(res.json()).toEqual({
      success: true,
      value: {
        sumBalance: 1250.5,
        currency: 'PHP',
        currencySymbol: '₱',
        balance: [{ accountTypeId: 2, availBalance: 1250.5 }],
      },
    });
  });
});

describe('free play', () => {
  async function freePlay(headers: Record<string, string>) {
    return gw.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: gatewayHeaders({ 'content-type': 'application/json', ...headers }),
      payload: JSON.stringify({ os: 'Android', platform: 'W' }),
    });
  }

  async function freePlayHeaders() {
    return {
      encryption: encryptOneTimeKey(randomK(), await modulusOf(gw.app)),
      'x-gateway-version': '3',
    };
  }

  it('creates a type-4 trial member', async () => {
    const res = await freePlay(await freePlayHeaders());
    expect(res.statusCode).toBe(200);
    const value = GatewayLoginValueSchema.parse(res.json<Envelope>().value);
    expect(value.customerType).toBe(4);
    const info = await memberInfo(value.token);
    expect(info.json<Envelope>().value).toMatchObject({ type: 4 });
  });

  it('answers a trial value of 0 while the freePlayZero setting is on', async () => {
    await gw.control('POST', '/settings', { freePlayZero: true });
    const res = await freePlay(await freePlayHeaders());
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>()).toMatchObject({ success: true, value: 0 });
    await gw.control('POST', '/settings', { freePlayZero: false });
    expect((await freePlay(await freePlayHeaders())).json<Envelope>().value).toMatchObject({
      customerType: 4,
    });
  });

  it('requires the Encryption header and X-Gateway-Version 3', async () => {
    const headers = await freePlayHeaders();
    expect((await freePlay({ 'x-gateway-version': '3' })).json<Envelope>().errorCode).toBe(
      'request_body_required',
    );
    // The web gateway id (1) is refused: this is the mobile gateway (3).
    expect(
      (await freePlay({ encryption: headers.encryption, 'x-gateway-version': '1' })).statusCode,
    ).toBe(400);
  });

  it('is refused with #543 when FREEPLAY3 is off', async () => {
    await gw.app.inject({
      method: 'POST',
      url: '/__sandbox/whitelabel',
      payload: { flags: { FREEPLAY3: false } },
    });
    const res = await freePlay(await freePlayHeaders());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'function.not.available',
      message: '#543 The feature is under maintenance',
    });
  });
});
