/**
 * Registration through the BFF against the real sandbox gateway over HTTP: by username and by
 * mobile number with the register SMS (its code read from the sandbox control), the server's
 * per-field rules checked before the gateway, the gateway's refusals in the catalogue's words,
 * the encrypted body, the limits, and no password or code in the log.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '@app/sandbox';
import { testConfig } from '../src/config.ts';
import { body, freshBffPerTest, type TrpcClient } from './helpers/stack.ts';

const REGISTER_PATH = '/wps/member/register';
const REGISTER_MOBILE_PATH = '/wps/member/register/mobile';
const SMS_PATH = '/wps/verification/sms/register';
const REGISTER_PER_IP = 4;

// A fresh BFF per test: the limits must start from zero.
const stack = freshBffPerTest({
  rateLimits: {
    ...testConfig().rateLimits,
    smsPerMobile: { max: 3, windowMs: 600_000 },
    smsPerIp: { max: 50, windowMs: 600_000 },
    registerPerIp: { max: REGISTER_PER_IP, windowMs: 3_600_000 },
  },
});

const calls = (path: string) => stack.sandbox.calls(path);

/** Shows a captcha to this browser and reads its answer, as a person reads the picture. */
async function solveCaptcha(client: TrpcClient): Promise<string> {
  expect((await client.query('session.captcha')).statusCode).toBe(200);
  return await stack.sandbox.captchaAnswer();
}

const PASSWORD = 'Secret123';

async function registerByUsername(
  client: TrpcClient,
  overrides: Record<string, unknown> = {},
): Promise<Awaited<ReturnType<TrpcClient['mutate']>>> {
  return client.mutate('register.create', {
    method: 'username',
    username: 'newplayer1',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    captcha: await solveCaptcha(client),
    ageConfirmed: true,
    registerUrl: 'http://127.0.0.1:8080/m/register?a=1',
    domain: '127.0.0.1:8080',
    ...overrides,
  });
}

describe('register.create by username', () => {
  it('creates the member, signs them in and sends the password encrypted', async () => {
    const client = stack.client();
    const response = await registerByUsername(client);
    expect(response.statusCode).toBe(200);
    expect(body(response).result?.data).toMatchObject({
      session: { userName: 'newplayer1', type: 0 },
    });
    expect((await client.query('member.info')).statusCode).toBe(200);

    const { rawBody, payload } = await stack.sandbox.lastEncryptedRequest(REGISTER_PATH);
    expect(rawBody).not.toContain(PASSWORD);
    expect(payload).toMatchObject({
      username: 'newplayer1',
      password: PASSWORD,
      registerMethod: 'H5',
    });
    expect(stack.logs.text()).not.toContain(PASSWORD);
  });

  it('refuses an existing username in the catalogue words', async () => {
    const response = await registerByUsername(stack.client(), {
      username: DEMO_MEMBER.username,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('username_exists');
  });

  it.each([
    [
      'a username the rules refuse (must start with a letter)',
      { username: '1player' },
      'username',
      'validation.username',
    ],
    ['a username too short for the rules', { username: 'abc' }, 'username', 'validation.username'],
    [
      'a password the rules refuse (letters and digits only)',
      { password: 'Secret 12', confirmPassword: 'Secret 12' },
      'password',
      'validation.password',
    ],
    ['an e-mail without an at sign', { email: 'player.example.com' }, 'email', 'validation.email'],
  ])('checks %s before the gateway', async (_case, overrides, field, message) => {
    const response = await registerByUsername(stack.client(), overrides);
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data).toMatchObject({
      appCode: 'invalid_input',
      fieldErrors: { [field]: [message] },
    });
    expect(await calls(REGISTER_PATH)).toBe(0);
  });

  it('lets an empty optional field pass (e-mail is optional in the rules)', async () => {
    const response = await registerByUsername(stack.client(), { email: '' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a confirmation that differs', { confirmPassword: 'Other123' }, 'validation.confirmPassword'],
    ['the age box unticked', { ageConfirmed: false }, 'validation.terms'],
    ['a captcha with letters', { captcha: '12ab' }, 'validation.captcha'],
  ])('answers %s with a readable 400 and sends nothing', async (_case, overrides, message) => {
    const response = await registerByUsername(stack.client(), overrides);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(body(response).error?.data.fieldErrors)).toContain(message);
    expect(await calls(REGISTER_PATH)).toBe(0);
  });

  it('sends the page the player registered on and its host (registerUrl, domain)', async () => {
    const response = await registerByUsername(stack.client(), { username: 'pageplayer1' });
    expect(response.statusCode).toBe(200);
    const { payload } = await stack.sandbox.lastEncryptedRequest(REGISTER_PATH);
    expect(payload).toMatchObject({
      registerUrl: 'http://127.0.0.1:8080/m/register?a=1',
      domain: '127.0.0.1:8080',
    });
  });

  it.each([
    ['without registerUrl', { registerUrl: undefined }],
    ['with a domain that is not the page host', { domain: 'other.example' }],
    [
      'with a page on another site',
      { registerUrl: 'https://evil.example/m/register', domain: 'evil.example' },
    ],
  ])('refuses a registration %s before the gateway', async (_case, overrides) => {
    const response = await registerByUsername(stack.client(), overrides);
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('invalid_input');
    expect(await calls(REGISTER_PATH)).toBe(0);
  });

  it("checks the fields the server's rules switch on, then sends them under the gateway's names", async () => {
    await stack.sandbox.control('POST', '/register-rules', {
      rules: {
        nickname: { enabled: true, required: true },
        idNumber: { enabled: true, required: false, acceptedPattern: '^[0-9]+$' },
        whatsapp: { enabled: true, required: true },
      },
    });
    const missing = await registerByUsername(stack.client(), { idNumber: '12AB' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).error?.data).toMatchObject({
      appCode: 'invalid_input',
      fieldErrors: {
        nickname: ['validation.required'],
        idNumber: ['validation.idNumber'],
        whatsapp: ['validation.required'],
      },
    });
    expect(await calls(REGISTER_PATH)).toBe(0);

    const response = await registerByUsername(stack.client(), {
      nickname: 'Juan',
      whatsapp: '639171234567',
      zalo: 'not-asked-for',
    });
    expect(response.statusCode).toBe(200);
    const { payload } = await stack.sandbox.lastEncryptedRequest(REGISTER_PATH);
    expect(payload).toMatchObject({ nickname: 'Juan', whatsapp: '639171234567' });
  });

  it('refuses a wrong captcha in the catalogue words', async () => {
    const client = stack.client();
    const answer = await solveCaptcha(client);
    const wrong = answer === '0000' ? '1111' : '0000';
    const response = await registerByUsername(client, { captcha: wrong });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('captcha_incorrect');
  });

  it(`registers at most ${REGISTER_PER_IP} accounts an hour from one address, then 429`, async () => {
    for (let i = 0; i < REGISTER_PER_IP; i += 1) {
      const response = await registerByUsername(stack.client(), {
        username: `bulk${i}player`,
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await registerByUsername(stack.client(), {
      username: 'bulk9player',
    });
    expect(refused.statusCode).toBe(429);
    expect(body(refused).error?.data.appCode).toBe('too_many_requests');
    expect(await calls(REGISTER_PATH)).toBe(REGISTER_PER_IP);
  });
});

describe('invitation codes', () => {
  // The sandbox knows `AG<id>` of its agent accounts: agent01 is 10003.
  const AGENT_CODE = 'AG10003';

  it('checks a code on its own, as the form does while the player types', async () => {
    const client = stack.client();
    const check = async (code: string) =>
      body(await client.query('register.checkAffiliateCode', { code })).result?.data;
    expect(await check(AGENT_CODE)).toEqual({ valid: true });
    // 10001 is the demo member, not an agent.
    expect(await check('AG10001')).toEqual({ valid: false });
    const bad = await client.query('register.checkAffiliateCode', { code: 'AG 1' });
    expect(bad.statusCode).toBe(400);
  });

  it('verifies the code before registering: an unknown one registers nobody', async () => {
    const refused = await registerByUsername(stack.client(), {
      affiliateCode: 'AG99999',
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error?.data.appCode).toBe('invalid_invitation_code');
    expect(await calls(REGISTER_PATH)).toBe(0);
    const accepted = await registerByUsername(stack.client(), {
      affiliateCode: AGENT_CODE,
    });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('register by mobile number', () => {
  const MOBILE = '0918 765 4321';
  const SENT = '9187654321';
  const sendSms = (client: TrpcClient, method: 'username' | 'mobile', mobile = MOBILE) =>
    client.mutate('register.sendSms', { method, mobile, dialingCode: '+63' });

  it('sends the register SMS, then registers with its code; the number is the account', async () => {
    const client = stack.client();
    const sms = await sendSms(client, 'mobile');
    expect(sms.statusCode).toBe(200);
    // The spec's default countdown for every number: a known one gets no code, and the code's
    // lifetime (300 s here) would tell the two apart.
    expect(body(sms).result?.data).toEqual({ resendAfterSeconds: 60 });
    const code = await stack.sandbox.lastSmsCode(SENT);

    const response = await client.mutate('register.create', {
      method: 'mobile',
      mobile: MOBILE,
      dialingCode: '+63',
      smsCode: code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      captcha: await solveCaptcha(client),
      ageConfirmed: true,
      registerUrl: 'http://127.0.0.1:8080/m/register?a=1',
      domain: '127.0.0.1:8080',
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).result?.data).toMatchObject({ session: { userName: SENT, type: 0 } });
    expect(await calls(REGISTER_MOBILE_PATH)).toBe(1);
    expect(stack.logs.text()).not.toContain(code);
  });

  it('refuses a wrong SMS code in the catalogue words', async () => {
    const client = stack.client();
    await sendSms(client, 'mobile');
    const response = await client.mutate('register.create', {
      method: 'mobile',
      mobile: MOBILE,
      dialingCode: '+63',
      smsCode: '000000',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      captcha: await solveCaptcha(client),
      ageConfirmed: true,
      registerUrl: 'http://127.0.0.1:8080/m/register?a=1',
      domain: '127.0.0.1:8080',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('verification_code_error');
  });

  it('needs the number on the mobile tab, before the gateway', async () => {
    const client = stack.client();
    const response = await client.mutate('register.create', {
      method: 'mobile',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      captcha: '1234',
      ageConfirmed: true,
      registerUrl: 'http://127.0.0.1:8080/m/register?a=1',
      domain: '127.0.0.1:8080',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.fieldErrors).toMatchObject({
      mobile: ['validation.required'],
    });
    expect(await calls(REGISTER_MOBILE_PATH)).toBe(0);
  });

  it('files the SMS under the form it is for: the username form needs REGMOBVERF3', async () => {
    // The sandbox, like the merchant it copies, has mobile verification on the username form off.
    const client = stack.client();
    const refused = await sendSms(client, 'username');
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error?.data.appCode).toBe('feature_unavailable');
    await stack.sandbox.control('POST', '/whitelabel', { flags: { REGMOBVERF3: true } });
    const sent = await sendSms(client, 'username');
    expect(sent.statusCode).toBe(200);
  });

  it('limits the register SMS per number, and answers a bad number with a 400', async () => {
    const client = stack.client();
    for (let i = 0; i < 3; i += 1) {
      expect((await sendSms(client, 'mobile')).statusCode).toBe(200);
    }
    expect((await sendSms(client, 'mobile', SENT)).statusCode).toBe(429);
    expect(await calls(SMS_PATH)).toBe(3);
    const bad = await sendSms(client, 'mobile', 'call me');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error?.data.appCode).toBe('invalid_input');
  });
});
