/**
 * The agents' side (issue 26). Invite friends is open to all (spec section 4, the referral action
 * sends visitors here; a member sees their own link, a visitor the programme). Agent registration
 * (spec section 2) and the agent centre with its pages are the agents' own: the centre and its
 * sub-pages are ours (the spec names the calls in section 7, "Agent", but no route for them).
 */
import { ACCESS, defineRoutes, lazyScreen } from '../../lib/routing.ts';
import { periodDates } from './agent-centre/team-period.ts';

const PATHS = {
  inviteFriends: '/inviteFriends',
  agentRegister: '/agentRegister',
  agentCentre: '/member/agent',
  agentDownlines: '/member/agent/downlines',
  agentDownline: '/member/agent/downlines/:memberId',
  agentTransfer: '/member/agent/transfer',
  agentReport: '/member/agent/report',
  agentQuota: '/member/agent/quota',
} as const;
type AgentPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends AgentPaths {}
}

/** The agent centre's three screens: one chunk. */
const centreScreens = () => import('./agent-centre/agent-centre-screens.ts');
const CENTRE_TEXTS = ['agentCentre', 'errors', 'validation'];
const CENTRE_REASON =
  'the agent centre: spec section 7 lists the agent calls (team KPIs, downlines, rebates, quota, transfers, P&L) and section 1 the agents who use them, but section 2 names no route for them';

export const agentRoutes = defineRoutes(PATHS, {
  inviteFriends: {
    screen: lazyScreen(() => import('./invite-friends-screen.tsx'), 'InviteFriendsScreen'),
    namespaces: ['agent', 'errors'],
  },
  agentRegister: {
    screen: lazyScreen(
      () => import('./agent-register/agent-register-screen.tsx'),
      'AgentRegisterScreen',
    ),
    namespaces: ['agentRegister', 'errors', 'validation'],
    access: ACCESS.agent,
  },
  agentCentre: {
    screen: lazyScreen(centreScreens, 'AgentCentreScreen'),
    namespaces: CENTRE_TEXTS,
    // The team's head counts and this month's figures share one key (agent-centre-screen.tsx).
    prefetch: ({ queryClient, trpc }) => {
      void queryClient.prefetchQuery(trpc.agent.teamKpi.queryOptions(periodDates('thisMonth')));
      void queryClient.prefetchQuery(trpc.agent.subordinates.queryOptions());
    },
    access: ACCESS.agent,
    beyondSpec: CENTRE_REASON,
  },
  agentDownlines: {
    screen: lazyScreen(centreScreens, 'DownlinesScreen'),
    namespaces: CENTRE_TEXTS,
    access: ACCESS.agent,
    beyondSpec: CENTRE_REASON,
  },
  agentDownline: {
    screen: lazyScreen(centreScreens, 'DownlineScreen'),
    namespaces: CENTRE_TEXTS,
    access: ACCESS.agent,
    beyondSpec: CENTRE_REASON,
  },
  agentTransfer: {
    screen: lazyScreen(() => import('./agent-money/transfer-screen.tsx'), 'AgentTransferScreen'),
    namespaces: ['agentMoney', 'errors', 'validation'],
    access: ACCESS.agent,
    beyondSpec: CENTRE_REASON,
  },
  agentReport: {
    screen: lazyScreen(() => import('./agent-money/report-screen.tsx'), 'AgentReportScreen'),
    namespaces: ['agentMoney', 'errors', 'validation'],
    access: ACCESS.agent,
    beyondSpec: CENTRE_REASON,
  },
  agentQuota: {
    screen: lazyScreen(() => import('./agent-money/quota-screen.tsx'), 'AgentQuotaScreen'),
    namespaces: ['agentMoney', 'errors', 'validation'],
    access: ACCESS.agent,
    beyondSpec: CENTRE_REASON,
  },
});
