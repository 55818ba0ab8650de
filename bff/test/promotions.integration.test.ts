/**
 * The promotion procedures (issue 14) through the BFF against the real sandbox over HTTP: the
 * common list for visitors and trial players (cached, nobody's statuses), the member's own list
 * (every status word), join, apply with pictures on the upload mount, claim once per request key
 * even when the same claim arrives twice at once, the daily sign-in, the trial player's
 * free_reject, and a readable 400 for bad input that never reaches the gateway.
 */
import { PROMOTION_STATUSES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { body, data, freshBffPerTest, requestKey, type TrpcClient } from './helpers/stack.ts';

const stack = freshBffPerTest();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const png = (bytes: Buffer = PNG) => `data:image/png;base64,${bytes.toString('base64')}`;

interface Listed {
  id: number;
  status: string;
  bonus: string;
  progress: string | null;
  target: string | null;
  rejectReason: string | null;
}

async function statuses(client: TrpcClient): Promise<Record<number, string>> {
  const list = data<{ source: string; promotions: Listed[] }>(
    await client.query('promotions.list', { language: 'EN' }),
  );
  return Object.fromEntries(list.promotions.map((p) => [p.id, p.status]));
}

const balance = async () =>
  (await stack.sandbox.control<{ balanceCents: number }>('GET', '/money?username=demo'))
    .balanceCents;

async function trial(): Promise<TrpcClient> {
  const client = stack.client();
  expect((await client.mutate('session.freePlay', { os: 'iOS' })).statusCode).toBe(200);
  return client;
}

describe('promotions.list', () => {
  it('gives the demo member every status word of the spec', async () => {
    const client = await stack.signedIn();
    const list = data<{ source: string; promotions: Listed[] }>(
      await client.query('promotions.list', { language: 'EN' }),
    );
    expect(list.source).toBe('personal');
    expect(new Set(list.promotions.map((p) => p.status))).toEqual(
      // Every word of the spec but Process: the demo member joined no target promotion yet.
      new Set(PROMOTION_STATUSES.filter((s) => s !== 'PROCESS')),
    );
    const live = list.promotions.find((p) => p.id === 7005);
    expect(live).toMatchObject({
      status: 'CLAIM',
      bonus: '150.00',
      progress: '5000.00',
      target: '5000.00',
    });
    expect(list.promotions.find((p) => p.id === 7006)?.rejectReason).toMatch(/minimum odds/);
  });

  it("gives visitors and trial players the common list, with no one's statuses", async () => {
    const visitor = stack.client();
    const common = data<{ source: string; promotions: Listed[] }>(
      await visitor.query('promotions.list', { language: 'EN' }),
    );
    expect(common.source).toBe('common');
    expect(new Set(common.promotions.map((p) => p.status))).toEqual(
      new Set(['JOIN', 'CLOSE', 'COMING_SOON']),
    );
    expect(common.promotions.every((p) => p.progress === null && p.rejectReason === null)).toBe(
      true,
    );
    const player = await trial();
    expect(
      data<{ source: string }>(await player.query('promotions.list', { language: 'EN' })).source,
    ).toBe('common');
  });
});

describe('taking part', () => {
  it('joins a target promotion, and claims it once when the same claim arrives twice', async () => {
    const client = await stack.signedIn();
    const joined = data<{ promotion: Listed }>(
      await client.mutate('promotions.join', { id: 7004 }),
    );
    expect(joined.promotion).toMatchObject({
      status: 'PROCESS',
      progress: '0.00',
      target: '10000.00',
    });
    await stack.sandbox.control('POST', '/promotions/progress', {
      username: 'demo',
      promotionId: 7004,
      turnover: 10_000,
    });
    expect((await statuses(client))[7004]).toBe('CLAIM');

    const before = await balance();
    const claim = { id: 7004, requestKey: requestKey() };
    const [first, second] = await Promise.all([
      client.mutate('promotions.claim', claim),
      client.mutate('promotions.claim', claim),
    ]);
    // The second gets the first's answer, or is told the first is still running; never a credit.
    expect(first.statusCode).toBe(200);
    expect([200, 409]).toContain(second.statusCode);
    expect(await balance()).toBe(before + 30_000);
    expect((await statuses(client))[7004]).toBe('CLAIMED');

    const again = await client.mutate('promotions.claim', { id: 7004, requestKey: requestKey() });
    expect(again.statusCode).toBe(400);
    expect(body(again).error?.data.appCode).toBe('promotion_not_claimable');
  });

  it('applies with a comment and a picture through the upload mount', async () => {
    const client = await stack.signedIn();
    const applied = data<{ promotion: Listed }>(
      await client.mutate(
        'promotions.sendApplication',
        { id: 7001, comment: 'Deposit slip of 500', images: [png()] },
        '/upload',
      ),
    );
    expect(applied.promotion.status).toBe('APPLYING');
    const refused = await client.mutate('promotions.join', { id: 7007 });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error?.data.appCode).toBe('promotion_unavailable');
  });

  it('refuses bad input with a readable 400 that never reaches the gateway', async () => {
    const client = await stack.signedIn();
    const cases: [string, unknown, string, string][] = [
      ['promotions.join', { id: 'x' }, '/trpc', 'validation.invalid'],
      ['promotions.join', { id: -1 }, '/trpc', 'validation.invalid'],
      ['promotions.claim', { id: 7005 }, '/trpc', 'validation.invalid'],
      [
        'promotions.sendApplication',
        { id: 7001, comment: 'x'.repeat(141) },
        '/upload',
        'validation.commentTooLong',
      ],
      [
        'promotions.sendApplication',
        { id: 7001, images: [png(), png(), png(), png()] },
        '/upload',
        'validation.tooManyImages',
      ],
      [
        'promotions.sendApplication',
        { id: 7001, images: ['data:image/gif;base64,R0lGODlh'] },
        '/upload',
        'validation.imagePngJpg',
      ],
      ['promotions.signIn', { requestKey: 'short' }, '/trpc', 'validation.invalid'],
    ];
    for (const [path, input, mount, message] of cases) {
      const response = await client.mutate(path, input, mount as '/trpc' | '/upload');
      expect(response.statusCode, `${path} ${JSON.stringify(input).slice(0, 60)}`).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await stack.sandbox.received('/wps/relay/MCSFE_joinPromotion')).toHaveLength(0);
  });

  it('refuses a trial player with free_reject, and sends a visitor to log in', async () => {
    const player = await trial();
    const refused = await player.mutate('promotions.join', { id: 7003 });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error?.data.appCode).toBe('free_reject');
    const visitor = stack.client();
    const anonymous = await visitor.mutate('promotions.join', { id: 7003 });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).error?.data.appCode).toBe('not_logged_in');
  });
});

describe('the daily sign-in', () => {
  it('signs in once a day; a repeat is refused with a readable text', async () => {
    const client = await stack.signedIn();
    const calendar = data<{ days: { state: string; reward: string }[]; signedToday: boolean }>(
      await client.query('promotions.signInCalendar'),
    );
    expect(calendar.days).toHaveLength(7);
    expect(calendar.signedToday).toBe(false);
    const today = calendar.days.find((d) => d.state === 'today');
    expect(today).toBeDefined();

    const before = await balance();
    const signed = data<{ signedToday: boolean; streak: number }>(
      await client.mutate('promotions.signIn', { requestKey: requestKey() }),
    );
    expect(signed).toMatchObject({ signedToday: true, streak: 1 });
    expect(await balance()).toBe(before + Math.round(Number(today?.reward) * 100));
    const twice = await client.mutate('promotions.signIn', { requestKey: requestKey() });
    expect(twice.statusCode).toBe(400);
    expect(body(twice).error?.data.appCode).toBe('already_signed_in');
  });
});
