/** Route titles in English, gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  voucherCenter: 'Deposit and promotions',
  withdraw: 'Withdraw',
  gameRecord: 'Game records',
} satisfies RouteTitles;

export default titles;
