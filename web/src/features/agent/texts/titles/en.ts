/** Route titles (en), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  inviteFriends: 'Invite friends',
} satisfies RouteTitles;

export default titles;
