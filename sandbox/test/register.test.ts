import { GatewayLoginValueSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Envelope,
  encryptRequest,
  fetchCaptcha,
  gatewayHeaders,
  modulusOf,
  useSandbox,
} from './helpers/gateway.ts';

const gw = useSandbox();

async function register(
  path: '/wps/member/register' | '/wps/member/register/mobile',
  fields: Record<string, unknown>,
  withCaptcha = true,
) {
  const cookies: Record<string, string> = {};
  let captcha: string | undefined;
  if (withCaptcha) {
    const c = await fetchCaptcha(gw.app);
    cookies.captchaId = c.captchaId;
    captcha = c.answer;
  }
  const enc = encryptRequest(
    { captcha, login: true, registerMethod: 'WEB', ...fields },
    await modulusOf(gw.app),
  );
  const res = await gw.app.inject({
    method: 'PUT',
    url: path,
    headers: gatewayHeaders(enc.headers),
    cookies,
    payload: JSON.stringify({ value: enc.ciphertext }),
  });
  return { res, body: res.json<Envelope>() };
}

describe('PUT /wps/member/register', () => {
  it('registers and logs the new member in', async () => {
    const { res, body } = await register('/wps/member/register', {
      username: 'newbie1',
      password: 'Secret12',
      confirmPassword: 'Secret12',
    });
    expect(res.statusCode).toBe(200);
    const value = GatewayLoginValueSchema.parse(body.value);
    expect(value).toMatchObject({ userName: 'newbie1', customerType: 0 });
    const info = await gw.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: gatewayHeaders({ authorization: value.token }),
    });
    expect(info.json<Envelope>().value).toMatchObject({
      account: 'newbie1',
      nickname: null,
      type: 0,
    });
  });

  it('refuses a duplicate username', async () => {
    const { res, body } = await register('/wps/member/register', {
      username: 'Demo',
      password: 'Secret12',
    });
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({
      errorCode: 'username.exists',
      message: 'Sorry, the username already exists.',
    });
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
    const { res, body } = await register('/wps/member/register', fields);
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe(errorCode);
  });

  it('requires the captcha', async () => {
    const { body } = await register(
      '/wps/member/register',
      { username: 'goodname', password: 'Secret12' },
      false,
    );
    expect(body).toMatchObject({
      success: false,
      message: 'Please Enter The Correct Captcha Code',
    });
  });
});

describe('PUT /wps/member/register/mobile', () => {
  async function sendSms(mobileNo: string) {
    return gw.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: gatewayHeaders({ moduleid: 'MOBILENUMREG3' }),
      payload: { mobileNo, countryDialingCode: '63' },
    });
  }

  it('registers with the last SMS code', async () => {
    expect((await sendSms('09175550000')).json()).toEqual({
      success: true,
      value: { expiredMinutes: 5 },
    });
    const { code } = (
      await gw.app.inject({ method: 'GET', url: '/__sandbox/sms/last?mobile=09175550000' })
    ).json<{ code: string }>();
    const wrong = await register('/wps/member/register/mobile', {
      mobileNum: '9175550000',
      password: 'Secret12',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.errorCode).toBe('verification.code.error');
    const ok = await register('/wps/member/register/mobile', {
      mobileNum: '9175550000',
      password: 'Secret12',
      verificationCode: code,
      countryDialingCode: '63',
    });
    expect(ok.body).toMatchObject({
      success: true,
      value: { userName: '9175550000', customerType: 0 },
    });
  });

  it('is refused with #543 when MOBILENUMREG3 is off', async () => {
    await gw.app.inject({
      method: 'POST',
      url: '/__sandbox/whitelabel',
      payload: { flags: { MOBILENUMREG3: false } },
    });
    const { res, body } = await register('/wps/member/register/mobile', {
      mobileNum: '9175550000',
      password: 'Secret12',
    });
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({
      errorCode: 'function.not.available',
      message: '#543 The feature is under maintenance',
    });
    expect((await sendSms('9175550000')).statusCode).toBe(400);
  });

  it('refuses a number that is already registered', async () => {
    const res = await sendSms('9171234567');
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().errorCode).toBe('mobile.exists');
  });
});
