/** Route titles in Filipino (TY), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  help: 'Sentro ng tulong',
  helpDetail: 'Sentro ng tulong',
  playResponsibly: 'Maglaro nang responsable',
} satisfies RouteTitles;

export default titles;
