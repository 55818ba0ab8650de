/**
 * Routes of the spec whose screens are still to come: the placeholder shows their title, with the
 * way back and home (app/route-placeholder.tsx).
 */
import { defineRoutes } from '../../../lib/routing.ts';

const PATHS = {
  startLottery: '/startLottery',
  trail: '/trail',
  gameCenter: '/gameCenter',
  slotsCenter: '/slotsCenter',
} as const;
type ComingSoonPaths = typeof PATHS;
declare module '../../../lib/paths.ts' {
  interface RoutePaths extends ComingSoonPaths {}
}

export const comingSoonRoutes = defineRoutes(PATHS, {
  startLottery: {},
  trail: {},
  gameCenter: {},
  slotsCenter: {},
});
