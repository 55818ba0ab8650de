/**
 * home.bootstrap's one deadline (features/home/home.service.ts), on a fake clock: a scripted
 * gateway client whose calls fail at once, hang, or answer after a set time, so the test can say
 * exactly when the home answers. A section that starts late (popups waiting on the
 * announcements, the member-only sections after the member info) gets what is left of the
 * deadline, never a fresh one. home.integration.test.ts shows the same against the real sandbox,
 * where real time can only bound it loosely.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { HomeBootstrap } from '@app/contracts';
import { emptySession, type SessionData } from '../src/session/session-store.ts';
import { createCaller } from '../src/trpc/router.ts';
import type { UpstreamCall, UpstreamClient } from '../src/upstream/client.ts';
import { testContext } from './helpers/context.ts';

const DEADLINE_MS = 1_000;
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';
const MEMBER_INFO = '/wps/member/info';
const MEMBER_RELAYS = [
  '/wps/v2/wallets/balance',
  '/wps/relay/MCSFE_getFavoriteGamesList',
  '/wps/relay/MCSFE_getUnreadAnnouncementCount',
];

/** What the scripted gateway does with a path; any other call fails at once. */
type Script = Record<string, { hang: true } | { afterMs: number; value: unknown }>;

function scriptedClient(script: Script): UpstreamClient {
  return {
    call: (call: UpstreamCall, schema: z.ZodType) => {
      const answer = script[call.path];
      if (!answer) return Promise.reject(new Error(`gateway down: ${call.path}`));
      if ('hang' in answer) return new Promise(() => undefined);
      return new Promise((resolve) =>
        setTimeout(() => resolve(schema.parse(answer.value)), answer.afterMs),
      );
    },
  } as unknown as UpstreamClient;
}

/** Starts home.bootstrap; `settled()` tells whether it has answered yet. */
function bootstrap(script: Script, session: SessionData | null = null) {
  const ctx = testContext({
    upstream: scriptedClient(script),
    session,
    config: { homeSectionDeadlineMs: DEADLINE_MS },
  });
  let home: HomeBootstrap | undefined;
  const done = createCaller(ctx)
    .home.bootstrap({ language: 'EN' })
    .then((value) => (home = value));
  return { done, settled: () => home !== undefined };
}

beforeEach(() => {
  // performance too: the deadline is kept on performance.now().
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('home.bootstrap under one deadline', () => {
  it('answers a visitor at the deadline when the announcements hang, popups included', async () => {
    const home = bootstrap({ [ANNOUNCEMENTS]: { hang: true } });
    await vi.advanceTimersByTimeAsync(DEADLINE_MS - 1);
    expect(home.settled()).toBe(false);
    // The popups start when the deadline has passed: their 0 ms timer is a timer's least, 1 ms.
    await vi.advanceTimersByTimeAsync(2);
    expect(home.settled()).toBe(true);
    const { failedSections, popups } = await home.done;
    // Popups wait on the announcements too, but on the same deadline, not a fresh one.
    expect(failedSections).toEqual(expect.arrayContaining(['banners', 'marquee', 'popups']));
    expect(popups).toEqual([]);
  });

  it('answers a member at the deadline when the member relays hang after a slow member info', async () => {
    const member = { ...emptySession(), token: 'TOKEN-1', userName: 'demo', type: 0 };
    const home = bootstrap(
      {
        [MEMBER_INFO]: { afterMs: 650, value: { account: 'demo', nickname: 'Lucky Demo' } },
        ...Object.fromEntries(MEMBER_RELAYS.map((path) => [path, { hang: true } as const])),
      },
      member,
    );
    // The member is confirmed at 650 ms; the member sections then have only the 350 ms left.
    await vi.advanceTimersByTimeAsync(DEADLINE_MS - 1);
    expect(home.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(home.settled()).toBe(true);
    const result = await home.done;
    expect(result.member).toMatchObject({ nickname: 'Lucky Demo' });
    expect(result.failedSections).toEqual(expect.arrayContaining(['balance', 'favourites']));
    expect(result.failedSections).not.toContain('member');
    expect(result.balance).toBeNull();
  });

  it('keeps a section that answers just in time', async () => {
    const home = bootstrap(
      {
        [MEMBER_INFO]: { afterMs: DEADLINE_MS - 1, value: { account: 'demo' } },
      },
      { ...emptySession(), token: 'TOKEN-1', userName: 'demo', type: 0 },
    );
    await vi.advanceTimersByTimeAsync(DEADLINE_MS);
    const result = await home.done;
    expect(result.member).toMatchObject({ account: 'demo' });
    expect(result.failedSections).not.toContain('member');
  });
});
