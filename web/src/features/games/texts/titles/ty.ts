/** Route titles in Filipino (TY), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  providers: 'Mga provider ng laro',
  gameList: 'Mga laro',
  hot: 'Mga sikat na laro',
  fav: 'Mga paborito',
  recent: 'Mga kamakailang laro',
  rng: 'RNG',
  live: 'Live Casino',
  pvp: 'Poker',
  fish: 'Pangingisda',
  sports: 'Palakasan',
  elott: 'E-loterya',
  game: 'Mga laro',
  lottery: 'Loterya',
  launchGame: 'Loterya',
  play: 'Laro',
  lottoH5: 'Loterya',
} satisfies RouteTitles;

export default titles;
