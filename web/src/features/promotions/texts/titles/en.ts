/** Route titles in English, gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  activity: 'Promotions',
  activitySignIn: 'Daily sign-in',
} satisfies RouteTitles;

export default titles;
