/**
 * The gated reward routes (reward-gates.tsx): the leaderboard only while MISSION runs, the
 * reward centre only with REWCEN3. The leaderboard is read-only: open to every signed-in player,
 * the trial one too.
 */
import { TIMINGS_MS } from '@app/contracts/values';
import { ACCESS, defineRoutes, lazyScreen } from '../../../lib/routing.ts';

const PATHS = { leaderBoard: '/leaderBoard', rewardCenter: '/rewardCenter' } as const;
type RewardGatePaths = typeof PATHS;
declare module '../../../lib/paths.ts' {
  interface RoutePaths extends RewardGatePaths {}
}

const gates = () => import('./reward-gates.tsx');
const TEXTS = ['rewards', 'errors'];

export const rewardGateRoutes = defineRoutes(PATHS, {
  leaderBoard: {
    screen: lazyScreen(gates, 'LeaderBoardRoute'),
    namespaces: TEXTS,
    access: ACCESS.member,
  },
  // Spec section 4: "Reward centre requires REWCEN3 else info toast 'contact_service' 2 s".
  rewardCenter: {
    screen: lazyScreen(gates, 'RewardCenterRoute'),
    namespaces: TEXTS,
    access: ACCESS.paysIntoWallet,
    requires: {
      flag: 'REWCEN3',
      notice: 'contact_service',
      durationMs: TIMINGS_MS.contactServiceToast,
    },
  },
});
