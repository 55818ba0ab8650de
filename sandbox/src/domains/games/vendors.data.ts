/**
 * Seed vendors (§9.2) and the catalogue lines: one line per (game type, vendor) pair with its
 * game count, classifications and a fixed nodeId / gameId base, so ids stay stable when lines
 * are added or reordered.
 */
import type { GameType as SpecGameType } from '@app/contracts';

export interface Vendor {
  /** The vendor code (`vassalage`). */
  code: string;
  displayName: string;
  accountTypeName: string;
}

export const VENDORS: readonly Vendor[] = [
  { code: 'JL', displayName: 'JILI', accountTypeName: 'JILI' },
  { code: 'PG', displayName: 'PG Soft', accountTypeName: 'PGSOFT' },
  { code: 'PP', displayName: 'Pragmatic Play', accountTypeName: 'PRAGMATIC' },
  { code: 'JDB', displayName: 'JDB', accountTypeName: 'JDB' },
  { code: 'FC', displayName: 'Fa Chai', accountTypeName: 'FACHAI' },
  { code: 'INHOUSE', displayName: 'TCG Originals', accountTypeName: 'INHOUSE' },
  { code: 'EG4', displayName: 'Evolution', accountTypeName: 'EVOLUTION' },
  { code: 'SA', displayName: 'SA Gaming', accountTypeName: 'SAGAMING' },
  { code: 'DG', displayName: 'Dream Gaming', accountTypeName: 'DREAMGAMING' },
  { code: 'KM', displayName: 'King Maker', accountTypeName: 'KINGMAKER' },
  { code: 'SB', displayName: 'Saba Sports', accountTypeName: 'SABA' },
  { code: 'IMES', displayName: 'IM eSports', accountTypeName: 'IMESPORTS' },
  { code: 'TF', displayName: 'TF Gaming', accountTypeName: 'TFGAMING' },
  { code: 'SV3', displayName: 'SV388', accountTypeName: 'SV388' },
  { code: 'TCG_LOTTO_VN', displayName: 'VN Lottery', accountTypeName: 'TCG_LOTTO_VN' },
  { code: 'TCG_SEA', displayName: 'SEA Lottery', accountTypeName: 'TCG_SEA' },
];

export const VENDOR_BY_CODE = new Map(VENDORS.map((v) => [v.code, v]));

export interface CatalogueLine {
  gameType: GameType;
  vendor: string;
  count: number;
  /** First nodeId of the line is nodeBase + 1. */
  nodeBase: number;
  /** First gameId number of the line is idBase + 1 (gameId = vendor + 4 digits). */
  idBase: number;
  /** Classifications (`gameClassifyNew`) cycled over the generated games. */
  classes: readonly string[];
  /** Fixed names; the rest are generated. */
  names?: readonly string[];
  /** The line's first game is the vendor lobby (gameCode 'lobby'), launched from the tile. */
  lobby?: boolean;
}

/** In the merchant's order: the order of lanes, sorting entries and vendor menus. */
export const CATALOGUE_LINES: readonly CatalogueLine[] = [
  {
    gameType: 'RNG',
    vendor: 'JL',
    count: 80,
    nodeBase: 178000,
    idBase: 100,
    classes: ['Slots', 'Slots', 'Megaways', 'Slots', 'Classic', 'Table', 'Arcade', 'Bingo'],
  },
  {
    gameType: 'RNG',
    vendor: 'PG',
    count: 60,
    nodeBase: 181000,
    idBase: 0,
    classes: ['Slots', 'Megaways', 'Slots', 'Classic'],
  },
  {
    gameType: 'RNG',
    vendor: 'PP',
    count: 70,
    nodeBase: 182000,
    idBase: 0,
    classes: ['Slots', 'Slots', 'Megaways', 'Classic', 'Table'],
  },
  {
    gameType: 'RNG',
    vendor: 'JDB',
    count: 45,
    nodeBase: 183000,
    idBase: 0,
    classes: ['Slots', 'Classic', 'Arcade', 'Table'],
  },
  {
    gameType: 'RNG',
    vendor: 'FC',
    count: 24,
    nodeBase: 184000,
    idBase: 0,
    classes: ['Slots', 'Arcade'],
  },
  {
    gameType: 'RNG',
    vendor: 'INHOUSE',
    count: 8,
    nodeBase: 185000,
    idBase: 0,
    classes: ['Crash', 'Crash', 'Crash', 'Crash', 'Crash', 'Mini', 'Mini', 'Mini'],
    names: [
      'Golden Crash',
      'Rocket Rush',
      'Aviator Sky',
      'Limbo Star',
      'Jet Lucky',
      'Plinko Drop',
      'Mines Field',
      'Dice Duel',
    ],
  },
  {
    gameType: 'LIVE',
    vendor: 'EG4',
    count: 30,
    nodeBase: 186000,
    idBase: 0,
    lobby: true,
    classes: ['Baccarat', 'Roulette', 'Blackjack', 'Game Show', 'Dragon Tiger', 'Sic Bo'],
  },
  {
    gameType: 'LIVE',
    vendor: 'SA',
    count: 20,
    nodeBase: 187000,
    idBase: 0,
    lobby: true,
    classes: ['Baccarat', 'Roulette', 'Dragon Tiger', 'Sic Bo'],
  },
  {
    gameType: 'LIVE',
    vendor: 'DG',
    count: 16,
    nodeBase: 188000,
    idBase: 0,
    lobby: true,
    classes: ['Baccarat', 'Blackjack', 'Roulette'],
  },
  {
    gameType: 'FISH',
    vendor: 'JL',
    count: 10,
    nodeBase: 178500,
    idBase: 1000,
    classes: ['Fishing'],
  },
  {
    gameType: 'FISH',
    vendor: 'FC',
    count: 12,
    nodeBase: 184500,
    idBase: 1000,
    classes: ['Fishing'],
  },
  {
    gameType: 'PVP',
    vendor: 'KM',
    count: 30,
    nodeBase: 189000,
    idBase: 0,
    classes: ['Poker', 'Card', 'Table'],
  },
  {
    gameType: 'SPORTS',
    vendor: 'SB',
    count: 3,
    nodeBase: 190000,
    idBase: 0,
    lobby: true,
    classes: ['Sports'],
    names: ['Saba Sports', 'Saba Virtual Sports', 'Saba Live Streaming'],
  },
  {
    gameType: 'ESPORTS',
    vendor: 'IMES',
    count: 2,
    nodeBase: 191000,
    idBase: 0,
    lobby: true,
    classes: ['Esports'],
    names: ['IM eSports', 'IM eSports Live'],
  },
  {
    gameType: 'ESPORTS',
    vendor: 'TF',
    count: 2,
    nodeBase: 192000,
    idBase: 0,
    lobby: true,
    classes: ['Esports'],
    names: ['TF Gaming', 'TF Virtual eSports'],
  },
  {
    gameType: 'COCKFIGHT',
    vendor: 'SV3',
    count: 2,
    nodeBase: 193000,
    idBase: 0,
    lobby: true,
    classes: ['Cockfight'],
    names: ['SV388 Cockfight', 'SV388 Derby Arena'],
  },
  {
    gameType: 'LOTT',
    vendor: 'TCG_LOTTO_VN',
    count: 8,
    nodeBase: 194000,
    idBase: 0,
    lobby: true,
    classes: ['Lottery'],
    names: [
      'VN Lottery',
      'Ha Noi Lottery',
      'Ho Chi Minh Lottery',
      'Da Nang Lottery',
      'Mega 6/45',
      'Power 6/55',
      'Keno Vietlott',
      'Max 3D',
    ],
  },
  {
    gameType: 'ELOTT',
    vendor: 'TCG_SEA',
    count: 6,
    nodeBase: 195000,
    idBase: 0,
    lobby: true,
    classes: ['Lottery'],
    names: ['SEA Lottery', 'SEA 1 Minute', 'SEA 3 Minutes', 'SEA 5 Minutes', 'Fast 3', 'Lucky 5D'],
  },
];

/**
 * The game types the merchant offers (the spec's, §9), in the merchant's order, each with its
 * lane of GCSGAME_newGameVendor: like upstream, e-sports and cockfight vendors sit in the SPORTS
 * lane (the desktop client moves them out by vendor code, §9.2); their cards keep their own
 * `gameType`.
 */
export const LANE_OF = {
  RNG: 'RNG',
  LIVE: 'LIVE',
  FISH: 'FISH',
  PVP: 'PVP',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
  LOTT: 'LOTT',
  ELOTT: 'ELOTT',
} as const satisfies Partial<Record<SpecGameType, SpecGameType>>;
export type GameType = keyof typeof LANE_OF;
/** The merchant's game types in its order (the vendor sorting, the lanes). */
export const GAME_TYPES = Object.keys(LANE_OF) as readonly GameType[];
