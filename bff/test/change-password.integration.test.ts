/**
 * member.changePassword through the BFF against the real sandbox gateway: the encrypted change,
 * the new password working at the next login and the old one no longer, the site's password
 * rule and the spec's rules checked before the gateway, trial accounts refused, nothing logged.
 */
import { describe, expect, it } from 'vitest';
import { SECOND_MEMBER } from '@app/sandbox';
import { body, freshBffPerTest, type TrpcClient } from './helpers/stack.ts';

const PATH = '/wps/member/password';
const NEW_PASSWORD = 'Fresh2026';

const stack = freshBffPerTest();

const calls = () => stack.sandbox.calls(PATH);

async function signedIn(password: string = SECOND_MEMBER.password): Promise<TrpcClient> {
  const client = stack.client();
  const response = await client.mutate('session.login', {
    type: 'username',
    username: SECOND_MEMBER.username,
    password,
  });
  expect(response.statusCode).toBe(200);
  return client;
}

const change = (client: TrpcClient, input: Record<string, unknown>) =>
  client.mutate('member.changePassword', {
    oldPassword: SECOND_MEMBER.password,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...input,
  });

describe('member.changePassword', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const response = await change(await signedIn(), {});
    expect(response.statusCode).toBe(200);
    expect(body(response).result?.data).toEqual({ ok: true });
    await signedIn(NEW_PASSWORD);
    const old = await stack.client().mutate('session.login', {
      type: 'username',
      username: SECOND_MEMBER.username,
      password: SECOND_MEMBER.password,
    });
    expect(old.statusCode).toBe(400);
    // Sent encrypted: the new password never travels in the clear, nor reaches the log.
    const received = await stack.sandbox.received(PATH);
    expect(received).toHaveLength(1);
    expect(received[0]?.body).not.toContain(NEW_PASSWORD);
    expect(stack.logs.text()).not.toContain(NEW_PASSWORD);
    expect(stack.logs.text()).not.toContain(SECOND_MEMBER.password);
  });

  it('answers a wrong old password in the catalogue words', async () => {
    const response = await change(await signedIn(), { oldPassword: 'Wrong1234' });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('old_password_incorrect');
  });

  it.each([
    [
      'the same password again',
      { newPassword: SECOND_MEMBER.password, confirmPassword: SECOND_MEMBER.password },
      'newPassword',
      'validation.samePassword',
    ],
    [
      'a confirmation that differs',
      { confirmPassword: 'Other2026' },
      'confirmPassword',
      'validation.confirmPassword',
    ],
    [
      'a password the site rule refuses',
      { newPassword: 'has space 1', confirmPassword: 'has space 1' },
      'newPassword',
      'validation.password',
    ],
  ])('refuses %s before the gateway', async (_case, input, field, message) => {
    const response = await change(await signedIn(), input);
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.fieldErrors).toMatchObject({ [field]: [message] });
    expect(await calls()).toBe(0);
  });

  it('is for signed-in real members: a visitor and a trial player are refused', async () => {
    const visitor = await change(stack.client(), {});
    expect(visitor.statusCode).toBe(401);
    const trial = stack.client();
    expect((await trial.mutate('session.freePlay', { os: 'iOS' })).statusCode).toBe(200);
    const refused = await change(trial, {});
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error?.data.appCode).toBe('non_member');
    expect(await calls()).toBe(0);
  });
});
