/**
 * The session store (a real Redis) going away under signed-in players: the home still renders,
 * the member's part from the replica's copy of the session, and says the service is degraded;
 * logout still signs out, and nothing is lost once Redis is back. "Killed" drops the server; "paused" (SIGSTOP) keeps its data while it answers nothing, as
 * a stalled or failing-over Redis does, until the test resumes it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HomeBootstrap } from '@app/contracts';
import type { RedisStore } from '../src/store/redis-store.ts';
import {
  body,
  sandboxPerFile,
  signedInClient,
  startRedisBackedBff,
  TrpcClient,
  type RedisBackedBff,
} from './helpers/stack.ts';
import type { RedisFixture } from './helpers/redis.ts';

const MEMBER_SECTIONS = ['member', 'favourites', 'balance', 'unread', 'popups'];

const suite = sandboxPerFile();
let stack: RedisBackedBff;
let redis: RedisFixture;
let store: RedisStore;
let app: FastifyInstance;

beforeAll(async () => {
  // The production default: a stall costs each command this much.
  stack = await startRedisBackedBff({ gatewayUrl: suite.sandbox.url, commandTimeoutMs: 500 });
  ({ redis, store, app } = stack);
});

afterAll(async () => {
  await stack.close();
});

afterEach(async () => {
  await redis.resume().catch(() => undefined); // a failed test must not leave Redis frozen
});

beforeEach(async () => {
  // Whatever the last test did to Redis, start with it answering.
  await expect.poll(() => store.ping(), { timeout: 10_000, interval: 100 }).toBe(true);
});

async function home(client: TrpcClient): Promise<HomeBootstrap> {
  const response = await client.query('home.bootstrap', { language: 'EN' });
  expect(response.statusCode).toBe(200);
  return body(response).result?.data as HomeBootstrap;
}

describe('Redis killed', () => {
  it('renders the home for members and visitors, and still signs a member out', async () => {
    const member = await signedInClient(app);
    const visitor = new TrpcClient(app);
    await visitor.query('session.captcha'); // a visitor with a session cookie
    expect(visitor.cookies.has('sid')).toBe(true);

    await redis.kill();
    try {
      // The replica's copy of the session stands in (decision 018): the member's own sections
      // still come, and the home says it is degraded (writes wait for the store).
      const memberHome = await home(member);
      expect(memberHome.degraded).toBe(true);
      expect(body(await member.query('member.info')).result?.data).toMatchObject({
        account: 'demo',
      });
      // The public sections still come from the gateway.
      expect(memberHome.categories.length).toBeGreaterThan(0);
      expect(memberHome.rows.RNG.length).toBeGreaterThan(0);

      const visitorHome = await home(visitor);
      expect(visitorHome.degraded).toBe(true);
      expect(visitorHome.hotGames.length).toBeGreaterThan(0);

      const logout = await member.mutate('session.logout');
      expect(logout.statusCode).toBe(200);
      expect(String(logout.headers['set-cookie'])).toMatch(/^sid=;/);
      expect(member.cookies.has('sid')).toBe(false);
    } finally {
      await redis.restart();
      await expect.poll(() => store.ping(), { timeout: 10_000, interval: 100 }).toBe(true);
    }
    expect((await home(new TrpcClient(app))).degraded).toBe(false);
  });
});

describe('Redis paused, then back', () => {
  it('serves every public section of the home while Redis stalls (the store fails fast)', async () => {
    const member = await signedInClient(app);
    await redis.pause();
    for (let i = 0; i < 3; i += 1) {
      const stalled = await home(member);
      expect(stalled.degraded).toBe(true);
      expect(stalled.failedSections.filter((s) => !MEMBER_SECTIONS.includes(s))).toEqual(
        i === 0 ? expect.any(Array) : [],
      );
      expect(stalled.hotGames.length).toBeGreaterThan(0);
      expect(stalled.categories.length).toBeGreaterThan(0);
    }
    await redis.resume();
    await expect
      .poll(async () => (await home(member)).member?.account ?? null, { timeout: 10_000 })
      .toBe('demo');
  });

  it('keeps the member signed in: nothing is lost once Redis answers again', async () => {
    const member = await signedInClient(app);
    await redis.pause();
    const during = await home(member);
    expect(during.degraded).toBe(true);
    // The member is still signed in, from the replica's copy of the session.
    expect(body(await member.query('member.info')).result?.data).toMatchObject({
      account: 'demo',
    });
    await redis.resume();
    await expect
      .poll(async () => (await home(member)).member?.account ?? null, { timeout: 10_000 })
      .toBe('demo');
  });

  it('finishes a sign-out made while Redis was away: the session is gone', async () => {
    await app.sessions.retryPendingRemovals(); // what the killed-Redis test left queued
    expect(app.sessions.pendingRemovals).toBe(0);
    const member = await signedInClient(app);
    const stolenCookie = member.cookies.get('sid') as string;
    await redis.pause();
    const logout = await member.mutate('session.logout');
    expect(logout.statusCode).toBe(200);
    expect(app.sessions.pendingRemovals).toBe(1);
    await redis.resume();

    await expect
      .poll(
        async () => {
          await app.sessions.retryPendingRemovals();
          return app.sessions.pendingRemovals;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(0);
    // The old cookie, replayed, opens nothing. (Whether the token was also ended at the gateway
    // depends on whether Redis ran the timed-out DEL itself: session-store.test.ts covers both.)
    const replay = new TrpcClient(app);
    replay.cookies.set('sid', stolenCookie);
    expect(body(await replay.query('member.info')).result?.data).toBeNull();
  });
});
