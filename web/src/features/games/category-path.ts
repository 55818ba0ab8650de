import { VENDOR_TILE_TYPES, type GameType } from '@app/contracts/values';
import { href, pathOf } from '../../lib/paths.ts';

/** Where a game category leads (side menu, home tabs): spec section 2 routes. */
export function categoryPath(gameType: string): string {
  switch (gameType) {
    case 'RNG':
      return pathOf('rng');
    case 'LIVE':
      return pathOf('live');
    case 'FISH':
      return pathOf('fish');
    case 'PVP':
      return pathOf('pvp');
    case 'LOTT':
      return pathOf('lottery');
    case 'ELOTT':
      return pathOf('elott');
    case 'HOT':
      return pathOf('hot');
    default:
      return href('sports', { query: { gameType } });
  }
}

/** i18n key of a game type's name (falls back to the code itself). */
export function gameTypeKey(gameType: string): string {
  return `gameTypes.${gameType}`;
}

/**
 * The game type `/m/sports?gameType=X` lists besides sports (the side menu's link for e-sports
 * and cockfighting, `categoryPath`), or null for sports itself: the page and the header are then
 * named after that type, not after the route ("Sports").
 */
export function sportsRouteType(gameType: string | null | undefined): GameType | null {
  if (!gameType || gameType === 'SPORTS') return null;
  return VENDOR_TILE_TYPES.find((type) => type === gameType) ?? null;
}
