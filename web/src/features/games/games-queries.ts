/**
 * The games domain's keys: the vendor categories (in the merchant's order, games.categories) and
 * all the member's favourite game ids (games.favouriteIds, not only the home's FAV row of 20).
 * home.bootstrap seeds both when it arrives (`seedGamesFromHome`); a screen opened first fetches
 * them itself from these procedures.
 */
import type { VendorCategory } from '@app/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LIMITS, type LanguageCode } from '@app/contracts/values';
import { seedQuery, useHomeSeed, type HomeData } from '../../lib/bootstrap.ts';
import { useDataLanguage } from '../../i18n/data-language.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Trpc = ReturnType<typeof useTRPC>;

export const gamesKeys = {
  categories: (trpc: Trpc, language: LanguageCode) => trpc.games.categories.queryKey({ language }),
  /** Per account, so another member signing in on this tab never sees these hearts. */
  favouriteIds: (userName: string) => ['games', 'favouriteIds', userName] as const,
};

export function categoriesOptions(trpc: Trpc, language: LanguageCode, enabled = true) {
  return trpc.games.categories.queryOptions({ language }, { enabled, staleTime: 60_000 });
}

export function favouriteIdsOptions(trpc: Trpc, userName: string, enabled = true) {
  const procedure = trpc.games.favouriteIds.queryOptions();
  return queryOptions({
    queryKey: gamesKeys.favouriteIds(userName),
    // games.favouriteIds itself, asked under its own key: the key here is per account.
    queryFn: async (context): Promise<string[]> => {
      const fetchIds = procedure.queryFn;
      if (typeof fetchIds !== 'function') return [];
      return fetchIds({ ...context, queryKey: procedure.queryKey });
    },
    enabled,
    staleTime: 60_000,
  });
}

/** The vendor categories in the merchant's order. */
export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const language = useDataLanguage();
  const homeSeed = useHomeSeed('categories');
  return useQuery(categoriesOptions(trpc, language, enabled && homeSeed.ready));
}

/** Vendors the merchant maps to ELOTT (the lottery prize mode depends on them). */
export function elottVendorsOf(categories: readonly VendorCategory[]): string[] {
  return (
    categories.find((category) => category.gameType === 'ELOTT')?.vendors.map((v) => v.vendor) ?? []
  );
}

/** The member's favourite game ids (empty for a visitor). */
export function useFavouriteIds(): ReadonlySet<string> {
  const trpc = useTRPC();
  const session = useSessionInfo();
  const homeSeed = useHomeSeed('favourites');
  const query = useQuery(
    favouriteIdsOptions(trpc, session?.userName ?? '', session !== null && homeSeed.ready),
  );
  return useMemo(() => new Set(session ? (query.data ?? []) : []), [session, query.data]);
}

/** A confirmed favourite change, applied to the member's favourite ids in place. */
export function setFavouriteId(
  queryClient: QueryClient,
  userName: string,
  nodeId: string,
  on: boolean,
): void {
  queryClient.setQueryData<string[]>(gamesKeys.favouriteIds(userName), (ids = []) => {
    const rest = ids.filter((id) => id !== nodeId);
    return on ? [nodeId, ...rest] : rest;
  });
}

/**
 * home.bootstrap's `categories` and `favourites` into the games keys (failed sections skip). The
 * FAV row is the first 20 favourites only: a shorter row is every favourite, but a full one may
 * not be, so it seeds the row plus any id already known beyond it and marks the key stale, and
 * games.favouriteIds is asked again: a heart beyond the row stays right.
 */
export function seedGamesFromHome(
  queryClient: QueryClient,
  trpc: Trpc,
  home: HomeData,
  updatedAt: number,
  userName: string | null,
): void {
  if (!home.failedSections.includes('categories')) {
    seedQuery(queryClient, gamesKeys.categories(trpc, home.language), home.categories, updatedAt);
  }
  if (userName === null || home.failedSections.includes('favourites')) return;
  const key = gamesKeys.favouriteIds(userName);
  const row = home.favourites.map((g) => g.nodeId);
  if (row.length < LIMITS.pageSizeHomeRow) {
    seedQuery(queryClient, key, row, updatedAt);
    return;
  }
  const state = queryClient.getQueryState<string[]>(key);
  if (state && state.dataUpdatedAt >= updatedAt) return;
  const beyond = (state?.data ?? []).filter((id) => !row.includes(id));
  seedQuery(queryClient, key, [...row, ...beyond], updatedAt);
  void queryClient.invalidateQueries({ queryKey: key });
}
