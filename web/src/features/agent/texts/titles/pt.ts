/** Route titles (pt), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  inviteFriends: 'Convidar amigos',
} satisfies RouteTitles;

export default titles;
