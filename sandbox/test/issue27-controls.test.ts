/**
 * Issue 27 items 23 and 28: the settings that produce the gateway's states a journey needs: a
 * restricted region (logins, registrations and launches answer 403 `ip_restrict`), an empty chat
 * or game address, and the merchant's vendor order (the sorting relay and the lanes follow it).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER, GAMES } from '../src/index.ts';
import { GatewayClient, expectRefusal, login, loginToken, useSandbox } from './helpers/gateway.ts';

const gw = useSandbox();

const LAUNCH =
  '/wps/game/launchGame?launchMode=GLS&platform=html5&gameType=RNG&gameCategory=RNG&vassalage=JL&vendor=JL&gameId=JL0101&nodeId=178001&accountType=1&supportFreePlay=0&language=EN';

describe('ipRestricted', () => {
  it('refuses a login and a game launch with 403 ip_restrict, and leaves browsing open', async () => {
    const token = await loginToken(gw.app, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await gw.control('POST', '/settings', { ipRestricted: true });

    const refused = await login(gw.app, {
      username: DEMO_MEMBER.username,
      password: DEMO_MEMBER.password,
    });
    expect(refused.res.statusCode).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'ip_restrict',
      message: 'Access restricted',
    });
    const member = new GatewayClient(gw.app, token);
    expectRefusal(await member.call('GET', LAUNCH), 403, 'ip_restrict');
    // The catalogue and the site status still answer: the status says no restriction.
    expect((await member.call('GET', '/wps/relay/GCSGAME_getVendorSorting')).status).toBe(200);
    const status = await member.value<{ regionRestriction: boolean }>('GET', '/wps/system/status');
    expect(status.regionRestriction).toBe(false);

    await gw.control('POST', '/settings', { ipRestricted: false });
    const again = await login(gw.app, {
      username: DEMO_MEMBER.username,
      password: DEMO_MEMBER.password,
    });
    expect(again.body.success).toBe(true);
  });
});

describe('empty addresses', () => {
  it('emptyChatUrl: CBS_launchChat answers an empty chatUrl', async () => {
    const member = new GatewayClient(
      gw.app,
      await loginToken(gw.app, DEMO_MEMBER.username, DEMO_MEMBER.password),
    );
    const chat = '/wps/relay/CBS_launchChat?b2c=1&language=EN&title=Support';
    expect((await member.value<{ chatUrl: string }>('GET', chat)).chatUrl).toMatch(/^http/);
    await gw.control('POST', '/settings', { emptyChatUrl: true });
    expect(await member.value('GET', chat)).toEqual({ chatUrl: '' });
  });

  it('emptyLaunchUrl: the game launch answers an empty game_url', async () => {
    const member = new GatewayClient(
      gw.app,
      await loginToken(gw.app, DEMO_MEMBER.username, DEMO_MEMBER.password),
    );
    await gw.control('POST', '/settings', { emptyLaunchUrl: true });
    expect(await member.value('GET', LAUNCH)).toEqual({ content: { game_url: '' } });
  });
});

describe('vendorOrder', () => {
  interface Sorting {
    gameCategory: string;
    vendorNames: { vassalage: string }[];
  }
  interface Lanes {
    data: { lanes: { title: string; cards: { vassalage: string; gameType: string }[] }[] };
  }
  const sorting = async (category: string) =>
    (await gw.value<Sorting[]>('GET', '/wps/relay/GCSGAME_getVendorSorting'))
      .find((entry) => entry.gameCategory === category)
      ?.vendorNames.map((v) => v.vassalage);
  const laneCards = async (title: string) =>
    (
      await gw.value<Lanes>(
        'GET',
        '/wps/relay/GCSGAME_newGameVendor?merchant=tcgdemov3&platform=html5&clientType=2',
      )
    ).data.lanes
      .find((lane) => lane.title === title)
      ?.cards.filter((card) => card.gameType === title)
      .map((card) => card.vassalage);

  it('puts the named vendors first, in its order, in the sorting relay and the lanes', async () => {
    const seeded = await sorting('RNG');
    expect(seeded?.slice(0, 3)).toEqual(['JL', 'PG', 'PP']);
    const change = await gw.control('POST', '/settings', {
      vendorOrder: { RNG: ['JDB', 'PP'] },
    });
    expect(change.status).toBe(200);
    const ordered = await sorting('RNG');
    expect(ordered?.slice(0, 2)).toEqual(['JDB', 'PP']);
    // The rest keep the seed's order; nothing is lost or doubled.
    expect(ordered?.slice(2)).toEqual(seeded?.filter((v) => v !== 'JDB' && v !== 'PP'));
    expect(await laneCards('RNG')).toEqual(ordered);
    // Other categories keep theirs.
    const live = await sorting('LIVE');
    await gw.control('POST', '/settings', { vendorOrder: {} });
    expect(await sorting('RNG')).toEqual(seeded);
    expect(await sorting('LIVE')).toEqual(live);
  });

  it('refuses a malformed order', async () => {
    const refused = await gw.control('POST', '/settings', { vendorOrder: { RNG: 'JL' } });
    expect(refused.status).toBe(400);
  });
});

describe('framingRefusedBy (issue 30)', () => {
  it("makes the named vendors' game pages refuse framing, with or without a key, and no other's", async () => {
    const member = new GatewayClient(
      gw.app,
      await loginToken(gw.app, DEMO_MEMBER.username, DEMO_MEMBER.password),
    );
    const { content } = await member.value<{ content: { game_url: string } }>('GET', LAUNCH);
    const page = new URL(content.game_url);
    const framing = async (path: string) => {
      const res = await gw.app.inject({ method: 'GET', url: path });
      return [res.headers['x-frame-options'], res.headers['content-security-policy']];
    };
    const withKey = `${page.pathname}${page.search}`;
    expect(await framing(withKey)).toEqual([undefined, undefined]);

    await gw.control('POST', '/settings', { framingRefusedBy: ['JL'] });
    const refused = ['SAMEORIGIN', "frame-ancestors 'self'"];
    expect(await framing(withKey)).toEqual(refused);
    expect(await framing(page.pathname)).toEqual(refused);
    // Another vendor's game still frames.
    const other = GAMES.find((g) => g.vassalage !== 'JL');
    expect(await framing(`/games/play/${other?.nodeId}`)).toEqual([undefined, undefined]);
    const bad = await gw.control('POST', '/settings', { framingRefusedBy: ['not a vendor!'] });
    expect(bad.status).toBe(400);
  });
});
