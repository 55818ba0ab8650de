/** Route titles in English, gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  providers: 'Game providers',
  gameList: 'Games',
  hot: 'Hot games',
  fav: 'Favourites',
  recent: 'Recent games',
  rng: 'RNG',
  live: 'Live casino',
  pvp: 'Poker',
  fish: 'Fishing',
  sports: 'Sports',
  elott: 'E-lottery',
  game: 'Games',
  lottery: 'Lottery',
  launchGame: 'Lottery',
  play: 'Game',
  lottoH5: 'Lottery',
} satisfies RouteTitles;

export default titles;
