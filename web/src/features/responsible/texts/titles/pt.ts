/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  playBreak: 'Pausas e verificação de realidade',
} satisfies RouteTitles;

export default titles;
