/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  help: 'Central de ajuda',
  helpDetail: 'Central de ajuda',
  playResponsibly: 'Jogue com responsabilidade',
} satisfies RouteTitles;

export default titles;
