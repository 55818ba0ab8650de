/**
 * Members through a Redis outage (issue 25, decision 018), with a real Redis this file starts
 * (append-only, as production's: docs/operations.md) and two BFF replicas on it. Fifty member
 * reads loop while Redis is killed and started again: none fails; members' writes get the clear
 * `try_again_shortly`; a visitor still gets a captcha; once Redis is back, a sign-out made on the
 * other replica wins. The outage lasts until enough reads went through it (conditions, no sleeps).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { SECOND_MEMBER } from '@app/sandbox';
import { testConfig } from '../src/config.ts';
import { RedisStore } from '../src/store/redis-store.ts';
import { PERSONAL_INFO } from './helpers/kyc.ts';
import { body, sandboxPerFile, signedInClient, startBff, TrpcClient } from './helpers/stack.ts';
import { startDedicatedRedis, type RedisFixture } from './helpers/redis.ts';

const READS = ['member.balance', 'member.info', 'inbox.unreadCounts', 'wallet.wallets'] as const;
const LOOPS = 50;
/** Reads that must go through each phase (Redis down, Redis back) before the next one starts. */
const READS_PER_PHASE = 200;

const suite = sandboxPerFile('stats');
let redis: RedisFixture;
const stores: RedisStore[] = [];
let replica: FastifyInstance;
let elsewhere: FastifyInstance;

beforeAll(async () => {
  redis = await startDedicatedRedis({ persistent: true });
  const [a, b] = [0, 1].map(
    () =>
      new RedisStore({
        url: redis.url,
        logger: pino({ level: 'silent' }),
        // The production default: a busy machine must not read as an outage.
        commandTimeoutMs: 500,
        breakerHalfOpenMs: 200,
      }),
  ) as [RedisStore, RedisStore];
  stores.push(a, b);
  await Promise.all(stores.map((store) => store.connected()));
  for (const store of stores) {
    await vi.waitFor(async () => expect(await store.ping()).toBe(true), { timeout: 10_000 });
  }
  const config = {
    // One secret for both replicas: a cookie signed by one opens the session on the other.
    cookieSecret: 'member-outage-test-cookie-secret-0123456789',
    // The gateway is not what is tested: a busy machine must not read as its timeout.
    upstreamTimeoutMs: 15_000,
    homeSectionDeadlineMs: 15_000,
    rateLimits: {
      ...testConfig().rateLimits,
      globalPerMinute: 0,
      loginPerIp: { max: 100, windowMs: 60_000 },
      memberReadsPerSession: { max: 1_000_000, windowMs: 60_000 },
    },
  };
  replica = await startBff({ gatewayUrl: suite.sandbox.url, store: a, config });
  elsewhere = await startBff({ gatewayUrl: suite.sandbox.url, store: b, config });
});

afterAll(async () => {
  await replica?.close();
  await elsewhere?.close();
  for (const store of stores) await store.close();
  await redis?.stop();
});

/** Fifty loops of member reads on `replica`, counting answers until stopped. */
function readLoops(members: TrpcClient[]) {
  const failures: { path: string; status: number; appCode: string | undefined }[] = [];
  let answered = 0;
  let stopped = false;
  const loops = Array.from({ length: LOOPS }, async (_, loop) => {
    const member = members[loop % members.length] as TrpcClient;
    for (let i = loop; !stopped; i += 1) {
      const path = READS[i % READS.length] as (typeof READS)[number];
      const response = await member.query(path);
      const data = body(response);
      // member.info answers null for a visitor: a signed-out member would be a failure too.
      if (response.statusCode !== 200 || data.result?.data == null) {
        failures.push({ path, status: response.statusCode, appCode: data.error?.data.appCode });
      }
      answered += 1;
      // A refusal can be answered without any I/O: yield, so the test's own timers still run.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return {
    failures,
    answered: () => answered,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

const reachable = (store: RedisStore) => store.ping();

// Three phases of conditions, each allowed 30 s on a loaded machine, plus Redis's restart: the
// test's own limit must be above their sum, or a busy machine reads as a failure.
const OUTAGE_TEST_TIMEOUT_MS = 180_000;

it(
  'answers every member read through a Redis outage, refuses writes clearly, then follows Redis again',
  { timeout: OUTAGE_TEST_TIMEOUT_MS },
  async () => {
    const members = [await signedInClient(replica), await signedInClient(replica)];
    const second = new TrpcClient(replica);
    expect(
      (
        await second.mutate('session.login', {
          type: 'username',
          username: SECOND_MEMBER.username,
          password: SECOND_MEMBER.password,
        })
      ).statusCode,
    ).toBe(200);
    members.push(second);

    const loops = readLoops(members);
    try {
      await expect.poll(loops.answered, { timeout: 30_000 }).toBeGreaterThan(READS_PER_PHASE);

      await redis.kill();
      const atKill = loops.answered();
      await expect.poll(() => reachable(stores[0] as RedisStore)).toBe(false);
      await expect
        .poll(() => loops.answered() - atKill, { timeout: 30_000 })
        .toBeGreaterThan(READS_PER_PHASE);

      // Writes that need the store: a clear, translated "try again in a moment", in the catalogue
      // shape, before the gateway is asked.
      await suite.sandbox.control('DELETE', '/stats');
      const login = await new TrpcClient(replica).mutate('session.login', {
        type: 'username',
        username: 'demo',
        password: 'Demo1234',
      });
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBe('2');
      expect(body(login).error).toMatchObject({
        message: 'We could not do that just now. Please try again in a moment.',
        data: { appCode: 'try_again_shortly', httpStatus: 503, retryAfterSeconds: 2 },
      });
      expect(await suite.sandbox.calls('/wps/session/login')).toBe(0);
      const personal = await (members[0] as TrpcClient).mutate(
        'kyc.submitPersonalInfo',
        PERSONAL_INFO,
      );
      expect(personal.statusCode).toBe(503);
      expect(body(personal).error?.data.appCode).toBe('try_again_shortly');
      // A visitor can still fetch the captcha it needs to sign in.
      const visitor = new TrpcClient(replica);
      const captcha = await visitor.query('session.captcha');
      expect(captcha.statusCode).toBe(200);
      expect(visitor.cookies.has('sid')).toBe(true);
      // The home says it is degraded, and still shows the member's own sections.
      const home = body(
        await (members[0] as TrpcClient).query('home.bootstrap', { language: 'EN' }),
      ).result?.data as { degraded: boolean; member: { account: string } | null };
      expect(home.degraded).toBe(true);
      expect(home.member?.account).toBe('demo');

      // Back, with its data (AOF): the reads through the reconnection go on failing nothing.
      await redis.restart();
      const atRestart = loops.answered();
      await expect.poll(() => reachable(stores[0] as RedisStore), { timeout: 10_000 }).toBe(true);
      await expect
        .poll(() => loops.answered() - atRestart, { timeout: 30_000 })
        .toBeGreaterThan(READS_PER_PHASE);
    } finally {
      await loops.stop();
    }
    expect(loops.failures).toEqual([]);
    console.info(`member reads through the outage: ${loops.answered()}, failed: 0`);

    // A sign-out on the other replica wins on this one as soon as it reads Redis again.
    const member = members[0] as TrpcClient;
    const other = new TrpcClient(elsewhere);
    other.cookies.set('sid', member.cookies.get('sid') as string);
    await expect.poll(() => reachable(stores[1] as RedisStore), { timeout: 10_000 }).toBe(true);
    expect((await other.mutate('session.logout')).statusCode).toBe(200);
    const after = await member.query('member.info');
    expect(after.statusCode).toBe(200);
    expect(body(after).result?.data).toBeNull();
    expect((await member.query('member.balance')).statusCode).toBe(401);
  },
);
