/**
 * The game catalogue (§9): vendors in lanes, the vendor sorting, the vendor menu per game type,
 * the paged game list with its quirks, hot games, winners and hot matches, and their images.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER, ENDPOINTS, GAME_TYPES } from '../src/index.ts';
import { PUBLIC_URL, loginToken, useSandbox } from './helpers/gateway.ts';

const gw = useSandbox();

interface Game {
  nodeId: number;
  gameId: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  showIcon: string;
  mobileSmallIcon: string;
  supportPlay: number;
  gameClassifyNew: string;
  isNew: number;
  minBet: number;
  roomId: number | null;
}
interface GameList {
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  gw.call('GET', url, undefined, { headers });
const value = <T>(url: string, headers: Record<string, string> = {}) =>
  gw.value<T>('GET', url, undefined, { headers });
/** A page or image the sandbox serves, by the path and query of `url`. */
const open = (url: string) => {
  const u = new URL(url, PUBLIC_URL);
  return gw.app.inject({ method: 'GET', url: u.pathname + u.search });
};

const list = (query: string) => value<GameList>(`/wps/relay/GCSGAME_gameList?${query}`);

describe('registry rows of the catalogue', () => {
  it('declares method, module and auth per relay', () => {
    expect(ENDPOINTS.gameList).toMatchObject({ methods: ['GET'], moduleIds: ['GAMELO3'] });
    expect(ENDPOINTS.hotGames).toMatchObject({
      methods: ['GET', 'POST'],
      moduleIds: ['GAMELOHOT3'],
      login: 'public',
    });
    expect(ENDPOINTS.vassGameType).toMatchObject({ moduleIds: ['COMM3'], login: 'optional' });
    expect(ENDPOINTS.vassGameTypeGls).toMatchObject({ moduleIds: ['GAMELO3'] });
  });
});

describe('GCSGAME_newGameVendor and vendor sorting', () => {
  interface Card {
    vassalage: string;
    gameType: string;
    isGame: string;
    nodeId: number | null;
    gameCode: string | null;
    mobileSmallIcon: string;
    lagerIcon: string;
    accountTypeName: string;
    displayName: string;
  }
  interface Lanes {
    data: {
      lanes: { title: string; gameClassify: { key: string }[]; cards: Card[] }[];
    };
  }

  it('lists about 15 vendors over every game type, in lanes', async () => {
    const v = await value<Lanes>(
      '/wps/relay/GCSGAME_newGameVendor?merchant=tcgdemov3&platform=html5&clientType=2&language=EN',
    );
    const lanes = v.data.lanes;
    expect(lanes.map((l) => l.title)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'LOTT',
      'ELOTT',
    ]);
    const cards = lanes.flatMap((l) => l.cards);
    const codes = new Set(cards.map((c) => c.vassalage));
    expect(codes.size).toBeGreaterThanOrEqual(15);
    for (const code of ['JL', 'PG', 'JDB', 'PP', 'EG4', 'SA', 'DG', 'FC', 'KM', 'SB', 'IMES']) {
      expect(codes.has(code), code).toBe(true);
    }
    expect(new Set(cards.map((c) => c.gameType))).toEqual(new Set(GAME_TYPES));
    // E-sports and cockfight sit in the SPORTS lane, as upstream (§9.2).
    const sports = lanes.find((l) => l.title === 'SPORTS');
    expect(sports?.cards.map((c) => c.vassalage)).toEqual(['SB', 'IMES', 'TF', 'SV3']);
    const inhouse = cards.find((c) => c.vassalage === 'INHOUSE');
    expect(inhouse).toMatchObject({ gameType: 'RNG', isGame: 'VASSALAGE' });
    expect(lanes.find((l) => l.title === 'RNG')?.gameClassify.map((c) => c.key)).toContain('Crash');
    const sea = cards.find((c) => c.vassalage === 'TCG_SEA');
    expect(sea).toMatchObject({ gameType: 'ELOTT', isGame: 'GAME', gameCode: 'lobby' });
    expect(cards.find((c) => c.vassalage === 'TCG_LOTTO_VN')).toMatchObject({ gameType: 'LOTT' });
    expect(inhouse?.mobileSmallIcon.startsWith(`${PUBLIC_URL}/cdn/`)).toBe(true);
    const res = await open(inhouse?.lagerIcon ?? '');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('TCG Originals');
  });

  it('serves the vendor sorting entries in the merchant order', async () => {
    const entries = await value<
      { gameCategory: string; vendorNames: { accountTypeName: string; vassalage: string }[] }[]
    >('/wps/relay/GCSGAME_getVendorSorting');
    // The merchant's game types, in its order (the lanes above show that order too).
    expect(entries.map((e) => e.gameCategory)).toEqual(GAME_TYPES);
    expect(entries[0]?.vendorNames.map((v) => v.vassalage)).toEqual([
      'JL',
      'PG',
      'PP',
      'JDB',
      'FC',
      'INHOUSE',
    ]);
    expect(entries[0]?.vendorNames[0]).toMatchObject({ accountTypeName: 'JILI' });
  });

  it.each(['GCSGAME_getVassGameType', 'GLS2_getVassGameType'])(
    '%s maps game type → vendor → classifications, for guests too',
    async (relay) => {
      const v = await value<{ content: Record<string, Record<string, { key: string }[]>> }>(
        `/wps/relay/${relay}?typeId=1&merchant_code=tcgdemov3`,
      );
      expect(Object.keys(v.content.RNG ?? {})).toEqual(['JL', 'PG', 'PP', 'JDB', 'FC', 'INHOUSE']);
      expect(Object.keys(v.content.ELOTT ?? {}).sort()).toEqual(['TCG_LOTTO_VN', 'TCG_SEA']);
      expect(Object.keys(v.content.LOTT ?? {})).toEqual(['TCG_LOTTO_VN']);
      expect(Object.keys(v.content.LIVE ?? {})).toEqual(['EG4', 'SA', 'DG']);
      expect(v.content.RNG?.INHOUSE?.map((c) => c.key)).toEqual(['Crash', 'Mini']);
      expect(Object.keys(v.content)).toEqual(
        expect.arrayContaining(['FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT']),
      );
    },
  );

  it('answers getVassGameType with a token and with a dead one', async () => {
    const token = await loginToken(gw.app, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await value('/wps/relay/GCSGAME_getVassGameType', { authorization: token });
    await value('/wps/relay/GCSGAME_getVassGameType', { authorization: 'dead' });
  });
});

describe('GCSGAME_gameList', () => {
  it('pages the whole catalogue (several hundred games) 24 at a time', async () => {
    const first = await list('merchant=tcgdemov3&platform=html5&clientType=2&language=EN');
    expect(first.totalCount).toBeGreaterThanOrEqual(400);
    expect(first.games).toHaveLength(24);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 24));
    const last = await list(`pageNo=${first.totalPages}`);
    expect(last.pageNum).toBe(first.totalPages);
    expect(last.games.length).toBe(first.totalCount - 24 * (first.totalPages - 1));
    const beyond = await list(`pageNo=${first.totalPages + 1}`);
    expect(beyond.games).toEqual([]);
    const ids = new Set(first.games.map((g) => g.nodeId));
    const second = await list('pageNo=2');
    expect(second.games.some((g) => ids.has(g.nodeId))).toBe(false);
  });

  it('filters by game type and vendor, with page x of y', async () => {
    const jl = await list('gameType=RNG&vassalage=JL&pageNo=1&pageSize=20');
    expect(jl.totalCount).toBe(80);
    expect(jl.totalPages).toBe(4);
    expect(jl.games.every((g) => g.vassalage === 'JL' && g.gameType === 'RNG')).toBe(true);
    const page4 = await list('gameType=RNG&vassalage=JL&pageNo=4&pageSize=20');
    expect(page4.games).toHaveLength(20);
    const fish = await list('gameType=FISH');
    expect(fish.totalCount).toBe(22);
    expect(new Set(fish.games.map((g) => g.vassalage))).toEqual(new Set(['JL', 'FC']));
    expect(fish.games.every((g) => g.gameClassifyNew === 'Fishing')).toBe(true);
    const live = await list('gameType=LIVE&pageSize=100');
    expect(live.totalCount).toBe(66);
    expect(live.games.every((g) => typeof g.roomId === 'number')).toBe(true);
    const rng = await list('gameType=RNG&pageSize=6');
    // Without a vendor the vendors are mixed.
    expect(new Set(rng.games.map((g) => g.vassalage)).size).toBeGreaterThan(3);
    for (const type of ['PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']) {
      expect((await list(`gameType=${type}`)).totalCount, type).toBeGreaterThan(0);
    }
  });

  it('filters by classification, new flag and minimum bet; empty values mean all', async () => {
    const crash = await list('gameType=RNG&vassalage=INHOUSE&gameClassify=Crash');
    expect(crash.totalCount).toBe(5);
    expect(crash.games.every((g) => g.gameClassifyNew === 'Crash')).toBe(true);
    const all = await list('gameType=RNG&gameClassify=&isNew=');
    expect(all.totalCount).toBe(287);
    const fresh = await list('gameType=RNG&isNew=1&pageSize=200');
    expect(fresh.totalCount).toBeGreaterThan(10);
    expect(fresh.totalCount).toBeLessThan(all.totalCount);
    expect(fresh.games.every((g) => g.isNew === 1)).toBe(true);
    const cheap = await list('minBet=0.01&pageSize=200');
    expect(cheap.totalCount).toBeGreaterThan(0);
    expect(cheap.games.every((g) => g.minBet === 0.01)).toBe(true);
    const megaways = await list('gameClassify=megaways');
    expect(megaways.totalCount).toBeGreaterThan(0);
  });

  it('filters by a trimmed, case-insensitive game name', async () => {
    const dragon = await list(`gameName=${encodeURIComponent('  DRAGON ')}&pageSize=200`);
    expect(dragon.totalCount).toBeGreaterThan(0);
    expect(dragon.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    const none = await list('gameName=zzzz-no-such-game');
    expect(none).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('gives an empty list for language + gameName unless the quirk is switched off', async () => {
    expect((await list('gameName=dragon&language=EN')).totalCount).toBe(0);
    await gw.control('POST', '/settings', { gameNameWithLanguageEmpty: false });
    expect((await list('gameName=dragon&language=EN')).totalCount).toBeGreaterThan(0);
  });

  it('fails transiently with #543 for the configured number of calls', async () => {
    const settings = await gw.control('POST', '/settings', { gameListTransientFailures: 2 });
    expect(settings.body).toMatchObject({ gameListTransientFailures: 2 });
    for (let i = 0; i < 2; i += 1) {
      const res = await get('/wps/relay/GCSGAME_gameList');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        errorCode: 'function.not.available',
        message: '#543 The feature is under maintenance',
      });
    }
    expect((await get('/wps/relay/GCSGAME_gameList')).status).toBe(200);
  });

  it('is GET only, answers guests and dead tokens, and rejects bad paging', async () => {
    const post = await gw.call('POST', '/wps/relay/GCSGAME_gameList', { gameType: 'RNG' });
    expect(post.status).toBe(400);
    expect(post.body).toMatchObject({ message: '#459 http_method_not_support' });
    expect((await get('/wps/relay/GCSGAME_gameList', { authorization: 'dead' })).status).toBe(200);
  });

  it.each(['pageNo=0', 'pageSize=abc', 'pageSize=1000', 'isNew=yes', 'minBet=x'])(
    'rejects %s',
    async (query) => {
      const res = await get(`/wps/relay/GCSGAME_gameList?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    },
  );

  it('is switched off with its module', async () => {
    await gw.control('POST', '/whitelabel', { flags: { GAMELO3: false } });
    const res = await get('/wps/relay/GCSGAME_gameList');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'function.not.available' });
  });

  it('serves the game icons it hands out', async () => {
    const { games } = await list('gameType=RNG&pageSize=1');
    const game = games[0];
    expect(game?.showIcon).toBe(`${PUBLIC_URL}/cdn/games/${game?.nodeId}.svg`);
    const res = await open(`/cdn/games/${game?.nodeId}.svg`);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain(game?.gameName.split(' ')[0]);
    expect((await open('/cdn/games/999.svg')).statusCode).toBe(200);
  });
});

describe('hot games, winners and matches', () => {
  it('answers hotGamesV2 on GET and POST with 12 games', async () => {
    const q = 'merchantCode=tcgdemov3&isPlatform=2&language=EN&platform=html5';
    const viaGet = await value<{ list: Game[] }>(`/wps/relay/GCSGAME_hotGamesV2?${q}`);
    expect(viaGet.list).toHaveLength(12);
    expect(new Set(viaGet.list.map((g) => g.gameId)).size).toBe(12);
    const post = await gw.call(
      'POST',
      '/wps/relay/GCSGAME_hotGamesV2',
      { merchantCode: 'tcgdemov3', isPlatform: 2, language: 'EN', platform: 'html5' },
      { headers: { moduleid: 'GAMELOHOT3' } },
    );
    expect(post.status).toBe(200);
    expect(post.body.value).toEqual(viaGet);
    expect((await gw.call('DELETE', '/wps/relay/GCSGAME_hotGamesV2')).status).toBe(400);
  });

  interface Row {
    vo: {
      nodeId: number;
      gameName: string;
      customerName: string;
      account: string;
      winAmount: number;
      iconUrl: string;
      vendor: string;
      vassalage: string;
      gameType: string;
    };
  }

  it('lists 20 winners by default, masked, with 2-decimal amounts', async () => {
    const { list: rows } = await value<{ list: Row[] }>(
      '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20',
    );
    expect(rows).toHaveLength(20);
    expect(rows[0]?.vo).toMatchObject({ customerName: 'ju***88', winAmount: 12850.5 });
    for (const { vo } of rows) {
      expect(vo.customerName).toMatch(/^.{1,2}\*\*\*.{0,2}$/);
      expect(Math.round(vo.winAmount * 100) / 100).toBe(vo.winAmount);
      expect(vo.iconUrl).toBe(`${PUBLIC_URL}/cdn/games/${vo.nodeId}.svg`);
      expect(vo.vendor).toBe(vo.vassalage);
    }
    const all = await value<{ list: Row[] }>('/wps/relay/GCSGAME_getRankList?limitNum=50');
    expect(all.list.length).toBeGreaterThanOrEqual(24);
    const live = await value<{ list: Row[] }>('/wps/relay/GCSGAME_getRankList?gameCategory=LIVE');
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((r) => r.vo.gameType === 'LIVE')).toBe(true);
    expect((await get('/wps/relay/GCSGAME_getRankList?limitNum=0')).status).toBe(400);
  });

  it('sorts the winner board by amount', async () => {
    const { list: rows } = await value<{ list: Row[] }>(
      '/wps/relay/ODSFE2_getWinnerBoard?limitNum=50',
    );
    expect(rows.length).toBeGreaterThanOrEqual(24);
    const amounts = rows.map((r) => r.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(rows[0]?.vo.winAmount).toBe(99999.99);
  });

  it('lists upcoming matches in the future with crests it serves', async () => {
    const { list: matches } = await value<{
      list: {
        league: string;
        homeTeam: string;
        awayTeam: string;
        homeTeamImageUrl: string;
        awayTeamImageUrl: string;
        matchTime: number;
        vendor: string;
        roomId: number;
        nodeId: number;
      }[];
    }>('/wps/relay/GCSGAME_getGameMatchV2?language=EN');
    expect(matches).toHaveLength(6);
    for (const m of matches) {
      expect(m.matchTime).toBeGreaterThan(Date.now());
      expect(m).toMatchObject({ vendor: 'SB', nodeId: 190001 });
      expect(typeof m.roomId).toBe('number');
    }
    const res = await open(matches[0]?.homeTeamImageUrl ?? '');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('RL');
  });

  it('applies injected faults and counts the new relays', async () => {
    await gw.control('DELETE', '/stats');
    await gw.control('POST', '/faults', { path: '/wps/relay/GCSGAME_*', status: 503, times: 1 });
    expect((await get('/wps/relay/GCSGAME_hotGamesV2')).status).toBe(503);
    expect((await get('/wps/relay/GCSGAME_hotGamesV2')).status).toBe(200);
    await get('/wps/relay/GCSGAME_gameList', { moduleid: 'GAMELO3' });
    const { body: stats } = await gw.control<{
      counts: Record<string, number>;
      moduleIds: Record<string, Record<string, number>>;
    }>('GET', '/stats');
    expect(stats.counts['/wps/relay/GCSGAME_hotGamesV2']).toBe(2);
    expect(stats.moduleIds['/wps/relay/GCSGAME_gameList']).toEqual({ GAMELO3: 1 });
  });
});
