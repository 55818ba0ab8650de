/** Route titles in English, gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../../lib/routing.ts';

const titles = {
  agentRegister: 'Agent registration',
  getSalaryContract: 'Salary contract',
  getDevidendContract: 'Dividend contract',
  getHourContract: 'Hourly salary contract',
  startLottery: 'Lottery',
  trail: 'Free trial',
  gameCenter: 'Game center',
  slotsCenter: 'Slots center',
} satisfies RouteTitles;

export default titles;
