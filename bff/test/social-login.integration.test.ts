/**
 * Facebook and Google login (decision 013) through the BFF against the real sandbox over HTTP:
 * the ID token comes from the sandbox's stand-in for Firebase, as the page's SDK gets it; the
 * BFF sends it on the encrypted login and the gateway opens or signs in the member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_FIREBASE_WEB_CONFIG } from '@app/sandbox';
import { MemoryStore } from '../src/store/memory-store.ts';
import { bffPerFile, body, LogCapture, startBff, TrpcClient } from './helpers/stack.ts';

const logs = new LogCapture();
const store = new MemoryStore();
const stack = bffPerFile({
  store,
  logStream: logs,
  config: (sandbox) => ({
    logLevel: 'debug',
    socialLogin: { firebase: SANDBOX_FIREBASE_WEB_CONFIG, emulatorUrl: sandbox.url },
  }),
});
/** A BFF without social login configured. */
let plain: FastifyInstance;

beforeAll(async () => {
  plain = await startBff({ gatewayUrl: stack.sandbox.url });
});

afterAll(async () => {
  await plain.close();
});

/** An ID token as the page's Firebase SDK gets it from the stand-in. */
async function idToken(providerId: string, claims: Record<string, string>): Promise<string> {
  const response = await fetch(
    `${stack.sandbox.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${SANDBOX_FIREBASE_WEB_CONFIG.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        returnSecureToken: true,
        postBody: new URLSearchParams({
          id_token: JSON.stringify(claims),
          providerId,
        }).toString(),
      }),
    },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { idToken: string }).idToken;
}

const socialLogin = (client: TrpcClient, token: string, provider = 'google') =>
  client.mutate('session.login', { type: 'firebase', provider, idToken: token });

describe('social login', () => {
  it('offers the Firebase app in system.status only where one is set', async () => {
    const status = body(await stack.client().query('system.status', {})).result?.data as {
      socialLogin: unknown;
    };
    expect(status.socialLogin).toEqual({
      firebase: SANDBOX_FIREBASE_WEB_CONFIG,
      emulatorUrl: stack.sandbox.url,
    });
    const without = body(await new TrpcClient(plain).query('system.status', {})).result?.data as {
      socialLogin: unknown;
    };
    expect(without.socialLogin).toBeNull();
  });

  it('signs a new player in with a Google account, then the same member again', async () => {
    const client = stack.client();
    const token = await idToken('google.com', {
      sub: 'g-42',
      email: 'juan@example.test',
      name: 'Juan',
    });
    const response = await socialLogin(client, token);
    expect(response.statusCode).toBe(200);
    const { session } = body(response).result?.data as {
      session: { userName: string; type: number };
    };
    expect(session.userName).toMatch(/^juan[0-9a-f]{6}$/);
    expect(session.type).toBe(0);
    expect(body(await client.query('member.info')).result?.data).toMatchObject({
      account: session.userName,
      nickname: 'Juan',
    });

    // The token travelled on the encrypted login, never in the clear.
    const { rawBody, payload } = await stack.sandbox.lastEncryptedRequest('/wps/session/login');
    expect(payload).toMatchObject({ type: 'firebase', firebaseIdToken: token });
    expect(rawBody).not.toContain(token.split('.')[1]);

    const again = stack.client();
    const second = await socialLogin(again, await idToken('google.com', { sub: 'g-42' }));
    expect((body(second).result?.data as { session: { userName: string } }).session.userName).toBe(
      session.userName,
    );
  });

  it('answers a token the gateway refuses with a readable 400, and keeps no session', async () => {
    const client = stack.client();
    const token = await idToken('facebook.com', { sub: 'fb-1' });
    const [header, payload] = token.split('.');
    const response = await socialLogin(client, `${header}.${payload}.forged-signature`, 'facebook');
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data).toMatchObject({ appCode: 'social_login_failed' });
    expect(body(response).error?.message).toBe(
      'We could not sign you in with that account. Please try again.',
    );
    expect(body(await client.query('member.info')).result?.data).toBeNull();
  });

  it('refuses bad input with 400 before the gateway sees it', async () => {
    const client = stack.client();
    const before = await stack.sandbox.control<{ counts: Record<string, number> }>('GET', '/stats');
    const token = await idToken('google.com', { sub: 'bad-input' });
    for (const input of [
      { type: 'firebase', provider: 'google' },
      { type: 'firebase', provider: 'google', idToken: 'not a token' },
      { type: 'firebase', provider: 'google', idToken: `${'a'.repeat(4100)}.b.c` },
      { type: 'firebase', provider: 'twitter', idToken: token },
      { type: 'firebase', provider: 'google', idToken: 42 },
    ]) {
      const response = await client.mutate('session.login', input);
      expect(response.statusCode).toBe(400);
      expect(body(response).error?.data?.appCode).toBe('invalid_input');
    }
    const after = await stack.sandbox.control<{ counts: Record<string, number> }>('GET', '/stats');
    expect(after.counts['/wps/session/login'] ?? 0).toBe(before.counts['/wps/session/login'] ?? 0);
  });

  it('never writes the ID token to the log', async () => {
    const client = stack.client();
    const token = await idToken('google.com', { sub: 'log-check' });
    await socialLogin(client, token);
    const [, payload, signature] = token.split('.') as [string, string, string];
    const text = logs.text();
    expect(text).toContain('session.login');
    expect(text).not.toContain(payload);
    expect(text).not.toContain(signature);
  });

  it('lets the page reach the stand-in and keep its chooser window, only when configured', async () => {
    const page = await stack.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${stack.sandbox.url}(;|$)`));
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

    const off = await plain.inject({ method: 'GET', url: '/healthz' });
    expect(String(off.headers['content-security-policy'])).toMatch(/connect-src 'self'(;|$)/);
    expect(off.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
