/** Registration (§5.2, §5.3): by username and by mobile, checked against the published rules. */
import { GatewayLoginValueSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_MOBILE } from '../src/index.ts';
import { expectRefusal, fetchCaptcha, useSandbox } from './helpers/gateway.ts';

const gw = useSandbox();

/** The page the player registers on and its host (spec section 3), sent with every register. */
const PAGE = {
  registerUrl: 'https://play.example:8443/m/register?x=1',
  domain: 'play.example:8443',
};

type RegisterPath = '/wps/member/register' | '/wps/member/register/mobile';

/** An encrypted registration, with a solved captcha unless told otherwise. */
async function register(path: RegisterPath, fields: Record<string, unknown>, withCaptcha = true) {
  const captcha = withCaptcha ? await fetchCaptcha(gw.app) : null;
  return gw.encrypted(
    'PUT',
    path,
    { captcha: captcha?.answer, login: true, registerMethod: 'WEB', ...PAGE, ...fields },
    captcha ? { cookies: { captchaId: captcha.captchaId } } : {},
  );
}

const sendSms = (mobileNo: string) =>
  gw.call(
    'POST',
    '/wps/verification/sms/register',
    { mobileNo, countryDialingCode: '63' },
    { headers: { moduleid: 'MOBILENUMREG3' } },
  );

describe('PUT /wps/member/register', () => {
  it('registers and logs the new member in', async () => {
    const reply = await register('/wps/member/register', {
      username: 'newbie1',
      password: 'Secret12',
      confirmPassword: 'Secret12',
    });
    expect(reply.status).toBe(200);
    const value = GatewayLoginValueSchema.parse(reply.body.value);
    expect(value).toMatchObject({ userName: 'newbie1', customerType: 0 });
    const info = await gw.value('GET', '/wps/member/info', undefined, { token: value.token });
    expect(info).toMatchObject({ account: 'newbie1', nickname: null, type: 0 });
  });

  it('refuses a duplicate username', async () => {
    const reply = await register('/wps/member/register', {
      username: 'Demo',
      password: 'Secret12',
    });
    expectRefusal(reply, 400, 'username.exists', 'Sorry, the username already exists.');
  });

  it.each([
    [{ username: '1abc', password: 'Secret12' }, 'account.format.error'],
    [{ username: 'ab', password: 'Secret12' }, 'account.format.error'],
    [{ username: 'goodname', password: 'short' }, 'password.format.error'],
    [{ username: 'goodname', password: 'has space1' }, 'password.format.error'],
    [{ username: 'goodname', password: 'Secret12', email: 'bad' }, 'email.format.error'],
    [
      { username: 'goodname', password: 'Secret12', confirmPassword: 'Other123' },
      'confirm.password.error',
    ],
    [{ password: 'Secret12' }, 'account.format.error'],
  ])('validates %o against the register rules', async (fields, errorCode) => {
    expectRefusal(await register('/wps/member/register', fields), 400, errorCode);
  });

  it('requires the captcha', async () => {
    const reply = await register(
      '/wps/member/register',
      { username: 'goodname', password: 'Secret12' },
      false,
    );
    expect(reply.body).toMatchObject({
      success: false,
      message: 'Please Enter The Correct Captcha Code',
    });
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('registers with the last SMS code', async () => {
    expect((await sendSms('09175550000')).body).toEqual({
      success: true,
      value: { expiredMinutes: 5 },
    });
    const { body } = await gw.control<{ code: string }>('GET', '/sms/last?mobile=09175550000');
    const account = { mobileNum: '9175550000', password: 'Secret12' };
    const wrong = await register('/wps/member/register/mobile', {
      ...account,
      verificationCode: body.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.errorCode).toBe('verification.code.error');
    const ok = await register('/wps/member/register/mobile', {
      ...account,
      verificationCode: body.code,
      countryDialingCode: '63',
    });
    expect(ok.body).toMatchObject({
      success: true,
      value: { userName: '9175550000', customerType: 0 },
    });
  });

  it('is refused with #543 when MOBILENUMREG3 is off', async () => {
    await gw.control('POST', '/whitelabel', { flags: { MOBILENUMREG3: false } });
    const reply = await register('/wps/member/register/mobile', {
      mobileNum: '9175550000',
      password: 'Secret12',
    });
    expectRefusal(reply, 400, 'function.not.available', '#543 The feature is under maintenance');
    expect((await sendSms('9175550000')).status).toBe(400);
  });

  it('refuses a number that is already registered', async () => {
    expectRefusal(await sendSms(DEMO_MOBILE.mobileNum), 400, 'mobile.exists');
  });
});

describe('the register page and host (registerUrl, domain)', () => {
  const fields = { username: 'pagecheck1', password: 'Secret12' };

  it.each([
    ['without registerUrl', { registerUrl: undefined }],
    ['without domain', { domain: undefined }],
    ['with a registerUrl that is no address', { registerUrl: 'not a url' }],
    ['with a registerUrl on another host', { domain: 'other.example' }],
    ['with a registerUrl that is not http(s)', { registerUrl: 'ftp://play.example:8443/m' }],
  ])('refuses a registration %s', async (_case, page) => {
    expectRefusal(
      await register('/wps/member/register', { ...fields, ...page }),
      400,
      'request_param_err',
    );
  });
});

describe('the per-field register rules control (/__sandbox/register-rules)', () => {
  it('switches a field on and required, publishes it and enforces it; reset restores the seed', async () => {
    const changed = await gw.control<{
      rules: Record<string, { enabled: boolean; required: boolean }>;
    }>('POST', '/register-rules', {
      rules: { nickname: { enabled: true, required: true, acceptedPattern: '^[a-zA-Z]+$' } },
    });
    expect(changed.body.rules.nickname).toMatchObject({ enabled: true, required: true });
    const settings = await gw.value('GET', '/wps/system/setting/register', undefined, {
      headers: { moduleid: 'REG3' },
    });
    expect(settings).toMatchObject({ nickname: { enabled: true, required: true } });
    const status = await gw.value('GET', '/wps/system/status');
    expect(status).toMatchObject({ info: { register: { nickname: { required: true } } } });

    const without = await register('/wps/member/register', {
      username: 'nick1',
      password: 'Secret12',
    });
    expectRefusal(without, 400, 'request_param_err');
    const badNick = await register('/wps/member/register', {
      username: 'nick1',
      password: 'Secret12',
      nickname: 'Juan 2',
    });
    expectRefusal(badNick, 400, 'request_param_err');
    const ok = await register('/wps/member/register', {
      username: 'nick1',
      password: 'Secret12',
      nickname: 'Juan',
    });
    expect(ok.status).toBe(200);

    const reset = await gw.control<{ rules: Record<string, { enabled: boolean }> }>(
      'POST',
      '/register-rules',
      { reset: true },
    );
    expect(reset.body.rules.nickname?.enabled).toBe(false);
    const after = await register('/wps/member/register', {
      username: 'nick2',
      password: 'Secret12',
    });
    expect(after.status).toBe(200);
  });

  it('turns a rule off: an e-mail of any shape passes', async () => {
    await gw.control('POST', '/register-rules', { rules: { email: { enabled: false } } });
    const reply = await register('/wps/member/register', {
      username: 'mailless1',
      password: 'Secret12',
      email: 'bad',
    });
    expect(reply.status).toBe(200);
  });

  it('refuses an unknown rule property', async () => {
    const reply = await gw.control('POST', '/register-rules', {
      rules: { nickname: { on: true } },
    });
    expect(reply.status).toBe(400);
  });
});
