/**
 * Sessions and the cache in separate Redis servers (CACHE_REDIS_URL), as docker-compose.yml runs
 * them: the session Redis never evicts and persists, the cache Redis evicts freely. Proven with
 * real redis-server processes, a real login and a real cached read through the sandbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sandboxPerFile, signedInClient, startBff, TrpcClient } from './helpers/stack.ts';
import { startDedicatedRedis, type RedisFixture } from './helpers/redis.ts';

const suite = sandboxPerFile('nothing');

/** Every key in the Redis at `url`, and how many other clients are connected to it. */
async function inspect(url: string): Promise<{ keys: string[]; otherClients: number }> {
  const client = new Redis(url, { maxRetriesPerRequest: 0 });
  try {
    const keys = await client.keys('*');
    const clients = (await client.client('LIST')) as string;
    const otherClients = clients.split('\n').filter(Boolean).length - 1;
    return { keys, otherClients };
  } finally {
    client.disconnect();
  }
}

const isCacheKey = (key: string) => key.startsWith('app:cache:');

/** A signed-in member and a cached public read: a session, limits and a cache entry exist. */
async function signInAndReadStatus(app: FastifyInstance): Promise<void> {
  const member = await signedInClient(app);
  expect((await member.query('member.info')).statusCode).toBe(200);
  expect((await new TrpcClient(app).query('system.status')).statusCode).toBe(200);
}

describe('with CACHE_REDIS_URL: the cache in its own Redis', () => {
  let sessionRedis: RedisFixture;
  let cacheRedis: RedisFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    [sessionRedis, cacheRedis] = await Promise.all([startDedicatedRedis(), startDedicatedRedis()]);
    app = await startBff({
      gatewayUrl: suite.sandbox.url,
      config: { redisUrl: sessionRedis.url, cacheRedisUrl: cacheRedis.url },
    });
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([sessionRedis.stop(), cacheRedis.stop()]);
  });

  it('keeps sessions and limits in REDIS_URL and cache entries only in CACHE_REDIS_URL', async () => {
    await signInAndReadStatus(app);

    const sessions = await inspect(sessionRedis.url);
    const cache = await inspect(cacheRedis.url);
    expect(sessions.keys.some((key) => key.startsWith('app:session:'))).toBe(true);
    expect(sessions.keys.some((key) => key.startsWith('app:ratelimit:'))).toBe(true);
    expect(sessions.keys.filter(isCacheKey)).toEqual([]);
    expect(cache.keys.some((key) => key.startsWith('app:cache:'))).toBe(true);
    expect(cache.keys.filter((key) => !isCacheKey(key))).toEqual([]);
  });

  it('closes the cache connection with the app', async () => {
    expect((await inspect(cacheRedis.url)).otherClients).toBe(1);
    await app.close();
    expect((await inspect(cacheRedis.url)).otherClients).toBe(0);
    expect((await inspect(sessionRedis.url)).otherClients).toBe(0);
  });
});

describe('with REDIS_URL only: one Redis for everything, as before', () => {
  let redis: RedisFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    redis = await startDedicatedRedis();
    app = await startBff({ gatewayUrl: suite.sandbox.url, config: { redisUrl: redis.url } });
  });

  afterAll(async () => {
    await app.close();
    await redis.stop();
  });

  it('serves members and cached reads from the one store over one connection', async () => {
    await signInAndReadStatus(app);

    const { keys, otherClients } = await inspect(redis.url);
    expect(keys.some((key) => key.startsWith('app:session:'))).toBe(true);
    expect(keys.some(isCacheKey)).toBe(true);
    expect(otherClients).toBe(1);
  });
});
