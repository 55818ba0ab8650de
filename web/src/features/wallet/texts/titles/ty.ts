/** Route titles in Filipino (TY), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  voucherCenter: 'Deposito at mga promosyon',
  withdraw: 'Mag-withdraw',
  gameRecord: 'Mga rekord ng laro',
} satisfies RouteTitles;

export default titles;
