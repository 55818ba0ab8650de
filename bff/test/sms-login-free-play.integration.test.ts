/**
 * Signing in by mobile number and SMS code, and free play, through the BFF against the real
 * sandbox gateway over HTTP: the SMS the gateway sends (its code read from the sandbox control,
 * as a person reads their phone), the encrypted login it receives, the limits per number and per
 * address, the trial account's session, and bad input.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MOBILE } from '@app/sandbox';
import { TRIAL_MEMBER_TYPE } from '@app/contracts';
import { testConfig } from '../src/config.ts';
import { body, freshBffPerTest, type TrpcClient } from './helpers/stack.ts';

const SMS_PATH = '/wps/verification/sms/noLogin';
const LOGIN_PATH = '/wps/session/login';
const FREE_PLAY_PATH = '/wps/session/login/freeplay';
const SMS_PER_MOBILE = 3;

// A fresh BFF per test: the limits per number must start from zero.
const stack = freshBffPerTest({
  rateLimits: {
    ...testConfig().rateLimits,
    smsPerMobile: { max: SMS_PER_MOBILE, windowMs: 600_000 },
    smsPerIp: { max: 50, windowMs: 600_000 },
    registerPerIp: { max: 50, windowMs: 3_600_000 },
  },
});

/** The demo member's number as a Filipino player types it: with the leading zero. */
const TYPED_MOBILE = `0${DEMO_MOBILE.mobileNum.slice(0, 3)} ${DEMO_MOBILE.mobileNum.slice(3)}`;

const sendSms = (client: TrpcClient, mobile = TYPED_MOBILE, dialingCode = '+63') =>
  client.mutate('session.sendLoginSms', { mobile, dialingCode });

const smsLogin = (client: TrpcClient, code: string, mobile = TYPED_MOBILE) =>
  client.mutate('session.login', { type: 'sms', mobile, dialingCode: '+63', code });

const lastCode = () => stack.sandbox.lastSmsCode(DEMO_MOBILE.mobileNum);

const calls = (path: string) => stack.sandbox.calls(path);

describe('session.sendLoginSms', () => {
  it('sends the code to the number without its leading zero and says when to offer a resend', async () => {
    const response = await sendSms(stack.client());
    expect(response.statusCode).toBe(200);
    // The gateway gives no expirationTime (only the code's 5-minute lifetime): the spec's 60 s.
    expect(body(response).result?.data).toEqual({ resendAfterSeconds: 60 });
    expect(await lastCode()).toMatch(/^\d{6}$/);
    expect(await calls(SMS_PATH)).toBe(1);
  });

  it("counts down from the gateway's expirationTime when it gives one", async () => {
    await stack.sandbox.control('POST', '/sms/expiration', { seconds: 90 });
    const response = await sendSms(stack.client());
    expect(body(response).result?.data).toEqual({ resendAfterSeconds: 90 });
  });

  it(`sends at most ${SMS_PER_MOBILE} codes to one number, whatever the spelling, then 429`, async () => {
    const client = stack.client();
    const spellings = [TYPED_MOBILE, DEMO_MOBILE.mobileNum, `0${DEMO_MOBILE.mobileNum}`];
    for (const mobile of spellings) expect((await sendSms(client, mobile)).statusCode).toBe(200);
    const refused = await sendSms(client, `00${DEMO_MOBILE.mobileNum}`);
    expect(refused.statusCode).toBe(429);
    expect(body(refused).error?.data.appCode).toBe('too_many_requests');
    expect(refused.headers['retry-after']).toBeDefined();
    // The refused one never reached the gateway; another number still may.
    expect(await calls(SMS_PATH)).toBe(SMS_PER_MOBILE);
    expect((await sendSms(client, '09181234567')).statusCode).toBe(200);
  });

  it.each([
    ['letters in the number', { mobile: '0917abc', dialingCode: '+63' }, 'validation.mobile'],
    ['a number too long', { mobile: '0'.repeat(21), dialingCode: '+63' }, 'validation.mobile'],
    ['no dialing code', { mobile: TYPED_MOBILE, dialingCode: '' }, 'validation.dialingCode'],
    ['no number', { mobile: '', dialingCode: '+63' }, 'validation.required'],
  ])('answers %s with a readable 400 and sends nothing', async (_case, input, message) => {
    const response = await stack.client().mutate('session.sendLoginSms', input);
    expect(response.statusCode).toBe(400);
    const error = body(response).error;
    expect(error?.data.appCode).toBe('invalid_input');
    expect(JSON.stringify(error?.data.fieldErrors)).toContain(message);
    expect(await calls(SMS_PATH)).toBe(0);
  });
});

describe('session.login by SMS', () => {
  it('signs the member in with the code, sent encrypted as the gateway expects', async () => {
    const client = stack.client();
    await sendSms(client);
    const code = await lastCode();
    const response = await smsLogin(client, code);
    expect(response.statusCode).toBe(200);
    expect(body(response).result?.data).toMatchObject({ session: { userName: 'demo', type: 0 } });
    // Signed in: the member's own data comes back.
    const member = await client.query('member.info');
    expect(member.statusCode).toBe(200);

    // What the gateway received: the number in `username`, the code in `password`, type sms.
    const { rawBody, payload } = await stack.sandbox.lastEncryptedRequest(LOGIN_PATH);
    expect(rawBody).not.toContain(code);
    expect(payload).toMatchObject({
      username: DEMO_MOBILE.mobileNum,
      password: code,
      type: 'sms',
    });
  });

  it('refuses a wrong code as a failed login', async () => {
    const client = stack.client();
    await sendSms(client);
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await smsLogin(client, wrong);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error?.data.appCode).toBe('login_failed');
  });

  it('answers a code with letters with a readable 400, before the gateway', async () => {
    const response = await smsLogin(stack.client(), '12ab56');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(body(response).error?.data.fieldErrors)).toContain('validation.smsCode');
    expect(await calls(LOGIN_PATH)).toBe(0);
  });

  it('never writes the SMS code into the log', async () => {
    const client = stack.client();
    await sendSms(client);
    const code = await lastCode();
    await smsLogin(client, code);
    expect(stack.logs.text()).not.toContain(code);
  });
});

describe('session.freePlay', () => {
  it('signs a visitor in as a trial member (type 4) with a sealed key beside a plain body', async () => {
    const client = stack.client();
    const response = await client.mutate('session.freePlay', { os: 'Android' });
    expect(response.statusCode).toBe(200);
    const session = (body(response).result?.data as { session: { type: number; userName: string } })
      .session;
    expect(session.type).toBe(TRIAL_MEMBER_TYPE);
    expect(session.userName).toMatch(/^TRIAL/);
    expect((await client.query('member.info')).statusCode).toBe(200);
    // The sandbox refuses the call without a sealed key it can open and gateway version 3;
    // the body itself travels plain.
    const received = await stack.sandbox.received(FREE_PLAY_PATH);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.encryption).toMatch(/^[0-9a-f]+$/);
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ os: 'Android', platform: 'W' });
  });

  it('answers a trial value of 0 with free_play_unavailable and signs nobody in', async () => {
    await stack.sandbox.control('POST', '/settings', { freePlayZero: true });
    try {
      const client = stack.client();
      const response = await client.mutate('session.freePlay', { os: 'iOS' });
      expect(response.statusCode).toBe(400);
      expect(body(response).error?.data.appCode).toBe('free_play_unavailable');
      expect(body(response).error?.message).toBe(
        'Free play is not available on this site right now.',
      );
      expect(await calls(FREE_PLAY_PATH)).toBe(1);
      // Still a visitor: no member behind the session.
      expect(body(await client.query('member.info')).result?.data ?? null).toBeNull();
    } finally {
      await stack.sandbox.control('POST', '/settings', { freePlayZero: false });
    }
  });

  it('answers a bad input with a readable 400', async () => {
    const response = await stack.client().mutate('session.freePlay', {
      os: 'x'.repeat(65),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('invalid_input');
    expect(await calls(FREE_PLAY_PATH)).toBe(0);
  });
});
