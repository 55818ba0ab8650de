/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  receivingCenter: 'Central de recebimentos',
} satisfies RouteTitles;

export default titles;
