/** Route titles in Filipino (TY), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  notice: 'Mga anunsyo',
  webEmail: 'Inbox',
  message: 'Sentro ng mensahe',
} satisfies RouteTitles;

export default titles;
