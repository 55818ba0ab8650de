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

/**
 * The in-process copy (decision 018): the store stays the authority whenever it answers; the copy
 * stands in only while it fails, for at most `maxAgeMs` after the store last confirmed a session.
 */
describe('the session copy while the store is away', () => {
  const MAX_AGE_MS = 30_000;
  let now = 1;
  const copyStore = new (class extends SwitchableStore {
    override set(key: string, value: string, ttlMs: number) {
      return this.down ? Promise.reject(new Error('store down')) : super.set(key, value, ttlMs);
    }
  })();
  const withCopy = (maxEntries = 100) =>
    new SessionStore(copyStore, {
      ttlSeconds: 60,
      log: pino({ level: 'silent' }),
      copy: { maxAgeMs: MAX_AGE_MS, maxEntries, now: () => now },
    });
  const member = (token: string): SessionData => ({
    ...emptySession(),
    createdAt: 1,
    token,
    userName: token,
  });

  afterEach(() => {
    copyStore.down = false;
    now = 1; // lru-cache reads a start time of 0 as "no expiry"
  });

  it('serves a session the store last confirmed, up to maxAgeMs, and fails after', async () => {
    const copy = withCopy();
    await copy.write('m1', member('t1'));
    now = 1_000;
    expect((await copy.readWithSource('m1')).source).toBe('store'); // confirmed at 1 000
    copyStore.down = true;
    now = 1_000 + MAX_AGE_MS;
    expect(await copy.readWithSource('m1')).toEqual({ data: member('t1'), source: 'copy' });
    now = 1_000 + MAX_AGE_MS + 1;
    await expect(copy.read('m1')).rejects.toThrow('store down');
  });

  it('follows the store as soon as it answers: a sign-out elsewhere wins at once', async () => {
    const copy = withCopy();
    await copy.write('m1', member('t1'));
    copyStore.down = true;
    expect((await copy.readWithSource('m1')).source).toBe('copy');
    copyStore.down = false;
    await copyStore.del('session:m1'); // another replica signed the member out
    expect(await copy.read('m1')).toBeNull();
    copyStore.down = true;
    await expect(copy.read('m1')).rejects.toThrow('store down'); // the copy went with it
  });

  it('never stands in for a session this process has not seen', async () => {
    const copy = withCopy();
    await copyStore.set('session:other', JSON.stringify(member('t2')), 60_000);
    copyStore.down = true;
    await expect(copy.read('other')).rejects.toThrow('store down');
  });

  it('keeps maxEntries sessions, the least recently used going first', async () => {
    const copy = withCopy(2);
    for (const id of ['a', 'b', 'c']) await copy.write(id, member(id));
    expect(copy.copies).toBe(2);
    copyStore.down = true;
    await expect(copy.read('a')).rejects.toThrow('store down');
    expect(await copy.read('c')).toEqual(member('c'));
  });

  it("refuses a member's write, but keeps a visitor's (a captcha) until the store is back", async () => {
    const copy = withCopy();
    copyStore.down = true;
    await expect(copy.write('m1', member('t1'))).rejects.toThrow('store down');
    const visitor = { ...emptySession(), cookies: { captchaId: 'c1' } };
    await copy.write('v1', visitor);
    expect(await copy.read('v1')).toEqual(visitor);
    copyStore.down = false;
    // Never reached the store, and never had a token: still this visitor's.
    expect(await copy.readWithSource('v1')).toEqual({ data: visitor, source: 'copy' });
    await copy.write('v1', visitor);
    expect(await copyStore.get('session:v1')).not.toBeNull();
  });

  it('forgets a session removed here, even while the store is down', async () => {
    const copy = withCopy();
    await copy.write('m1', member('t1'));
    copyStore.down = true;
    await copy.removeOrQueue('m1');
    await expect(copy.read('m1')).rejects.toThrow('store down');
    copy.close();
  });
});
