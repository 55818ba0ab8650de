/** Route titles in Filipino (TY), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  receivingCenter: 'Sentro ng pagtanggap',
} satisfies RouteTitles;

export default titles;
