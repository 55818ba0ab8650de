/**
 * Identity verification (§8; shapes ours, decision 011): the security config, the personal
 * information (encrypted), the ID images checked by content and size, and the review control.
 */
import { createHash } from 'node:crypto';
import { LIMITS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../src/index.ts';
import { useSandbox } from './helpers/gateway.ts';
import { GATEWAY_PERSONAL_INFO } from '@app/contracts/test-fixtures';
import { JPEG, PNG, dataUrl } from './helpers/images.ts';

const gw = useSandbox({ as: DEMO_MEMBER });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const png = (bytes: Buffer = PNG) => dataUrl('image/png', bytes);

const personal = GATEWAY_PERSONAL_INFO;

const securityConfig = async () =>
  (await gw.value<{ info: { idVerification: unknown } }>('GET', '/wps/v2/member/securityConfig'))
    .info.idVerification;

const sendPersonal = (payload: unknown, encrypted = true) => {
  const options = { headers: { moduleid: 'PERS3' } };
  return encrypted
    ? gw.encrypted('POST', '/wps/member/info/personal', payload, options)
    : gw.call('POST', '/wps/member/info/personal', payload, options);
};

const upload = (payload: Record<string, unknown>, token?: string | null) =>
  gw.call('POST', '/wps/relay/MCSFE_uploadIdImg', payload, {
    token,
    headers: { moduleid: 'UPLOADID3' },
  });

const review = (status: string) => gw.control('POST', '/kyc', { username: 'demo', status });

async function kycControl() {
  const { body } = await gw.control<{
    status: string;
    personal: Record<string, unknown> | null;
    images: Record<string, { type: string; bytes: number; sha256: string }>;
  }>('GET', '/kyc?username=demo');
  return body;
}

describe('security config (§8)', () => {
  it('reports idVerification enabled, not complete, status N for a new member', async () => {
    expect(await securityConfig()).toEqual({ enabled: true, isComplete: false, status: 'N' });
  });

  it('follows the idVerificationEnabled setting and the review status the control sets', async () => {
    await gw.control('POST', '/settings', { idVerificationEnabled: false });
    expect(await securityConfig()).toMatchObject({ enabled: false });
    await review('Y');
    expect(await securityConfig()).toMatchObject({ isComplete: true, status: 'Y' });
  });

  it('needs a session', async () => {
    const res = await gw.call('GET', '/wps/v2/member/securityConfig', undefined, { token: null });
    expect(res.status).toBe(401);
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
      idCardSelfie: dataUrl('image/jpeg', JPEG),
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

  it.each([
    ['an SVG named PNG', png(Buffer.from('<svg onload=alert(1)>'))],
    ['a JPEG named PNG', png(JPEG)],
    ['an SVG', dataUrl('image/svg+xml', Buffer.from('<svg/>'))],
    ['not a data URL', 'not a data url'],
  ])('refuses %s: bytes that are not the image they claim to be', async (_case, front) => {
    const { status, body } = await upload({ idCardFront: front });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errorCode: 'image.format.error',
      value: { field: 'idCardFront' },
    });
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
    await gw.control('POST', '/whitelabel', { flags: { UPLOADID3: false } });
    expect((await upload({ idCardFront: png() })).body.errorCode).toBe('function.not.available');
  });

  it('forgets everything when the control sets the status back to N', async () => {
    await sendPersonal(personal);
    await upload({ idCardFront: png() });
    await review('N');
    expect(await kycControl()).toMatchObject({ status: 'N', personal: null, images: {} });
  });
});
