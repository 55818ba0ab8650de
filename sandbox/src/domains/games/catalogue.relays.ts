/**
 * Game catalogue relays (§9): vendors and their lanes, the vendor sorting entries, the vendor
 * menu per game type, the paged game list with its quirks, hot games, winners and hot matches.
 */
import { z } from 'zod';
import { defineRelays } from '../../gateway/domain.ts';
import { relay } from '../../gateway/endpoint.ts';
import { gatewayErrors, parseInput } from '../../gateway/errors.ts';
import { blank, pageNumber, pageOf, text } from '../../shared/input.ts';
import { MerchantSlice } from '../system/merchant.state.ts';
import {
  GAMES,
  HOT_NODE_IDS,
  gameByNodeId,
  gameValue,
  type CatalogueGame,
} from './catalogue.data.ts';
import { hotMatches } from './matches.ts';
import {
  CATALOGUE_LINES,
  GAME_TYPES,
  LANE_OF,
  VENDOR_BY_CODE,
  type CatalogueLine,
  type GameType,
} from './vendors.data.ts';
import { winnerRows } from './winners.ts';

/* Input schemas ------------------------------------------------------------------------------ */

const code = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9_]+$/)
    .optional(),
);

/** Display and client fields every catalogue relay tolerates. */
const CommonQuerySchema = z
  .object({
    merchant: text(40),
    merchantCode: text(40),
    merchant_code: text(40),
    platform: text(30),
    clientType: text(5),
    language: text(10),
    typeId: text(5),
  })
  .loose();

const GameListQuerySchema = CommonQuerySchema.extend({
  gameName: z.preprocess(blank, z.string().max(60).optional()),
  gameType: code,
  vassalage: code,
  gameClassify: text(40),
  isNew: z.preprocess(blank, z.enum(['0', '1', 'true', 'false']).optional()),
  minBet: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,4})?$/)
      .transform(Number)
      .optional(),
  ),
  minLine: text(10),
  pageNo: pageNumber(1, 10_000),
  pageSize: pageNumber(24, 200),
});

const HotGamesInputSchema = CommonQuerySchema.extend({
  isPlatform: z.preprocess(blank, z.coerce.string().max(5).optional()),
});

const RankQuerySchema = CommonQuerySchema.extend({
  gameCategory: code,
  limitNum: pageNumber(20, 100),
});

/* Values ------------------------------------------------------------------------------------- */

function gamesOf(line: CatalogueLine): CatalogueGame[] {
  return GAMES.filter((g) => g.vassalage === line.vendor && g.gameType === line.gameType);
}

/** `[{key, displayName}]` of the classifications among some games, lobbies left out. */
function classifyEntries(games: readonly CatalogueGame[]) {
  const keys = [...new Set(games.map((g) => g.classify))].filter((k) => k !== 'Lobby');
  return keys.map((key) => ({ key, displayName: key }));
}

function vendorCard(line: CatalogueLine, publicUrl: string) {
  const vendor = VENDOR_BY_CODE.get(line.vendor);
  const games = gamesOf(line);
  // Vendors with a lobby launch it from the tile; the others open their game list.
  const lobby = line.lobby ? games.find((g) => g.index === 0) : undefined;
  const logo = (variant: 'BLACK' | 'WHITE') =>
    `${publicUrl}/cdn/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${line.vendor}-${variant}.png`;
  const tile = `${publicUrl}/cdn/vendors/${line.vendor}.svg`;
  return {
    vassalage: line.vendor,
    accountTypeName: vendor?.accountTypeName ?? line.vendor,
    displayName: vendor?.displayName ?? line.vendor,
    title: vendor?.displayName ?? line.vendor,
    gameType: line.gameType,
    smallIcon: logo('WHITE'),
    mobileSmallIcon: logo('BLACK'),
    h5Icon: tile,
    lagerIcon: `${tile}?size=large`,
    mobileLargeIcon: `${tile}?size=large`,
    isGame: lobby ? 'GAME' : 'VASSALAGE',
    gameCode: lobby ? lobby.gameCode : null,
    gameId: lobby ? lobby.gameId : null,
    nodeId: lobby ? lobby.nodeId : null,
    roomId: lobby ? lobby.roomId : null,
    gameCount: games.length,
  };
}

/** The merchant's vendor order per game category (the `vendorOrder` setting). */
type VendorOrder = Readonly<Record<string, readonly string[]>>;

/**
 * The catalogue lines in the merchant's order: within a game category, the vendors the setting
 * names first, in its order, then the others as seeded.
 */
function orderedLines(order: VendorOrder): CatalogueLine[] {
  const rank = (line: CatalogueLine) => {
    const named = order[line.gameType] ?? [];
    const index = named.indexOf(line.vendor);
    return index === -1 ? named.length : index;
  };
  // Each category's lines are reordered among the places its lines hold (a stable sort).
  const sortedByType = new Map<string, CatalogueLine[]>();
  for (const line of CATALOGUE_LINES) {
    if (sortedByType.has(line.gameType)) continue;
    const ofType = CATALOGUE_LINES.filter((l) => l.gameType === line.gameType);
    sortedByType.set(
      line.gameType,
      [...ofType].sort((a, b) => rank(a) - rank(b)),
    );
  }
  const next = new Map<string, number>();
  return CATALOGUE_LINES.map((line) => {
    const index = next.get(line.gameType) ?? 0;
    next.set(line.gameType, index + 1);
    return sortedByType.get(line.gameType)?.[index] ?? line;
  });
}

function lanes(publicUrl: string, order: VendorOrder) {
  const lines = orderedLines(order);
  const titles = [...new Set(lines.map((l) => LANE_OF[l.gameType]))];
  return titles.map((title) => {
    const laneLines = lines.filter((l) => LANE_OF[l.gameType] === title);
    return {
      title,
      gameClassify: classifyEntries(laneLines.flatMap(gamesOf)),
      cards: laneLines.map((l) => vendorCard(l, publicUrl)),
    };
  });
}

function vendorSorting(order: VendorOrder) {
  const lines = orderedLines(order);
  return GAME_TYPES.map((gameCategory) => ({
    gameCategory,
    vendorNames: lines
      .filter((l) => l.gameType === gameCategory)
      .map((l) => ({
        accountTypeName: VENDOR_BY_CODE.get(l.vendor)?.accountTypeName ?? l.vendor,
        vassalage: l.vendor,
        displayName: VENDOR_BY_CODE.get(l.vendor)?.displayName ?? l.vendor,
      })),
  }));
}

/**
 * game type → vendor → its classifications. Like this merchant upstream, the VN lottery is also
 * listed under ELOTT, which makes the front end use the electronic-lottery prize mode (spec §4).
 */
function vassGameType() {
  const content: Partial<Record<GameType, Record<string, { key: string; displayName: string }[]>>> =
    {};
  for (const line of CATALOGUE_LINES) {
    (content[line.gameType] ??= {})[line.vendor] = classifyEntries(gamesOf(line));
  }
  const vn = CATALOGUE_LINES.find((l) => l.vendor === 'TCG_LOTTO_VN');
  if (vn) (content.ELOTT ??= {})[vn.vendor] = classifyEntries(gamesOf(vn));
  return { content };
}

/* Handlers ----------------------------------------------------------------------------------- */

export const catalogueRelays = defineRelays(
  {
    gameVendors: relay('GCSGAME_newGameVendor', ['GAMELO3'], 'public'),
    /** Gap-filling relay: the merchant's vendor order per game category (spec §3). */
    vendorSorting: relay('GCSGAME_getVendorSorting', ['GAMELO3'], 'public'),
    /** Token per §9.3, but the home needs it for guests too: a valid token is optional. */
    vassGameType: relay('GCSGAME_getVassGameType', ['COMM3'], 'optional'),
    vassGameTypeGls: relay('GLS2_getVassGameType', ['GAMELO3'], 'public'),
    /** Marked token-required upstream, but it answers guests too (§9.1). */
    gameList: relay('GCSGAME_gameList', ['GAMELO3'], 'optional'),
    hotGames: relay('GCSGAME_hotGamesV2', ['GAMELOHOT3'], 'public', { methods: ['GET', 'POST'] }),
    rankList: relay('GCSGAME_getRankList', ['COMM3'], 'public'),
    winnerBoard: relay('ODSFE2_getWinnerBoard', ['COMM3'], 'public'),
    gameMatches: relay('GCSGAME_getGameMatchV2', ['GAMELO3'], 'public'),
  },
  (deps) => {
    const { publicUrl, runtime } = deps;
    const merchant = deps.slice(MerchantSlice);
    return {
      gameVendors: ({ query }) => {
        parseInput(CommonQuerySchema, query);
        return { data: { lanes: lanes(publicUrl, merchant.settings().vendorOrder) } };
      },

      vendorSorting: ({ query }) => {
        parseInput(CommonQuerySchema, query);
        return vendorSorting(merchant.settings().vendorOrder);
      },

      vassGameType: ({ query }) => {
        parseInput(CommonQuerySchema, query);
        return vassGameType();
      },

      vassGameTypeGls: ({ query }) => {
        parseInput(CommonQuerySchema, query);
        return vassGameType();
      },

      gameList: ({ query }) => {
        // Quirk (§9.1): the relay sometimes answers function.not.available for a moment.
        if (merchant.takeGameListFailure()) throw gatewayErrors.functionNotAvailable();
        const settings = merchant.settings();
        const q = parseInput(GameListQuerySchema, query);
        const name = q.gameName?.trim().toLowerCase() ?? '';
        let games: readonly CatalogueGame[] = GAMES;
        // Quirk (§9.1): language together with a name filter finds nothing.
        if (name && q.language && settings.gameNameWithLanguageEmpty) games = [];
        const gameType = q.gameType?.toUpperCase();
        if (gameType) games = games.filter((g) => g.gameType === gameType);
        const vassalage = q.vassalage?.toUpperCase();
        if (vassalage) games = games.filter((g) => g.vassalage === vassalage);
        const classify = q.gameClassify?.toLowerCase();
        if (classify) games = games.filter((g) => g.classify.toLowerCase() === classify);
        if (q.isNew === '1' || q.isNew === 'true') games = games.filter((g) => g.isNew);
        if (q.minBet !== undefined) games = games.filter((g) => g.minBet === q.minBet);
        if (name) games = games.filter((g) => g.gameName.toLowerCase().includes(name));
        const { page, totalPages, totalCount } = pageOf(games, q.pageNo, q.pageSize);
        return {
          games: page.map((g) => gameValue(g, publicUrl)),
          pageNum: q.pageNo,
          pageSize: q.pageSize,
          totalPages,
          totalCount,
        };
      },

      hotGames: ({ query, payload }) => {
        // GET reads the query, POST the body (or the query): accept both (§9.4).
        const body = payload && typeof payload === 'object' ? payload : {};
        parseInput(HotGamesInputSchema, { ...(query as object), ...body });
        const list = HOT_NODE_IDS.flatMap((id) => {
          const game = gameByNodeId(id);
          return game ? [gameValue(game, publicUrl)] : [];
        });
        return { list };
      },

      rankList: ({ query }) => {
        const q = parseInput(RankQuerySchema, query);
        const category = q.gameCategory?.toUpperCase() ?? 'ALL';
        if (runtime.emptied('winners')) return { list: [] };
        const rows = winnerRows(publicUrl).filter(
          (r) => category === 'ALL' || r.vo.gameType === category,
        );
        return { list: rows.slice(0, q.limitNum) };
      },

      winnerBoard: ({ query }) => {
        const q = parseInput(RankQuerySchema, query);
        const category = q.gameCategory?.toUpperCase() ?? 'ALL';
        if (runtime.emptied('winners')) return { list: [] };
        const rows = winnerRows(publicUrl)
          .filter((r) => category === 'ALL' || r.vo.gameType === category)
          .sort((a, b) => b.vo.winAmount - a.vo.winAmount);
        return { list: rows.slice(0, q.limitNum) };
      },

      gameMatches: ({ query }) => {
        parseInput(CommonQuerySchema, query);
        return { list: runtime.emptied('matches') ? [] : hotMatches(publicUrl) };
      },
    };
  },
);
