/**
 * "Remember password" through the BFF against the real sandbox (decision 010): the credential is
 * sealed into an HttpOnly, SameSite=Strict cookie scoped to /trpc, never readable as text, never
 * logged; a later browser logs in with it (the seal rotated on each use), a password change
 * re-seals it, and unticking, a refused password or tampering forget it.
 */
import { describe, expect, it } from 'vitest';
import { SECOND_MEMBER } from '@app/sandbox';
import { body, freshBffPerTest, type TrpcClient } from './helpers/stack.ts';
import { REMEMBER_COOKIE } from '../src/session/remembered-login.ts';

const stack = freshBffPerTest();
const { username, password } = SECOND_MEMBER;
const NEW_PASSWORD = 'Fresh2026';

async function loginRemembering(client = stack.client(), remember = true) {
  const response = await client.mutate('session.login', {
    type: 'username',
    username,
    password,
    remember,
  });
  expect(response.statusCode).toBe(200);
  return { client, response };
}

/** A browser that kept only the remember cookie (closed and reopened: no session). */
function laterBrowser(from: TrpcClient): TrpcClient {
  const later = stack.client();
  const sealed = from.cookies.get(REMEMBER_COOKIE);
  if (sealed) later.cookies.set(REMEMBER_COOKIE, sealed);
  return later;
}

const remembered = async (client: TrpcClient) =>
  body(await client.query('session.rememberedLogin')).result?.data;

const loginWithRemembered = (client: TrpcClient, name: string = username) =>
  client.mutate('session.login', { type: 'remembered', username: name });

describe('remember password', () => {
  it('seals the credential into an HttpOnly, Strict cookie for /trpc only, unreadable as text', async () => {
    const { client, response } = await loginRemembering();
    const setCookie = [response.headers['set-cookie'] ?? []].flat();
    const line = setCookie.find((c) => c.startsWith(`${REMEMBER_COOKIE}=`)) ?? '';
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(/Path=\/trpc/i);
    expect(line).toMatch(/Max-Age=\d+/i);
    const sealed = decodeURIComponent(client.cookies.get(REMEMBER_COOKIE) ?? '');
    for (const form of [password, Buffer.from(password).toString('base64'), username]) {
      expect(sealed).not.toContain(form);
    }
    expect(stack.logs.text()).not.toContain(password);
    expect(stack.logs.text()).not.toContain(sealed);
  });

  it('signs a later browser in without the password, rotating the seal', async () => {
    const { client } = await loginRemembering();
    const later = laterBrowser(client);
    expect(await remembered(later)).toEqual({ username });
    const before = later.cookies.get(REMEMBER_COOKIE);
    const response = await loginWithRemembered(later);
    expect(response.statusCode).toBe(200);
    expect(body(response).result?.data).toMatchObject({ session: { userName: username } });
    expect(later.cookies.get(REMEMBER_COOKIE)).toBeDefined();
    expect(later.cookies.get(REMEMBER_COOKIE)).not.toBe(before);
    expect(body(await later.query('member.info')).result?.data).toMatchObject({
      account: username,
    });
  });

  it('survives a logout (the player ticked it), and unticking forgets it', async () => {
    const { client } = await loginRemembering();
    expect((await client.mutate('session.logout')).statusCode).toBe(200);
    expect(await remembered(client)).toEqual({ username });
    await loginRemembering(client, false);
    expect(await remembered(client)).toBeNull();
    expect(client.cookies.has(REMEMBER_COOKIE)).toBe(false);
  });

  it('forgets it on request (session.forgetLogin)', async () => {
    const { client } = await loginRemembering();
    expect((await client.mutate('session.forgetLogin')).statusCode).toBe(200);
    expect(await remembered(client)).toBeNull();
  });

  it('refuses a remembered login for another username, asking for the password', async () => {
    const { client } = await loginRemembering();
    const response = await loginWithRemembered(laterBrowser(client), 'someone.else');
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('remembered_login_gone');
  });

  it('treats a tampered or foreign seal as nothing remembered', async () => {
    const { client } = await loginRemembering();
    const sealed = decodeURIComponent(client.cookies.get(REMEMBER_COOKIE) ?? '');
    const tampered = stack.client();
    const flipped = sealed.slice(0, 40) + (sealed[40] === 'A' ? 'B' : 'A') + sealed.slice(41);
    tampered.cookies.set(REMEMBER_COOKIE, encodeURIComponent(flipped));
    expect(await remembered(tampered)).toBeNull();
    expect((await loginWithRemembered(tampered)).statusCode).toBe(400);
    const garbage = stack.client();
    garbage.cookies.set(REMEMBER_COOKIE, 'not-a-seal');
    expect(await remembered(garbage)).toBeNull();
  });

  it('changes the password without asking the old one, and re-seals the new one', async () => {
    const { client } = await loginRemembering();
    const response = await client.mutate('member.changePassword', {
      useRemembered: true,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const later = laterBrowser(client);
    expect((await loginWithRemembered(later)).statusCode).toBe(200);
    expect(stack.logs.text()).not.toContain(NEW_PASSWORD);
  });

  it('refuses the same password again when the old one is the remembered one', async () => {
    const { client } = await loginRemembering();
    const response = await client.mutate('member.changePassword', {
      useRemembered: true,
      newPassword: password,
      confirmPassword: password,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.fieldErrors).toEqual({
      newPassword: ['validation.samePassword'],
    });
  });

  it('asks for the old password when nothing is remembered', async () => {
    const client = stack.client();
    await client.mutate('session.login', { type: 'username', username, password });
    const response = await client.mutate('member.changePassword', {
      useRemembered: true,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.fieldErrors).toEqual({
      oldPassword: ['validation.required'],
    });
  });

  it('forgets a remembered password the gateway no longer accepts', async () => {
    const { client } = await loginRemembering();
    const later = laterBrowser(client);
    // Changed in the first browser with the old password typed: the seal there is renewed, the
    // later browser's copy still holds the old password.
    const other = stack.client();
    await other.mutate('session.login', { type: 'username', username, password });
    const changed = await other.mutate('member.changePassword', {
      oldPassword: password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    const response = await loginWithRemembered(later);
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('login_failed');
    expect(later.cookies.has(REMEMBER_COOKIE)).toBe(false);
  });

  it('answers bad input with a 400', async () => {
    const client = stack.client();
    for (const input of [{ type: 'remembered' }, { type: 'remembered', username: 5 }]) {
      const response = await client.mutate('session.login', input);
      expect(response.statusCode).toBe(400);
    }
    const remember = await client.mutate('session.login', {
      type: 'username',
      username,
      password,
      remember: 'yes',
    });
    expect(remember.statusCode).toBe(400);
  });
});
