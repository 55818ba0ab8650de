/** The member pages: one chunk (spec section 4, member centre). */
import { ACCESS, defineRoutes, lazyScreen } from '../../lib/routing.ts';

const PATHS = { memberHome: '/member/home', feedback: '/feedback' } as const;
type MemberPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends MemberPaths {}
}

const memberScreens = () => import('./member-screens.ts');
const TEXTS = ['member', 'errors', 'validation'];

export const memberRoutes = defineRoutes(PATHS, {
  // No session to login, type 4 asked to register a real account, else the centre.
  memberHome: {
    screen: lazyScreen(memberScreens, 'MemberHomeScreen'),
    namespaces: TEXTS,
    memberData: true,
    access: ACCESS.memberCentre,
  },
  // Open to every member, the trial player too.
  feedback: {
    screen: lazyScreen(memberScreens, 'FeedbackScreen'),
    namespaces: TEXTS,
    access: ACCESS.member,
  },
});
