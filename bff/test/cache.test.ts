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
