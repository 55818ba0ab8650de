/**
 * The game catalogue (§9): generated once, deterministically, from the catalogue lines (a seeded
 * PRNG per line), so every process and every reset serves the same ~430 games with the same ids.
 * Image URLs are added per request from the sandbox's public URL (gameValue).
 */
import { DEMO_MEMBER_ID } from '../accounts/accounts.data.ts';
import type { GamesRecords } from './games.state.ts';
import { CATALOGUE_LINES, VENDOR_BY_CODE, type GameType } from './vendors.data.ts';

export interface CatalogueGame {
  nodeId: number;
  gameId: string;
  gameCode: string;
  vassalage: string;
  gameType: GameType;
  gameName: string;
  classify: string;
  isNew: boolean;
  /** 0 = free play supported (spec §3), 1 = real money only. */
  supportPlay: 0 | 1;
  minBet: number;
  roomId: number | null;
  /** Position within its catalogue line (0 = first / lobby). */
  index: number;
  lineIndex: number;
}

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Royal',
  'Fortune',
  'Super',
  'Crazy',
  'Magic',
  'Mystic',
  'Dragon',
  'Jungle',
  'Sweet',
  'Fire',
  'Diamond',
  'Silver',
  'Cosmic',
  'Happy',
  'Neon',
  'Sacred',
  'Ancient',
  'Thunder',
  'Candy',
  'Pirate',
  'Samurai',
  'Pharaoh',
  'Viking',
  'Emerald',
  'Ruby',
  'Crystal',
  'Jade',
  'Phoenix',
  'Tiger',
  'Panda',
  'Ocean',
  'Rainbow',
  'Midnight',
  'Blazing',
  'Frozen',
  'Sunny',
] as const;

const NOUNS = [
  'Empire',
  'Gems',
  'Treasure',
  'Fortune',
  'Kingdom',
  'Riches',
  'Temple',
  'Bonanza',
  'Legends',
  'Jackpot',
  'Coins',
  'Party',
  'Quest',
  'Garden',
  'Festival',
  'Heist',
  'Hunter',
  'Wheel',
  'Reels',
  'Crown',
  'Queen',
  'King',
  'Warrior',
  'Express',
  'Island',
  'Palace',
  'Safari',
  'Carnival',
  'Night',
  'Spins',
  'Vault',
  'Stars',
  'Charms',
  'Wolf',
  'Lion',
  'Buffalo',
  'Ace',
  'Boxing',
  'Mahjong',
  'Fruits',
] as const;

const LIVE_STYLES = [
  'Speed',
  'Classic',
  'VIP',
  'Lightning',
  'Squeeze',
  'Golden',
  'Turbo',
  'Prestige',
];
const TABLE_GAMES = ['Blackjack', 'Roulette', 'Baccarat', 'Poker', 'Sic Bo', 'Hi-Lo'];
const ARCADE_WORDS = ['Blast', 'Dash', 'Smash', 'Rush', 'Crush', 'Pop'];
const FISH_WORDS = [
  'Fishing',
  'Ocean King',
  'Shark Hunter',
  'Fish Party',
  'Sea Hunter',
  'Reef Raid',
];
const CARD_GAMES = [
  "Texas Hold'em",
  'Pusoy',
  'Tongits',
  'Teen Patti',
  'Rummy',
  'Bull Bull',
  'Thirteen Cards',
  'Andar Bahar',
  'Pai Gow',
  'Sabong Cards',
  'Blackjack Duel',
  'Fan Tan',
];
const CARD_SUFFIXES = ['Go', 'Club', 'Royale', 'Pro', 'Classic', 'Blitz', 'Deluxe', 'Plus'];
const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a tiny deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(list: readonly T[], rnd: () => number): T {
  return list[Math.floor(rnd() * list.length)] as T;
}

function candidateName(classify: string, rnd: () => number, n: number): string {
  const adj = pick(ADJECTIVES, rnd);
  const noun = pick(NOUNS, rnd);
  switch (classify) {
    case 'Megaways':
      return `${adj} ${noun} Megaways`;
    case 'Table':
      return `${adj} ${pick(TABLE_GAMES, rnd)}`;
    case 'Arcade':
      return `${noun} ${pick(ARCADE_WORDS, rnd)}`;
    case 'Bingo':
      return `${adj} Bingo`;
    case 'Classic':
      return `${adj} ${noun} 777`;
    case 'Fishing':
      return `${adj} ${pick(FISH_WORDS, rnd)}`;
    case 'Poker':
    case 'Card':
      return `${pick(CARD_GAMES, rnd)} ${pick(CARD_SUFFIXES, rnd)}`;
    case 'Baccarat':
    case 'Roulette':
    case 'Blackjack':
    case 'Dragon Tiger':
    case 'Sic Bo':
      return `${pick(LIVE_STYLES, rnd)} ${classify} ${String.fromCharCode(65 + (n % 26))}`;
    case 'Game Show':
      return `${adj} ${pick(['Wheel', 'Dice', 'Cards', 'Balls'], rnd)} Live`;
    default:
      return `${adj} ${noun}`;
  }
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

function buildCatalogue(): CatalogueGame[] {
  const names = new Set<string>();
  const games: CatalogueGame[] = [];
  CATALOGUE_LINES.forEach((line, lineIndex) => {
    const rnd = prng(seedOf(`${line.gameType}:${line.vendor}`));
    const vendor = VENDOR_BY_CODE.get(line.vendor);
    const withRoom = !['RNG', 'FISH', 'PVP'].includes(line.gameType);
    for (let i = 0; i < line.count; i += 1) {
      const isLobby = Boolean(line.lobby) && i === 0;
      // Lobbies of live vendors are their own class; the tables cycle from the first class.
      const offset = line.lobby && line.gameType === 'LIVE' ? 1 : 0;
      const classify =
        isLobby && offset ? 'Lobby' : (line.classes[(i - offset) % line.classes.length] ?? 'Slots');
      let name = line.names?.[i] ?? (isLobby ? `${vendor?.displayName ?? line.vendor} Lobby` : '');
      for (let attempt = 0; !name || names.has(name); attempt += 1) {
        name = candidateName(classify, rnd, i + attempt);
        if (attempt > 40) name = `${name} ${i + 1}`;
      }
      names.add(name);
      const nodeId = line.nodeBase + i + 1;
      const freePlayable = ['RNG', 'FISH'].includes(line.gameType) && rnd() < 0.4;
      const minBet =
        line.gameType === 'LIVE' ? pick([0.5, 0.75] as const, rnd) : pick(MIN_BETS, rnd);
      games.push({
        nodeId,
        gameId: `${line.vendor}${String(line.idBase + i + 1).padStart(4, '0')}`,
        gameCode: isLobby ? 'lobby' : `${line.vendor.toLowerCase()}_${slug(name)}`,
        vassalage: line.vendor,
        gameType: line.gameType,
        gameName: name,
        classify,
        // Every ninth game is new, plus the first two of the in-house line.
        isNew: i % 9 === 2 || (line.vendor === 'INHOUSE' && i < 2),
        supportPlay: freePlayable ? 0 : 1,
        minBet,
        roomId: withRoom ? 900000 + nodeId : null,
        index: i,
        lineIndex,
      });
    }
  });
  // Lists without a vendor mix the vendors: round-robin by position, then line order.
  return games.sort((a, b) => a.index - b.index || a.lineIndex - b.lineIndex);
}

export const GAMES: readonly CatalogueGame[] = buildCatalogue();
export const GAME_BY_NODE: ReadonlyMap<number, CatalogueGame> = new Map(
  GAMES.map((g) => [g.nodeId, g]),
);

export function gameByNodeId(nodeId: number | string): CatalogueGame | undefined {
  const id = typeof nodeId === 'number' ? nodeId : Number(nodeId);
  return Number.isSafeInteger(id) ? GAME_BY_NODE.get(id) : undefined;
}

/** The demo member's favourites (nodeIds as strings, newest first). */
export const DEMO_FAVOURITES = ['178001', '181003', '185001'] as const;
/** The demo member's recent games (nodeIds, newest first). */
export const DEMO_RECENT = [178004, 182001, 186001, 178501] as const;

/** Hot games (GCSGAME_hotGamesV2), in display order. */
export const HOT_NODE_IDS: readonly number[] = [
  178001, 181001, 185001, 182001, 178002, 181002, 183001, 178501, 182002, 185002, 184501, 178003,
];

export function gameIconUrl(publicUrl: string, nodeId: number, size?: 'large'): string {
  return `${publicUrl}/cdn/games/${nodeId}.svg${size ? `?size=${size}` : ''}`;
}

/**
 * The lottery groups of the lottery vendors' games, and their play type (`lottoMode`, spec section
 * 8): the VN lottery is the traditional one, the sea lottery the entertainment one.
 */
export const LOTTERY_GROUPS = {
  TCG_LOTTO_VN: { gameGroupId: 1, gameGroupCode: 'VN', minutes: 5, lottoMode: 'trad' },
  TCG_SEA: { gameGroupId: 2, gameGroupCode: 'SEA', minutes: 1, lottoMode: 'ent' },
} as const;
const lotteryGroupOf = (vendor: string) =>
  vendor in LOTTERY_GROUPS ? LOTTERY_GROUPS[vendor as keyof typeof LOTTERY_GROUPS] : null;

/** The game object of the catalogue relays (§9.1). */
export function gameValue(game: CatalogueGame, publicUrl: string) {
  const lottery = lotteryGroupOf(game.vassalage);
  const icon = gameIconUrl(publicUrl, game.nodeId);
  const large = gameIconUrl(publicUrl, game.nodeId, 'large');
  return {
    nodeId: game.nodeId,
    roomId: game.roomId,
    gameId: game.gameId,
    gameCode: game.gameCode,
    nodeTypeManageId: 1,
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameCategory: game.gameType,
    gameName: game.gameName,
    nodeName: game.gameName,
    displayName: game.gameName,
    defaultLanguage: 'EN',
    showIcon: icon,
    defaultIcon: icon,
    mobileSmallIcon: icon,
    mobileLargeIcon: large,
    lagerIcon: large,
    supportPlay: game.supportPlay,
    gameClassifyNew: game.classify,
    isNew: game.isNew ? 1 : 0,
    minBet: game.minBet,
    ...(lottery ? { gameGroupId: lottery.gameGroupId, lottoMode: lottery.lottoMode } : {}),
  };
}
export type GameValue = ReturnType<typeof gameValue>;

/** The slice's records on a first start and after a reset. */
export function gamesSeed(): GamesRecords {
  return {
    favourites: { [DEMO_MEMBER_ID]: [...DEMO_FAVOURITES] },
    recentGames: { [DEMO_MEMBER_ID]: [...DEMO_RECENT] },
    gameSessions: {},
    openRounds: {},
  };
}
