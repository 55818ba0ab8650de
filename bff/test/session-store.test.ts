/**
 * Sign-outs while the store is down (SessionStore.removeOrQueue): never failing, and finished
 * once the store answers again, the gateway token ended exactly once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { emptySession, SessionStore, type SessionData } from '../src/session/session-store.ts';
import { MemoryStore } from '../src/store/memory-store.ts';

/** A memory store that can be switched off: every call then fails as a dead Redis would. */
class SwitchableStore extends MemoryStore {
  down = false;
  override get(key: string) {
    return this.down ? Promise.reject(new Error('store down')) : super.get(key);
  }
  override del(key: string) {
    return this.down ? Promise.reject(new Error('store down')) : super.del(key);
  }
}

const store = new SwitchableStore();
const ended: string[] = [];
const sessions = new SessionStore(store, {
  ttlSeconds: 60,
  log: pino({ level: 'silent' }),
  endToken: async (data: SessionData) => {
    ended.push(data.token ?? '');
  },
  retryMs: 60_000,
});

afterEach(() => {
  store.down = false;
  ended.length = 0;
  sessions.close();
});

describe('a sign-out while the store is down', () => {
  it('does not fail, and ends the token and removes the session once the store is back', async () => {
    await sessions.write('s1', { ...emptySession(), token: 'token-1' });
    store.down = true;
    await expect(sessions.removeOrQueue('s1')).resolves.toBeUndefined();
    expect(sessions.pendingRemovals).toBe(1);

    await sessions.retryPendingRemovals(); // still down: kept
    expect(sessions.pendingRemovals).toBe(1);
    expect(ended).toEqual([]);

    store.down = false;
    await sessions.retryPendingRemovals();
    expect(sessions.pendingRemovals).toBe(0);
    expect(await sessions.read('s1')).toBeNull();
    expect(ended).toEqual(['token-1']);

    await sessions.retryPendingRemovals();
    expect(ended).toEqual(['token-1']);
  });

  it('has nothing left to end when the record went meanwhile (the store ran the removal late)', async () => {
    store.down = true;
    await sessions.removeOrQueue('gone');
    store.down = false;
    await sessions.retryPendingRemovals();
    expect(sessions.pendingRemovals).toBe(0);
    expect(ended).toEqual([]);
  });
});
