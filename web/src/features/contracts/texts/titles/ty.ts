/** Route titles (ty), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  getSalaryContract: 'Kontrata ng sahod',
  getDevidendContract: 'Kontrata ng dibidendo',
  getHourContract: 'Kontrata ng sahod kada oras',
} satisfies RouteTitles;

export default titles;
