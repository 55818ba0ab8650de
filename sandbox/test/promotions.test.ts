/**
 * Promotions and the daily sign-in (issue 14): every status word from the catalogue and the demo
 * member's entries, each move (join, apply with pictures, review, progress, issue, claim), the
 * refusals with the gateway's keys, a claim credited once per request key, and the calendar.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Envelope, gatewayHeaders, loginToken, testSandbox } from './helpers.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

interface Listed {
  promotionId: number;
  joinType: string;
  status: string | null;
  startTime: number;
  endTime: number | null;
  bonusAmount: number;
  progressAmount: number | null;
}

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await testSandbox();
  token = await loginToken(app, 'demo', 'Demo1234');
});
afterEach(async () => {
  await app.close();
});

async function call<T = unknown>(
  method: 'GET' | 'POST',
  name: string,
  payload?: unknown,
  as: string | null = token,
): Promise<{ status: number; body: Envelope & { value: T } }> {
  const res = await app.inject({
    method,
    url: `/wps/relay/${name}`,
    headers: gatewayHeaders({
      ...(as ? { authorization: as } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    }),
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.json() };
}

async function list(as: string | null = token): Promise<Map<number, Listed>> {
  const { body } = await call<{ list: Listed[] }>(
    'GET',
    'MCSFE_getAvailablePromotions',
    undefined,
    as,
  );
  return new Map(body.value.list.map((p) => [p.promotionId, p]));
}

async function control(action: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/__sandbox/promotions/${action}`,
    payload: { username: 'demo', ...payload },
  });
}

async function balanceCents(): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/__sandbox/money?username=demo' });
  return res.json<{ balanceCents: number }>().balanceCents;
}

describe('the promotion list', () => {
  it('gives a visitor the common list: dates only, no entries', async () => {
    const promotions = await list(null);
    expect(promotions.size).toBeGreaterThanOrEqual(10);
    for (const p of promotions.values()) expect(p.status).toBeNull();
    const now = Date.now();
    expect(promotions.get(7007)?.startTime).toBeGreaterThan(now);
    expect(promotions.get(7008)?.endTime).toBeLessThan(now);
  });

  it('gives the demo member their entries, one of each state', async () => {
    const promotions = await list();
    expect([7002, 7005, 7006, 7009, 7010, 7011].map((id) => promotions.get(id)?.status)).toEqual([
      'ISSUED',
      'CLAIM',
      'REJECTED',
      'CLAIMED',
      'JOINED',
      'APPLYING',
    ]);
    expect(promotions.get(7005)?.progressAmount).toBe(5000);
    expect(promotions.get(7001)?.status).toBeNull();
  });
});

describe('taking part', () => {
  it('joins a TARGET promotion (Process), reaches the target (Claim) and claims once', async () => {
    const joined = await call<Listed>('POST', 'MCSFE_joinPromotion', { promotionId: 7004 });
    expect(joined.body.value.status).toBe('PROCESS');

    const half = await control('progress', { promotionId: 7004, turnover: 4999.99 });
    expect(half.json()).toMatchObject({ status: 'PROCESS' });
    const full = await control('progress', { promotionId: 7004, turnover: 10_000 });
    expect(full.json()).toMatchObject({ status: 'CLAIM' });

    const before = await balanceCents();
    const first = await call<Listed>('POST', 'MCSFE_claimIssuedPromotion', {
      promotionId: 7004,
      requestKey: 'claim-key-000001',
    });
    const repeat = await call<Listed>('POST', 'MCSFE_claimIssuedPromotion', {
      promotionId: 7004,
      requestKey: 'claim-key-000001',
    });
    expect(first.body.value.status).toBe('CLAIMED');
    expect(repeat.body).toEqual(first.body);
    expect(await balanceCents()).toBe(before + 30_000);

    const again = await call('POST', 'MCSFE_claimIssuedPromotion', { promotionId: 7004 });
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('promotion.not.claimable');
  });

  it('applies with a comment and pictures (Applying), then the review approves or rejects', async () => {
    const applied = await call<Listed>('POST', 'MCSFE_applyPromotion', {
      promotionId: 7001,
      comment: 'Deposit slip attached',
      images: [dataUrl('image/png', PNG)],
    });
    expect(applied.body.value.status).toBe('APPLYING');
    expect((await control('review', { promotionId: 7001 })).json()).toMatchObject({
      status: 'CLAIM',
    });

    expect(
      (
        await control('review', {
          promotionId: 7011,
          approve: false,
          reason: 'Not your birthday month',
        })
      ).json(),
    ).toMatchObject({ status: 'REJECTED', entry: { rejectReason: 'Not your birthday month' } });
  });

  it('refuses what does not fit the promotion, with the gateway keys', async () => {
    const refusals = await Promise.all([
      call('POST', 'MCSFE_joinPromotion', { promotionId: 7007 }), // coming soon
      call('POST', 'MCSFE_joinPromotion', { promotionId: 7008 }), // closed
      call('POST', 'MCSFE_joinPromotion', { promotionId: 7001 }), // takes an application
      call('POST', 'MCSFE_joinPromotion', { promotionId: 7010 }), // joined already
      call('POST', 'MCSFE_applyPromotion', { promotionId: 7004, images: [] }), // joined, not applied
    ]);
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe('promotion.not.joinable');
    }
    const unknown = await call('POST', 'MCSFE_joinPromotion', { promotionId: 99 });
    expect(unknown.body.errorCode).toBe('request_param_err');
    const gif = await call('POST', 'MCSFE_applyPromotion', {
      promotionId: 7001,
      images: [dataUrl('image/gif', GIF)],
    });
    expect(gif.body.errorCode).toBe('image.format.error');
    const disguised = await call('POST', 'MCSFE_applyPromotion', {
      promotionId: 7001,
      images: [dataUrl('image/png', Buffer.from('<svg onload=alert(1)>'))],
    });
    expect(disguised.body.errorCode).toBe('image.format.error');
    const four = await call('POST', 'MCSFE_applyPromotion', {
      promotionId: 7001,
      images: Array.from({ length: 4 }, () => dataUrl('image/png', PNG)),
    });
    expect(four.body.errorCode).toBe('request_param_err');
    const long = await call('POST', 'MCSFE_applyPromotion', {
      promotionId: 7001,
      comment: 'x'.repeat(141),
    });
    expect(long.body.errorCode).toBe('request_param_err');
  });

  it('issues an EVENT reward the member joined and credits it', async () => {
    const before = await balanceCents();
    expect((await control('issue', { promotionId: 7010 })).json()).toMatchObject({
      status: 'ISSUED',
    });
    expect(await balanceCents()).toBe(before + 50_000);
    expect((await control('issue', { promotionId: 7010 })).statusCode).toBe(409);
  });
});

describe('the daily sign-in', () => {
  it('shows the week, signs in once a day and credits the day reward', async () => {
    const calendar = await call<{
      days: { day: number; date: string; rewardAmount: number; signedIn: boolean }[];
      today: string;
      streak: number;
    }>('GET', 'MCSFE_getLoginPromotion');
    expect(calendar.body.value.days).toHaveLength(7);
    const today = calendar.body.value.days.find((d) => d.date === calendar.body.value.today);
    expect(today?.signedIn).toBe(false);

    const before = await balanceCents();
    const signed = await call<typeof calendar.body.value>('POST', 'MCSFE_claimLoginPromotion', {
      requestKey: 'sign-in-key-0001',
    });
    expect(signed.body.value.streak).toBe(1);
    expect(await balanceCents()).toBe(before + Math.round((today?.rewardAmount ?? 0) * 100));

    const twice = await call('POST', 'MCSFE_claimLoginPromotion', {
      requestKey: 'sign-in-key-0002',
    });
    expect(twice.body.errorCode).toBe('signin.already.done');
  });

  it('is refused while the LOGIN promotion is off', async () => {
    await app.inject({ method: 'POST', url: '/__sandbox/promotions', payload: { LOGIN: false } });
    const off = await call('GET', 'MCSFE_getLoginPromotion');
    expect(off.body.errorCode).toBe('function.not.available');
  });
});
