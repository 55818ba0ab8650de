/**
 * Identity verification through the BFF against the real sandbox (spec sections 2, 4, 5;
 * decision 011): the prompt's status, the encrypted personal information, the ID images checked
 * by their bytes and size before anything reaches the gateway, the upload mount's own body limit
 * and CSRF rule, the per-member limit, and a log that carries no image or personal detail.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIMITS, manilaDate } from '@app/contracts';
import { testConfig } from '../src/config.ts';
import { PERSONAL_INFO as personal } from './helpers/kyc.ts';
import { body, freshBffPerTest } from './helpers/stack.ts';

const stack = freshBffPerTest({
  rateLimits: {
    ...testConfig().rateLimits,
    globalPerMinute: 0,
    // Low enough for the per-member limit's own test to reach.
    kycPerMember: { max: 4, windowMs: 3_600_000 },
  },
});

const PERSONAL_PATH = '/wps/member/info/personal';
const UPLOAD_PATH = '/wps/relay/MCSFE_uploadIdImg';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 1]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A recognisable picture: the PNG signature, then bytes the log test looks for. */
function bigPng(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x5a);
  PNG.copy(bytes);
  return bytes;
}

/** Tomorrow's date (Manila) 21 years ago: one day short of 21, whatever today is. */
const under21 = () => {
  const day = new Date(`${manilaDate()}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - 21);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

async function sandboxKyc() {
  return stack.sandbox.control<{
    status: string;
    personal: Record<string, unknown> | null;
    images: Record<string, { type: string; bytes: number; sha256: string }>;
  }>('GET', '/kyc?username=demo');
}

describe('kyc.status', () => {
  it("reports the gateway's idVerification and whether this session uploaded", async () => {
    const client = await stack.signedIn();
    expect(body(await client.query('kyc.status')).result?.data).toEqual({
      enabled: true,
      isComplete: false,
      status: 'N',
      uploaded: false,
    });
  });

  it('is for real members: a visitor gets 401, a trial player 403', async () => {
    const visitor = await stack.client().query('kyc.status');
    expect(visitor.statusCode).toBe(401);
    const trial = stack.client();
    expect((await trial.mutate('session.freePlay', { os: 'Android' })).statusCode).toBe(200);
    const refused = await trial.query('kyc.status');
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error?.data.appCode).toBe('non_member');
  });
});

describe('kyc.submitPersonalInfo', () => {
  it('sends the form encrypted, in the gateway field names', async () => {
    const client = await stack.signedIn();
    const response = await client.mutate('kyc.submitPersonalInfo', personal);
    expect(response.statusCode).toBe(200);
    const sent = await stack.sandbox.lastEncryptedRequest(PERSONAL_PATH);
    expect(sent.rawBody).not.toContain('Maria');
    expect(sent.payload).toMatchObject({ payeename: 'Maria Clara Santos', idType: 17 });
    expect((await sandboxKyc()).personal).toMatchObject({
      payeename: 'Maria Clara Santos',
      birthday: '1991-06-19',
      nationality: 'PH',
      employerName: 'Acme Outsourcing',
    });
  });

  it('refuses a birthday under 21 on its field and sends nothing', async () => {
    const client = await stack.signedIn();
    const response = await client.mutate('kyc.submitPersonalInfo', {
      ...personal,
      birthday: under21(),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.fieldErrors).toEqual({
      birthday: ['validation.birthdayLimit'],
    });
    expect(await stack.sandbox.calls(PERSONAL_PATH)).toBe(0);
  });

  it.each([
    ['an unknown ID type', { ...personal, idType: 0 }],
    ['a nature of work outside 3–21', { ...personal, occupation: 22 }],
    ['no address', { ...personal, address: '' }],
    ['an impossible date', { ...personal, birthday: '1990-02-30' }],
    ['not an object', 'hello'],
    ['nothing', undefined],
  ])('answers %s with a readable 400, never a 5xx', async (_name, input) => {
    const client = await stack.signedIn();
    const response = await client.mutate('kyc.submitPersonalInfo', input);
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('invalid_input');
    expect(await stack.sandbox.calls(PERSONAL_PATH)).toBe(0);
  });
});

describe('kyc.uploadId (the /upload mount)', () => {
  it('forwards the images, marks the session uploaded and the review pending', async () => {
    const client = await stack.signedIn();
    const front = bigPng(300_000);
    const response = await client.mutate(
      'kyc.uploadId',
      { front: dataUrl('image/png', front), selfie: dataUrl('image/jpeg', JPEG) },
      '/upload',
    );
    expect(response.statusCode).toBe(200);
    expect(body(response).result?.data).toEqual({ ok: true });
    expect((await sandboxKyc()).images).toEqual({
      idCardFront: { type: 'image/png', bytes: front.length, sha256: sha256(front) },
      idCardSelfie: { type: 'image/jpeg', bytes: JPEG.length, sha256: sha256(JPEG) },
    });
    expect(body(await client.query('kyc.status')).result?.data).toEqual({
      enabled: true,
      isComplete: false,
      status: 'P',
      uploaded: true,
    });
  });

  it('refuses bytes that are not the picture they claim to be, before the gateway', async () => {
    const client = await stack.signedIn();
    for (const front of [
      dataUrl('image/png', Buffer.from('<html><script>alert(1)</script></html>')),
      dataUrl('image/png', JPEG),
      dataUrl('image/gif', Buffer.from('GIF87b-not-really')),
    ]) {
      const response = await client.mutate('kyc.uploadId', { front }, '/upload');
      expect(response.statusCode).toBe(400);
      expect(body(response).error?.data).toMatchObject({
        appCode: 'image_invalid',
        fieldErrors: { front: ['validation.imageType'] },
      });
    }
    const svg = await client.mutate(
      'kyc.uploadId',
      { front: dataUrl('image/png', PNG), back: dataUrl('image/svg+xml', Buffer.from('<svg/>')) },
      '/upload',
    );
    expect(body(svg).error?.data.fieldErrors).toEqual({ back: ['validation.imageType'] });
    expect(await stack.sandbox.calls(UPLOAD_PATH)).toBe(0);
  });

  it('refuses an image over 5,242,880 bytes and accepts one of exactly that size', async () => {
    const client = await stack.signedIn();
    const over = await client.mutate(
      'kyc.uploadId',
      { front: dataUrl('image/png', bigPng(LIMITS.imageMaxBytes + 1)) },
      '/upload',
    );
    expect(over.statusCode).toBe(400);
    expect(body(over).error?.data.fieldErrors).toEqual({ front: ['validation.imageTooLarge'] });
    expect(await stack.sandbox.calls(UPLOAD_PATH)).toBe(0);
    const atLimit = await client.mutate(
      'kyc.uploadId',
      { front: dataUrl('image/png', bigPng(LIMITS.imageMaxBytes)) },
      '/upload',
    );
    expect(atLimit.statusCode).toBe(200);
  });

  it('requires the front', async () => {
    const client = await stack.signedIn();
    const response = await client.mutate(
      'kyc.uploadId',
      { back: dataUrl('image/png', PNG) },
      '/upload',
    );
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.fieldErrors).toEqual({ front: ['validation.required'] });
  });

  it('is reachable only on /upload, with its own body limit, the CSRF rule and a session', async () => {
    const client = await stack.signedIn();
    const small = { front: dataUrl('image/png', PNG) };
    // Not a /trpc procedure: there the 64 KiB limit stays.
    expect((await client.mutate('kyc.uploadId', small)).statusCode).toBe(404);
    const hugeBody = await stack.app.inject({
      method: 'POST',
      url: '/upload/kyc.uploadId',
      headers: {
        cookie: client.cookieHeader(),
        'content-type': 'application/json',
        'x-app-request': '1',
      },
      payload: JSON.stringify({ front: 'A'.repeat(25 * 1024 * 1024) }),
    });
    expect(hugeBody.statusCode).toBe(413);
    const noHeader = await stack.app.inject({
      method: 'POST',
      url: '/upload/kyc.uploadId',
      headers: { cookie: client.cookieHeader(), 'content-type': 'application/json' },
      payload: JSON.stringify(small),
    });
    expect(noHeader.statusCode).toBe(403);
    const visitor = await stack.client().mutate('kyc.uploadId', small, '/upload');
    expect(visitor.statusCode).toBe(401);
    expect(await stack.sandbox.calls(UPLOAD_PATH)).toBe(0);
  });

  it('takes no batches and no other spelling slips past its checks', async () => {
    const client = await stack.signedIn();
    const input = { front: dataUrl('image/png', PNG) };
    const small = JSON.stringify(input);
    const headers = {
      cookie: client.cookieHeader(),
      'content-type': 'application/json',
      'x-app-request': '1',
    };
    const batch = await stack.app.inject({
      method: 'POST',
      url: '/upload/kyc.uploadId,kyc.uploadId?batch=1',
      headers,
      payload: JSON.stringify({ 0: input, 1: input }),
    });
    expect(batch.statusCode).toBe(400);
    // A query cannot run a mutation, and a percent-encoded name is the same procedure.
    const viaGet = await stack.app.inject({
      method: 'GET',
      url: `/upload/kyc.uploadId?input=${encodeURIComponent(small)}`,
      headers: { cookie: client.cookieHeader() },
    });
    expect(viaGet.statusCode).toBeGreaterThanOrEqual(400);
    expect(viaGet.statusCode).toBeLessThan(500);
    expect(await stack.sandbox.calls(UPLOAD_PATH)).toBe(0);
    const encoded = await stack.app.inject({
      method: 'POST',
      url: '/upload/kyc%2EuploadId',
      headers: { ...headers, 'x-app-request': 'nope' },
      payload: small,
    });
    expect(encoded.statusCode).toBe(403);
    expect(await stack.sandbox.calls(UPLOAD_PATH)).toBe(0);
  });

  it('counts KYC writes per member', async () => {
    const client = await stack.signedIn();
    const small = { front: dataUrl('image/png', PNG) };
    for (let i = 0; i < 4; i += 1) {
      expect((await client.mutate('kyc.uploadId', small, '/upload')).statusCode).toBe(200);
    }
    const refused = await client.mutate('kyc.submitPersonalInfo', personal);
    expect(refused.statusCode).toBe(429);
    expect(body(refused).error?.data.appCode).toBe('too_many_requests');
  });

  it('logs neither the images nor the personal details', async () => {
    const client = await stack.signedIn();
    await client.mutate('kyc.submitPersonalInfo', personal);
    const front = bigPng(50_000);
    await client.mutate('kyc.uploadId', { front: dataUrl('image/png', front) }, '/upload');
    await client.mutate(
      'kyc.uploadId',
      { front: dataUrl('image/png', Buffer.from('<b>not an image</b>')) },
      '/upload',
    );
    const log = stack.logs.text();
    expect(log).toContain('/upload');
    for (const secret of [
      front.subarray(0, 3_000).toString('base64').slice(20, 80),
      Buffer.from('<b>not an image</b>').toString('base64'),
      'Maria Clara',
      '88 Mabini',
      '1991-06-19',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
