/** The per-session throttles, alone and shared by two replicas through a real Redis. */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { z } from 'zod';
import { MemoryStore } from '../src/store/memory-store.ts';
import { RedisStore } from '../src/store/redis-store.ts';
import { Throttles } from '../src/throttle/throttle.ts';
import { startRedis, type SharedRedis } from './helpers/redis.ts';

const log = pino({ level: 'silent' });
let redis: SharedRedis;
let redisA: RedisStore;
let redisB: RedisStore;
const memory = new MemoryStore();

beforeAll(async () => {
  redis = await startRedis();
  const prefix = `throttle-test:${randomUUID()}:`;
  redisA = new RedisStore({ url: redis.url, logger: log, keyPrefix: prefix });
  redisB = new RedisStore({ url: redis.url, logger: log, keyPrefix: prefix });
  await Promise.all([redisA.connected(), redisB.connected()]);
});

afterAll(async () => {
  await Promise.all([redisA.close(), redisB.close(), memory.close()]);
  await redis.stop();
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A load that takes a while. On the memory store the tests run on a fake clock; the replicas
 * share a real Redis, whose windows run on its own clock.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const Count = z.object({ n: z.number() });

describe('shared (unread counts)', () => {
  it('loads once per window; callers inside it share the answer', async () => {
    vi.useFakeTimers();
    const throttles = new Throttles(memory, log);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(10);
      return { n: loads };
    };
    const key = `unread:${randomUUID()}`;
    const ask = () => throttles.shared({ key, windowMs: 250, schema: Count, load });
    const answers = Promise.all(Array.from({ length: 20 }, ask));
    await vi.advanceTimersByTimeAsync(10);
    expect(loads).toBe(1);
    expect(new Set((await answers).map((a) => a.n))).toEqual(new Set([1]));
    // The answer is kept one 250 ms window from when it arrived (10 ms in); then the next
    // caller loads again.
    await vi.advanceTimersByTimeAsync(249);
    expect(await ask()).toEqual({ n: 1 });
    await vi.advanceTimersByTimeAsync(1);
    const next = ask();
    await vi.advanceTimersByTimeAsync(10);
    expect(await next).toEqual({ n: 2 });
  });

  it('shares one load between two replicas on the same Redis', async () => {
    const replicas = [new Throttles(redisA, log), new Throttles(redisB, log)];
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(30);
      return { n: 7 };
    };
    const key = `unread:${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (replicas[i % 2] as Throttles).shared({ key, windowMs: 250, schema: Count, load }),
      ),
    );
    expect(loads).toBe(1);
    expect(answers.every((a) => a.n === 7)).toBe(true);
  });

  it('still answers when the store is down', async () => {
    const broken = new RedisStore({
      url: 'redis://127.0.0.1:9',
      logger: log,
      connectTimeoutMs: 100,
    });
    const throttles = new Throttles(broken, log);
    expect(
      await throttles.shared({
        key: 'k',
        windowMs: 250,
        schema: Count,
        load: async () => ({ n: 1 }),
      }),
    ).toEqual({ n: 1 });
    await broken.close();
  });
});

describe('spaced (mark-read)', () => {
  it('sends every item once, in order, a window apart', async () => {
    vi.useFakeTimers();
    const throttles = new Throttles(memory, log);
    const sent: { item: string; at: number }[] = [];
    const send = async (item: string) => {
      sent.push({ item, at: Date.now() });
    };
    const key = `read:${randomUUID()}`;
    const start = Date.now();
    const all = Promise.all(['a', 'b', 'c', 'd'].map((i) => throttles.spaced(key, 150, i, send)));
    await vi.advanceTimersByTimeAsync(449);
    expect(sent.map((s) => s.item)).toEqual(['a', 'b', 'c']);
    await vi.advanceTimersByTimeAsync(1);
    await all;
    expect(sent.map((s) => [s.item, s.at - start])).toEqual([
      ['a', 0],
      ['b', 150],
      ['c', 300],
      ['d', 450],
    ]);
  });

  it('coalesces a duplicate that is still waiting, and resolves both callers', async () => {
    const throttles = new Throttles(memory, log);
    const sent: string[] = [];
    const key = `read:${randomUUID()}`;
    const send = async (item: string) => {
      sent.push(item);
    };
    await Promise.all([
      throttles.spaced(key, 150, 'x', send),
      throttles.spaced(key, 150, 'y', send),
      throttles.spaced(key, 150, 'y', send),
    ]);
    expect(sent).toEqual(['x', 'y']);
  });

  it('passes a failed send to its callers and goes on with the rest', async () => {
    const throttles = new Throttles(memory, log);
    const key = `read:${randomUUID()}`;
    const sent: string[] = [];
    const send = async (item: string) => {
      if (item === 'bad') throw new Error('refused');
      sent.push(item);
    };
    const results = await Promise.allSettled(
      ['ok1', 'bad', 'ok2'].map((i) => throttles.spaced(key, 150, i, send)),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(sent).toEqual(['ok1', 'ok2']);
  });

  it('spaces the sends of two replicas sharing Redis', async () => {
    const replicas = [new Throttles(redisA, log), new Throttles(redisB, log)];
    const key = `read:${randomUUID()}`;
    const at: number[] = [];
    const send = async () => {
      at.push(performance.now());
    };
    await Promise.all(
      ['1', '2', '3', '4'].map((item, i) =>
        (replicas[i % 2] as Throttles).spaced(key, 150, item, send),
      ),
    );
    at.sort((a, b) => a - b);
    expect(at).toHaveLength(4);
    // The slots are granted by Redis 150 ms apart; what the test sees is when each process got
    // round to the send after its grant, which a loaded machine delays (a CI run beside another
    // job saw one send 55 ms late). So each gap may lose that delay, and the whole run, whose
    // first send can only be late too, still spans three windows less one delay.
    const DELAY_ALLOWANCE_MS = 75;
    for (let i = 1; i < at.length; i += 1)
      expect((at[i] as number) - (at[i - 1] as number)).toBeGreaterThanOrEqual(
        150 - DELAY_ALLOWANCE_MS,
      );
    expect((at[3] as number) - (at[0] as number)).toBeGreaterThanOrEqual(450 - DELAY_ALLOWANCE_MS);
  });
});
