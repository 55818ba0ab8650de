import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../src/index.ts';
import {
  type Envelope,
  encryptRequest,
  gatewayHeaders,
  loginToken,
  modulusOf,
  testSandbox,
} from './helpers.ts';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await testSandbox();
  token = await loginToken(app, DEMO_MEMBER.username, DEMO_MEMBER.password);
});
afterEach(async () => {
  await app.close();
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 9, 9]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const png = (bytes: Buffer = PNG) => `data:image/png;base64,${bytes.toString('base64')}`;

const personal = {
  idType: 17,
  payeename: 'Juan Dela Cruz',
  birthday: '1990-05-17',
  address: '12 Rizal St, Makati',
  permanentAddress: '12 Rizal St, Makati',
  placeOfBirth: 'Cebu City',
  nationality: 'PH',
  sourceOfIncome: 1,
  occupation: 6,
  employerName: 'Acme',
};

async function securityConfig() {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/v2/member/securityConfig',
    headers: gatewayHeaders({ authorization: token }),
  });
  return res.json<{ value: { info: { idVerification: unknown } } }>().value.info.idVerification;
}

async function sendPersonal(payload: unknown, encrypted = true) {
  const modulus = await modulusOf(app);
  const enc = encryptRequest(payload, modulus);
  const res = await app.inject({
    method: 'POST',
    url: '/wps/member/info/personal',
    headers: gatewayHeaders({
      authorization: token,
      moduleid: 'PERS3',
      ...(encrypted ? enc.headers : { 'content-type': 'application/json' }),
    }),
    payload: encrypted ? JSON.stringify({ value: enc.ciphertext }) : JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json<Envelope>() };
}

async function upload(payload: Record<string, unknown>, auth: string | null = token) {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_uploadIdImg',
    headers: gatewayHeaders({
      'content-type': 'application/json',
      moduleid: 'UPLOADID3',
      ...(auth ? { authorization: auth } : {}),
    }),
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json<Envelope>() };
}

async function kycControl() {
  const res = await app.inject({ method: 'GET', url: '/__sandbox/kyc?username=demo' });
  return res.json<{
    status: string;
    personal: Record<string, unknown> | null;
    images: Record<string, { type: string; bytes: number; sha256: string }>;
  }>();
}

describe('security config (§8)', () => {
  it('reports idVerification enabled, not complete, status N for a new member', async () => {
    expect(await securityConfig()).toEqual({ enabled: true, isComplete: false, status: 'N' });
  });

  it('follows the idVerificationEnabled setting and the review status the control sets', async () => {
    await app.inject({
      method: 'POST',
      url: '/__sandbox/settings',
      payload: { idVerificationEnabled: false },
    });
    expect(await securityConfig()).toMatchObject({ enabled: false });
    await app.inject({
      method: 'POST',
      url: '/__sandbox/kyc',
      payload: { username: 'demo', status: 'Y' },
    });
    expect(await securityConfig()).toMatchObject({ isComplete: true, status: 'Y' });
  });

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/v2/member/securityConfig',
      headers: gatewayHeaders(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('personal information (PERS3, encrypted)', () => {
  it('stores what it receives, readable through the kyc control', async () => {
    const { body } = await sendPersonal(personal);
    expect(body).toEqual({ success: true, value: { success: true } });
    expect((await kycControl()).personal).toEqual(personal);
  });

  it('refuses a plain body', async () => {
    const { status, body } = await sendPersonal(personal, false);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request_body_required');
  });

  it('refuses a birthday under 21 with birthday.limit and keeps nothing', async () => {
    const year = new Date().getUTCFullYear() - 20;
    const { status, body } = await sendPersonal({ ...personal, birthday: `${year}-01-01` });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 'birthday.limit', value: { field: 'birthday' } });
    expect((await kycControl()).personal).toBeNull();
  });

  it.each([
    [{ idType: 21 }],
    [{ occupation: 2 }],
    [{ sourceOfIncome: 3 }],
    [{ nationality: 'XX' }],
    [{ birthday: '1990-02-30' }],
    [{ payeename: '' }],
  ])('refuses %j with request_param_err', async (change) => {
    const { status, body } = await sendPersonal({ ...personal, ...change });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
  });
});

describe('ID upload (UPLOADID3)', () => {
  it('keeps the images in memory, reports them by size and hash, and sets the review pending', async () => {
    const { body } = await upload({
      idCardFront: png(),
      idCardSelfie: `data:image/jpeg;base64,${JPEG.toString('base64')}`,
    });
    expect(body).toEqual({ success: true, value: { success: true } });
    const kyc = await kycControl();
    expect(kyc.status).toBe('P');
    expect(kyc.images).toEqual({
      idCardFront: {
        type: 'image/png',
        bytes: PNG.length,
        sha256: sha256(PNG),
      },
      idCardSelfie: { type: 'image/jpeg', bytes: JPEG.length, sha256: sha256(JPEG) },
    });
    expect(JSON.stringify(kyc)).not.toContain(PNG.toString('base64'));
    expect(await securityConfig()).toMatchObject({ isComplete: false, status: 'P' });
  });

  it('requires the front', async () => {
    const { status, body } = await upload({ idCardBack: png() });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('idcard.front.required');
  });

  it('refuses bytes that are not the image they claim to be', async () => {
    for (const front of [
      `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
      `data:image/png;base64,${JPEG.toString('base64')}`,
      `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
      'not a data url',
    ]) {
      const { status, body } = await upload({ idCardFront: front });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        errorCode: 'image.format.error',
        value: { field: 'idCardFront' },
      });
    }
    expect((await kycControl()).images).toEqual({});
  });

  it('accepts an image of exactly 5,242,880 bytes and refuses one byte more', async () => {
    const atLimit = Buffer.alloc(LIMITS.imageMaxBytes, 7);
    PNG.copy(atLimit);
    expect((await upload({ idCardFront: png(atLimit) })).body.success).toBe(true);
    const over = Buffer.concat([atLimit, Buffer.from([7])]);
    const { status, body } = await upload({ idCardFront: png(), idCardBack: png(over) });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errorCode: 'image.size.exceeded',
      value: { field: 'idCardBack' },
    });
  });

  it('needs a session and answers its module switch', async () => {
    expect((await upload({ idCardFront: png() }, null)).status).toBe(401);
    await app.inject({
      method: 'POST',
      url: '/__sandbox/whitelabel',
      payload: { flags: { UPLOADID3: false } },
    });
    expect((await upload({ idCardFront: png() })).body.errorCode).toBe('function.not.available');
  });

  it('forgets everything when the control sets the status back to N', async () => {
    await sendPersonal(personal);
    await upload({ idCardFront: png() });
    await app.inject({
      method: 'POST',
      url: '/__sandbox/kyc',
      payload: { username: 'demo', status: 'N' },
    });
    expect(await kycControl()).toMatchObject({ status: 'N', personal: null, images: {} });
  });
});
