/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  notice: 'Anúncios',
  webEmail: 'Caixa de entrada',
  message: 'Central de mensagens',
} satisfies RouteTitles;

export default titles;
