/** A member's games: favourites and recent games (§9.6), game launch and its page (§10). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER, SECOND_MEMBER } from '../src/index.ts';
import {
  GatewayClient,
  PUBLIC_URL,
  loginToken,
  testSandbox,
  useSandbox,
} from './helpers/gateway.ts';

const gw = useSandbox({ as: DEMO_MEMBER });

interface Game {
  nodeId: number;
  supportPlay: number;
}
type FavouritePage = { content: Game[]; pageNum: number; totalPages: number };

const favouriteIds = (client = gw, token?: string) =>
  client.value<string[]>('GET', '/wps/relay/MCSFE_getFavoriteGames', undefined, { token });
const addFavourite = (payload: unknown, token?: string) =>
  gw.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', payload, { token });
const removeFavourite = (query = '', payload?: unknown) =>
  gw.call('DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2${query}`, payload);
const favouritePage = (query: string) =>
  gw.value<FavouritePage>('GET', `/wps/relay/MCSFE_getFavoriteGamesList?${query}`);
const secondMember = () => loginToken(gw.app, SECOND_MEMBER.username, SECOND_MEMBER.password);
/** A page the sandbox serves, by the path and query of `url`. */
const open = (url: URL | string) => {
  const u = typeof url === 'string' ? new URL(url, PUBLIC_URL) : url;
  return gw.app.inject({ method: 'GET', url: u.pathname + u.search });
};

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
    for (const token of [null, 'dead-token', `Bearer ${gw.token}`]) {
      const res = await gw.call(method, url, { nodeId: 178001 }, { token });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, errorCode: 'login.not.session' });
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
    const res = await gw.call(method, url, {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: '#459 http_method_not_support' });
  });
});

describe('favourites', () => {
  it('seeds the demo member with 3 favourites, as strings', async () => {
    expect(await favouriteIds()).toEqual(['178001', '181003', '185001']);
    const page = await favouritePage('pageNo=1&pageSize=24&language=EN');
    expect(page.content.map((g) => g.nodeId)).toEqual([178001, 181003, 185001]);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
  });

  it('adds with a POST body and removes with query or body params', async () => {
    const add = await addFavourite({ nodeId: 182005, vendor: 'PP', gameType: 'RNG' });
    expect(add.body).toEqual({ success: true, value: null });
    // Adding twice keeps one entry; a string nodeId works too.
    expect((await addFavourite({ nodeId: '182005' })).body.success).toBe(true);
    expect(await favouriteIds()).toEqual(['182005', '178001', '181003', '185001']);

    const byQuery = await gw.call(
      'DELETE',
      '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=182005&vendor=PP',
      undefined,
      { headers: { moduleid: 'GAMELO3' } },
    );
    expect(byQuery.body.success).toBe(true);
    expect(await favouriteIds()).toEqual(['178001', '181003', '185001']);
    const byBody = await removeFavourite('', { nodeId: 181003, vendor: 'PG', gameType: 'RNG' });
    expect(byBody.body.success).toBe(true);
    expect(await favouriteIds()).toEqual(['178001', '185001']);
    // Removing a game that is not a favourite is fine.
    expect((await removeFavourite('', { nodeId: 1 })).body.success).toBe(true);
  });

  it.each([
    [{ nodeId: 999999 }],
    [{ nodeId: 178001, vendor: 'PG' }],
    [{ nodeId: 178001, gameType: 'LIVE' }],
    [{ vendor: 'JL' }],
    [{ nodeId: 'abc' }],
  ])('refuses to add %j with 400', async (payload) => {
    const res = await addFavourite(payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'request_param_err' });
    expect(await favouriteIds()).toHaveLength(3);
  });

  it('refuses a removal without an id', async () => {
    expect((await removeFavourite()).status).toBe(400);
    expect(await favouriteIds()).toHaveLength(3);
  });

  it('pages and filters the favourite list by game type', async () => {
    for (const nodeId of [186002, 178501, 182001]) {
      expect((await addFavourite({ nodeId })).body.success).toBe(true);
    }
    const p1 = await favouritePage('pageNo=1&pageSize=4');
    expect(p1.content).toHaveLength(4);
    expect(p1.totalPages).toBe(2);
    const p2 = await favouritePage('pageNo=2&pageSize=4');
    expect(p2.content).toHaveLength(2);
    expect(p2.pageNum).toBe(2);
    const live = await favouritePage('gameType=LIVE');
    expect(live.content.map((g) => g.nodeId)).toEqual([186002]);
  });

  it('keeps favourites per member', async () => {
    const other = await secondMember();
    expect(await favouriteIds(gw, other)).toEqual([]);
    expect((await addFavourite({ nodeId: 178002 }, other)).body.success).toBe(true);
    expect(await favouriteIds(gw, other)).toEqual(['178002']);
    expect(await favouriteIds()).toHaveLength(3);
  });
});

describe('recent games', () => {
  const recent = async (client = gw) =>
    (await client.value<Game[]>('GET', '/wps/relay/GCS_recentGame')).map((g) => g.nodeId);

  it('seeds 4 recent games and moves an added one to the front', async () => {
    expect(await recent()).toEqual([178004, 182001, 186001, 178501]);
    await gw.value('POST', '/wps/relay/MCS2_addRecentGame', { nodeId: 182001 });
    await gw.value('POST', '/wps/relay/MCS2_addRecentGame', { nodeId: '190001' });
    expect(await recent()).toEqual([190001, 182001, 178004, 186001, 178501]);
    expect((await gw.call('POST', '/wps/relay/MCS2_addRecentGame', { nodeId: 5 })).status).toBe(
      400,
    );
  });

  it('survives a restart with a data file, with the favourites', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-games-'));
    try {
      const dataFile = path.join(dir, 'state.json');
      const first = await testSandbox({ dataFile });
      const member = new GatewayClient(first, await loginToken(first, 'demo', 'Demo1234'));
      await member.value('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 183004 });
      await member.value('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=178001');
      await member.value('POST', '/wps/relay/MCS2_addRecentGame', { nodeId: 189001 });
      await first.close();

      const second = await testSandbox({ dataFile });
      try {
        const again = new GatewayClient(second, member.token);
        expect(await favouriteIds(again)).toEqual(['183004', '181003', '185001']);
        expect((await recent(again))[0]).toBe(189001);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('game launch', () => {
  const launch = (query: string, token?: string) =>
    gw.call<{ content: { game_url: string } }>('GET', `/wps/game/launchGame?${query}`, undefined, {
      token,
    });
  const gameUrl = async (query: string) => new URL(valueOfLaunch(await launch(query)));
  const valueOfLaunch = (res: Awaited<ReturnType<typeof launch>>) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.value.content.game_url;
  };
  const roundsOn = (on: boolean) => gw.control('POST', '/settings', { launchRoundOpen: on });
  const FULL =
    'confirmTrans=0&launchMode=GLS&platform=html5&clientType=2&gameId=JL0101&nodeId=178001&accountType=1&vassalage=JL&username=demo&language=EN&webView=false&isCoin=false';

  it("takes the spec's launch names beside the captured ones (the BFF sends both)", async () => {
    const url = await gameUrl(
      'launchMode=GLS&platform=html5&gameType=RNG&gameCategory=RNG&vassalage=JL&vendor=JL&gameId=JL0101&nodeId=178001&accountType=1&supportFreePlay=0&language=EN',
    );
    expect(url.pathname).toBe('/games/play/178001');
  });

  it('returns a game URL on the sandbox that serves a small page', async () => {
    const url = await gameUrl(FULL);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/games/play/178001`);
    expect(url.searchParams.get('ssoKey')).toMatch(/^[0-9a-f]{32}$/);
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Midnight Queen');
    expect(page.body).toContain('Back');
    expect(page.body).not.toMatch(/<(script|link|img)[^>]+(src|href)="https?:/);
    expect((await open('/games/play/178001?ssoKey=abc')).statusCode).toBe(403);
    expect((await open(`/games/play/178002${url.search}`)).statusCode).toBe(403);
  });

  it.each(['nodeId=178001&gameId=JL0101', 'launchMode=&nodeId=178001'])(
    'answers HTTP 500 #727 without launchMode (%s)',
    async (query) => {
      const res = await launch(query);
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({
        success: false,
        errorCode: 'system busy',
        message: '#727 system busy',
        value: null,
      });
    },
  );

  it.each([
    'launchMode=GLS',
    'launchMode=GLS&nodeId=42',
    'launchMode=GLS&nodeId=178001&gameId=PG0001',
    'launchMode=GLS&nodeId=178001&vassalage=PG',
    'launchMode=GLS&nodeId=178001&accountType=2',
    // The spec's names (section 7) must say what the captured ones say.
    'launchMode=GLS&nodeId=178001&vassalage=JL&vendor=PG',
    'launchMode=GLS&nodeId=178001&gameType=RNG&gameCategory=LIVE',
    'launchMode=GLS&nodeId=178001&accountType=1&supportFreePlay=1',
  ])('refuses %s with request_param_err', async (query) => {
    const res = await launch(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'request_param_err' });
  });

  it('launches free play only for games that support it', async () => {
    const { games } = await gw.value<{ games: Game[] }>(
      'GET',
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=200',
    );
    const free = games.find((g) => g.supportPlay === 0);
    const real = games.find((g) => g.supportPlay === 1);
    expect((await launch(`launchMode=GLS&nodeId=${free?.nodeId}&accountType=0`)).status).toBe(200);
    const refused = await launch(`launchMode=GLS&nodeId=${real?.nodeId}&accountType=0`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'freeplay.not.supported' });
  });

  it('refuses a second launch with #734 while a round is open (switch)', async () => {
    const minimal =
      'gameType=RNG&vassalage=JL&gameId=JL0101&nodeId=178001&platform=html5&launchMode=GLS&accountType=1&language=EN';
    const next = 'launchMode=GLS&nodeId=181001';
    // Switch off (default): launching twice is fine.
    expect((await launch(minimal)).status).toBe(200);
    expect((await launch(minimal)).status).toBe(200);

    await roundsOn(true);
    const url = await gameUrl(minimal);
    const second = await launch(next);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      success: false,
      errorCode: 'game.previous.not.finished',
      message: '#734 the previous game has not finished',
    });
    // Another member is not affected.
    expect((await launch(next, await secondMember())).status).toBe(200);

    // Finishing the round on the game page allows the next launch.
    expect((await open(url)).body).toContain('Round in progress');
    expect((await open(`${url.pathname}${url.search}&finish=1`)).body).toContain('No open round');
    expect((await launch(next)).status).toBe(200);

    // Turning the switch off ends open rounds.
    await roundsOn(false);
    await roundsOn(true);
    expect((await launch(next)).status).toBe(200);
  });

  it('takes bets on a real-money game page: the wallet, the ledger and the game records move', async () => {
    const balance = async () =>
      (await gw.value<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance?typeId=0'))
        .sumBalance;
    const before = await balance();
    const url = await gameUrl('launchMode=GLS&nodeId=178001&accountType=1');
    const ssoKey = url.searchParams.get('ssoKey') ?? '';
    const page = await open(url);
    expect(page.body).toContain('id="bet-lose"');
    expect(page.body).toContain(`Balance ${before.toFixed(2)}`);
    const bet = (outcome: string, key = ssoKey) =>
      gw.app.inject({
        method: 'POST',
        url: '/games/play/178001/bet',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ssoKey: key, outcome }).toString(),
      });

    const lost = await bet('lose');
    expect(lost.statusCode).toBe(303);
    expect(lost.headers.location).toBe(`/games/play/178001?ssoKey=${ssoKey}&bet=lose`);
    expect(await balance()).toBeCloseTo(before - 10, 2);
    expect((await bet('win')).statusCode).toBe(303);
    expect(await balance()).toBeCloseTo(before + 5, 2);
    expect((await open(lost.headers.location ?? '')).body).toContain('Lost 10.00');

    const { list } = await gw.value<{ list: { gameName: string; stake: number }[] }>(
      'GET',
      '/wps/relay/ODS2_MemberBetReport?pageNo=1&pageSize=5',
    );
    expect(list.slice(0, 2).map((row) => row.gameName)).toEqual([
      'Midnight Queen',
      'Midnight Queen',
    ]);

    // Another game's key, a made-up key, a bad outcome: nothing moves.
    expect((await bet('lose', 'abc')).statusCode).toBe(403);
    expect((await bet('double')).statusCode).toBe(400);
    expect(await balance()).toBeCloseTo(before + 5, 2);
  });

  it('takes no bet on a free-play game page', async () => {
    const { games } = await gw.value<{ games: Game[] }>(
      'GET',
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=200',
    );
    const free = games.find((g) => g.supportPlay === 0);
    const url = await gameUrl(`launchMode=GLS&nodeId=${free?.nodeId}&accountType=0`);
    expect((await open(url)).body).not.toContain('id="bet-lose"');
  });

  it('passes a safe backUrl to the page', async () => {
    const back = encodeURIComponent('http://127.0.0.1:8080/m/home');
    const page = await open(await gameUrl(`launchMode=GLS&nodeId=178001&backUrl=${back}`));
    expect(page.body).toContain('href="http://127.0.0.1:8080/m/home"');
    const evil = encodeURIComponent('javascript:x()');
    const evilPage = await open(await gameUrl(`launchMode=GLS&nodeId=178001&backUrl=${evil}`));
    expect(evilPage.body).not.toContain('javascript:x()');
  });
});
