/** The VIP club (spec section 2): open to all; a member also sees their own level. */
import { defineRoutes, lazyScreen } from '../../lib/routing.ts';

const PATHS = { vip: '/vip' } as const;
type VipPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends VipPaths {}
}

export const vipRoutes = defineRoutes(PATHS, {
  vip: {
    screen: lazyScreen(() => import('./vip-screen.tsx'), 'VipScreen'),
    namespaces: ['vip', 'errors'],
  },
});
