/** Route titles in Filipino (TY), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  activity: 'Mga promosyon',
  activitySignIn: 'Araw-araw na sign-in',
} satisfies RouteTitles;

export default titles;
