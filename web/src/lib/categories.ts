/** Where a game category leads (side menu, home tabs): spec section 2 routes. */
export function categoryPath(gameType: string): string {
  switch (gameType) {
    case 'RNG':
      return '/rng';
    case 'LIVE':
      return '/live';
    case 'FISH':
      return '/fish';
    case 'PVP':
      return '/pvp';
    case 'LOTT':
      return '/lottery';
    case 'ELOTT':
      return '/elott';
    case 'HOT':
      return '/hot';
    default:
      return `/sports?gameType=${encodeURIComponent(gameType)}`;
  }
}

/** i18n key of a game type's name (falls back to the code itself). */
export function gameTypeKey(gameType: string): string {
  return `gameTypes.${gameType}`;
}
