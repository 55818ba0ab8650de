/** Playing responsibly (issue 30): the player's own break from play, beyond spec section 2. */
import { ACCESS, defineRoutes, lazyScreen } from '../../lib/routing.ts';

const PATHS = { playBreak: '/member/break' } as const;
type ResponsiblePaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends ResponsiblePaths {}
}

export const responsibleRoutes = defineRoutes(PATHS, {
  // Every member, the trial player too: a break closes free play as well (the BFF agrees).
  playBreak: {
    screen: lazyScreen(() => import('./play-break-screen.tsx'), 'PlayBreakScreen'),
    namespaces: ['responsible', 'errors'],
    access: ACCESS.member,
    beyondSpec:
      "Issue 30: a player's own time-out (24 hours to 6 weeks), as responsible-gaming rules ask.",
  },
});
