/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  voucherCenter: 'Depósito e promoções',
  withdraw: 'Saque',
  gameRecord: 'Registros de jogos',
} satisfies RouteTitles;

export default titles;
