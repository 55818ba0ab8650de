// Pure values, no zod: the web app's first load imports these through @app/contracts/values.

/** Game types of the catalogue (spec section 3, "Game"). */
export const GAME_TYPES = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'BGS',
  'HOT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Narrows a catalogue `gameType` (a plain string on the wire) to the types games.* accept. */
export function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

/** Types shown as a vendor tile list rather than a game grid (spec section 2, "Game lists"). */
export const VENDOR_TILE_TYPES = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
  'LIVE',
] as const satisfies readonly GameType[];

/** The minimum-bet filter's options besides "all" (spec section 9). */
export const MIN_BET_OPTIONS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export type MinBetOption = (typeof MIN_BET_OPTIONS)[number];

/**
 * The list's own classify options (spec section 2, "Game lists"); any other value is one of the
 * vendor's classifications (`Slots`, `Crash` ...).
 */
export const LIST_CLASSIFY_OPTIONS = ['all', 'new', 'fav', 'hot', 'recent'] as const;
export type ListClassifyOption = (typeof LIST_CLASSIFY_OPTIONS)[number];

/** RNG cards come in eight styles: `nodeId mod 8 plus 1` (spec section 9). */
export function rngCardStyle(nodeId: string): number {
  const id = Number(nodeId);
  return Number.isSafeInteger(id) ? (Math.abs(id) % 8) + 1 : 1;
}

/** The online-player count an RNG card shows: between 500 and 1999 (spec section 9). */
export const ONLINE_PLAYERS = { min: 500, max: 1999 } as const;
/** The count changes every ten minutes, the same for every player in that window. */
const ONLINE_PLAYERS_WINDOW_MS = 10 * 60_000;

/**
 * The spec's count is not read from anywhere: it is a figure of speech. Derived from the game
 * and the ten-minute window (FNV-1a), it stays put while the player looks and across reloads,
 * instead of jumping on every render.
 */
export function onlinePlayers(nodeId: string, now: number): number {
  const seed = `${nodeId}:${Math.floor(now / ONLINE_PLAYERS_WINDOW_MS)}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const span = ONLINE_PLAYERS.max - ONLINE_PLAYERS.min + 1;
  return ONLINE_PLAYERS.min + (hash % span);
}

/** Vendors that launch the lottery with a prize mode (spec section 4, "Game click"). */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;

/** Entertainment (electronic) or traditional lottery play. */
export const LOTTERY_PLAY_TYPES = ['ent', 'trad'] as const;
export type LotteryPlayType = (typeof LOTTERY_PLAY_TYPES)[number];

/** Spec section 4: electronic lottery when the ELOTT mapping has TCG_LOTTO_VN or LOTT. */
export const PRIZE_MODES = ['Lott', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** The BFF path the lottery frame opens; it redirects to the H5 page with the token. */
export const LOTTERY_FRAME_PATH = '/lottery/frame';

/**
 * The in-house (crash games) vendor: its list opens on the 'Crash' category and shows no vendor
 * selector (spec section 2, "Filter bar").
 */
export const IN_HOUSE_VENDOR = 'INHOUSE';
export const IN_HOUSE_DEFAULT_CLASSIFY = 'Crash';
