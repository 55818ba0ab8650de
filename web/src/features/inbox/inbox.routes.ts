/** The message center, announcements and inbox: one chunk (spec section 4, message center). */
import { ACCESS, defineRoutes, lazyScreen } from '../../lib/routing.ts';
import { announcementsOptions, inboxListOptions, unreadCountsOptions } from './inbox-queries.ts';

const PATHS = { notice: '/notice', webEmail: '/webEmail', message: '/message' } as const;
type InboxPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends InboxPaths {}
}

const inboxScreens = () => import('./inbox-screens.ts');
const TEXTS = ['inbox', 'errors'];

export const inboxRoutes = defineRoutes(PATHS, {
  // Open to all: a member's read marks are the server's, a visitor's this device's.
  notice: {
    screen: lazyScreen(inboxScreens, 'NoticeScreen'),
    namespaces: TEXTS,
    prefetch: ({ queryClient, trpc, language }) =>
      void queryClient.prefetchQuery(announcementsOptions(trpc, language)),
  },
  // Messages sends a visitor to log in, and refuses the trial player with free_reject (who
  // stays in the message center).
  webEmail: {
    screen: lazyScreen(inboxScreens, 'InboxScreen'),
    namespaces: [...TEXTS, 'lists'],
    prefetch: ({ queryClient, trpc }) =>
      void queryClient.prefetchInfiniteQuery(inboxListOptions(trpc)),
    access: {
      ...ACCESS.realMember,
      refusedMember: { otherwise: 'message', notice: 'free_reject' },
    },
  },
  message: {
    screen: lazyScreen(inboxScreens, 'MessageCenterScreen'),
    aliases: ['/messages'],
    namespaces: TEXTS,
    prefetch: ({ queryClient, trpc, session }) => {
      if (session) void queryClient.prefetchQuery(unreadCountsOptions(trpc));
    },
  },
});
