/** home.bootstrap against the real sandbox: every section in one response, failures isolated. */
import { describe, expect, it } from 'vitest';
import type { HomeBootstrap } from '@app/contracts';
import { body, freshBffPerTest, type TrpcClient } from './helpers/stack.ts';

/*
 * A fresh BFF per test: its cache must not hide what the test does to the gateway. The deadline
 * is generous: a cold BFF on a busy machine (the suites run side by side) has taken more than a
 * second for its first rows, and only the faults below must miss it. A fault holds its relay
 * past the deadline and past the upstream timeout, so an answer before that timeout is the
 * deadline's doing. When exactly the deadline cuts is shown on a fake clock
 * (home-deadline.test.ts).
 */
const DEADLINE_MS = 4_000;
const UPSTREAM_TIMEOUT_MS = 8_000;
const HANG_MS = 10_000;
const stack = freshBffPerTest({
  homeSectionDeadlineMs: DEADLINE_MS,
  upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
});

/** home.bootstrap, and how long it took. */
async function timedBootstrap(client: TrpcClient) {
  const started = performance.now();
  const home = await bootstrap(client);
  return { home, elapsed: performance.now() - started };
}

const bootstrap = async (client: TrpcClient) => {
  const response = await client.query('home.bootstrap');
  expect(response.statusCode).toBe(200);
  return body(response).result?.data as HomeBootstrap;
};

describe('home.bootstrap for a visitor', () => {
  it('returns every section, nothing failed, no member data', async () => {
    const home = await bootstrap(stack.client());
    expect(home.failedSections).toEqual([]);
    expect(home.banners.m_home?.length).toBeGreaterThan(0);
    expect(Object.keys(home.banners)).toEqual(
      expect.arrayContaining(['m_home', 'm_live', 'm_video', 'm_reg']),
    );
    expect(home.videos.length).toBeGreaterThan(0);
    for (const video of home.videos)
      expect(video.embedUrl).toMatch(
        /^https:\/\/www\.youtube\.com\/embed\/[\w-]+\?autoplay=1.*rel=0/,
      );
    expect(home.marquee.length).toBeGreaterThanOrEqual(4);
    expect(home.categories.map((c) => c.gameType)).toEqual(
      expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'ESPORTS']),
    );
    // Cockfighting is off unless the merchant turns it on (GAME_TYPES_DISABLED).
    expect(home.categories.map((c) => c.gameType)).not.toContain('COCKFIGHT');
    expect(home.hotGames.length).toBeGreaterThan(0);
    expect(home.rows.RNG).toHaveLength(20);
    expect(home.rows.FISH.length).toBeGreaterThan(0);
    expect(home.winners.length).toBeLessThanOrEqual(10);
    expect(home.winners.length).toBeGreaterThan(3);
    expect(home.hotMatches.length).toBeGreaterThan(0);
    expect(home.download.social.length).toBeGreaterThan(0);
    expect(home.member).toBeNull();
    expect(home.balance).toBeNull();
    expect(home.favourites).toEqual([]);
    expect(home.popups.length).toBeGreaterThan(0);
  });

  it('fans out to the gateway in parallel and serves the next visitor from the cache', async () => {
    await bootstrap(stack.client());
    await stack.sandbox.control('DELETE', '/stats');
    await bootstrap(stack.client());
    const stats = await stack.sandbox.control<{ counts: Record<string, number> }>('GET', '/stats');
    expect(stats.counts).toEqual({});
  });
});

describe('home.bootstrap for a member', () => {
  it('adds the member, balance, unread counts, favourites and the signed-in popups', async () => {
    const client = stack.client();
    await client.mutate('session.login', {
      type: 'username',
      username: 'demo',
      password: 'Demo1234',
    });
    const visitorPopups = (await bootstrap(stack.client())).popups.map((p) => p.id);
    const home = await bootstrap(client);
    expect(home.failedSections).toEqual([]);
    expect(home.member).toMatchObject({ nickname: 'Lucky Demo' });
    expect(home.balance).toMatchObject({ sumBalance: '1250.50' });
    expect(home.unread).toMatchObject({ inbox: 2 });
    expect(home.favourites.map((g) => g.nodeId).sort()).toEqual(['178001', '181003', '185001']);
    expect(home.popups.map((p) => p.id)).not.toEqual(visitorPopups);
  });

  it("shows a member the signed-in login popups, asked with the member's token, H and the groups", async () => {
    const client = stack.client();
    await client.mutate('session.login', {
      type: 'username',
      username: 'demo',
      password: 'Demo1234',
    });
    const home = await bootstrap(client);
    // The sandbox's execution-A popups (announcements.data.ts): the visitors' never reach a member.
    expect(home.popups.map((p) => p.title)).toEqual(['Welcome back!', 'VIP weekend']);
    const asked = (await stack.sandbox.received('/wps/relay/MCSFE_getListAnnouncements'))
      .map((request) => new URLSearchParams(request.query ?? ''))
      .filter((query) => query.get('token'));
    const last = asked.at(-1);
    expect(last?.get('types')).toBe('PU,H');
    expect(last?.get('groupName')).toBe('m_home,m_live');
    expect(last?.get('platform')).toBe('M');
  });
});

describe('failing sections', () => {
  it('renders everything else when the winners relay fails', async () => {
    await stack.sandbox.control('POST', '/faults', {
      path: '/wps/relay/GCSGAME_getRankList',
      status: 500,
    });
    const home = await bootstrap(stack.client());
    expect(home.failedSections).toEqual(['winners']);
    expect(home.winners).toEqual([]);
    expect(home.hotGames.length).toBeGreaterThan(0);
    expect(home.marquee.length).toBeGreaterThan(0);
  });

  it('sends a section that misses its deadline empty, without waiting for it', async () => {
    await stack.sandbox.control('POST', '/faults', {
      path: '/wps/relay/GCSGAME_getGameMatchV2',
      latencyMs: HANG_MS,
    });
    const { home, elapsed } = await timedBootstrap(stack.client());
    expect(elapsed).toBeLessThan(UPSTREAM_TIMEOUT_MS);
    expect(home.failedSections).toEqual(['hotMatches']);
    expect(home.hotMatches).toEqual([]);
    expect(home.rows.RNG.length).toBe(20);
  });
});

describe('one deadline for the whole bootstrap', () => {
  it('answers a visitor before the hanging announcements, popups included', async () => {
    await stack.sandbox.control('POST', '/faults', {
      path: '/wps/relay/MCSFE_getListAnnouncements',
      latencyMs: HANG_MS,
    });
    const { home, elapsed } = await timedBootstrap(stack.client());
    // Popups wait on the announcements too, on the same deadline.
    expect([...home.failedSections].sort()).toEqual(['banners', 'marquee', 'popups']);
    expect(home.popups).toEqual([]);
    expect(home.hotGames.length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(UPSTREAM_TIMEOUT_MS);
  });

  it('answers a member before the hanging member relays, after a slow member info', async () => {
    const client = stack.client();
    await client.mutate('session.login', {
      type: 'username',
      username: 'demo',
      password: 'Demo1234',
    });
    // The member is confirmed late but in time; the member-only sections then have only what is
    // left of the deadline.
    await stack.sandbox.control('POST', '/faults', { path: '/wps/member/info', latencyMs: 1_000 });
    for (const path of [
      '/wps/v2/wallets/balance',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      '/wps/relay/EMFE_getInboxUnreadCount',
      '/wps/relay/CBS_unreadCount',
      '/wps/relay/MCSFE_getUnreadAnnouncementCount',
    ])
      await stack.sandbox.control('POST', '/faults', { path, latencyMs: HANG_MS });
    const { home, elapsed } = await timedBootstrap(client);
    expect(home.member).toMatchObject({ nickname: 'Lucky Demo' });
    expect([...home.failedSections].sort()).toEqual(['balance', 'favourites', 'unread']);
    expect(home.balance).toBeNull();
    expect(elapsed).toBeLessThan(UPSTREAM_TIMEOUT_MS);
  });
});
