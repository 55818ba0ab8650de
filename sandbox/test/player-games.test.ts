import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Envelope, PUBLIC_URL, gatewayHeaders, loginToken, testSandbox } from './helpers.ts';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await testSandbox();
  token = await loginToken(app, 'demo', 'Demo1234');
});
afterEach(async () => {
  await app.close();
});

interface Game {
  nodeId: number;
  gameId: string;
  gameType: string;
  vassalage: string;
  supportPlay: number;
}

const call = (
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  opts: { token?: string | null; payload?: unknown; headers?: Record<string, string> } = {},
  target: FastifyInstance = app,
) => {
  const auth = opts.token === undefined ? token : opts.token;
  return target.inject({
    method,
    url,
    headers: gatewayHeaders({ ...(auth ? { authorization: auth } : {}), ...opts.headers }),
    ...(opts.payload !== undefined ? { payload: opts.payload as object } : {}),
  });
};

async function ok<T>(res: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Envelope>();
  expect(body.success).toBe(true);
  return body.value as T;
}

const favouriteIds = async (target = app, t = token) =>
  ok<string[]>(await call('GET', '/wps/relay/MCSFE_getFavoriteGames', { token: t }, target));

describe('login-only relays', () => {
  it.each([
    ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
    ['GET', '/wps/relay/MCSFE_getFavoriteGamesList'],
    ['POST', '/wps/relay/MCSFE_addFavoriteGameV2'],
    ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=178001'],
    ['GET', '/wps/relay/GCS_recentGame'],
    ['POST', '/wps/relay/MCS2_addRecentGame'],
    ['GET', '/wps/game/launchGame?launchMode=GLS&nodeId=178001'],
    ['GET', '/wps/relay/GCS_merchantWallet'],
  ] as const)('%s %s answers 401 without a token or with a dead one', async (method, url) => {
    for (const t of [null, 'dead-token', `Bearer ${token}`]) {
      const res = await call(method, url, { token: t, payload: { nodeId: 178001 } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
  });

  it.each([
    ['POST', '/wps/relay/MCSFE_getFavoriteGames'],
    ['GET', '/wps/relay/MCSFE_addFavoriteGameV2'],
    ['POST', '/wps/relay/MCSFE_removeFavoriteGameV2'],
    ['POST', '/wps/relay/GCS_recentGame'],
    ['GET', '/wps/relay/MCS2_addRecentGame'],
    ['POST', '/wps/game/launchGame'],
    ['POST', '/wps/relay/GCS_merchantWallet'],
  ] as const)('%s %s is the wrong method (#459)', async (method, url) => {
    const res = await call(method, url, { payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '#459 http_method_not_support' });
  });
});

describe('favourites', () => {
  it('seeds the demo member with 3 favourites, as strings', async () => {
    expect(await favouriteIds()).toEqual(['178001', '181003', '185001']);
    const page = await ok<{ content: Game[]; pageNum: number; totalPages: number }>(
      await call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=24&language=EN'),
    );
    expect(page.content.map((g) => g.nodeId)).toEqual([178001, 181003, 185001]);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
  });

  it('adds with a POST body and removes with query or body params', async () => {
    const add = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      payload: { nodeId: 182005, vendor: 'PP', gameType: 'RNG' },
    });
    expect(await ok(add)).toBeNull();
    // Adding twice keeps one entry; a string nodeId works too.
    await ok(
      await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { payload: { nodeId: '182005' } }),
    );
    expect(await favouriteIds()).toEqual(['182005', '178001', '181003', '185001']);

    await ok(
      await call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=182005&vendor=PP', {
        headers: { moduleid: 'GAMELO3' },
      }),
    );
    expect(await favouriteIds()).toEqual(['178001', '181003', '185001']);
    await ok(
      await call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', {
        payload: { nodeId: 181003, vendor: 'PG', gameType: 'RNG' },
      }),
    );
    expect(await favouriteIds()).toEqual(['178001', '185001']);
    // Removing a game that is not a favourite is fine.
    await ok(
      await call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { payload: { nodeId: 1 } }),
    );
  });

  it('rejects unknown games, mismatched vendors and missing ids with 400', async () => {
    for (const payload of [
      { nodeId: 999999 },
      { nodeId: 178001, vendor: 'PG' },
      { nodeId: 178001, gameType: 'LIVE' },
      { vendor: 'JL' },
      { nodeId: 'abc' },
    ]) {
      const res = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'request_param_err' });
    }
    const noId = await call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2');
    expect(noId.statusCode).toBe(400);
    expect(await favouriteIds()).toHaveLength(3);
  });

  it('pages and filters the favourite list by game type', async () => {
    for (const nodeId of [186002, 178501, 182001]) {
      await ok(await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { payload: { nodeId } }));
    }
    const p1 = await ok<{ content: Game[]; pageNum: number; totalPages: number }>(
      await call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=4'),
    );
    expect(p1.content).toHaveLength(4);
    expect(p1.totalPages).toBe(2);
    const p2 = await ok<{ content: Game[]; pageNum: number }>(
      await call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2&pageSize=4'),
    );
    expect(p2.content).toHaveLength(2);
    expect(p2.pageNum).toBe(2);
    const live = await ok<{ content: Game[] }>(
      await call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?gameType=LIVE'),
    );
    expect(live.content.map((g) => g.nodeId)).toEqual([186002]);
  });

  it('keeps favourites per member', async () => {
    const other = await loginToken(app, 'player2', 'Player1234');
    expect(await favouriteIds(app, other)).toEqual([]);
    await ok(
      await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
        token: other,
        payload: { nodeId: 178002 },
      }),
    );
    expect(await favouriteIds(app, other)).toEqual(['178002']);
    expect(await favouriteIds()).toHaveLength(3);
  });
});

describe('recent games', () => {
  it('seeds 4 recent games and moves an added one to the front', async () => {
    const seeded = await ok<Game[]>(await call('GET', '/wps/relay/GCS_recentGame'));
    expect(seeded.map((g) => g.nodeId)).toEqual([178004, 182001, 186001, 178501]);
    await ok(await call('POST', '/wps/relay/MCS2_addRecentGame', { payload: { nodeId: 182001 } }));
    await ok(
      await call('POST', '/wps/relay/MCS2_addRecentGame', { payload: { nodeId: '190001' } }),
    );
    const after = await ok<Game[]>(await call('GET', '/wps/relay/GCS_recentGame'));
    expect(after.map((g) => g.nodeId)).toEqual([190001, 182001, 178004, 186001, 178501]);
    const bad = await call('POST', '/wps/relay/MCS2_addRecentGame', { payload: { nodeId: 5 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('persistence of favourites and recent games', () => {
  it('survives a restart with a data file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-games-'));
    try {
      const dataFile = path.join(dir, 'state.json');
      const first = await testSandbox({ dataFile });
      const t = await loginToken(first, 'demo', 'Demo1234');
      await ok(
        await call(
          'POST',
          '/wps/relay/MCSFE_addFavoriteGameV2',
          { token: t, payload: { nodeId: 183004 } },
          first,
        ),
      );
      await ok(
        await call(
          'DELETE',
          '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=178001',
          { token: t },
          first,
        ),
      );
      await ok(
        await call(
          'POST',
          '/wps/relay/MCS2_addRecentGame',
          { token: t, payload: { nodeId: 189001 } },
          first,
        ),
      );
      await first.close();

      const second = await testSandbox({ dataFile });
      try {
        expect(await favouriteIds(second, t)).toEqual(['183004', '181003', '185001']);
        const recent = await ok<Game[]>(
          await call('GET', '/wps/relay/GCS_recentGame', { token: t }, second),
        );
        expect(recent[0]?.nodeId).toBe(189001);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('game launch', () => {
  const launch = (query: string, t: string | null = token) =>
    call('GET', `/wps/game/launchGame?${query}`, { token: t });
  const FULL =
    'confirmTrans=0&launchMode=GLS&platform=html5&clientType=2&gameId=JL0101&nodeId=178001&accountType=1&vassalage=JL&username=demo&language=EN&webView=false&isCoin=false';

  it('returns a game URL on the sandbox that serves a small page', async () => {
    const value = await ok<{ content: { game_url: string } }>(await launch(FULL));
    const url = new URL(value.content.game_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/games/play/178001`);
    expect(url.searchParams.get('ssoKey')).toMatch(/^[0-9a-f]{32}$/);
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Midnight Queen');
    expect(page.body).toContain('Back');
    expect(page.body).not.toMatch(/<(script|link|img)[^>]+(src|href)="https?:/);
    const expired = await app.inject({ method: 'GET', url: '/games/play/178001?ssoKey=abc' });
    expect(expired.statusCode).toBe(403);
    const wrongGame = await app.inject({
      method: 'GET',
      url: `/games/play/178002${url.search}`,
    });
    expect(wrongGame.statusCode).toBe(403);
  });

  it('answers HTTP 500 #727 without launchMode', async () => {
    for (const q of ['nodeId=178001&gameId=JL0101', 'launchMode=&nodeId=178001']) {
      const res = await launch(q);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'system busy',
        message: '#727 system busy',
        value: null,
      });
    }
  });

  it('validates the game, the vendor and free play', async () => {
    for (const q of [
      'launchMode=GLS',
      'launchMode=GLS&nodeId=42',
      'launchMode=GLS&nodeId=178001&gameId=PG0001',
      'launchMode=GLS&nodeId=178001&vassalage=PG',
      'launchMode=GLS&nodeId=178001&accountType=2',
    ]) {
      const res = await launch(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'request_param_err' });
    }
    const games = (
      await ok<{ games: Game[] }>(
        await call('GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=200'),
      )
    ).games;
    const free = games.find((g) => g.supportPlay === 0);
    const real = games.find((g) => g.supportPlay === 1);
    const freeLaunch = await launch(`launchMode=GLS&nodeId=${free?.nodeId}&accountType=0`);
    expect(freeLaunch.statusCode).toBe(200);
    const refused = await launch(`launchMode=GLS&nodeId=${real?.nodeId}&accountType=0`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'freeplay.not.supported' });
  });

  it('refuses a second launch with #734 while a round is open (switch)', async () => {
    const minimal =
      'gameType=RNG&vassalage=JL&gameId=JL0101&nodeId=178001&platform=html5&launchMode=GLS&accountType=1&language=EN';
    // Switch off (default): launching twice is fine.
    expect((await launch(minimal)).statusCode).toBe(200);
    expect((await launch(minimal)).statusCode).toBe(200);

    await app.inject({
      method: 'POST',
      url: '/__sandbox/settings',
      payload: { launchRoundOpen: true },
    });
    const first = await ok<{ content: { game_url: string } }>(await launch(minimal));
    const second = await launch('launchMode=GLS&nodeId=181001');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      success: false,
      errorCode: 'game.previous.not.finished',
      message: '#734 the previous game has not finished',
    });
    // Another member is not affected.
    const other = await loginToken(app, 'player2', 'Player1234');
    expect((await launch('launchMode=GLS&nodeId=181001', other)).statusCode).toBe(200);

    // Finishing the round on the game page allows the next launch.
    const url = new URL(first.content.game_url);
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain('Round in progress');
    const finished = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}&finish=1`,
    });
    expect(finished.body).toContain('No open round');
    expect((await launch('launchMode=GLS&nodeId=181001')).statusCode).toBe(200);

    // Turning the switch off ends open rounds.
    await app.inject({
      method: 'POST',
      url: '/__sandbox/settings',
      payload: { launchRoundOpen: false },
    });
    await app.inject({
      method: 'POST',
      url: '/__sandbox/settings',
      payload: { launchRoundOpen: true },
    });
    expect((await launch('launchMode=GLS&nodeId=181001')).statusCode).toBe(200);
  });

  it('passes a safe backUrl to the page', async () => {
    const value = await ok<{ content: { game_url: string } }>(
      await launch(
        `launchMode=GLS&nodeId=178001&backUrl=${encodeURIComponent('http://127.0.0.1:8080/m/home')}`,
      ),
    );
    const url = new URL(value.content.game_url);
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain('href="http://127.0.0.1:8080/m/home"');
    const evil = await ok<{ content: { game_url: string } }>(
      await launch(`launchMode=GLS&nodeId=178001&backUrl=${encodeURIComponent('javascript:x()')}`),
    );
    const evilUrl = new URL(evil.content.game_url);
    const evilPage = await app.inject({ method: 'GET', url: evilUrl.pathname + evilUrl.search });
    expect(evilPage.body).not.toContain('javascript:x()');
  });
});

describe('merchant wallet and promotions', () => {
  it('answers GCS_merchantWallet with the member balance', async () => {
    expect(await ok(await call('GET', '/wps/relay/GCS_merchantWallet'))).toEqual({
      isSingle: true,
      sumBalance: 1250.5,
      currency: 'PHP',
    });
  });

  it('publishes the promotion availability and toggles it with a control', async () => {
    const url = '/wps/relay/MCSFE_getMerchantAvailablePromotions?merchantCode=tcgdemov3';
    const before = await ok<Record<string, { enabled: boolean }>>(
      await call('GET', url, { token: null }),
    );
    expect(before).toMatchObject({
      APP_DOWNLOAD: { enabled: true, bonusAmount: 88, currency: 'PHP' },
      MISSION: { enabled: true },
      LOGIN: { enabled: true },
      REFERRAL: { enabled: true },
    });
    const control = await app.inject({
      method: 'POST',
      url: '/__sandbox/promotions',
      payload: { APP_DOWNLOAD: false, REFERRAL: false },
    });
    expect(control.json()).toEqual({
      APP_DOWNLOAD: false,
      MISSION: true,
      LOGIN: true,
      REFERRAL: false,
    });
    const after = await ok<Record<string, { enabled: boolean }>>(await call('GET', url));
    expect(after.APP_DOWNLOAD?.enabled).toBe(false);
    expect(after.REFERRAL?.enabled).toBe(false);
    expect(after.MISSION?.enabled).toBe(true);
    const bad = await app.inject({
      method: 'POST',
      url: '/__sandbox/promotions',
      payload: { VIP: true },
    });
    expect(bad.statusCode).toBe(400);
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    const reset = await ok<Record<string, { enabled: boolean }>>(await call('GET', url));
    expect(reset.APP_DOWNLOAD?.enabled).toBe(true);
  });
});
