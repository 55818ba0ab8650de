/**
 * games.list and games.memberList (issue 12, spec section 2 "Game lists") through the BFF against
 * the real sandbox over HTTP: paging, every filter, the hot option, the shared cache (a warm page
 * costs the gateway nothing) and the member's own lists (never shared, never cached).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_FAVOURITES, DEMO_RECENT, GAMES, SECOND_MEMBER } from '@app/sandbox';
import {
  body,
  freshBffPerTest,
  signedInClient,
  startBff,
  type TrpcClient,
} from './helpers/stack.ts';

const stack = freshBffPerTest();

const LIST = '/wps/relay/GCSGAME_gameList';

interface Page {
  games: { nodeId: string; vendor: string; gameType: string; isNew: boolean; name: string }[];
  page: number;
  totalPages: number;
  classify?: string;
}

async function list(client: TrpcClient, input: Record<string, unknown>): Promise<Page> {
  const response = await client.query('games.list', input);
  expect(response.statusCode, response.body).toBe(200);
  return body(response).result?.data as Page;
}

const catalogue = (filter: (game: (typeof GAMES)[number]) => boolean) => GAMES.filter(filter);

describe('games.list', () => {
  it('pages a game type by 24 and says where the page sits', async () => {
    const client = stack.client();
    const rng = catalogue((g) => g.gameType === 'RNG');
    const first = await list(client, { gameType: 'RNG' });
    expect(first.games).toHaveLength(24);
    expect(first.page).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(rng.length / 24));
    const last = await list(client, { gameType: 'RNG', cursor: first.totalPages });
    expect(last.games).toHaveLength(rng.length - 24 * (first.totalPages - 1));
    expect(new Set([...first.games, ...last.games].map((g) => g.gameType))).toEqual(
      new Set(['RNG']),
    );
  });

  it('filters by vendor, new, a vendor classification, minimum bet and name', async () => {
    const client = stack.client();
    const pg = await list(client, { gameType: 'RNG', vendor: 'PG' });
    expect(pg.totalPages).toBe(Math.ceil(catalogue((g) => g.vassalage === 'PG').length / 24));
    expect(pg.games.every((g) => g.vendor === 'PG')).toBe(true);

    const fresh = await list(client, { gameType: 'RNG', classify: 'new' });
    expect(fresh.games.length).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);

    const crash = await list(client, { gameType: 'RNG', vendor: 'INHOUSE', classify: 'Crash' });
    expect(crash.games.map((g) => g.nodeId)).toEqual(
      catalogue((g) => g.vassalage === 'INHOUSE' && g.classify === 'Crash').map((g) =>
        String(g.nodeId),
      ),
    );

    const cheap = await list(client, { gameType: 'RNG', minBet: '0.01' });
    expect(cheap.totalPages).toBe(
      Math.ceil(catalogue((g) => g.gameType === 'RNG' && g.minBet === 0.01).length / 24),
    );

    const named = await list(client, { gameType: 'RNG', gameName: '  golden ' });
    const expected = catalogue(
      (g) => g.gameType === 'RNG' && g.gameName.toLowerCase().includes('golden'),
    );
    expect(named.games.map((g) => g.name)).toEqual(expected.slice(0, 24).map((g) => g.gameName));
  });

  it('offers the hot games of the type', async () => {
    const client = stack.client();
    const hot = await list(client, { gameType: 'FISH', classify: 'hot' });
    expect(hot.games.length).toBeGreaterThan(0);
    expect(hot.games.every((g) => g.gameType === 'FISH')).toBe(true);
    expect(hot.totalPages).toBe(1);
  });

  it('answers a warm page from the cache: no gateway call, under every filter apart', async () => {
    const client = stack.client();
    await list(client, { gameType: 'RNG', vendor: 'JL', cursor: 2 });
    const cold = await stack.sandbox.calls(LIST);
    expect(cold).toBe(1);
    // Another visitor, the same page: nothing upstream.
    await list(stack.client(), { gameType: 'RNG', vendor: 'JL', cursor: 2 });
    expect(await stack.sandbox.calls(LIST)).toBe(1);
    // Each filter and the language are their own page.
    await list(client, { gameType: 'RNG', vendor: 'JL', cursor: 3 });
    await list(client, { gameType: 'RNG', vendor: 'JL', cursor: 2, minBet: '0.5' });
    await list(client, { gameType: 'RNG', vendor: 'JL', cursor: 2, language: 'TY' });
    expect(await stack.sandbox.calls(LIST)).toBe(4);
  });

  it('refuses bad input with a readable 400 before the gateway', async () => {
    const client = stack.client();
    for (const input of [
      {},
      { gameType: 'POKER' },
      { gameType: 'RNG', cursor: 0 },
      { gameType: 'RNG', cursor: 1.5 },
      { gameType: 'RNG', classify: 'fav' },
      { gameType: 'RNG', classify: '<script>' },
      { gameType: 'RNG', minBet: '0.3' },
      { gameType: 'RNG', gameName: 'x'.repeat(51) },
      { gameType: 'RNG', vendor: '../JL' },
    ]) {
      const response = await client.query('games.list', input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(body(response).error?.data?.appCode).toBe('invalid_input');
    }
    expect(await stack.sandbox.calls(LIST)).toBe(0);
  });
});

describe('games.memberList', () => {
  it('sends a visitor to log in', async () => {
    const response = await stack.client().query('games.memberList', {
      classify: 'fav',
    });
    expect(response.statusCode).toBe(401);
    expect(body(response).error?.data?.appCode).toBe('not_logged_in');
  });

  it("pages the member's favourites and recent games, of one type or all", async () => {
    const demo = await stack.signedIn();
    const query = async (input: Record<string, unknown>) =>
      body(await demo.query('games.memberList', input)).result?.data as Page;
    expect((await query({ classify: 'fav' })).games.map((g) => g.nodeId)).toEqual([
      ...DEMO_FAVOURITES,
    ]);
    expect((await query({ classify: 'recent' })).games.map((g) => g.nodeId)).toEqual(
      DEMO_RECENT.map(String),
    );
    const recentFish = await query({ classify: 'recent', gameType: 'FISH' });
    expect(recentFish.games.every((g) => g.gameType === 'FISH')).toBe(true);
    expect(recentFish.games.length).toBeGreaterThan(0);
  });

  it('never shows one member the lists of another, and never from a cache', async () => {
    const demo = await stack.signedIn();
    const other = stack.client();
    await other.mutate('session.login', { type: 'username', ...SECOND_MEMBER });
    const favourites = async (client: TrpcClient) =>
      (body(await client.query('games.memberList', { classify: 'fav' })).result?.data as Page)
        .games;
    expect(await favourites(demo)).toHaveLength(DEMO_FAVOURITES.length);
    expect(await favourites(other)).toEqual([]);
    const path = '/wps/relay/MCSFE_getFavoriteGamesList';
    const before = await stack.sandbox.calls(path);
    await favourites(demo);
    expect(await stack.sandbox.calls(path)).toBe(before + 1);
  });

  it('refuses bad input with a 400', async () => {
    const demo = await stack.signedIn();
    for (const input of [{}, { classify: 'hot' }, { classify: 'fav', cursor: -1 }]) {
      const response = await demo.query('games.memberList', input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
    }
  });
});

describe('cockfighting, off unless the merchant turns it on', () => {
  const LAUNCH = '/wps/game/launchGame';
  const cockfightGame = GAMES.find((g) => g.gameType === 'COCKFIGHT');
  if (!cockfightGame) throw new Error('the seed has a cockfight game');
  const launchOf = (gameType: string) => ({
    nodeId: String(cockfightGame.nodeId),
    vendor: cockfightGame.vassalage,
    gameId: cockfightGame.gameId,
    gameType,
  });

  it('is in no category, list or launch by default, refused with a readable message', async () => {
    const demo = await stack.signedIn();
    const categories = body(await demo.query('games.categories', {})).result?.data as {
      gameType: string;
    }[];
    expect(categories.map((c) => c.gameType)).not.toContain('COCKFIGHT');
    expect(categories.map((c) => c.gameType)).toContain('RNG');

    const listed = await demo.query('games.list', { gameType: 'COCKFIGHT' });
    expect(listed.statusCode).toBe(403);
    expect(body(listed).error?.data?.appCode).toBe('game_type_disabled');
    expect(body(listed).error?.message).toBe('This game category is not available.');

    // Named as its own type, or dressed up as a slot: refused before the gateway.
    for (const gameType of ['COCKFIGHT', 'RNG']) {
      const launched = await demo.mutate('games.launch', launchOf(gameType));
      expect(launched.statusCode, gameType).toBe(403);
      expect(body(launched).error?.data?.appCode).toBe('game_type_disabled');
    }
    expect(await stack.sandbox.calls(LAUNCH)).toBe(0);
  });

  it('is offered like any type once GAME_TYPES_DISABLED leaves it out', async () => {
    const open = await startBff({
      gatewayUrl: stack.sandbox.url,
      config: { gameTypesDisabled: [] },
    });
    try {
      const demo = await signedInClient(open);
      const categories = body(await demo.query('games.categories', {})).result?.data as {
        gameType: string;
      }[];
      expect(categories.map((c) => c.gameType)).toContain('COCKFIGHT');
      const page = await list(demo, { gameType: 'COCKFIGHT' });
      expect(page.games.length).toBeGreaterThan(0);
      const launched = await demo.mutate('games.launch', launchOf('COCKFIGHT'));
      expect(launched.statusCode, launched.body).toBe(200);
    } finally {
      await open.close();
    }
  });
});
