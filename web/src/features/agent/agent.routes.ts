/**
 * The agents' side (issue 26): invite friends, open to all (spec section 4, the referral action
 * sends visitors here); a member sees their own link, a visitor the programme.
 */
import { defineRoutes, lazyScreen } from '../../lib/routing.ts';

const PATHS = { inviteFriends: '/inviteFriends' } as const;
type AgentPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends AgentPaths {}
}

export const agentRoutes = defineRoutes(PATHS, {
  inviteFriends: {
    screen: lazyScreen(() => import('./invite-friends-screen.tsx'), 'InviteFriendsScreen'),
    namespaces: ['agent', 'errors'],
  },
});
