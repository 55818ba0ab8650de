/**
 * The store contract, run against every implementation: memory, a real Redis, and a real Redis
 * Cluster of three masters and three replicas (issue 29).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { MemoryStore } from '../src/store/memory-store.ts';
import { RedisStore } from '../src/store/redis-store.ts';
import type { Store } from '../src/store/store.ts';
import { startRedis, type SharedRedis } from './helpers/redis.ts';
import { startRedisCluster, type RedisClusterFixture } from './helpers/redis-cluster.ts';

let redis: SharedRedis;
let cluster: RedisClusterFixture;

/*
 * The time to live runs on the store's own clock (Redis keeps it), so it is waited for as a
 * condition, never slept for; and windows are long enough that two calls in a row fall in the
 * same one on a busy machine.
 */
const TTL_MS = 1_000;
const expired = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 10_000, interval: 50 });
const stores: Record<string, Store> = {};

beforeAll(async () => {
  redis = await startRedis();
  stores.memory = new MemoryStore();
  const redisStore = new RedisStore({
    url: redis.url,
    logger: pino({ level: 'silent' }),
    keyPrefix: `test:${randomUUID()}:`,
  });
  await redisStore.connected();
  stores.redis = redisStore;
  cluster = await startRedisCluster();
  const clusterStore = new RedisStore({
    clusterNodes: cluster.nodes.slice(0, 2),
    logger: pino({ level: 'silent' }),
    keyPrefix: `test:${randomUUID()}:`,
  });
  await clusterStore.connected(10_000);
  stores.cluster = clusterStore;
}, 60_000);

afterAll(async () => {
  for (const store of Object.values(stores)) await store.close();
  await redis.stop();
  await cluster.stop();
});

describe.each(['memory', 'redis', 'cluster'])('%s store', (kind) => {
  const store = () => stores[kind] as Store;

  it('reads back what it stored', async () => {
    await store().set('a', 'one', 10_000);
    expect(await store().get('a')).toBe('one');
  });

  it('answers null for a missing key', async () => {
    expect(await store().get(`missing-${randomUUID()}`)).toBeNull();
  });

  it('forgets a key after its time to live', async () => {
    await store().set('short', 'x', TTL_MS);
    expect(await store().get('short')).toBe('x');
    await expired(async () => expect(await store().get('short')).toBeNull());
  });

  it('deletes a key', async () => {
    await store().set('gone', 'x', 10_000);
    await store().del('gone');
    expect(await store().get('gone')).toBeNull();
  });

  it('answers ping', async () => {
    expect(await store().ping()).toBe(true);
  });
});

describe.each(['memory', 'redis', 'cluster'])('%s store counters and slots', (kind) => {
  const store = () => stores[kind] as Store;

  it('counts within a fixed window and starts over after it', async () => {
    const key = `count-${randomUUID()}`;
    expect((await store().incr(key, TTL_MS)).count).toBe(1);
    const second = await store().incr(key, TTL_MS);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(TTL_MS);
    await expired(async () => expect(await store().ttl(key)).toBe(0));
    expect((await store().incr(key, TTL_MS)).count).toBe(1);
  });

  it('counts every concurrent increment exactly once', async () => {
    const key = `burst-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 50 }, () => store().incr(key, 5_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('lengthens a value, never shortens it', async () => {
    const key = `longer-${randomUUID()}`;
    expect(await store().setIfLonger(key, 'week', 7 * TTL_MS)).toBe(true);
    expect(await store().setIfLonger(key, 'day', TTL_MS)).toBe(false);
    expect(await store().get(key)).toBe('week');
    expect(await store().ttl(key)).toBeGreaterThan(TTL_MS);
    expect(await store().setIfLonger(key, 'month', 30 * TTL_MS)).toBe(true);
    expect(await store().get(key)).toBe('month');
    expect(await store().ttl(key)).toBeGreaterThan(7 * TTL_MS);
  });

  it('sets a slot only when absent, until it expires', async () => {
    const key = `slot-${randomUUID()}`;
    expect(await store().setIfAbsent(key, 'a', TTL_MS)).toBe(true);
    expect(await store().setIfAbsent(key, 'b', TTL_MS)).toBe(false);
    expect(await store().get(key)).toBe('a');
    expect(await store().ttl(key)).toBeGreaterThan(0);
    await expired(async () => expect(await store().ttl(key)).toBe(0));
    expect(await store().setIfAbsent(key, 'c', TTL_MS)).toBe(true);
  });
});

describe('cluster store', () => {
  it('spreads keys over the three masters, and reads each back', async () => {
    const store = stores.cluster as RedisStore;
    const prefix = (store.client.options as { keyPrefix?: string }).keyPrefix ?? '';
    const keys = Array.from({ length: 30 }, (_, i) => `spread-${i}-${randomUUID()}`);
    await Promise.all(keys.map((key) => store.set(key, key, 10_000)));
    for (const key of keys) expect(await store.get(key)).toBe(key);
    const masters = new Set<number>();
    for (const key of keys) masters.add((await cluster.masterOf(`${prefix}${key}`)).port);
    expect(masters.size).toBe(3);
  });
});
