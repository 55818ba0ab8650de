/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../../lib/routing.ts';

const titles = {
  leaderBoard: 'Classificação',
  rewardCenter: 'Central de recompensas',
} satisfies RouteTitles;

export default titles;
