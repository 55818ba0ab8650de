/**
 * Promotions and the daily sign-in (issue 14): every status word from the catalogue and the demo
 * member's entries, each move (join, apply with pictures, review, progress, issue, claim), the
 * refusals with the gateway's keys, a claim credited once per request key, the calendar, and the
 * availability switches.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../src/index.ts';
import { useSandbox } from './helpers/gateway.ts';
import { GIF, PNG, dataUrl } from './helpers/images.ts';

interface Listed {
  promotionId: number;
  status: string | null;
  startTime: number;
  endTime: number | null;
  progressAmount: number | null;
}
interface Calendar {
  days: { day: number; date: string; rewardAmount: number; signedIn: boolean }[];
  today: string;
  streak: number;
}

const gw = useSandbox({ as: DEMO_MEMBER });

const relay = <T = unknown>(method: 'GET' | 'POST', name: string, payload?: unknown) =>
  gw.call<T>(method, `/wps/relay/${name}`, payload);

async function list(token?: string | null): Promise<Map<number, Listed>> {
  const { list: promotions } = await gw.value<{ list: Listed[] }>(
    'GET',
    '/wps/relay/MCSFE_getAvailablePromotions',
    undefined,
    { token },
  );
  return new Map(promotions.map((p) => [p.promotionId, p]));
}

/** The operator's side of the demo member's promotion. */
const operator = (action: string, payload: Record<string, unknown>) =>
  gw.control(`POST`, `/promotions/${action}`, { username: 'demo', ...payload });

const balanceCents = async () =>
  (await gw.control<{ balanceCents: number }>('GET', '/money?username=demo')).body.balanceCents;

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
    const joined = await relay<Listed>('POST', 'MCSFE_joinPromotion', { promotionId: 7004 });
    expect(joined.body.value.status).toBe('PROCESS');

    const half = await operator('progress', { promotionId: 7004, turnover: 4999.99 });
    expect(half.body).toMatchObject({ status: 'PROCESS' });
    const full = await operator('progress', { promotionId: 7004, turnover: 10_000 });
    expect(full.body).toMatchObject({ status: 'CLAIM' });

    const before = await balanceCents();
    const claim = { promotionId: 7004, requestKey: 'claim-key-000001' };
    const first = await relay<Listed>('POST', 'MCSFE_claimIssuedPromotion', claim);
    const repeat = await relay<Listed>('POST', 'MCSFE_claimIssuedPromotion', claim);
    expect(first.body.value.status).toBe('CLAIMED');
    expect(repeat.body).toEqual(first.body);
    expect(await balanceCents()).toBe(before + 30_000);

    const again = await relay('POST', 'MCSFE_claimIssuedPromotion', { promotionId: 7004 });
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('promotion.not.claimable');
  });

  it('applies with a comment and pictures (Applying), then the review approves or rejects', async () => {
    const applied = await relay<Listed>('POST', 'MCSFE_applyPromotion', {
      promotionId: 7001,
      comment: 'Deposit slip attached',
      images: [dataUrl('image/png', PNG)],
    });
    expect(applied.body.value.status).toBe('APPLYING');
    expect((await operator('review', { promotionId: 7001 })).body).toMatchObject({
      status: 'CLAIM',
    });
    const rejected = await operator('review', {
      promotionId: 7011,
      approve: false,
      reason: 'Not your birthday month',
    });
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      entry: { rejectReason: 'Not your birthday month' },
    });
  });

  it.each([
    ['a promotion coming soon', 'MCSFE_joinPromotion', { promotionId: 7007 }],
    ['a closed promotion', 'MCSFE_joinPromotion', { promotionId: 7008 }],
    ['a join of one that takes an application', 'MCSFE_joinPromotion', { promotionId: 7001 }],
    ['a second join', 'MCSFE_joinPromotion', { promotionId: 7010 }],
    [
      'an application to one that is joined',
      'MCSFE_applyPromotion',
      { promotionId: 7004, images: [] },
    ],
  ])('refuses %s: promotion.not.joinable', async (_case, name, payload) => {
    const refused = await relay('POST', name, payload);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('promotion.not.joinable');
  });

  it.each([
    ['an unknown promotion', 'MCSFE_joinPromotion', { promotionId: 99 }, 'request_param_err'],
    [
      'a GIF',
      'MCSFE_applyPromotion',
      { promotionId: 7001, images: [dataUrl('image/gif', GIF)] },
      'image.format.error',
    ],
    [
      'a picture that is not what it claims',
      'MCSFE_applyPromotion',
      { promotionId: 7001, images: [dataUrl('image/png', Buffer.from('<svg onload=alert(1)>'))] },
      'image.format.error',
    ],
    [
      'four pictures',
      'MCSFE_applyPromotion',
      { promotionId: 7001, images: Array.from({ length: 4 }, () => dataUrl('image/png', PNG)) },
      'request_param_err',
    ],
    [
      'a comment over 140 characters',
      'MCSFE_applyPromotion',
      { promotionId: 7001, comment: 'x'.repeat(141) },
      'request_param_err',
    ],
  ])('refuses %s', async (_case, name, payload, errorCode) => {
    expect((await relay('POST', name, payload)).body.errorCode).toBe(errorCode);
  });

  it('issues an EVENT reward the member joined and credits it', async () => {
    const before = await balanceCents();
    expect((await operator('issue', { promotionId: 7010 })).body).toMatchObject({
      status: 'ISSUED',
    });
    expect(await balanceCents()).toBe(before + 50_000);
    expect((await operator('issue', { promotionId: 7010 })).status).toBe(409);
  });
});

describe('the daily sign-in', () => {
  it('shows the week, signs in once a day and credits the day reward', async () => {
    const calendar = await gw.value<Calendar>('GET', '/wps/relay/MCSFE_getLoginPromotion');
    expect(calendar.days).toHaveLength(7);
    const today = calendar.days.find((d) => d.date === calendar.today);
    expect(today?.signedIn).toBe(false);

    const before = await balanceCents();
    const signed = await relay<Calendar>('POST', 'MCSFE_claimLoginPromotion', {
      requestKey: 'sign-in-key-0001',
    });
    expect(signed.body.value.streak).toBe(1);
    expect(await balanceCents()).toBe(before + Math.round((today?.rewardAmount ?? 0) * 100));

    const twice = await relay('POST', 'MCSFE_claimLoginPromotion', {
      requestKey: 'sign-in-key-0002',
    });
    expect(twice.body.errorCode).toBe('signin.already.done');
  });

  it('is refused while the LOGIN promotion is off', async () => {
    await gw.control('POST', '/promotions', { LOGIN: false });
    const off = await relay('GET', 'MCSFE_getLoginPromotion');
    expect(off.body.errorCode).toBe('function.not.available');
  });
});

describe('availability', () => {
  const url = '/wps/relay/MCSFE_getMerchantAvailablePromotions?merchantCode=tcgdemov3';
  const available = (token?: string | null) =>
    gw.value<Record<string, { enabled: boolean }>>('GET', url, undefined, { token });

  it('publishes the promotion availability and toggles it with a control', async () => {
    expect(await available(null)).toMatchObject({
      APP_DOWNLOAD: { enabled: true, bonusAmount: 88, currency: 'PHP' },
      MISSION: { enabled: true },
      LOGIN: { enabled: true },
      REFERRAL: { enabled: true },
    });
    const control = await gw.control('POST', '/promotions', {
      APP_DOWNLOAD: false,
      REFERRAL: false,
    });
    expect(control.body).toEqual({
      APP_DOWNLOAD: false,
      MISSION: true,
      LOGIN: true,
      REFERRAL: false,
    });
    const after = await available();
    expect(after.APP_DOWNLOAD?.enabled).toBe(false);
    expect(after.REFERRAL?.enabled).toBe(false);
    expect(after.MISSION?.enabled).toBe(true);
    expect((await gw.control('POST', '/promotions', { VIP: true })).status).toBe(400);
    await gw.control('POST', '/reset');
    expect((await available()).APP_DOWNLOAD?.enabled).toBe(true);
  });
});
