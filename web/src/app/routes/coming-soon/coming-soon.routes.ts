/**
 * Routes of the spec whose screens are still to come: the placeholder shows their title, with the
 * way back and home (app/route-placeholder.tsx). Spec section 4, referral: a member of type above 0
 * is sent to agent registration (invite friends is features/agent).
 */
import { ACCESS, defineRoutes } from '../../../lib/routing.ts';

const PATHS = {
  agentRegister: '/agentRegister',
  getSalaryContract: '/member/agent/getSalaryContract',
  getDevidendContract: '/member/agent/getDevidendContract',
  getHourContract: '/member/agent/getHourContract',
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
  agentRegister: { access: ACCESS.member },
  getSalaryContract: { access: ACCESS.agent },
  getDevidendContract: { access: ACCESS.agent },
  getHourContract: { access: ACCESS.agent },
  startLottery: {},
  trail: {},
  gameCenter: {},
  slotsCenter: {},
});
