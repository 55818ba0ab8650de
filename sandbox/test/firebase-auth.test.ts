import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { SANDBOX_FIREBASE_WEB_CONFIG } from '../src/index.ts';
import { gatewayHeaders, login, testSandbox, useSandbox } from './helpers/gateway.ts';

const gw = useSandbox();

const KEY = SANDBOX_FIREBASE_WEB_CONFIG.apiKey;
const SIGN_IN = '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp';
const LOOKUP = '/identitytoolkit.googleapis.com/v1/accounts:lookup';

/** What the Firebase Web SDK posts for `signInWithCredential` with a provider credential. */
function idpBody(providerId: string, claims: unknown, field = 'id_token') {
  const postBody = new URLSearchParams({
    [field]: typeof claims === 'string' ? claims : JSON.stringify(claims),
    providerId,
  }).toString();
  return { requestUri: 'http://localhost', returnSecureToken: true, postBody };
}

async function signInWithIdp(body: unknown, key: string = KEY) {
  return gw.app.inject({
    method: 'POST',
    url: `${SIGN_IN}?key=${key}`,
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5000' },
    payload: JSON.stringify(body),
  });
}

async function idTokenFor(providerId: string, claims: Record<string, string>) {
  const res = await signInWithIdp(idpBody(providerId, claims));
  expect(res.statusCode).toBe(200);
  return res.json<{ idToken: string; localId: string }>();
}

describe('the Identity Toolkit stand-in', () => {
  it('turns a Google credential into a Firebase user and an ID token with Firebase claims', async () => {
    const res = await signInWithIdp(
      idpBody('google.com', { sub: 'g-1', email: 'ana@example.test', name: 'Ana' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      providerId: 'google.com',
      email: 'ana@example.test',
      displayName: 'Ana',
      expiresIn: '3600',
      isNewUser: true,
    });
    const claims = decodeJwt(body.idToken as string);
    expect(claims).toMatchObject({
      iss: `https://securetoken.google.com/${SANDBOX_FIREBASE_WEB_CONFIG.projectId}`,
      aud: SANDBOX_FIREBASE_WEB_CONFIG.projectId,
      sub: body.localId,
      email: 'ana@example.test',
      firebase: { sign_in_provider: 'google.com' },
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('keeps one user per provider account, and Facebook apart from Google', async () => {
    const first = await idTokenFor('google.com', { sub: 'same' });
    const again = await idTokenFor('google.com', { sub: 'same' });
    const facebook = await idTokenFor('facebook.com', { sub: 'same' });
    expect(again.localId).toBe(first.localId);
    expect(facebook.localId).not.toBe(first.localId);
  });

  it('takes a Facebook access token the way the SDK sends it', async () => {
    const res = await signInWithIdp(idpBody('facebook.com', { sub: 'fb-1' }, 'access_token'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ providerId: 'facebook.com' });
  });

  it('refuses a wrong API key, an unknown provider and a credential that is not one', async () => {
    expect((await signInWithIdp(idpBody('google.com', { sub: 'x' }), 'other')).json()).toEqual({
      error: { code: 400, message: 'API_KEY_INVALID', errors: [{ message: 'API_KEY_INVALID' }] },
    });
    for (const body of [
      idpBody('twitter.com', { sub: 'x' }),
      idpBody('google.com', 'not json'),
      idpBody('google.com', { email: 'no-sub@example.test' }),
      { postBody: '' },
      'plain text',
    ]) {
      const res = await signInWithIdp(body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(/^INVALID_/);
    }
  });

  it('answers accounts:lookup for its own ID tokens only', async () => {
    const { idToken, localId } = await idTokenFor('google.com', { sub: 'look', name: 'Lu' });
    const lookup = (token: string) =>
      gw.app.inject({
        method: 'POST',
        url: `${LOOKUP}?key=${KEY}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ idToken: token }),
      });
    const res = await lookup(idToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      users: [{ localId, displayName: 'Lu', providerUserInfo: [{ providerId: 'google.com' }] }],
    });
    const [header, payload] = idToken.split('.');
    expect((await lookup(`${header}.${payload}.`)).statusCode).toBe(400);
  });

  it('answers the browser preflight for the headers the SDK sends', async () => {
    const res = await gw.app.inject({
      method: 'OPTIONS',
      url: `${SIGN_IN}?key=${KEY}`,
      headers: {
        origin: 'http://127.0.0.1:5000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-client-version,x-firebase-gmpid',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-headers']).toContain('x-client-version');
  });
});

describe('the account chooser', () => {
  it('serves a page that answers the opener at the origin it was given', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/emulator/idp/google?origin=http://127.0.0.1:5000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('data-provider-id="google.com"');
    expect(res.body).toContain('data-origin="http://127.0.0.1:5000"');
    const script = await gw.app.inject({ method: 'GET', url: '/emulator/idp/chooser.js' });
    expect(script.body).toContain('postMessage');
    expect(script.body).not.toContain("'*'");
  });

  it('refuses an unknown provider and an origin that is not one', async () => {
    for (const url of [
      '/emulator/idp/twitter?origin=http://127.0.0.1:5000',
      '/emulator/idp/google?origin=http://127.0.0.1:5000/path',
      '/emulator/idp/google?origin=javascript:alert(1)',
      '/emulator/idp/google',
    ]) {
      expect((await gw.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
  });
});

describe('login type firebase at the gateway', () => {
  it('opens a member account on the first sign-in and signs the same member in after', async () => {
    const { idToken } = await idTokenFor('google.com', {
      sub: 'new-player',
      email: 'Maria.Santos@example.test',
      name: 'Maria Santos',
    });
    const first = await login(gw.app, { type: 'firebase', firebaseIdToken: idToken });
    expect(first.body.success).toBe(true);
    const value = first.body.value as { userName: string; customerType: number; token: string };
    expect(value.userName).toMatch(/^mariasan[0-9a-f]{6}$/);
    expect(value.customerType).toBe(0);

    const info = await gw.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: gatewayHeaders({ authorization: value.token }),
    });
    expect(info.json()).toMatchObject({ value: { nickname: 'Maria Santos' } });

    const { idToken: later } = await idTokenFor('google.com', { sub: 'new-player' });
    const second = await login(gw.app, { type: 'firebase', firebaseIdToken: later });
    expect((second.body.value as { userName: string }).userName).toBe(value.userName);
  });

  it('refuses a token it did not issue, a tampered one and one for another project', async () => {
    const { idToken } = await idTokenFor('google.com', { sub: 'tamper' });
    const [header, payload, signature] = idToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    for (const token of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.`,
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    ]) {
      const { res, body } = await login(gw.app, { type: 'firebase', firebaseIdToken: token });
      expect(res.statusCode).toBe(400);
      expect(body).toMatchObject({ success: false, errorCode: 'firebase.token.invalid' });
    }
    const other = await testSandbox();
    try {
      const { body } = await login(other, { type: 'firebase', firebaseIdToken: idToken });
      expect(body).toMatchObject({ success: false, errorCode: 'firebase.token.invalid' });
    } finally {
      await other.close();
    }
  });
});
