/**
 * The login guard's slow-down on a fake clock (features/session/login-guard.ts): each failure
 * past the threshold waits exactly its delay, doubling up to the cap, and a correct password
 * never waits. The integration suite (login-guard.integration.test.ts) shows the same through two
 * replicas on a real Redis, where only "at least the delay" can be timed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { LoginGuard } from '../src/features/session/login-guard.ts';
import { MemoryStore } from '../src/store/memory-store.ts';

const CONFIG = {
  captchaAfterFailures: 3,
  windowMs: 60_000,
  slowdownBaseMs: 200,
  slowdownMaxMs: 800,
};

let store: MemoryStore;
let guard: LoginGuard;

beforeEach(() => {
  vi.useFakeTimers();
  store = new MemoryStore();
  guard = new LoginGuard(store, CONFIG, pino({ level: 'silent' }));
});

afterEach(async () => {
  vi.useRealTimers();
  await store.close();
});

/** How long `work` takes on the fake clock (it must settle within a minute of it). */
async function duration(work: () => Promise<void>): Promise<number> {
  const start = Date.now();
  let end: number | undefined;
  void work().then(() => (end = Date.now()));
  for (let ms = 0; end === undefined && ms < 60_000; ms += 1) await vi.advanceTimersByTimeAsync(1);
  if (end === undefined) throw new Error('still waiting after a minute');
  return end - start;
}

describe('LoginGuard', () => {
  it('answers failures at once up to the threshold, then base, doubling, up to the cap', async () => {
    const delays: number[] = [];
    for (let i = 0; i < 6; i += 1) delays.push(await duration(() => guard.failed('Demo')));
    expect(delays).toEqual([0, 0, 0, 200, 400, 800]);
    expect(guard.slowdownMs(10)).toBe(800);
  });

  it('never slows the right password, however many failures came before, and starts afresh', async () => {
    for (let i = 0; i < 5; i += 1) await duration(() => guard.failed('demo'));
    expect(await guard.captchaRequired('DEMO ')).toBe(true);
    expect(await duration(() => guard.succeeded('demo'))).toBe(0);
    expect(await guard.captchaRequired('demo')).toBe(false);
    expect(await duration(() => guard.failed('demo'))).toBe(0);
  });

  it('forgets failures once their window has passed', async () => {
    for (let i = 0; i < 3; i += 1) await duration(() => guard.failed('demo'));
    expect(await guard.captchaRequired('demo')).toBe(true);
    await vi.advanceTimersByTimeAsync(CONFIG.windowMs);
    expect(await guard.captchaRequired('demo')).toBe(false);
  });
});
