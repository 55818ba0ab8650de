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

/** Vendors that launch the lottery with a prize mode (spec section 4, "Game click"). */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
