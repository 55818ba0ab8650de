/**
 * member.balance, games.launch and games.setFavourite against the real sandbox over HTTP, as the
 * browser calls them: the demo member's figures, launch links that open, the recent-games row,
 * launches that reach the gateway exactly once, readable refusals, favourites that stick.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_RECENT, GAMES, type CatalogueGame } from '@app/sandbox';
import type { GameLaunch, HomeBootstrap } from '@app/contracts';
import { body, freshBffPerTest, type TrpcClient } from './helpers/stack.ts';

const LAUNCH = '/wps/game/launchGame';
const RECENT_ADD = '/wps/relay/MCS2_addRecentGame';

// A fresh BFF per test: no cache or circuit state carried from one test to the next. Generous
// deadlines (a busy machine slows every call); the one fault that holds a call holds it longer.
const UPSTREAM_TIMEOUT_MS = 8_000;
const stack = freshBffPerTest({
  logLevel: 'warn',
  homeSectionDeadlineMs: 5_000,
  upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
});

const signedIn = () => stack.signedIn();

/**
 * The game's page a launch opens: its URL when it opens the old way, else the one the host's
 * frame page embeds (issue 30), read as the member's browser reads it.
 */
async function launchedUrl(client: TrpcClient, response: { body: string }): Promise<string> {
  const launch = body(response).result?.data as GameLaunch;
  if (launch.opens === 'window') return launch.url;
  const frame = await client.get(`/games/frame/${launch.launchId}`);
  expect(frame.statusCode, frame.body).toBe(200);
  const src = /<iframe src="([^"]+)"/.exec(frame.body)?.[1] ?? '';
  return src.replace(/&amp;/g, '&');
}

const calls = (path: string) => stack.sandbox.calls(path);

/** A second, direct gateway session of the demo member, to read its relays as the gateway has them. */
async function gatewayRelay(path: string, moduleId: string): Promise<unknown> {
  const headers = {
    merchant: 'tcgdemov3',
    'x-gateway-version': '3',
    'content-type': 'application/json',
  };
  const login = (await (
    await fetch(`${stack.sandbox.url}/wps/session/login/unsecure`, {
      method: 'POST',
      headers: { ...headers, moduleid: 'COMM3' },
      body: JSON.stringify({ type: 'username', username: 'demo', password: 'Demo1234' }),
    })
  ).json()) as { value: { token: string } };
  const response = await fetch(`${stack.sandbox.url}/wps/relay/${path}`, {
    headers: { ...headers, moduleid: moduleId, authorization: login.value.token },
  });
  return ((await response.json()) as { value: unknown }).value;
}

const favouriteIds = async () =>
  (await gatewayRelay('MCSFE_getFavoriteGames', 'GAMELOFAV3')) as string[];
const recentIds = async () =>
  ((await gatewayRelay('GCS_recentGame', 'GAMELOREC3')) as { nodeId: number }[]).map((g) =>
    String(g.nodeId),
  );

function catalogueGame(match: (game: CatalogueGame) => boolean): CatalogueGame {
  const game = GAMES.find(match);
  if (!game) throw new Error('no such game in the sandbox catalogue');
  return game;
}

/** An RNG game with free play (supportPlay 0) and one without, neither among the seed recents. */
const notRecent = (g: CatalogueGame) => !(DEMO_RECENT as readonly number[]).includes(g.nodeId);
const freePlayGame = catalogueGame(
  (g) => g.gameType === 'RNG' && g.supportPlay === 0 && notRecent(g),
);
const realMoneyGame = catalogueGame(
  (g) => g.gameType === 'RNG' && g.supportPlay === 1 && notRecent(g),
);

const launchInput = (game: CatalogueGame, extra: Record<string, unknown> = {}) => ({
  nodeId: String(game.nodeId),
  vendor: game.vassalage,
  gameId: game.gameId,
  gameType: game.gameType,
  ...extra,
});

/* ------------------------------------------------------------------------------------------- */

describe('member.balance', () => {
  it("returns the demo member's balance, the same figure home.bootstrap shows", async () => {
    const client = await signedIn();
    const response = await client.query('member.balance');
    expect(response.statusCode).toBe(200);
    expect(body(response).result?.data).toEqual({
      sumBalance: '1250.50',
      currency: 'PHP',
      currencySymbol: '₱',
    });
    const home = body(await client.query('home.bootstrap')).result?.data as HomeBootstrap;
    expect(home.balance).toEqual(body(response).result?.data);
  });

  it('asks the gateway on every call: a balance is never cached', async () => {
    const client = await signedIn();
    await stack.sandbox.control('DELETE', '/stats');
    await client.query('member.balance');
    await client.query('member.balance');
    expect(await calls('/wps/v2/wallets/balance')).toBe(2);
  });

  it('refuses a visitor with 401 not_logged_in, without asking the gateway', async () => {
    await stack.sandbox.control('DELETE', '/stats');
    const response = await stack.client().query('member.balance');
    expect(response.statusCode).toBe(401);
    expect(body(response).error).toMatchObject({
      message: 'You are not logged in, please login first',
      data: { appCode: 'not_logged_in' },
    });
    expect(await calls('/wps/v2/wallets/balance')).toBe(0);
  });

  it('reports an outage of the wallet as a readable 503', async () => {
    const client = await signedIn();
    await stack.sandbox.control('POST', '/faults', {
      path: '/wps/v2/wallets/balance',
      status: 500,
    });
    const response = await client.query('member.balance');
    expect(response.statusCode).toBe(503);
    expect(body(response).error?.data.appCode).toBe('service_unavailable');
  });
});

/* ------------------------------------------------------------------------------------------- */

describe('games.launch', () => {
  it('returns an http link to the game page, which opens', async () => {
    const client = await signedIn();
    const response = await client.mutate('games.launch', launchInput(realMoneyGame));
    expect(response.statusCode).toBe(200);
    const url = await launchedUrl(client, response);
    expect(url).toMatch(/^https?:\/\//);
    expect(url).toContain(`/games/play/${realMoneyGame.nodeId}?ssoKey=`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(realMoneyGame.gameName);
  });

  it('opens the game the old way when the store cannot keep it for the host', async () => {
    const client = await signedIn();
    const set = stack.store.set.bind(stack.store);
    stack.store.set = (key, value, ttlMs) =>
      key.startsWith('game-host:')
        ? Promise.reject(new Error('store away'))
        : set(key, value, ttlMs);
    const response = await client.mutate('games.launch', launchInput(realMoneyGame));
    expect(response.statusCode, response.body).toBe(200);
    const launch = body(response).result?.data as GameLaunch;
    expect(launch.opens).toBe('window');
    expect(launch.opens === 'window' && launch.url).toContain(
      `/games/play/${realMoneyGame.nodeId}?ssoKey=`,
    );
    await expect.poll(() => stack.logs.text()).toContain('hosted game not kept');
  });

  it('records the game as recent, first in the recent-games relay', async () => {
    const client = await signedIn();
    expect(await recentIds()).not.toContain(String(realMoneyGame.nodeId));
    await client.mutate('games.launch', launchInput(realMoneyGame));
    await expect.poll(async () => (await recentIds())[0]).toBe(String(realMoneyGame.nodeId));
  });

  it('does not wait for, nor fail with, the recent-games call', async () => {
    const client = await signedIn();
    // Held past the upstream timeout: a launch that waited for it would take at least that.
    await stack.sandbox.control('POST', '/faults', { path: RECENT_ADD, latencyMs: 10_000 });
    const started = performance.now();
    const slow = await client.mutate('games.launch', launchInput(realMoneyGame));
    expect(slow.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(UPSTREAM_TIMEOUT_MS);

    await stack.sandbox.control('DELETE', '/faults');
    await stack.sandbox.control('POST', '/faults', { path: RECENT_ADD, status: 500 });
    const failing = await client.mutate('games.launch', launchInput(freePlayGame));
    expect(failing.statusCode).toBe(200);
    await expect.poll(() => stack.logs.text()).toContain('recording the recent game failed');
  });

  it('reaches the gateway exactly once, even when it answers 503', async () => {
    const client = await signedIn();
    await stack.sandbox.control('POST', '/faults', { path: LAUNCH, status: 503, times: 1 });
    await stack.sandbox.control('DELETE', '/stats');
    const response = await client.mutate('games.launch', launchInput(realMoneyGame));
    expect(response.statusCode).toBe(503);
    expect(body(response).error).toMatchObject({
      message: 'The service is temporarily unavailable, please try again later.',
      data: { appCode: 'service_unavailable' },
    });
    expect(await calls(LAUNCH)).toBe(1);
    // Nothing was launched, so nothing is recorded as recent.
    expect(await calls(RECENT_ADD)).toBe(0);
  });

  it('opens a free-play game in free play', async () => {
    const client = await signedIn();
    const response = await client.mutate(
      'games.launch',
      launchInput(freePlayGame, { freePlay: true }),
    );
    expect(response.statusCode).toBe(200);
    expect((await fetch(await launchedUrl(client, response))).status).toBe(200);
  });

  it('launches a vendor lobby, which has no gameId', async () => {
    const lobby = catalogueGame((g) => g.gameType === 'LIVE' && g.gameCode === 'lobby');
    const client = await signedIn();
    const { gameId: _none, ...withoutGameId } = launchInput(lobby);
    const response = await client.mutate('games.launch', withoutGameId);
    expect(response.statusCode).toBe(200);
    expect((await fetch(await launchedUrl(client, response))).status).toBe(200);
  });

  it("launches Bet Now on a hot match with the match's game id, which the gateway accepts", async () => {
    const client = await signedIn();
    const home = body(await client.query('home.bootstrap')).result?.data as HomeBootstrap;
    const match = home.hotMatches[0];
    expect(match).toBeDefined();
    if (!match?.nodeId || !match.vendor) throw new Error('the sandbox match has no sports game');
    const sports = GAMES.find((g) => String(g.nodeId) === match.nodeId);
    // The launch's gameId is the sports game's id; the room id is something else (issue 9).
    expect(match.gameId).toBe(sports?.gameId);
    expect(match.roomId).not.toBe(match.gameId);
    const launch = { nodeId: match.nodeId, vendor: match.vendor, gameType: 'SPORTS' };
    const response = await client.mutate('games.launch', { ...launch, gameId: match.gameId });
    expect(response.statusCode).toBe(200);
    expect(await launchedUrl(client, response)).toContain(`/games/play/${match.nodeId}?ssoKey=`);
    // What the web used to send: the gateway refuses a room id as gameId.
    const refused = await client.mutate('games.launch', { ...launch, gameId: match.roomId });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses free play on a game without it with a readable 400, not a 500', async () => {
    const client = await signedIn();
    const response = await client.mutate(
      'games.launch',
      launchInput(realMoneyGame, { freePlay: true }),
    );
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toMatchObject({
      message: 'This game does not support free play.',
      data: { appCode: 'free_play_unsupported' },
    });
  });

  it('reports a round still open (#734) readably, after one upstream call per tap', async () => {
    await stack.sandbox.control('POST', '/settings', { launchRoundOpen: true });
    const client = await signedIn();
    await stack.sandbox.control('DELETE', '/stats');
    expect((await client.mutate('games.launch', launchInput(realMoneyGame))).statusCode).toBe(200);
    const again = await client.mutate('games.launch', launchInput(freePlayGame));
    expect(again.statusCode).toBe(400);
    expect(body(again).error).toMatchObject({
      message: 'The previous game has not finished yet, please try again later.',
      data: { appCode: 'game_not_finished' },
    });
    expect(await calls(LAUNCH)).toBe(2);
  });

  it('reports a launch module under maintenance (#543) readably', async () => {
    const client = await signedIn();
    await stack.sandbox.control('POST', '/faults', {
      path: LAUNCH,
      status: 400,
      errorCode: 'function.not.available',
    });
    const response = await client.mutate('games.launch', launchInput(realMoneyGame));
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toMatchObject({
      message: 'The feature is under maintenance',
      data: { appCode: 'feature_unavailable' },
    });
  });

  it('refuses a visitor with 401 not_logged_in, without asking the gateway', async () => {
    await stack.sandbox.control('DELETE', '/stats');
    const response = await stack.client().mutate('games.launch', launchInput(realMoneyGame));
    expect(response.statusCode).toBe(401);
    expect(body(response).error?.data.appCode).toBe('not_logged_in');
    expect(await calls(LAUNCH)).toBe(0);
  });

  it('answers bad input with a readable 400 naming the fields', async () => {
    const client = await signedIn();
    await stack.sandbox.control('DELETE', '/stats');
    const response = await client.mutate('games.launch', {
      nodeId: '12ab',
      vendor: 'JL',
      gameId: 'JL0001',
      gameType: 'SLOTS',
      freePlay: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toMatchObject({
      message: 'Please check the information you entered.',
      data: { appCode: 'invalid_input' },
    });
    expect(Object.keys(body(response).error?.data.fieldErrors ?? {}).sort()).toEqual([
      'freePlay',
      'gameType',
      'nodeId',
    ]);
    expect(await calls(LAUNCH)).toBe(0);
  });
});

/* ------------------------------------------------------------------------------------------- */

describe('games.setFavourite', () => {
  const game = catalogueGame((g) => g.gameType === 'FISH');
  const input = (favourite: boolean) => ({
    nodeId: String(game.nodeId),
    vendor: game.vassalage,
    gameType: game.gameType,
    favourite,
  });
  const homeFavourites = async (client: TrpcClient) =>
    (body(await client.query('home.bootstrap')).result?.data as HomeBootstrap).favourites.map(
      (g) => g.nodeId,
    );

  it('adds then removes a favourite, as the gateway and the next home both show', async () => {
    const client = await signedIn();
    const id = String(game.nodeId);
    expect(await favouriteIds()).not.toContain(id);
    expect(await homeFavourites(client)).not.toContain(id);

    const added = await client.mutate('games.setFavourite', input(true));
    expect(added.statusCode).toBe(200);
    expect(body(added).result?.data).toEqual({ favourite: true, success: true });
    expect(await favouriteIds()).toContain(id);
    expect(await homeFavourites(client)).toContain(id);

    const removed = await client.mutate('games.setFavourite', input(false));
    expect(body(removed).result?.data).toEqual({ favourite: false, success: true });
    expect(await favouriteIds()).not.toContain(id);
    expect(await homeFavourites(client)).not.toContain(id);
  });

  it('reports success false and changes nothing when the gateway refuses', async () => {
    const client = await signedIn();
    const before = await favouriteIds();
    // The sandbox refuses a favourite whose vendor is not the game's (400 request_param_err).
    const refused = await client.mutate('games.setFavourite', { ...input(true), vendor: 'PG' });
    expect(refused.statusCode).toBe(200);
    expect(body(refused).result?.data).toEqual({ favourite: false, success: false });
    expect(await favouriteIds()).toEqual(before);
  });

  it('is an error, not success false, when the gateway is down', async () => {
    const client = await signedIn();
    await stack.sandbox.control('POST', '/faults', {
      path: '/wps/relay/MCSFE_addFavoriteGameV2',
      status: 503,
    });
    await stack.sandbox.control('DELETE', '/stats');
    const response = await client.mutate('games.setFavourite', input(true));
    expect(response.statusCode).toBe(503);
    expect(body(response).error?.data.appCode).toBe('service_unavailable');
    // A POST is never retried.
    expect(await calls('/wps/relay/MCSFE_addFavoriteGameV2')).toBe(1);
  });

  it('refuses a visitor with 401 not_logged_in', async () => {
    const response = await stack.client().mutate('games.setFavourite', input(true));
    expect(response.statusCode).toBe(401);
    expect(body(response).error?.data.appCode).toBe('not_logged_in');
  });

  it('answers bad input with a readable 400 naming the fields', async () => {
    const client = await signedIn();
    const response = await client.mutate('games.setFavourite', {
      nodeId: '',
      vendor: 'J L',
      gameType: 'RNG',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('invalid_input');
    expect(Object.keys(body(response).error?.data.fieldErrors ?? {}).sort()).toEqual([
      'favourite',
      'nodeId',
      'vendor',
    ]);
  });
});

describe('a token the gateway no longer knows', () => {
  it('ends the BFF session on the first member call that finds it, then asks no more', async () => {
    const client = await signedIn();
    await stack.sandbox.control('POST', '/reset'); // the gateway forgets every session
    const first = await client.query('member.balance');
    expect(first.statusCode).toBe(401);
    expect(body(first).error?.data.appCode).toBe('session_expired');
    const before = await calls('/wps/v2/wallets/balance');
    const second = await client.query('member.balance');
    expect(body(second).error?.data.appCode).toBe('not_logged_in');
    const launch = await client.mutate('games.launch', {
      nodeId: '178001',
      vendor: 'JL',
      gameType: 'RNG',
    });
    expect(body(launch).error?.data.appCode).toBe('not_logged_in');
    expect(await calls('/wps/v2/wallets/balance')).toBe(before);
  });
});
