/** Route titles (ty), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  inviteFriends: 'Mag-imbita ng mga kaibigan',
} satisfies RouteTitles;

export default titles;
