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
