/**
 * Password recovery by SMS through the BFF against the real sandbox gateway: the code to the
 * member's number, the encrypted reset, the new password signing in; an unknown number answered
 * like a known one; every refusal readable; nothing logged.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_MOBILE } from '@app/sandbox';
import { body, freshBffPerTest, type TrpcClient } from './helpers/stack.ts';

const SMS_PATH = '/wps/member/password/sms';
const RESET_PATH = '/wps/member/password/verification';
const NEW_PASSWORD = 'Again2026';
const TYPED = `0${DEMO_MOBILE.mobileNum}`;

const stack = freshBffPerTest();

const calls = (path: string) => stack.sandbox.calls(path);

const lastCode = () => stack.sandbox.lastSmsCode(DEMO_MOBILE.mobileNum);

const reset = (client: TrpcClient, input: Record<string, unknown>) =>
  client.mutate('recovery.resetPassword', {
    mobile: TYPED,
    dialingCode: '+63',
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...input,
  });

describe('password recovery by SMS', () => {
  it('sends a code to the number and lets it set a new password that signs in', async () => {
    const client = stack.client();
    const sent = await client.mutate('recovery.sendSms', { mobile: TYPED, dialingCode: '+63' });
    expect(sent.statusCode).toBe(200);
    // The spec's default countdown, whatever the code's lifetime (see the next test).
    expect(body(sent).result?.data).toEqual({ resendAfterSeconds: 60 });
    const code = await lastCode();

    const response = await reset(client, { code });
    expect(response.statusCode).toBe(200);
    const login = await stack.client().mutate('session.login', {
      type: 'username',
      username: DEMO_MEMBER.username,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);

    const [received] = await stack.sandbox.received(RESET_PATH);
    expect(received?.body).not.toContain(NEW_PASSWORD);
    expect(stack.logs.text()).not.toContain(NEW_PASSWORD);
    expect(stack.logs.text()).not.toContain(code);
  });

  it('answers an unknown number exactly like a known one (no list of players to be had)', async () => {
    const client = stack.client();
    const known = await client.mutate('recovery.sendSms', { mobile: TYPED, dialingCode: '+63' });
    const unknown = await client.mutate('recovery.sendSms', {
      mobile: '09990001111',
      dialingCode: '+63',
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(body(unknown).result?.data).toEqual(body(known).result?.data);
  });

  it('refuses a wrong code in the catalogue words, and the password stays', async () => {
    const client = stack.client();
    await client.mutate('recovery.sendSms', { mobile: TYPED, dialingCode: '+63' });
    const code = await lastCode();
    const response = await reset(client, { code: code === '000000' ? '111111' : '000000' });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('verification_code_error');
    const login = await stack.client().mutate('session.login', {
      type: 'username',
      username: DEMO_MEMBER.username,
      password: DEMO_MEMBER.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [
      'a confirmation that differs',
      { code: '123456', confirmPassword: 'Other2026' },
      'confirmPassword',
      'validation.confirmPassword',
    ],
    [
      'a password the site rule refuses',
      { code: '123456', newPassword: 'no spaces!', confirmPassword: 'no spaces!' },
      'newPassword',
      'validation.password',
    ],
    ['a code with letters', { code: '12ab56' }, 'code', 'validation.smsCode'],
  ])('refuses %s before the gateway', async (_case, input, field, message) => {
    const response = await reset(stack.client(), input);
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.fieldErrors).toMatchObject({ [field]: [message] });
    expect(await calls(RESET_PATH)).toBe(0);
  });

  it('answers a bad number with a readable 400 and sends nothing', async () => {
    const response = await stack.client().mutate('recovery.sendSms', {
      mobile: 'my number',
      dialingCode: '+63',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('invalid_input');
    expect(await calls(SMS_PATH)).toBe(0);
  });
});
