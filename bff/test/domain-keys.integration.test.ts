/**
 * The procedures behind the web's domain keys that home.bootstrap also seeds: games.favouriteIds
 * (every favourite of the member, not only the FAV row's first 20), games.categories and
 * content.socialLinks (shared, cached: two replicas on one Redis ask the gateway once), against
 * the real sandbox over HTTP.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { GAMES } from '@app/sandbox';
import type {
  HomeBootstrap,
  PromotionAvailability,
  SocialLink,
  VendorCategory,
} from '@app/contracts';
import { body, replicasPerFile, signedInClient, TrpcClient } from './helpers/stack.ts';

const FAVOURITE_IDS = '/wps/relay/MCSFE_getFavoriteGames';
const FAVOURITE_LIST = '/wps/relay/MCSFE_getFavoriteGamesList';
const VENDOR_LANES = '/wps/relay/GCSGAME_newGameVendor';
const STATUS = '/wps/v2/system/status';
const PROMOTIONS = '/wps/relay/MCSFE_getMerchantAvailablePromotions';

// Two replicas for the whole file; only the gateway's counters are cleared between tests.
const stack = replicasPerFile(2, { before: 'stats' });
/** The first replica. */
const app = (): FastifyInstance => stack.replicas.at(0);

const calls = (path: string) => stack.sandbox.calls(path);

let memberCount = 0;

/** A fresh sandbox member with these favourites (newest first), signed in through the BFF. */
async function memberWith(favourites: string[], type = 0): Promise<TrpcClient> {
  memberCount += 1;
  const username = `fav${memberCount}_${Date.now() % 100_000}`;
  await stack.sandbox.control('POST', '/accounts', {
    username,
    password: 'Member1234',
    type,
    favourites,
  });
  const client = new TrpcClient(app());
  const login = await client.mutate('session.login', {
    type: 'username',
    username,
    password: 'Member1234',
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return client;
}

/** Games the site offers (cockfighting is off by default, and its favourites hidden). */
const THIRTY = GAMES.filter((g) => g.gameType !== 'COCKFIGHT')
  .slice(0, 30)
  .map((g) => String(g.nodeId));

describe('games.favouriteIds', () => {
  it("returns all 30 of a member's favourites in one gateway call, where the home has 20", async () => {
    const client = await memberWith(THIRTY);
    await stack.sandbox.control('DELETE', '/stats');
    const response = await client.query('games.favouriteIds');
    expect(response.statusCode).toBe(200);
    expect(body(response).result?.data).toEqual(THIRTY);
    expect(await calls(FAVOURITE_IDS)).toBe(1);
    expect(await calls(FAVOURITE_LIST)).toBe(0);

    const home = body(await client.query('home.bootstrap')).result?.data as HomeBootstrap;
    expect(home.favourites).toHaveLength(20);
    expect(THIRTY.slice(20)).not.toContain(home.favourites.at(-1)?.nodeId);
  });

  it('is per member and never cached: every call asks the gateway, a change shows at once', async () => {
    const client = await memberWith(THIRTY.slice(0, 2));
    const other = await signedInClient(app());
    await stack.sandbox.control('DELETE', '/stats');
    expect(body(await client.query('games.favouriteIds')).result?.data).toEqual(THIRTY.slice(0, 2));
    expect(body(await other.query('games.favouriteIds')).result?.data).toEqual([
      '178001',
      '181003',
      '185001',
    ]);
    const game = GAMES[40];
    if (!game) throw new Error('catalogue too small');
    const change = await client.mutate('games.setFavourite', {
      nodeId: String(game.nodeId),
      vendor: game.vassalage,
      gameType: game.gameType,
      favourite: true,
    });
    expect(body(change).result?.data).toEqual({ favourite: true, success: true });
    expect(body(await client.query('games.favouriteIds')).result?.data).toEqual([
      String(game.nodeId),
      ...THIRTY.slice(0, 2),
    ]);
    expect(await calls(FAVOURITE_IDS)).toBe(3);
  });

  it('answers an empty list for a member without favourites', async () => {
    const client = await memberWith([]);
    expect(body(await client.query('games.favouriteIds')).result?.data).toEqual([]);
  });

  it('refuses a visitor with 401 not_logged_in, without asking the gateway', async () => {
    const response = await new TrpcClient(app()).query('games.favouriteIds');
    expect(response.statusCode).toBe(401);
    expect(body(response).error?.data.appCode).toBe('not_logged_in');
    expect(await calls(FAVOURITE_IDS)).toBe(0);
  });

  it('reports an outage of the relay as a readable 503', async () => {
    const client = await memberWith(THIRTY.slice(0, 1));
    await stack.sandbox.control('POST', '/faults', { path: FAVOURITE_IDS, status: 500, times: 2 });
    const response = await client.query('games.favouriteIds');
    expect(response.statusCode).toBe(503);
    expect(body(response).error?.data.appCode).toBe('service_unavailable');
    await stack.sandbox.control('DELETE', '/faults');
  });
});

describe('games.categories', () => {
  it("is the home's categories, cached in the shared store: the other replica asks nobody", async () => {
    const first = await new TrpcClient(stack.replicas.at(0)).query('games.categories', {
      language: 'PT',
    });
    expect(first.statusCode).toBe(200);
    const categories = body(first).result?.data as VendorCategory[];
    expect(categories.length).toBeGreaterThan(2);
    expect(categories.every((c) => c.vendors.length > 0)).toBe(true);
    const lanes = await calls(VENDOR_LANES);
    expect(lanes).toBe(1);

    const second = await new TrpcClient(stack.replicas.at(1)).query('games.categories', {
      language: 'PT',
    });
    expect(body(second).result?.data).toEqual(categories);
    const home = body(
      await new TrpcClient(stack.replicas.at(1)).query('home.bootstrap', { language: 'PT' }),
    ).result?.data as HomeBootstrap;
    expect(home.categories).toEqual(categories);
    expect(await calls(VENDOR_LANES)).toBe(lanes);
  });

  it('keeps one entry per language, and refuses an unknown language', async () => {
    const ty = await new TrpcClient(app()).query('games.categories', { language: 'TY' });
    expect(ty.statusCode).toBe(200);
    expect(await calls(VENDOR_LANES)).toBe(1);
    await new TrpcClient(stack.replicas.at(1)).query('games.categories', { language: 'TY' });
    expect(await calls(VENDOR_LANES)).toBe(1);
    const bad = await new TrpcClient(app()).query('games.categories', { language: 'XX' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error?.data.appCode).toBe('invalid_input');
  });
});

describe('content.socialLinks', () => {
  it("is the home's social links, from the cached status: the other replica asks nobody", async () => {
    const response = await new TrpcClient(stack.replicas.at(0)).query('content.socialLinks', {
      language: 'TY',
    });
    expect(response.statusCode).toBe(200);
    const links = body(response).result?.data as SocialLink[];
    // The sandbox's site configures every network the spec names, in the spec's order.
    expect(links.map((l) => l.type)).toEqual([
      'FACEBOOK',
      'COMMUNITY',
      'TELEGRAM',
      'WHATSAPP',
      'INSTAGRAM',
      'VIBER',
      'TIKTOK',
    ]);
    expect(await calls(STATUS)).toBe(1);
    const home = body(
      await new TrpcClient(stack.replicas.at(1)).query('home.bootstrap', { language: 'TY' }),
    ).result?.data as HomeBootstrap;
    expect(home.download.social).toEqual(links);
    await new TrpcClient(stack.replicas.at(1)).query('content.socialLinks', { language: 'TY' });
    expect(await calls(STATUS)).toBe(1);
  });
});

describe('promotions.availability', () => {
  it("is the home's promotions, shared and cached: the other replica asks nobody", async () => {
    const response = await new TrpcClient(stack.replicas.at(0)).query('promotions.availability', {
      language: 'PT',
    });
    expect(response.statusCode).toBe(200);
    const availability = body(response).result?.data as PromotionAvailability;
    // The sandbox's merchant runs all four.
    expect(availability.referral.enabled).toBe(true);
    expect(availability.login.enabled).toBe(true);
    const before = await calls(PROMOTIONS);
    const home = body(
      await new TrpcClient(stack.replicas.at(1)).query('home.bootstrap', { language: 'PT' }),
    ).result?.data as HomeBootstrap;
    expect(home.promotions).toEqual(availability);
    await new TrpcClient(stack.replicas.at(1)).query('promotions.availability', { language: 'PT' });
    expect(await calls(PROMOTIONS)).toBe(before);
  });

  it('answers a bad language with a readable 400', async () => {
    const bad = await new TrpcClient(stack.replicas.at(0)).query('promotions.availability', {
      language: 'XX',
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error?.data.appCode).toBe('invalid_input');
  });
});
