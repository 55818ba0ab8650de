/** Route titles in Filipino (TY), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  login: 'Mag-log in',
  register: 'Magparehistro',
  changePsw: 'Palitan ang password',
  forget: 'Nakalimutan ang password',
} satisfies RouteTitles;

export default titles;
