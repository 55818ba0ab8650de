/**
 * Sign-in through the BFF against the real sandbox gateway over HTTP: captcha after a failed
 * attempt, the encrypted login the gateway receives, the session cookie, member info, logout.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEMO_MEMBER, SECOND_MEMBER, decryptOneTimeKey, decryptPayload } from '@app/sandbox';
import { MemoryStore } from '../src/store/memory-store.ts';
import { bffPerFile, body, LogCapture, type TrpcClient } from './helpers/stack.ts';

const logs = new LogCapture();
const store = new MemoryStore();
const stack = bffPerFile({ store, logStream: logs, config: { logLevel: 'debug' } });

const login = (
  client: TrpcClient,
  password: string,
  captcha?: string,
  username: string = DEMO_MEMBER.username,
) =>
  client.mutate('session.login', {
    type: 'username',
    username,
    password,
    ...(captcha ? { captcha } : {}),
  });

describe('session.login', () => {
  it('signs in, sets an HttpOnly session cookie and returns no token', async () => {
    const client = stack.client();
    const response = await login(client, DEMO_MEMBER.password);
    expect(response.statusCode).toBe(200);
    const result = body(response).result?.data as { session: Record<string, unknown> };
    expect(Object.keys(result.session).sort()).toEqual([
      'firstTimeLogin',
      'merchantCode',
      'type',
      'userName',
    ]);
    expect(result.session).toMatchObject({ userName: DEMO_MEMBER.username, type: 0 });
    const setCookie = [response.headers['set-cookie'] ?? []].flat().join('\n');
    expect(setCookie).toMatch(/sid=.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/Path=\//);
  });

  it("answers a login from a restricted region (the gateway's ip_restrict) with 'Access restricted'", async () => {
    await stack.sandbox.control('POST', '/settings', { ipRestricted: true });
    try {
      const client = stack.client();
      const response = await login(client, DEMO_MEMBER.password);
      expect(response.statusCode).toBe(400);
      expect(body(response).error?.data.appCode).toBe('access_restricted');
      expect(body(response).error?.message).toBe('Access restricted');
      expect(body(await client.query('member.info')).result?.data).toBeNull();
    } finally {
      await stack.sandbox.control('POST', '/settings', { ipRestricted: false });
    }
  });

  it('shows the greeting data through member.info and forgets it after logout', async () => {
    const client = stack.client();
    expect(body(await client.query('member.info')).result?.data).toBeNull();
    await login(client, DEMO_MEMBER.password);
    const info = body(await client.query('member.info')).result?.data as {
      nickname: string;
      account: string;
    };
    expect(info).toMatchObject({ nickname: 'Lucky Demo', account: DEMO_MEMBER.username });

    const logout = await client.mutate('session.logout');
    expect(logout.statusCode).toBe(200);
    expect(body(await client.query('member.info')).result?.data).toBeNull();
  });

  it('falls back to the account when the member has no nickname', async () => {
    const client = stack.client();
    await login(client, SECOND_MEMBER.password, undefined, SECOND_MEMBER.username);
    const info = body(await client.query('member.info')).result?.data as {
      nickname: string | null;
      account: string;
    };
    expect(info.nickname).toBeNull();
    expect(info.account).toBe(SECOND_MEMBER.username);
  });

  it('demands a captcha after a failed login, then accepts the right answer', async () => {
    const client = stack.client();
    const failed = await login(client, 'wrong-password');
    expect(failed.statusCode).toBe(400);
    expect(body(failed).error?.data).toMatchObject({
      appCode: 'login_failed',
      captchaRequired: true,
    });

    // Without a captcha the next attempt is refused even with the right password.
    const noCaptcha = await login(client, DEMO_MEMBER.password);
    expect(body(noCaptcha).error?.data).toMatchObject({ captchaRequired: true });

    const captcha = await client.query('session.captcha');
    expect(captcha.statusCode).toBe(200);
    expect((body(captcha).result?.data as { image: string }).image).toMatch(
      /^data:image\/png;base64,iVBOR/,
    );
    const answer = await stack.sandbox.captchaAnswer();

    const ok = await login(client, DEMO_MEMBER.password, answer);
    expect(ok.statusCode).toBe(200);
  });

  it('sends every login encrypted with the gateway scheme, as the sandbox decrypts it', async () => {
    const client = stack.client();
    await login(client, 'wrong-password');
    await login(client, DEMO_MEMBER.password, '1234');
    const received = await stack.sandbox.control<{
      requests: {
        headers: { encryption: string; xDigest: string; xRsa: string; moduleId: string };
        body: string;
      }[];
    }>('GET', '/received?path=/wps/session/login');
    const keys = await stack.sandbox.control<{ modulusHex: string; privateExponentHex: string }>(
      'GET',
      '/keys',
    );
    expect(received.requests.length).toBe(2);
    const passwords = received.requests.map(({ headers, body: raw }) => {
      expect(headers.xRsa).toBe(keys.modulusHex);
      expect(headers.moduleId).toBe('COMM3');
      expect(JSON.parse(raw)).toEqual({ value: headers.xDigest });
      expect(raw).not.toContain(DEMO_MEMBER.password);
      const oneTimeKey = decryptOneTimeKey(headers.encryption, keys);
      const payload = decryptPayload(headers.xDigest, oneTimeKey) as {
        username: string;
        password: string;
        type: string;
      };
      expect(payload.username).toBe(DEMO_MEMBER.username);
      expect(payload.type).toBe('username');
      return payload.password;
    });
    expect(passwords).toEqual(['wrong-password', DEMO_MEMBER.password]);
  });

  it('never writes a token or password to the log', async () => {
    const client = stack.client();
    await login(client, DEMO_MEMBER.password);
    await client.query('member.info');
    const sid = client.cookies.get('sid') ?? '';
    const sessionId = decodeURIComponent(sid).split('.')[0] ?? '';
    const session = JSON.parse((await store.get(`session:${sessionId}`)) ?? '{}') as {
      token?: string;
    };
    expect(session.token).toBeTruthy();
    const text = logs.text();
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(session.token);
    expect(text).not.toContain(DEMO_MEMBER.password);
  });

  it('refuses malformed login input with a 400 and a readable message', async () => {
    const client = stack.client();
    const response = await client.mutate('session.login', {
      type: 'username',
      username: '',
      password: 'x',
      captcha: 'abc',
    });
    expect(response.statusCode).toBe(400);
    const error = body(response).error;
    expect(error?.message).toBe('Please check the information you entered.');
    expect(error?.data.appCode).toBe('invalid_input');
    expect(error?.data.fieldErrors).toMatchObject({
      username: ['validation.required'],
      captcha: ['validation.captcha'],
    });
  });
});

describe('session renewal on the home', () => {
  /** The store key of the client's session (the cookie is `<id>.<signature>`). */
  const sessionKey = (client: TrpcClient) => {
    const signed = decodeURIComponent(client.cookies.get('sid') ?? '');
    return `session:${signed.slice(0, signed.lastIndexOf('.'))}`;
  };

  it('gives a confirmed member a full session lifetime again, cookie included', async () => {
    const client = stack.client();
    await login(client, DEMO_MEMBER.password);
    const key = sessionKey(client);
    const full = await store.ttl(key);
    // The session ages by more than two seconds; renewed, it is younger than that again (a wide
    // margin: a busy machine may take a while between the renewal and the reading).
    const AGE_MS = 2_000;
    await vi.waitFor(async () => expect(await store.ttl(key)).toBeLessThan(full - AGE_MS), {
      timeout: 10_000,
      interval: 50,
    });

    const response = await client.query('home.bootstrap');
    expect(response.statusCode).toBe(200);
    expect(await store.ttl(key)).toBeGreaterThan(full - AGE_MS);
    const cookie = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=\d+/);
  });

  it('renews nothing for a visitor, and nothing once the gateway forgot the member', async () => {
    const visitor = await stack.client().query('home.bootstrap');
    expect(visitor.headers['set-cookie']).toBeUndefined();

    const client = stack.client();
    await login(client, DEMO_MEMBER.password);
    const key = sessionKey(client);
    // The gateway drops every session (a restart): the next home ends ours instead of renewing.
    await stack.sandbox.control('POST', '/reset');
    const response = await client.query('home.bootstrap');
    expect(body(response).result?.data).toMatchObject({ member: null, balance: null });
    expect(await store.get(key)).toBeNull();
  });
});
