/** Route titles (en), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  getSalaryContract: 'Salary contract',
  getDevidendContract: 'Dividend contract',
  getHourContract: 'Hourly salary contract',
} satisfies RouteTitles;

export default titles;
