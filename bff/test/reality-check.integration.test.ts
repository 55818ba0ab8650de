/**
 * Issue 30, item 2, the BFF's side: the reality check. On two replicas over a real Redis and the
 * real sandbox gateway: the member's interval (the merchant's default until chosen, within the
 * merchant's bounds, read by either replica); a hosted game's summary (the time played, and the
 * balance now against the balance read at launch, moved by bets on the sandbox's game page); and
 * 'Take a break', which ends the hosted game so its frame page opens no more.
 */
import { describe, expect, it } from 'vitest';
import {
  GAME_FRAME_PATH,
  type GameLaunch,
  type GameSessionSummary,
  type RealityCheck,
} from '@app/contracts';
import { REAL_MONEY_SLOT_LAUNCH } from './helpers/games.ts';
import { pino } from 'pino';
import { testConfig, type Config } from '../src/config.ts';
import {
  getRealityCheck,
  setRealityCheck,
} from '../src/features/responsible/responsible.service.ts';
import type { SessionData } from '../src/session/session-store.ts';
import { MemoryStore } from '../src/store/memory-store.ts';
import {
  body,
  data,
  replicasPerTest,
  sandboxPerFile,
  signedInClient,
  TrpcClient,
} from './helpers/stack.ts';

const MINUTE_MS = 1_000;
const suite = sandboxPerFile();
const replicas = replicasPerTest(suite, {
  config: {
    cookieSecret: 'reality-check-test-cookie-secret-0123456789',
    realityCheck: { minutes: 60, minMinutes: 15, maxMinutes: 120, minuteMs: MINUTE_MS },
  },
});

const launchInput = REAL_MONEY_SLOT_LAUNCH;

/** The same browser (its cookies) on another replica. */
function sameBrowserOn(client: TrpcClient, app: Parameters<typeof signedInClient>[0]) {
  const elsewhere = new TrpcClient(app);
  for (const [name, value] of client.cookies) elsewhere.cookies.set(name, value);
  return elsewhere;
}

async function hostedLaunch(client: TrpcClient): Promise<string> {
  const launched = data<GameLaunch>(await client.mutate('games.launch', launchInput));
  if (launched.opens !== 'host') throw new Error(`opened ${launched.opens}, not in the host`);
  return launched.launchId;
}

/** A bet on the game's own page, as the player's tap in the frame sends it. */
async function bet(client: TrpcClient, launchId: string, outcome: 'lose' | 'win') {
  const frame = await client.get(`${GAME_FRAME_PATH}/${launchId}`);
  const src = new URL((/<iframe src="([^"]+)"/.exec(frame.body)?.[1] ?? '').replace(/&amp;/g, '&'));
  const answer = await fetch(`${src.origin}/games/play/${launchInput.nodeId}/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ssoKey: src.searchParams.get('ssoKey') ?? '', outcome }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
}

const summary = async (client: TrpcClient, launchId: string) =>
  data<GameSessionSummary>(await client.query('games.sessionSummary', { launchId }));

describe('the reality check interval', () => {
  it("is the merchant's until the member chooses, within the bounds, on every replica", async () => {
    const [first, second] = [replicas().at(0), replicas().at(1)];
    const demo = await signedInClient(first);
    expect(data<RealityCheck>(await demo.query('responsible.realityCheck'))).toEqual({
      minutes: 60,
      minMinutes: 15,
      maxMinutes: 120,
      everyMs: 60 * MINUTE_MS,
    });

    const chosen = await demo.mutate('responsible.setRealityCheck', { minutes: 15 });
    expect(data<RealityCheck>(chosen).minutes).toBe(15);
    const elsewhere = sameBrowserOn(demo, second);
    expect(data<RealityCheck>(await elsewhere.query('responsible.realityCheck'))).toMatchObject({
      minutes: 15,
      everyMs: 15 * MINUTE_MS,
    });

    for (const minutes of [14, 121, 0, 30.5]) {
      const refused = await demo.mutate('responsible.setRealityCheck', { minutes });
      expect(refused.statusCode, `${minutes}`).toBe(400);
    }
    expect(data<RealityCheck>(await demo.query('responsible.realityCheck')).minutes).toBe(15);
    expect((await new TrpcClient(first).query('responsible.realityCheck')).statusCode).toBe(401);
  });
});

describe("a hosted game's session", () => {
  it('sums up the time played and the net result of the bets since the launch', async () => {
    const [first, second] = [replicas().at(0), replicas().at(1)];
    const demo = await signedInClient(first);
    const launchId = await hostedLaunch(demo);
    const atStart = await summary(demo, launchId);
    expect(atStart.net).toBe('0.00');
    expect(atStart.playedMs).toBeGreaterThanOrEqual(0);
    expect(atStart.playedMs).toBeLessThan(60_000);

    await bet(demo, launchId, 'lose');
    const afterLoss = await summary(sameBrowserOn(demo, second), launchId);
    expect(afterLoss.net).toBe('-10.00');
    expect(afterLoss.startedAt).toBe(atStart.startedAt);
    await bet(demo, launchId, 'win');
    await bet(demo, launchId, 'win');
    expect((await summary(demo, launchId)).net).toBe('20.00');

    // Another member cannot read it.
    await suite.sandbox.control('POST', '/accounts', {
      username: 'realitytwo',
      password: 'Member1234',
    });
    const other = new TrpcClient(first);
    const login = await other.mutate('session.login', {
      type: 'username',
      username: 'realitytwo',
      password: 'Member1234',
    });
    expect(login.statusCode, login.body).toBe(200);
    const refused = await other.query('games.sessionSummary', { launchId });
    expect(refused.statusCode).toBe(404);
    expect(body(refused).error?.data?.appCode).toBe('game_ended');
    expect((await other.mutate('games.endSession', { launchId })).statusCode).toBe(200);
    // ...nor end it.
    expect((await summary(demo, launchId)).net).toBe('20.00');
  });

  it('shows the time alone when the balance could not be read at launch', async () => {
    const demo = await signedInClient(replicas().at(0));
    await suite.sandbox.control('POST', '/faults', {
      path: '/wps/v2/wallets/balance',
      status: 500,
      times: 1,
    });
    const launchId = await hostedLaunch(demo);
    await suite.sandbox.control('DELETE', '/faults');
    const shown = await summary(demo, launchId);
    expect(shown.net).toBeNull();
    expect(shown.playedMs).toBeGreaterThanOrEqual(0);
  });

  it("ends with 'Take a break': the frame page and the summary are gone on every replica", async () => {
    const [first, second] = [replicas().at(0), replicas().at(1)];
    const demo = await signedInClient(first);
    const launchId = await hostedLaunch(demo);
    expect((await demo.get(`${GAME_FRAME_PATH}/${launchId}`)).statusCode).toBe(200);
    const ended = await demo.mutate('games.endSession', { launchId });
    expect(data(ended)).toEqual({ ended: true });

    const elsewhere = sameBrowserOn(demo, second);
    expect((await elsewhere.get(`${GAME_FRAME_PATH}/${launchId}`)).statusCode).not.toBe(200);
    expect((await elsewhere.query('games.sessionSummary', { launchId })).statusCode).toBe(404);
    expect((await elsewhere.query('games.hosted', { launchId })).statusCode).toBe(404);
  });
});

describe('bounds narrowed after the member chose', () => {
  it("keeps the member's choice within the merchant's bounds of today", async () => {
    const store = new MemoryStore();
    const ctx = (bounds: Partial<Config['realityCheck']>) => ({
      store,
      log: pino({ level: 'silent' }),
      config: testConfig({ realityCheck: { ...testConfig().realityCheck, ...bounds } }),
      sessionData: { userName: 'Demo' } as SessionData,
    });
    await setRealityCheck(ctx({}), 15);
    expect((await getRealityCheck(ctx({ minMinutes: 30, minutes: 45 }))).minutes).toBe(30);
    expect((await getRealityCheck(ctx({}))).minutes).toBe(15);
    await store.close();
  });
});
