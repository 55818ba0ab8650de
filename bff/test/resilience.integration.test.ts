/**
 * Fault injection with the real parts: a real Redis that the test kills and restarts, and the
 * sandbox gateway made slow or failing per path through its /__sandbox/ controls.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RedisStore } from '../src/store/redis-store.ts';
import { SECOND_MEMBER } from '@app/sandbox';
import {
  body,
  sandboxPerFile,
  signedInClient,
  startBff,
  startRedisBackedBff,
  TrpcClient,
  type RedisBackedBff,
} from './helpers/stack.ts';
import type { RedisFixture } from './helpers/redis.ts';

const STATUS_PATH = '/wps/v2/system/status';
const suite = sandboxPerFile();

const statusCalls = () => suite.sandbox.calls(STATUS_PATH);

/** The session id behind a client's signed cookie. */
function signedInId(client: TrpcClient, app: FastifyInstance): string {
  const unsigned = app.unsignCookie(decodeURIComponent(client.cookies.get('sid') as string));
  if (!unsigned.valid || !unsigned.value) throw new Error('no session cookie');
  return unsigned.value;
}

describe('Redis killed and restarted under load', () => {
  let stack: RedisBackedBff;
  let redis: RedisFixture;
  let store: RedisStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    stack = await startRedisBackedBff({ gatewayUrl: suite.sandbox.url, commandTimeoutMs: 200 });
    ({ redis, store, app } = stack);
  });

  afterAll(async () => {
    await stack.close();
  });

  it('fails no request while Redis is down, and fills the cache again once it is back', async () => {
    const client = new TrpcClient(app);
    expect((await client.query('system.status')).statusCode).toBe(200);
    // A login needs the store (its limit is shared): on a busy machine, wait until it answers.
    const member = await vi.waitFor(() => signedInClient(app), { timeout: 10_000 });

    await redis.kill();
    const during = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? new TrpcClient(app).query('system.status')
          : new TrpcClient(app).query('member.info'),
      ),
    );
    expect(during.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    // A signed-in member's session lives in Redis; while it is away, this replica's copy of it
    // answers (decision 018).
    const signedIn = await member.query('member.info');
    expect(signedIn.statusCode).toBe(200);
    expect(body(signedIn).result?.data).toMatchObject({ account: 'demo' });
    // A session this replica never saw cannot be answered: a readable 503, not a 500.
    const unseen = new TrpcClient(app);
    unseen.cookies.set('sid', member.cookies.get('sid') as string);
    await app.sessions.remove(signedInId(member, app)).catch(() => undefined);
    const refused = await unseen.query('member.info');
    expect(refused.statusCode).toBe(503);
    expect(body(refused).error?.data.appCode).toBe('try_again_shortly');

    await redis.restart();
    await expect.poll(() => store.ping(), { timeout: 10_000, interval: 100 }).toBe(true);
    await suite.sandbox.control('DELETE', '/stats');
    expect((await client.query('system.status')).statusCode).toBe(200);
    expect((await client.query('system.status')).statusCode).toBe(200);
    expect((await client.query('system.status')).statusCode).toBe(200);
    // One load filled the cache; the other two were served from Redis.
    expect(await statusCalls()).toBe(1);
    // Sessions were in the Redis that died: the member is asked to sign in again.
    expect(body(await member.query('member.info')).result?.data).toBeNull();
  });
});

describe('readiness while Redis is down', () => {
  let stack: RedisBackedBff;
  let redis: RedisFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    stack = await startRedisBackedBff({ gatewayUrl: suite.sandbox.url, commandTimeoutMs: 200 });
    ({ redis, app } = stack);
  });

  afterAll(async () => {
    await stack.close();
  });

  it('stays ready (degraded, store: false): the process can still serve visitors', async () => {
    await redis.kill();
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      checks: { store: false, gateway: true },
    });
  });
});

describe('upstream failing', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await startBff({
      gatewayUrl: suite.sandbox.url,
      config: { statusCacheTtlMs: 50, upstreamTimeoutMs: 300, upstreamBreakerHalfOpenMs: 300 },
    });
  });

  afterEach(async () => {
    await app.close();
  });

  it('serves the status from stale cache while the gateway answers 503', async () => {
    const client = new TrpcClient(app);
    const fresh = body(await client.query('system.status')).result?.data;
    const asked = await suite.sandbox.calls(STATUS_PATH);
    await suite.sandbox.control('POST', '/faults', { path: STATUS_PATH, status: 503 });
    // Once the 50 ms of freshness are over, a read asks the gateway again (and gets the 503).
    await vi.waitFor(
      async () => {
        await client.query('system.status');
        expect(await suite.sandbox.calls(STATUS_PATH)).toBeGreaterThan(asked);
      },
      { timeout: 10_000, interval: 20 },
    );
    for (let i = 0; i < 5; i += 1) {
      const response = await client.query('system.status');
      expect(response.statusCode).toBe(200);
      expect(body(response).result?.data).toEqual(fresh);
    }
  });

  it('answers every request within its deadline when the gateway hangs', async () => {
    await suite.sandbox.control('POST', '/faults', {
      path: '/wps/relay/MCSFE_getListAnnouncements',
      latencyMs: 5_000,
    });
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => new TrpcClient(app).query('content.marquee')),
    );
    const elapsed = performance.now() - started;
    expect(responses.every((r) => r.statusCode === 504 || r.statusCode === 503)).toBe(true);
    // The gateway would have taken 5 s; the 300 ms deadline answered long before.
    expect(elapsed).toBeLessThan(5_000);
  });

  it('opens the circuit after repeated outages and recovers by itself when the gateway returns', async () => {
    await suite.sandbox.control('POST', '/faults', {
      path: '/wps/relay/MCSFE_getListAnnouncements',
      status: 503,
    });
    for (let i = 0; i < 4; i += 1) await new TrpcClient(app).query('content.marquee');
    await suite.sandbox.control('DELETE', '/stats');
    // Open: the next calls fail fast without reaching the gateway.
    const refused = await new TrpcClient(app).query('content.marquee');
    expect(refused.statusCode).toBe(503);
    const stats = await suite.sandbox.control<{ counts: Record<string, number> }>('GET', '/stats');
    expect(stats.counts['/wps/relay/MCSFE_getListAnnouncements'] ?? 0).toBe(0);

    await suite.sandbox.control('DELETE', '/faults');
    await expect
      .poll(async () => (await new TrpcClient(app).query('content.marquee')).statusCode, {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(200);
  });
});

describe('one failing operation', () => {
  const BALANCE_PATH = '/wps/v2/wallets/balance';
  let app: FastifyInstance;

  beforeEach(async () => {
    // A long half-open delay: the balance circuit stays open for the whole test.
    app = await startBff({
      gatewayUrl: suite.sandbox.url,
      config: { upstreamBreakerThreshold: 5, upstreamBreakerHalfOpenMs: 60_000 },
    });
  });

  afterEach(async () => {
    await app.close();
  });

  it('opens the circuit of the balance only: logins and public reads still reach the gateway', async () => {
    const member = await signedInClient(app);
    await suite.sandbox.control('POST', '/faults', { path: BALANCE_PATH, status: 503 });
    // Each call is one try plus one retry: three calls are six outages, past the threshold.
    for (let i = 0; i < 3; i += 1)
      expect((await member.query('member.balance')).statusCode).toBe(503);
    expect(app.upstream.circuits()).toEqual({ [BALANCE_PATH]: 'open' });

    await suite.sandbox.control('DELETE', '/stats');
    const refused = await member.query('member.balance');
    expect(refused.statusCode).toBe(503);
    expect(body(refused).error?.data.appCode).toBe('service_unavailable');
    // Failed fast: the gateway did not see it.
    expect(await suite.sandbox.calls(BALANCE_PATH)).toBe(0);

    // Another player signs in (the RSA key and the login have circuits of their own)...
    const other = new TrpcClient(app);
    const login = await other.mutate('session.login', {
      type: 'username',
      username: SECOND_MEMBER.username,
      password: SECOND_MEMBER.password,
    });
    expect(login.statusCode).toBe(200);
    // ...and a visitor's public read goes through.
    expect((await new TrpcClient(app).query('system.status')).statusCode).toBe(200);
    expect(await suite.sandbox.calls('/wps/session/login')).toBe(1);
    expect(await suite.sandbox.calls('/wps/v2/system/status')).toBe(1);
  });
});

describe('cold key under a burst', () => {
  it('makes exactly one upstream call for 200 concurrent requests', async () => {
    const app = await startBff({ gatewayUrl: suite.sandbox.url });
    await suite.sandbox.control('DELETE', '/stats');
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => new TrpcClient(app).query('system.status')),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await statusCalls()).toBe(1);
    await app.close();
  });
});
