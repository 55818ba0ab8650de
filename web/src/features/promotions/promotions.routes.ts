/** The promotions and the daily sign-in: one chunk. */
import { ACCESS, defineRoutes, lazyScreen } from '../../lib/routing.ts';

const PATHS = { activity: '/activity', activitySignIn: '/activity/signIn' } as const;
type PromotionPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends PromotionPaths {}
}

const promotionScreens = () => import('./promotion-screens.ts');
const TEXTS = ['promotions', 'errors', 'validation'];

export const promotionRoutes = defineRoutes(PATHS, {
  // Open to all: a visitor reads the common list; actions send them to log in.
  activity: {
    screen: lazyScreen(promotionScreens, 'ActivityScreen'),
    namespaces: TEXTS,
    prefetch: ({ queryClient, trpc, language }) =>
      void queryClient.prefetchQuery(trpc.promotions.list.queryOptions({ language })),
  },
  // A member's (spec section 5: only while LOGIN runs; the screen says so).
  activitySignIn: {
    screen: lazyScreen(promotionScreens, 'SignInScreen'),
    namespaces: TEXTS,
    access: ACCESS.member,
  },
});
