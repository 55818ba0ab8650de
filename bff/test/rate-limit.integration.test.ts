/**
 * Rate limits counted in a real Redis shared by two BFF replicas: a burst of logins for one
 * username is refused with 429 after the limit, whichever replica answers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { RedisStore } from '../src/store/redis-store.ts';
import { testConfig } from '../src/config.ts';
import { body, startBff, startSandbox, TrpcClient, type Sandbox } from './helpers/stack.ts';
import { startRedis, type SharedRedis } from './helpers/redis.ts';

let sandbox: Sandbox;
let redis: SharedRedis;
const replicas: FastifyInstance[] = [];
const stores: RedisStore[] = [];
const LOGIN_PER_USERNAME = 4;

beforeAll(async () => {
  sandbox = await startSandbox();
  redis = await startRedis();
  const prefix = `rl-test:${randomUUID()}:`;
  const limits = testConfig().rateLimits;
  for (let i = 0; i < 2; i += 1) {
    const store = new RedisStore({
      url: redis.url,
      logger: pino({ level: 'silent' }),
      keyPrefix: prefix,
    });
    await store.connected();
    stores.push(store);
    replicas.push(
      await startBff({
        gatewayUrl: sandbox.url,
        store,
        config: {
          rateLimits: {
            ...limits,
            globalPerMinute: 0,
            loginPerUsername: { max: LOGIN_PER_USERNAME, windowMs: 60_000 },
            loginPerIp: { max: 100, windowMs: 60_000 },
          },
        },
      }),
    );
  }
});

afterAll(async () => {
  for (const app of replicas) await app.close();
  for (const store of stores) await store.close();
  await sandbox.close();
  await redis.stop();
});

describe('login rate limit shared by two replicas', () => {
  it('refuses the burst after the limit with 429, Retry-After and a readable message', async () => {
    const username = `burst-${randomUUID().slice(0, 8)}`;
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TrpcClient['mutate']>> | undefined;
    for (let i = 0; i < LOGIN_PER_USERNAME + 2; i += 1) {
      // Alternate replicas: the count lives in the shared Redis, not in either process.
      const client = new TrpcClient(replicas[i % 2] as FastifyInstance);
      last = await client.mutate('session.login', {
        type: 'username',
        username,
        password: 'wrong',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, LOGIN_PER_USERNAME).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(LOGIN_PER_USERNAME)).toEqual([429, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    const error = body(last as { body: string }).error;
    expect(error?.message).toBe('Too many attempts, please wait a moment and try again.');
    expect(error?.data).toMatchObject({ appCode: 'too_many_requests' });
    expect(error?.data).toHaveProperty('retryAfterSeconds');
  });

  it('counts usernames case-insensitively and separately from each other', async () => {
    const name = `Case-${randomUUID().slice(0, 8)}`;
    const client = new TrpcClient(replicas[0] as FastifyInstance);
    for (let i = 0; i < LOGIN_PER_USERNAME; i += 1) {
      await client.mutate('session.login', {
        type: 'username',
        username: i % 2 ? name.toUpperCase() : name,
        password: 'x',
      });
    }
    expect(
      (await client.mutate('session.login', { type: 'username', username: name, password: 'x' }))
        .statusCode,
    ).toBe(429);
    const other = await client.mutate('session.login', {
      type: 'username',
      username: `${name}-other`,
      password: 'x',
    });
    expect(other.statusCode).not.toBe(429);
  });
});

describe('global limit per address', () => {
  it('answers 429 past the per-minute limit, but never on health checks', async () => {
    const app = await startBff({
      gatewayUrl: sandbox.url,
      config: { rateLimits: { ...testConfig().rateLimits, globalPerMinute: 3 } },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await app.inject('/trpc/member.info')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
  });
});
