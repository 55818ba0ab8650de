/** home.bootstrap against the real sandbox: every section in one response, failures isolated. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HomeBootstrap } from '@app/contracts';
import { body, startBff, TrpcClient, freshBffPerTest } from './helpers/stack.ts';

// A fresh BFF per test: its cache must not hide what the test does to the gateway. The
// production deadline: a cold BFF on a busy machine (the suites run side by side) can take more
// than half a second for its first rows, and only the fault below must miss it.
const stack = freshBffPerTest({ homeSectionDeadlineMs: 1_500 });

const bootstrap = async (client: TrpcClient) => {
  const response = await client.query('home.bootstrap');
  expect(response.statusCode).toBe(200);
  return body(response).result?.data as HomeBootstrap;
};

describe('home.bootstrap for a visitor', () => {
  it('returns every section, nothing failed, no member data', async () => {
    const home = await bootstrap(new TrpcClient(stack.app));
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
    await bootstrap(new TrpcClient(stack.app));
    await stack.sandbox.control('DELETE', '/stats');
    await bootstrap(new TrpcClient(stack.app));
    const stats = await stack.sandbox.control<{ counts: Record<string, number> }>('GET', '/stats');
    expect(stats.counts).toEqual({});
  });
});

describe('home.bootstrap for a member', () => {
  it('adds the member, balance, unread counts, favourites and the signed-in popups', async () => {
    const client = new TrpcClient(stack.app);
    await client.mutate('session.login', {
      type: 'username',
      username: 'demo',
      password: 'Demo1234',
    });
    const visitorPopups = (await bootstrap(new TrpcClient(stack.app))).popups.map((p) => p.id);
    const home = await bootstrap(client);
    expect(home.failedSections).toEqual([]);
    expect(home.member).toMatchObject({ nickname: 'Lucky Demo' });
    expect(home.balance).toMatchObject({ sumBalance: '1250.50' });
    expect(home.unread).toMatchObject({ inbox: 2 });
    expect(home.favourites.map((g) => g.nodeId).sort()).toEqual(['178001', '181003', '185001']);
    expect(home.popups.map((p) => p.id)).not.toEqual(visitorPopups);
  });
});

describe('failing sections', () => {
  it('renders everything else when the winners relay fails', async () => {
    await stack.sandbox.control('POST', '/faults', {
      path: '/wps/relay/GCSGAME_getRankList',
      status: 500,
    });
    const home = await bootstrap(new TrpcClient(stack.app));
    expect(home.failedSections).toEqual(['winners']);
    expect(home.winners).toEqual([]);
    expect(home.hotGames.length).toBeGreaterThan(0);
    expect(home.marquee.length).toBeGreaterThan(0);
  });

  it('sends a section that misses its deadline empty, without waiting for it', async () => {
    await stack.sandbox.control('POST', '/faults', {
      path: '/wps/relay/GCSGAME_getGameMatchV2',
      latencyMs: 2_500,
    });
    const started = performance.now();
    const home = await bootstrap(new TrpcClient(stack.app));
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(home.failedSections).toEqual(['hotMatches']);
    expect(home.hotMatches).toEqual([]);
    expect(home.rows.RNG.length).toBe(20);
  });
});

describe('one deadline for the whole bootstrap', () => {
  const DEADLINE_MS = 800;
  let timed: FastifyInstance;

  beforeEach(async () => {
    timed = await startBff({
      gatewayUrl: stack.sandbox.url,
      config: { homeSectionDeadlineMs: DEADLINE_MS, upstreamTimeoutMs: 2_000 },
    });
  });

  afterEach(async () => {
    await timed.close();
  });

  it('answers a visitor within one deadline when the announcements hang', async () => {
    await stack.sandbox.control('POST', '/faults', {
      path: '/wps/relay/MCSFE_getListAnnouncements',
      latencyMs: 10_000,
    });
    const started = performance.now();
    const home = await bootstrap(new TrpcClient(timed));
    const elapsed = performance.now() - started;
    // Popups wait on the announcements too, but on the same deadline, not a fresh one.
    expect([...home.failedSections].sort()).toEqual(['banners', 'marquee', 'popups']);
    expect(home.popups).toEqual([]);
    expect(home.hotGames.length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(1.6 * DEADLINE_MS);
  });

  it('answers a member within one deadline when the member relays hang after a slow member info', async () => {
    // A longer deadline here: the slow member info must still make it, with room to spare.
    const deadlineMs = 1_000;
    await timed.close();
    timed = await startBff({
      gatewayUrl: stack.sandbox.url,
      config: { homeSectionDeadlineMs: deadlineMs, upstreamTimeoutMs: 2_000 },
    });
    const client = new TrpcClient(timed);
    await client.mutate('session.login', {
      type: 'username',
      username: 'demo',
      password: 'Demo1234',
    });
    // The member is confirmed late but in time; the member-only sections then have only what is
    // left of the deadline.
    await stack.sandbox.control('POST', '/faults', { path: '/wps/member/info', latencyMs: 650 });
    for (const path of [
      '/wps/v2/wallets/balance',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      '/wps/relay/EMFE_getInboxUnreadCount',
      '/wps/relay/CBS_unreadCount',
      '/wps/relay/MCSFE_getUnreadAnnouncementCount',
    ])
      await stack.sandbox.control('POST', '/faults', { path, latencyMs: 10_000 });
    const started = performance.now();
    const home = await bootstrap(client);
    const elapsed = performance.now() - started;
    expect(home.member).toMatchObject({ nickname: 'Lucky Demo' });
    expect([...home.failedSections].sort()).toEqual(['balance', 'favourites', 'unread']);
    expect(home.balance).toBeNull();
    // Before: 650 ms for the member, then a fresh 1000 ms for the member sections.
    expect(elapsed).toBeLessThan(1.6 * deadlineMs);
  });
});
