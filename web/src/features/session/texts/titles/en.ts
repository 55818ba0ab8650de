/** Route titles in English, gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  login: 'Log in',
  register: 'Register',
  changePsw: 'Change password',
  forget: 'Forgot password',
} satisfies RouteTitles;

export default titles;
