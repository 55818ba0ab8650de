/** The store contract, run against both implementations (memory, and a real Redis). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { MemoryStore } from '../src/store/memory-store.ts';
import { RedisStore } from '../src/store/redis-store.ts';
import type { Store } from '../src/store/store.ts';
import { startRedis, type RedisFixture } from './helpers/redis.ts';

let redis: RedisFixture;
const stores: Record<string, Store> = {};

beforeAll(async () => {
  redis = await startRedis();
  stores.memory = new MemoryStore();
  stores.redis = new RedisStore({ url: redis.url, logger: pino({ level: 'silent' }), keyPrefix: `test:${randomUUID()}:` });
});

afterAll(async () => {
  for (const store of Object.values(stores)) await store.close();
  await redis.stop();
});

describe.each(['memory', 'redis'])('%s store', (kind) => {
  const store = () => stores[kind] as Store;

  it('reads back what it stored', async () => {
    await store().set('a', 'one', 10_000);
    expect(await store().get('a')).toBe('one');
  });

  it('answers null for a missing key', async () => {
    expect(await store().get(`missing-${randomUUID()}`)).toBeNull();
  });

  it('forgets a key after its time to live', async () => {
    await store().set('short', 'x', 30);
    await new Promise((r) => setTimeout(r, 80));
    expect(await store().get('short')).toBeNull();
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
