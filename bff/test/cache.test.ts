/** The caching helper: freshness, stale-while-revalidate, stale-if-error, single flight, schemas. */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { z } from 'zod';
import { Cache } from '../src/cache/cached.ts';
import { MemoryStore } from '../src/store/memory-store.ts';
import { RedisStore } from '../src/store/redis-store.ts';
import type { Store } from '../src/store/store.ts';

const log = pino({ level: 'silent' });
const store = new MemoryStore();
afterAll(() => store.close());

const Value = z.object({ v: z.number() });

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function counter(values: (() => Promise<{ v: number }>)[]) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: () => {
      const next = values[Math.min(calls, values.length - 1)] as () => Promise<{ v: number }>;
      calls += 1;
      return next();
    },
  };
}

/**
 * A cache on a clock the test moves, and one key whose loads answer `values` in turn (the last
 * repeats): `read()` asks the cache for it.
 */
function cachedSource(
  values: (() => Promise<{ v: number }>)[],
  ttl = { ttlMs: 1_000, staleTtlMs: 10_000 },
) {
  const time = clock();
  const cache = new Cache(store, log, time.now);
  const source = counter(values);
  const options = { key: randomUUID(), ...ttl, schema: Value, load: source.load };
  return { time, source, read: () => cache.cached(options) };
}

const one = async () => ({ v: 1 });
const two = async () => ({ v: 2 });
const failing = async () => Promise.reject(new Error('503'));
/** A background refresh lands when it lands: waited for as a condition. */
const eventually = (check: () => Promise<void> | void) =>
  vi.waitFor(check, { timeout: 10_000, interval: 10 });

describe('cached', () => {
  it('serves a fresh value without loading again', async () => {
    const { time, source, read } = cachedSource([one, two]);
    expect(await read()).toEqual({ v: 1 });
    time.advance(999);
    expect(await read()).toEqual({ v: 1 });
    expect(source.calls).toBe(1);
  });

  it('serves a stale value at once and refreshes it in the background', async () => {
    const { time, source, read } = cachedSource([one, two]);
    await read();
    time.advance(1_500);
    expect(await read()).toEqual({ v: 1 });
    // The background refresh lands; reads meanwhile join it rather than load again.
    await eventually(async () => expect(await read()).toEqual({ v: 2 }));
    expect(source.calls).toBe(2);
  });

  it('keeps serving the stale value while the source fails (stale-if-error)', async () => {
    const { time, source, read } = cachedSource([one, failing]);
    await read();
    for (let i = 0; i < 3; i += 1) {
      time.advance(2_000);
      expect(await read()).toEqual({ v: 1 });
      // Each stale read started its own (failing) refresh.
      await eventually(() => expect(source.calls).toBe(i + 2));
    }
  });

  it('gives up on a value older than ttl + staleTtl: the error surfaces', async () => {
    const { time, read } = cachedSource([one, failing], { ttlMs: 1_000, staleTtlMs: 1_000 });
    await read();
    time.advance(2_001);
    await expect(read()).rejects.toThrow('503');
  });

  it('shares one load among concurrent misses of a key (single flight)', async () => {
    const cache = new Cache(store, log);
    let calls = 0;
    const load = async () => {
      calls += 1;
      // A load that takes a while (not a wait): the other misses arrive while it runs.
      await new Promise((r) => setTimeout(r, 20));
      return { v: 42 };
    };
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        cache.cached({ key, ttlMs: 1_000, staleTtlMs: 1_000, schema: Value, load }),
      ),
    );
    expect(calls).toBe(1);
    expect(results.every((r) => r.v === 42)).toBe(true);
  });

  it('treats a stored value that no longer matches the schema as a miss', async () => {
    const cache = new Cache(store, log);
    const key = randomUUID();
    await cache.cached({
      key,
      ttlMs: 60_000,
      staleTtlMs: 0,
      schema: z.object({ v: z.string() }),
      load: async () => ({ v: 'old shape' }),
    });
    const value = await cache.cached({
      key,
      ttlMs: 60_000,
      staleTtlMs: 0,
      schema: Value,
      load: async () => ({ v: 3 }),
    });
    expect(value).toEqual({ v: 3 });
  });

  it('works without a store: Redis down means no cache, not an error', async () => {
    const broken: Store = new RedisStore({
      url: 'redis://127.0.0.1:9',
      logger: log,
      connectTimeoutMs: 100,
    });
    const cache = new Cache(broken, log);
    let calls = 0;
    const load = async () => ({ v: ++calls });
    const key = randomUUID();
    expect(await cache.cached({ key, ttlMs: 60_000, staleTtlMs: 0, schema: Value, load })).toEqual({
      v: 1,
    });
    expect(await cache.cached({ key, ttlMs: 60_000, staleTtlMs: 0, schema: Value, load })).toEqual({
      v: 2,
    });
    await broken.close();
  });
});

/** The store under a local copy: reads can be counted and made to fail. */
class CountingStore extends MemoryStore {
  reads = 0;
  failing = false;
  override async get(key: string): Promise<string | null> {
    this.reads += 1;
    if (this.failing) throw new Error('store down');
    return super.get(key);
  }
  override async set(key: string, value: string, ttlMs: number): Promise<void> {
    if (this.failing) throw new Error('store down');
    return super.set(key, value, ttlMs);
  }
}

describe('cached with a local copy (localTtlMs)', () => {
  function localSource(values: (() => Promise<{ v: number }>)[], ttlMs = 1_000) {
    const time = clock();
    const counting = new CountingStore();
    const cache = new Cache(counting, log, time.now);
    const source = counter(values);
    const options = {
      key: randomUUID(),
      ttlMs,
      staleTtlMs: 10_000,
      localTtlMs: 300,
      schema: Value,
      load: source.load,
    };
    return { time, source, store: counting, read: () => cache.cached(options) };
  }

  it('answers from the process for localTtlMs without reading the store, the same frozen value', async () => {
    const { time, source, store: counting, read } = localSource([one, two]);
    const first = await read();
    const readsAfterLoad = counting.reads;
    time.advance(299);
    const again = await read();
    expect(again).toBe(first);
    expect(Object.isFrozen(again)).toBe(true);
    expect(counting.reads).toBe(readsAfterLoad);
    // Past the local window the store is read again (the entry there is still fresh).
    time.advance(1);
    expect(await read()).toEqual({ v: 1 });
    expect(counting.reads).toBe(readsAfterLoad + 1);
    expect(source.calls).toBe(1);
    await counting.close();
  });

  it('never keeps a copy past the entry freshness: staleness and refreshes work as without it', async () => {
    const { time, source, read } = localSource([one, two], 200);
    await read();
    // The local window (300 ms) is longer than the freshness (200 ms): the freshness wins.
    time.advance(200);
    expect(await read()).toEqual({ v: 1 });
    await eventually(async () => expect(await read()).toEqual({ v: 2 }));
    expect(source.calls).toBe(2);
  });

  it('drops the copies when the store fails, and reads the store again once it is back', async () => {
    const { time, source, store: counting, read } = localSource([one, two]);
    await read();
    time.advance(300);
    counting.failing = true;
    // No store: no cache, the copy included; each read loads.
    expect(await read()).toEqual({ v: 2 });
    expect(await read()).toEqual({ v: 2 });
    expect(source.calls).toBe(3);
    counting.failing = false;
    // Back: the entry the store still holds (fresh) answers, and is kept locally again.
    const reads = counting.reads;
    expect(await read()).toEqual({ v: 1 });
    expect(await read()).toEqual({ v: 1 });
    expect(counting.reads).toBe(reads + 1);
    expect(source.calls).toBe(3);
    await counting.close();
  });
});
