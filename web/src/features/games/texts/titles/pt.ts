/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  providers: 'Provedores de jogos',
  gameList: 'Jogos',
  hot: 'Jogos populares',
  fav: 'Favoritos',
  recent: 'Jogos recentes',
  rng: 'RNG',
  live: 'Cassino ao vivo',
  pvp: 'Pôquer',
  fish: 'Pescaria',
  sports: 'Esportes',
  elott: 'E-loteria',
  game: 'Jogos',
  lottery: 'Loteria',
  launchGame: 'Loteria',
  play: 'Jogo',
  lottoH5: 'Loteria',
} satisfies RouteTitles;

export default titles;
