/**
 * The inbox domain's key: the unread counts (inbox.unreadCounts). home.bootstrap seeds it when it
 * arrives; a screen opened first fetches it itself.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { seedQuery, useHomeSeed, type HomeData } from '../../lib/bootstrap.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Trpc = ReturnType<typeof useTRPC>;

export function unreadCountsOptions(trpc: Trpc, enabled = true) {
  return trpc.inbox.unreadCounts.queryOptions(undefined, {
    enabled,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useUnreadCounts() {
  const trpc = useTRPC();
  const session = useSessionInfo();
  const homeSeed = useHomeSeed('unread');
  return useQuery(unreadCountsOptions(trpc, session !== null && !homeSeed.pending));
}

export function seedInboxFromHome(
  queryClient: QueryClient,
  trpc: Trpc,
  home: HomeData,
  updatedAt: number,
): void {
  if (home.failedSections.includes('unread') || home.unread === null) return;
  seedQuery(queryClient, trpc.inbox.unreadCounts.queryKey(), home.unread, updatedAt);
}
