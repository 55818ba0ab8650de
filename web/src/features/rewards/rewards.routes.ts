/**
 * The receiving centre (the turntable's prizes). The leaderboard and the reward centre are
 * gated by promotions and whitelabel flags, so the app composes them (app/routes/rewards).
 */
import { ACCESS, defineRoutes, lazyScreen } from '../../lib/routing.ts';

const PATHS = { receivingCenter: '/receivingCenter' } as const;
type RewardPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends RewardPaths {}
}

export const rewardRoutes = defineRoutes(PATHS, {
  receivingCenter: {
    screen: lazyScreen(() => import('./rewards-screens.ts'), 'ReceivingCenterScreen'),
    namespaces: ['rewards', 'errors'],
    access: ACCESS.paysIntoWallet,
  },
});
