/** The /__sandbox controls (test and demo mode only): members, switches, stats, faults, reset. */
import { describe, expect, it } from 'vitest';
import {
  DEMO_MEMBER,
  GAMES,
  buildSandbox,
  decryptOneTimeKey,
  decryptPayload,
} from '../src/index.ts';
import {
  GatewayClient,
  PUBLIC_URL,
  expectRefusal,
  login,
  loginToken,
  useSandbox,
} from './helpers/gateway.ts';

const gw = useSandbox();

const status = () =>
  gw.value<{ maintenance: boolean; regionRestriction: boolean }>('GET', '/wps/v2/system/status');

async function received<T>(path?: string): Promise<T[]> {
  const query = path ? `?path=${path}` : '';
  return (await gw.control<{ requests: T[] }>('GET', `/received${query}`)).body.requests;
}

describe('/__sandbox controls', () => {
  it('flips maintenance and region restriction', async () => {
    const res = await gw.control('POST', '/status', { maintenance: true });
    expect(res.body).toEqual({ maintenance: true, regionRestriction: false });
    expect(await status()).toMatchObject({ maintenance: true, regionRestriction: false });
    await gw.control('POST', '/status', { maintenance: false, regionRestriction: true });
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: true });
  });

  it('creates a member of any type with its favourites, who then logs in', async () => {
    const ids = GAMES.slice(0, 30).map((g) => String(g.nodeId));
    const res = await gw.control('POST', '/accounts', {
      username: 'trial_fav',
      password: 'Trial1234',
      type: 4,
      favourites: ids,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'trial_fav', type: 4, favourites: ids });
    const member = new GatewayClient(gw.app, await loginToken(gw.app, 'trial_fav', 'Trial1234'));
    const favourites = await member.value('GET', '/wps/relay/MCSFE_getFavoriteGames', undefined, {
      headers: { moduleid: 'GAMELOFAV3' },
    });
    expect(favourites).toEqual(ids);
    const info = await member.value<{ type: number }>('GET', '/wps/member/info', undefined, {
      headers: { moduleid: 'COMM3' },
    });
    expect(info.type).toBe(4);

    const again = await gw.control('POST', '/accounts', {
      username: 'trial_fav',
      password: 'Trial1234',
    });
    expect(again.status).toBe(409);
    const unknownGame = await gw.control('POST', '/accounts', {
      username: 'nogame',
      password: 'Nogame1234',
      favourites: ['999999999'],
    });
    expect(unknownGame.status).toBe(400);
  });

  it.each([
    ['/status', { maintenance: 'yes' }],
    ['/faults', { path: 'nope' }],
    ['/content', { banners: [{ bannerId: 'x' }] }],
  ])('rejects bad input to %s with 400', async (path, payload) => {
    const res = await gw.control('POST', path, payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_request' });
  });

  it('counts requests per path without the query', async () => {
    await gw.control('DELETE', '/stats');
    await status();
    await status();
    await gw.call('GET', '/wps/v2/system/status?x=1', undefined, {
      headers: { moduleid: 'COMM3' },
    });
    const stats = await gw.control<{
      counts: Record<string, number>;
      moduleIds: Record<string, Record<string, number>>;
    }>('GET', '/stats');
    expect(stats.body.counts['/wps/v2/system/status']).toBe(3);
    expect(stats.body.moduleIds['/wps/v2/system/status']).toEqual({ COMM3: 1 });
    await gw.control('DELETE', '/stats');
    expect((await gw.control('GET', '/stats')).body).toMatchObject({ counts: {} });
  });

  it('injects failures for a limited number of requests', async () => {
    await gw.control('POST', '/faults', {
      path: '/wps/v2/system/status',
      status: 400,
      errorCode: 'function.not.available',
      times: 2,
    });
    for (let i = 0; i < 2; i += 1) {
      expectRefusal(
        await gw.call('GET', '/wps/v2/system/status'),
        400,
        'function.not.available',
        '#543 The feature is under maintenance',
      );
    }
    expect((await gw.call('GET', '/wps/v2/system/status')).status).toBe(200);
  });

  it('counts the state writes and digests the state, unchanged by a read', async () => {
    const state = async () =>
      (await gw.control<{ writes: number; digest: string }>('GET', '/state?digest=1')).body;
    const before = await state();
    await gw.call('GET', '/wps/system/country');
    expect(await state()).toEqual(before);
    await gw.control('POST', '/inbox', { username: 'demo', title: 'Hi', content: 'x' });
    const after = await state();
    expect(after.writes).toBeGreaterThan(before.writes);
    expect(after.digest).not.toBe(before.digest);
  });

  it('injects latency and 5xx until cleared', async () => {
    await gw.control('POST', '/faults', { path: '/wps/system/country', latencyMs: 150 });
    const started = Date.now();
    const slow = await gw.call('GET', '/wps/system/country');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.status).toBe(200);
    await gw.control('DELETE', '/faults');
    await gw.control('POST', '/faults', { path: '/wps/system/*', status: 503 });
    const failed = await gw.call('GET', '/wps/system/country');
    expectRefusal(failed, 503, 'system busy', '#727 system busy');
    await gw.control('DELETE', '/faults');
    expect((await gw.call('GET', '/wps/system/country')).status).toBe(200);
  });

  it('records the language of member info, balance and launch requests', async () => {
    const token = await loginToken(gw.app, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const member = new GatewayClient(gw.app, token);
    const options = { headers: { language: 'TY' } };
    await member.call('GET', '/wps/member/info', undefined, options);
    await member.call('GET', '/wps/v2/wallets/balance?typeId=0', undefined, options);
    await member.call(
      'GET',
      '/wps/game/launchGame?gameType=RNG&vassalage=JL&nodeId=1&platform=html5&launchMode=GLS&accountType=1&language=TY',
      undefined,
      { headers: { language: 'TY', moduleid: 'GAMELO3' } },
    );
    for (const path of ['/wps/member/info', '/wps/v2/wallets/balance', '/wps/game/launchGame']) {
      const requests = await received<{ headers: unknown }>(path);
      expect(requests, path).toHaveLength(1);
      expect(requests[0]?.headers).toMatchObject({ language: 'TY', authorization: token });
    }
  });

  it('exposes the raw encrypted requests and the keys to decrypt them', async () => {
    await login(gw.app, { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password });
    const requests = await received<{
      headers: { encryption: string; xDigest: string; xRsa: string };
      body: string;
    }>('/wps/session/login');
    expect(requests).toHaveLength(1);
    const [req] = requests;
    const keys = (
      await gw.control<{ modulusHex: string; privateExponentHex: string }>('GET', '/keys')
    ).body;
    expect(req?.headers).toMatchObject({
      xRsa: keys.modulusHex,
      moduleId: 'COMM3',
      merchant: 'tcgdemov3',
    });
    const body = JSON.parse(req?.body ?? '') as { value: string };
    expect(body.value).toBe(req?.headers.xDigest);
    const k = decryptOneTimeKey(req?.headers.encryption ?? '', keys);
    expect(decryptPayload(body.value, k)).toMatchObject({
      username: 'demo',
      password: DEMO_MEMBER.password,
    });
  });

  it('reports the last captcha and 404 without one', async () => {
    expect((await gw.control('GET', '/captcha/last')).status).toBe(404);
    expect((await gw.control('GET', '/sms/last?mobile=9170000000')).status).toBe(404);
  });

  it('serves injected banners and resources until reset', async () => {
    const set = await gw.control('POST', '/content', {
      banners: [
        { bannerId: 990, groupName: 'm_home', url: '/cdn/x.svg', externalLink: 'javascript:1' },
      ],
      resources: [{ resourceType: 'facebook', url: 'JaVaScRiPt:alert(1)' }],
    });
    expect(set.status).toBe(200);
    const banners = async () =>
      (
        await gw.value<{ banners: { bannerId: number; externalLink: string | null }[] }>(
          'GET',
          '/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=m_home',
        )
      ).banners;
    const resources = async () =>
      (
        await gw.value<{ info: { resources: { resourceType: string; url: string }[] } }>(
          'GET',
          '/wps/v2/system/status',
        )
      ).info.resources;

    expect(await banners()).toHaveLength(4);
    expect((await banners()).at(-1)).toMatchObject({ bannerId: 990, externalLink: 'javascript:1' });
    const facebook = (await resources()).filter((r) => r.resourceType.toUpperCase() === 'FACEBOOK');
    expect(facebook).toEqual([{ resourceType: 'facebook', url: 'JaVaScRiPt:alert(1)' }]);

    await gw.control('POST', '/reset');
    expect(await banners()).toHaveLength(3);
    expect((await resources()).find((r) => r.resourceType === 'FACEBOOK')?.url).toMatch(/^https:/);
  });

  it('answers the winners, matches, marquee and help centre empty until reset', async () => {
    const lists = async () => ({
      rank: (
        await gw.value<{ list: unknown[] }>('GET', '/wps/relay/GCSGAME_getRankList?limitNum=10')
      ).list.length,
      board: (
        await gw.value<{ list: unknown[] }>('GET', '/wps/relay/ODSFE2_getWinnerBoard?limitNum=10')
      ).list.length,
      matches: (await gw.value<{ list: unknown[] }>('GET', '/wps/relay/GCSGAME_getGameMatchV2'))
        .list.length,
      marquee: (
        await gw.value<{ player: unknown[] }>(
          'GET',
          '/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=M',
        )
      ).player.length,
      help: (await gw.value<unknown[]>('GET', '/wps/system/helpCenter?lang=EN&device=MOBILE'))
        .length,
    });
    const seeded = await lists();
    for (const count of Object.values(seeded)) expect(count).toBeGreaterThan(0);

    const set = await gw.control('POST', '/content', {
      empty: ['winners', 'matches', 'marquee', 'helpCentre'],
    });
    expect(set.status).toBe(200);
    expect(await lists()).toEqual({ rank: 0, board: 0, matches: 0, marquee: 0, help: 0 });

    // Each list on its own: emptying the marquee leaves the help centre as seeded.
    await gw.control('POST', '/content', { empty: ['marquee'] });
    expect(await lists()).toEqual({ ...seeded, marquee: 0 });
    expect((await gw.control('POST', '/content', { empty: ['nothing'] })).status).toBe(400);

    await gw.control('POST', '/reset');
    expect(await lists()).toEqual(seeded);
  });
});

describe('reset', () => {
  it('drops sessions, switches and faults', async () => {
    const member = new GatewayClient(
      gw.app,
      await loginToken(gw.app, 'demo', DEMO_MEMBER.password),
    );
    await gw.control('POST', '/status', { maintenance: true });
    await gw.control('POST', '/whitelabel', { flags: { CBS3: false } });
    await gw.control('POST', '/faults', { path: '/wps/system/country', status: 500 });
    expect((await gw.control('POST', '/reset')).body).toEqual({ ok: true });
    expect(await status()).toMatchObject({ maintenance: false });
    const flags = await gw.control<{ flags: Record<string, boolean> }>('GET', '/whitelabel');
    expect(flags.body.flags.CBS3).toBe(true);
    expect((await gw.call('GET', '/wps/system/country')).status).toBe(200);
    expect((await member.call('GET', '/wps/member/info')).status).toBe(401);
  });

  it("restores every domain's seed: games, inbox, chat, reads, settings, promotions, records", async () => {
    /** What a member and the controls see of the state, read the same way before and after. */
    const observe = async () => {
      const member = new GatewayClient(gw.app, await loginToken(gw.app, 'demo', 'Demo1234'));
      const recent = await member.value<{ nodeId: number }[]>('GET', '/wps/relay/GCS_recentGame');
      return {
        favourites: await member.value('GET', '/wps/relay/MCSFE_getFavoriteGames'),
        recent: recent.map((g) => g.nodeId),
        inboxUnread: await member.value('GET', '/wps/relay/EMFE_getInboxUnreadCount'),
        chat: await member.value('GET', '/wps/relay/CBS_unreadCount'),
        announcements: await member.value('GET', '/wps/relay/MCSFE_getUnreadAnnouncementCount'),
        settings: (await gw.control('GET', '/settings')).body,
        promotions: (await gw.control('GET', '/promotions')).body,
        reads: await received('/wps/relay/MCSFE_markAnnouncementAsRead'),
      };
    };
    const seed = await observe();
    expect(seed).toMatchObject({ favourites: ['178001', '181003', '185001'], inboxUnread: 2 });
    expect(seed.reads).toEqual([]);

    const member = new GatewayClient(gw.app, await loginToken(gw.app, 'demo', 'Demo1234'));
    await member.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 182001 });
    await member.call('POST', '/wps/relay/MCS2_addRecentGame', { nodeId: 182002 });
    await member.call('POST', '/wps/relay/EMFE_readInbox', { ids: [5004, 5005] });
    await member.call('GET', '/wps/relay/CBS_launchChat');
    await member.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { announcementId: 9002 });
    await gw.control('POST', '/settings', {
      launchRoundOpen: true,
      gameListTransientFailures: 3,
      gameNameWithLanguageEmpty: false,
    });
    await gw.control('POST', '/promotions', { LOGIN: false });
    const changed = await observe();
    for (const key of Object.keys(seed) as (keyof typeof seed)[]) {
      expect(changed[key], key).not.toEqual(seed[key]);
    }

    await gw.control('POST', '/reset');
    expect(await observe()).toEqual(seed);
  });
});

describe('production mode', () => {
  it('has no controls and no login/unsecure', async () => {
    const prod = await buildSandbox({ mode: 'production', publicUrl: PUBLIC_URL });
    try {
      for (const [method, url] of [
        ['POST', '/__sandbox/reset'],
        ['GET', '/__sandbox/stats'],
        ['GET', '/__sandbox/keys'],
        ['POST', '/__sandbox/faults'],
      ] as const) {
        expect((await prod.inject({ method, url })).statusCode, url).toBe(404);
      }
      const unsecure = await new GatewayClient(prod).call('POST', '/wps/session/login/unsecure', {
        username: 'demo',
        password: DEMO_MEMBER.password,
      });
      expect(unsecure.status).toBe(404);
      expect(unsecure.body.success).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
