/** Route titles in Filipino (TY), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  memberHome: 'Sentro ng miyembro',
  feedback: 'Puna',
} satisfies RouteTitles;

export default titles;
