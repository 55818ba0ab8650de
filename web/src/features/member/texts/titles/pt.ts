/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  memberHome: 'Centro do membro',
  feedback: 'Opinião',
} satisfies RouteTitles;

export default titles;
