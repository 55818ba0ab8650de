import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER, ENDPOINTS } from '../src/index.ts';
import {
  type Envelope,
  encryptRequest,
  gatewayHeaders,
  loginToken,
  modulusOf,
  useSandbox,
} from './helpers/gateway.ts';

const gw = useSandbox();

describe('Merchant header', () => {
  it('rejects a duplicated Merchant header with 400 function.not.available', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: ['tcgdemov3', 'tcgdemov3'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'function.not.available',
      message: '#543 The feature is under maintenance',
      value: null,
    });
  });

  it.each([{}, { merchant: 'othermerchant' }])(
    'rejects a missing or unknown merchant %o',
    async (headers) => {
      const res = await gw.app.inject({ method: 'GET', url: '/wps/system/status', headers });
      expect(res.statusCode).toBe(400);
      expect(res.json<Envelope>().errorCode).toBe('function.not.available');
    },
  );
});

describe('gateway id (spec section 8: MOBILE 3)', () => {
  it.each([{}, { 'x-gateway-version': '1' }])(
    'refuses a /wps call without the mobile id %o',
    async (id) => {
      const headers = { ...gatewayHeaders(), ...id };
      if (!('x-gateway-version' in id)) delete headers['x-gateway-version'];
      const res = await gw.app.inject({ method: 'GET', url: '/wps/system/status', headers });
      expect(res.statusCode).toBe(400);
      expect(res.json<Envelope>().message).toMatch(/X-Gateway-Version 3 required/);
    },
  );

  it('answers a /wps call with the mobile id 3', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: gatewayHeaders(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('relay registry', () => {
  it('every row answers #459 on a wrong method', async () => {
    for (const spec of Object.values(ENDPOINTS)) {
      const wrong = (spec.methods as readonly string[]).includes('PATCH') ? 'GET' : 'PATCH';
      const res = await gw.app.inject({
        method: wrong as 'PATCH',
        url: spec.path,
        headers: gatewayHeaders(),
      });
      expect(res.statusCode, spec.path).toBe(400);
      expect(res.json(), spec.path).toMatchObject({
        success: false,
        errorCode: 'http_method_not_support',
        message: '#459 http_method_not_support',
        value: null,
      });
    }
  });

  it('POST to a GET relay gives #459', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      headers: gatewayHeaders({ 'content-type': 'application/json' }),
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().message).toBe('#459 http_method_not_support');
  });

  it('unknown /wps path gives a 404 envelope', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/wps/relay/NOPE_nothing',
      headers: gatewayHeaders(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, value: null });
  });

  describe('login-only endpoints answer 401 login.not.session', () => {
    const paths: [string, 'GET' | 'POST' | 'DELETE'][] = [
      ['/wps/v2/wallets/balance?typeId=0', 'GET'],
      ['/wps/session/logout', 'POST'],
      ['/wps/session/logout', 'DELETE'],
      ['/wps/member/info', 'GET'],
    ];

    it.each(paths)('%s (%s) without a token', async (url, method) => {
      const res = await gw.app.inject({ method, url, headers: gatewayHeaders() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'login.not.session',
        value: null,
      });
    });

    it.each(paths)('%s (%s) with an unknown or Bearer token', async (url, method) => {
      const token = await loginToken(gw.app, DEMO_MEMBER.username, DEMO_MEMBER.password);
      for (const authorization of ['nope', `Bearer ${token}`]) {
        const res = await gw.app.inject({
          method,
          url,
          headers: gatewayHeaders({ authorization }),
        });
        expect(res.statusCode).toBe(401);
        expect(res.json<Envelope>().errorCode).toBe('login.not.session');
      }
    });

    it.each(paths)('%s (%s) after logout', async (url, method) => {
      const token = await loginToken(gw.app, DEMO_MEMBER.username, DEMO_MEMBER.password);
      const out = await gw.app.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: gatewayHeaders({ authorization: token }),
      });
      expect(out.json()).toEqual({ success: true, value: null });
      const res = await gw.app.inject({
        method,
        url,
        headers: gatewayHeaders({ authorization: token }),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json<Envelope>().errorCode).toBe('login.not.session');
    });
  });

  it('a module switched off answers 400 #543', async () => {
    await gw.app.inject({
      method: 'POST',
      url: '/__sandbox/whitelabel',
      payload: { flags: { CAPTCHA3: false } },
    });
    const res = await gw.app.inject({
      method: 'GET',
      url: '/wps/captcha',
      headers: gatewayHeaders(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'function.not.available',
      message: '#543 The feature is under maintenance',
    });
  });

  it('never answers a bad input with a 500', async () => {
    const cases = [
      { method: 'POST', url: '/wps/verification/sms/noLogin', payload: '{"mobileNum":{"x":1}}' },
      { method: 'POST', url: '/wps/verification/sms/noLogin', payload: '[1,2' },
      { method: 'POST', url: '/wps/session/login/unsecure', payload: '"just a string"' },
      { method: 'POST', url: '/wps/session/login/unsecure', payload: '{"username":5}' },
      { method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=ZZ', payload: undefined },
    ] as const;
    for (const c of cases) {
      const res = await gw.app.inject({
        method: c.method,
        url: c.url,
        headers: gatewayHeaders({ 'content-type': 'application/json' }),
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json<Envelope>().success).toBe(false);
    }
  });
});

describe('encrypted endpoints', () => {
  const payload = {
    username: DEMO_MEMBER.username,
    password: DEMO_MEMBER.password,
    captcha: null,
    type: 'username',
  };

  it('serves the modulus as bare hex text without caching', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/wps/session/key/rsa?t=1',
      headers: gatewayHeaders(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-cache, no-store');
    expect(res.body).toMatch(/^[0-9a-f]{256}$/);
  });

  it.each([
    ['{"value":"<b64>"}', (b64: string) => JSON.stringify({ value: b64 })],
    ['a JSON string', (b64: string) => JSON.stringify(b64)],
    ['the raw base64 text', (b64: string) => b64],
  ])('accepts the body variant %s', async (_name, body) => {
    const enc = encryptRequest(payload, await modulusOf(gw.app));
    const res = await gw.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: gatewayHeaders(enc.headers),
      payload: body(enc.ciphertext),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      value: { userName: 'demo', customerType: 0 },
    });
  });

  it.each(['x-digest', 'x-rsa', 'encryption'])(
    'answers 400 request_body_required without %s',
    async (name) => {
      const enc = encryptRequest(payload, await modulusOf(gw.app));
      const headers = gatewayHeaders(enc.headers);
      delete headers[name];
      const res = await gw.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers,
        payload: JSON.stringify({ value: enc.ciphertext }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'request_body_required',
        message: 'System error',
        value: null,
      });
    },
  );

  it('accepts the legacy form without X-Digest / X-RSA behind the switch', async () => {
    await gw.app.inject({
      method: 'POST',
      url: '/__sandbox/settings',
      payload: { acceptLegacyEncryption: true },
    });
    const enc = encryptRequest(payload, await modulusOf(gw.app));
    const res = await gw.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: gatewayHeaders({
        encryption: enc.headers.encryption ?? '',
        'content-type': 'application/json',
        moduleid: 'COMM3',
      }),
      payload: enc.ciphertext,
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(Object.entries(ENDPOINTS).filter(([, spec]) => spec.encryption === 'body'))(
    '%s refuses a plain JSON body with request_body_required',
    async (_name, spec) => {
      // Signed in where the endpoint needs it: the refusal must be the encryption's.
      const token =
        spec.login === 'login'
          ? await loginToken(gw.app, DEMO_MEMBER.username, DEMO_MEMBER.password)
          : undefined;
      const res = await gw.app.inject({
        method: spec.methods[0],
        url: spec.path,
        headers: gatewayHeaders({
          moduleid: spec.moduleIds[0] ?? '',
          ...(token ? { authorization: token } : {}),
        }),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<Envelope>().errorCode).toBe('request_body_required');
    },
  );

  it('rejects a stale X-RSA, a mismatching X-Digest and an undecryptable body', async () => {
    const modulus = await modulusOf(gw.app);
    const enc = encryptRequest(payload, modulus);
    const variants: Record<string, string>[] = [
      { ...enc.headers, 'x-rsa': 'c0ffee' },
      { ...enc.headers, 'x-digest': 'AAAAAAAAAAA=' },
      { ...enc.headers, encryption: encryptRequest(payload, modulus).headers.encryption ?? '' },
    ];
    for (const headers of variants) {
      const res = await gw.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: gatewayHeaders(headers),
        payload: JSON.stringify({ value: enc.ciphertext }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<Envelope>().errorCode).toBe('request_body_required');
    }
  });
});
