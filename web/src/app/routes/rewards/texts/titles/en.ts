/** Route titles in English, gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../../lib/routing.ts';

const titles = {
  leaderBoard: 'Leaderboard',
  rewardCenter: 'Reward centre',
} satisfies RouteTitles;

export default titles;
