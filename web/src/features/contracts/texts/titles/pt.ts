/** Route titles (pt), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  getSalaryContract: 'Contrato de salário',
  getDevidendContract: 'Contrato de dividendos',
  getHourContract: 'Contrato de salário por hora',
} satisfies RouteTitles;

export default titles;
