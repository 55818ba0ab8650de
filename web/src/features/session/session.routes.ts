/** Log in, register and the passwords (spec sections 2 and 4). */
import { ACCESS, defineRoutes, lazyScreen } from '../../lib/routing.ts';

const PATHS = {
  login: '/login',
  register: '/register',
  changePsw: '/changePsw',
  forget: '/forget',
} as const;
type SessionPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends SessionPaths {}
}

const TEXTS = ['session', 'errors', 'validation'];

export const sessionRoutes = defineRoutes(PATHS, {
  login: {
    screen: lazyScreen(() => import('./login-screen.tsx'), 'LoginScreen'),
    namespaces: TEXTS,
    access: ACCESS.guest,
  },
  register: {
    screen: lazyScreen(() => import('./register-screen.tsx'), 'RegisterScreen'),
    aliases: ['/register.html'],
    namespaces: TEXTS,
    access: ACCESS.guest,
  },
  // Spec section 2: "redirects to /m/home when there is no session".
  changePsw: {
    screen: lazyScreen(() => import('./change-password-screen.tsx'), 'ChangePasswordScreen'),
    namespaces: TEXTS,
    access: { rule: 'member', otherwise: 'home' },
  },
  // A signed-in member changes the password on /m/changePsw instead.
  forget: {
    screen: lazyScreen(() => import('./forget-screen.tsx'), 'ForgetScreen'),
    namespaces: TEXTS,
    access: ACCESS.guest,
  },
});
