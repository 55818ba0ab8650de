/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  playBreak: 'Fazer uma pausa',
} satisfies RouteTitles;

export default titles;
