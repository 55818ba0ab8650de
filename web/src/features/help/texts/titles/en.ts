/** Route titles in English, gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  help: 'Help center',
  helpDetail: 'Help center',
  playResponsibly: 'Play responsibly',
} satisfies RouteTitles;

export default titles;
