/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  playBreak: 'Jogo responsável',
} satisfies RouteTitles;

export default titles;
