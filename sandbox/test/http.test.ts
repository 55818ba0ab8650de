import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../src/index.ts';
import { MERCHANT, encryptRequest, testSandbox } from './helpers/gateway.ts';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await testSandbox();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

describe('over real HTTP', () => {
  it('serves the bare modulus with no trailing newline', async () => {
    const res = await request(`${base}/wps/session/key/rsa?t=${Date.now()}`, {
      headers: { merchant: MERCHANT, 'x-gateway-version': '3' },
    });
    const text = await res.body.text();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(text).toMatch(/^[0-9a-f]{256}$/);
  });

  it('rejects a duplicated Merchant header sent as raw headers', async () => {
    const res = await request(`${base}/wps/system/status`, {
      headers: ['Merchant', MERCHANT, 'Merchant', MERCHANT],
    });
    expect(res.statusCode).toBe(400);
    expect(await res.body.json()).toMatchObject({
      success: false,
      errorCode: 'function.not.available',
    });
  });

  it('logs in with the raw base64 body variant and reads the wallet', async () => {
    const modulus = await (
      await request(`${base}/wps/session/key/rsa`, {
        headers: { merchant: MERCHANT, 'x-gateway-version': '3' },
      })
    ).body.text();
    const enc = encryptRequest(
      { username: 'demo', password: DEMO_MEMBER.password, captcha: null, type: 'username' },
      modulus,
    );
    const res = await request(`${base}/wps/session/login`, {
      method: 'POST',
      headers: {
        merchant: MERCHANT,
        'x-gateway-version': '3',
        moduleid: 'COMM3',
        ...enc.headers,
        'content-type': 'application/json;charset=UTF-8',
      },
      body: enc.ciphertext,
    });
    const body = (await res.body.json()) as { success: boolean; value: { token: string } };
    expect(res.statusCode).toBe(200);
    expect(body.success).toBe(true);
    const wallet = await request(`${base}/wps/v2/wallets/balance?typeId=0`, {
      headers: { merchant: MERCHANT, 'x-gateway-version': '3', authorization: body.value.token },
    });
    expect(await wallet.body.json()).toMatchObject({
      success: true,
      value: { sumBalance: 1250.5 },
    });
  });

  it('captcha cookie round trip through a real client', async () => {
    const res = await request(`${base}/wps/captcha`, {
      headers: { merchant: MERCHANT, 'x-gateway-version': '3' },
    });
    const setCookie = String(res.headers['set-cookie']);
    await res.body.dump();
    expect(setCookie).toMatch(/^captchaId=[0-9a-f]+; Path=\/; HttpOnly/);
  });
});
