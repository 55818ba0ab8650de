/**
 * Issue 30, item 3, the BFF's side: a player's own break from play, on two replicas sharing a
 * real Redis and the real sandbox gateway. Taken on one replica, it closes game launches, the
 * lottery frame and deposits on both, before the gateway, with `on_break` and when it ends;
 * withdrawals and records stay open. A shorter break never shortens a longer one.
 */
import { describe, expect, it } from 'vitest';
import { BREAK_PERIODS_MS, LOTTERY_FRAME_PATH } from '@app/contracts';
import { REAL_MONEY_SLOT_LAUNCH } from './helpers/games.ts';
import {
  body,
  replicasPerTest,
  requestKey,
  sandboxPerFile,
  signedInClient,
  TrpcClient,
} from './helpers/stack.ts';

const LAUNCH_PATH = '/wps/game/launchGame';
const DEPOSIT_RELAY = '/wps/relay/MCS2_depositManualTransfer';

const suite = sandboxPerFile();
// Fresh replicas per test: no break carries from test to test.
const replicas = replicasPerTest(suite);

const launchInput = REAL_MONEY_SLOT_LAUNCH;
const depositInput = () => ({
  bankCode: 'BDO',
  amount: '500',
  depositorName: 'Juan Dela Cruz',
  requestKey: requestKey(),
});

interface BreakAnswer {
  until: string | null;
}

async function takeBreak(client: TrpcClient, period: string): Promise<BreakAnswer> {
  const response = await client.mutate('responsible.takeBreak', { period });
  expect(response.statusCode, response.body).toBe(200);
  return body(response).result?.data as BreakAnswer;
}

/** Refused with 403 `on_break`, saying when the break ends. */
function expectOnBreak(response: { statusCode: number; body: string }, until: string): void {
  expect(response.statusCode, response.body).toBe(403);
  expect(body(response).error?.data).toMatchObject({ appCode: 'on_break', breakUntil: until });
}

describe("a player's own break", () => {
  it('closes launches, the lottery and deposits on every replica, before the gateway', async () => {
    const first = await signedInClient(replicas().at(0));
    const before = Date.now();
    const { until } = await takeBreak(first, '24h');
    expect(until).not.toBeNull();
    const ends = Date.parse(until ?? '');
    expect(ends).toBeGreaterThanOrEqual(before + BREAK_PERIODS_MS['24h']);
    expect(ends).toBeLessThanOrEqual(Date.now() + BREAK_PERIODS_MS['24h']);

    // The other replica, another browser: the same member is on the same break.
    const second = await signedInClient(replicas().at(1));
    expect(body(await second.query('responsible.break')).result?.data).toEqual({ until });
    await suite.sandbox.control('DELETE', '/stats');
    for (const client of [first, second]) {
      expectOnBreak(await client.mutate('games.launch', launchInput), until ?? '');
      expectOnBreak(await client.mutate('wallet.depositManual', depositInput()), until ?? '');
    }
    expect(await suite.sandbox.calls(LAUNCH_PATH)).toBe(0);
    expect(await suite.sandbox.calls(DEPOSIT_RELAY)).toBe(0);

    // The lottery frame says so too, and never carries the token on.
    const frame = await replicas()
      .at(1)
      .inject({
        url: `${LOTTERY_FRAME_PATH}?playType=ent&gameId=2&prizeMode=Lott`,
        headers: { cookie: second.cookieHeader() },
      });
    expect(frame.statusCode).toBe(403);
    expect(frame.headers.location).toBeUndefined();
    expect(frame.body).toContain('You are taking a break from play.');

    // Withdrawals and the records stay open.
    expect((await second.query('wallet.withdrawOptions')).statusCode).toBe(200);
    expect((await second.query('wallet.withdrawals', { range: '7days' })).statusCode).toBe(200);
  });

  it('is never shortened: a shorter break during a longer one keeps the longer', async () => {
    const client = await signedInClient(replicas().at(0));
    const week = await takeBreak(client, '7d');
    const day = await takeBreak(client, '24h');
    expect(day).toEqual(week);
    const month = await takeBreak(client, '30d');
    expect(Date.parse(month.until ?? '')).toBeGreaterThan(Date.parse(week.until ?? ''));
    expect(body(await client.query('responsible.break')).result?.data).toEqual(month);
  });

  it('leaves a member without one free to play, and refuses what is no break', async () => {
    const client = await signedInClient(replicas().at(0));
    expect(body(await client.query('responsible.break')).result?.data).toEqual({ until: null });
    expect((await client.mutate('games.launch', launchInput)).statusCode).toBe(200);

    for (const period of ['1h', '', 24, null]) {
      const response = await client.mutate('responsible.takeBreak', { period });
      expect(response.statusCode).toBe(400);
      expect(body(response).error?.data.appCode).toBe('invalid_input');
    }
    const visitor = new TrpcClient(replicas().at(1));
    const refused = await visitor.mutate('responsible.takeBreak', { period: '24h' });
    expect(refused.statusCode).toBe(401);
  });
});
