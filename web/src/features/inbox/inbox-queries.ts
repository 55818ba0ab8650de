/**
 * The inbox domain's keys: the unread counts (inbox.unreadCounts; home.bootstrap seeds it when it
 * arrives, a screen opened first fetches it itself), the notice list and the inbox pages.
 */
import type { InboxPage } from '@app/contracts';
import type { LanguageCode } from '@app/contracts/values';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { seedQuery, useHomeSeed, type HomeData } from '../../lib/bootstrap.ts';
import { readLocalJson, writeLocalJson } from '../../lib/storage.ts';
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

/* The notice list (/m/notice) and the inbox (/m/webEmail) ------------------------------------ */

/** The announcements with read marks; always refetched on opening (the marks change). */
export function announcementsOptions(trpc: Trpc, language: LanguageCode) {
  return trpc.inbox.announcements.queryOptions({ language }, { staleTime: 0 });
}

export const INBOX_PAGING = {
  initialCursor: 1,
  getNextPageParam: (last: InboxPage): number | undefined =>
    last.pageNo < last.totalPages ? last.pageNo + 1 : undefined,
};

export function inboxListOptions(trpc: Trpc) {
  return trpc.inbox.list.infiniteQueryOptions({}, { ...INBOX_PAGING, staleTime: 0 });
}

/**
 * A visitor's read marks (the gateway keeps none for visitors): the ids on this device, in
 * localStorage, so they survive a reload. Capped, oldest dropped.
 */
const VISITOR_READ_KEY = 'noticeRead';
const VISITOR_READ_MAX = 200;

export function readVisitorNoticeIds(): Set<string> {
  const stored = readLocalJson(VISITOR_READ_KEY);
  return new Set(
    Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [],
  );
}

export function addVisitorNoticeId(id: string): void {
  const ids = [...readVisitorNoticeIds()].filter((known) => known !== id);
  ids.push(id);
  writeLocalJson(VISITOR_READ_KEY, ids.slice(-VISITOR_READ_MAX));
}
