/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  login: 'Entrar',
  register: 'Registrar',
  changePsw: 'Alterar senha',
  forget: 'Esqueci a senha',
} satisfies RouteTitles;

export default titles;
