/**
 * Keeps the one-request home while every domain owns its query keys: when a home.bootstrap answer
 * arrives (whoever asked for it), each domain copies its sections into its own keys (member.info,
 * member.balance, the games' categories and favourite ids, inbox.unreadCounts, the social
 * links). A section named in
 * `failedSections` seeds nothing and clears nothing. The app layer wires this because it is the
 * one layer that may know every domain.
 */
import { matchQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { seedContentFromHome } from '../features/content/content-queries.ts';
import { seedPromotionsFromHome } from '../features/promotions/promotions-queries.ts';
import { seedGamesFromHome } from '../features/games/games-queries.ts';
import { seedInboxFromHome } from '../features/inbox/inbox-queries.ts';
import { seedMemberFromHome } from '../features/member/use-member.ts';
import type { HomeData } from '../lib/bootstrap.ts';
import { readSessionInfo } from '../lib/storage.ts';
import { useTRPC } from '../lib/trpc.ts';

/**
 * Copies one home.bootstrap answer into every domain's keys. The server calls it too, before it
 * renders the home (entry-server.tsx), so the page it sends and the client's first render read
 * the same keys.
 */
export function seedHomeSections(
  queryClient: QueryClient,
  trpc: ReturnType<typeof useTRPC>,
  home: HomeData,
  updatedAt: number,
  userName: string | null,
): void {
  seedMemberFromHome(queryClient, trpc, home, updatedAt);
  seedGamesFromHome(queryClient, trpc, home, updatedAt, userName);
  seedInboxFromHome(queryClient, trpc, home, updatedAt);
  seedContentFromHome(queryClient, trpc, home, updatedAt);
  seedPromotionsFromHome(queryClient, trpc, home, updatedAt);
}

export function useHomeSeeding(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    const filter = trpc.home.bootstrap.pathFilter();
    const seedAll = (home: HomeData, updatedAt: number) =>
      seedHomeSections(queryClient, trpc, home, updatedAt, readSessionInfo()?.userName ?? null);
    // Answers that arrived before this subscription (a remount) seed too; newer keys win.
    for (const query of queryClient.getQueryCache().findAll(filter)) {
      const data = query.state.data as HomeData | undefined;
      if (data) seedAll(data, query.state.dataUpdatedAt);
    }
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (!matchQuery(filter, event.query)) return;
      // setQueryData (a favourite change in place) is a success too, but not a new answer.
      if (event.action.manual) return;
      const data = event.query.state.data as HomeData | undefined;
      if (data) seedAll(data, event.query.state.dataUpdatedAt);
    });
  }, [trpc, queryClient]);
}
