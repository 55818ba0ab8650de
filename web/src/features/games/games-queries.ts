/**
 * The games domain's keys: the vendor categories (in the merchant's order) and the member's
 * favourite game ids. home.bootstrap seeds both when it arrives (`seedGamesFromHome`); a screen
 * opened first fetches them itself.
 *
 * The BFF has no procedure of its own for either yet (no games.categories, no games.favouriteIds),
 * so their query functions read them from home.bootstrap: one request, deduplicated with the
 * home's own. The favourite ids are therefore the home's FAV row (its first 20): a favourite
 * beyond that reads as not favourite until the BFF lists all the member's favourite ids.
 */
import type { VendorCategory } from '@app/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LanguageCode } from '@app/contracts/values';
import {
  fromHomeBootstrap,
  seedQuery,
  useDataLanguage,
  useHomeSeed,
  type HomeData,
} from '../../lib/bootstrap.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Trpc = ReturnType<typeof useTRPC>;

export const gamesKeys = {
  categories: (language: LanguageCode) => ['games', 'categories', language] as const,
  /** Per account, so another member signing in on this tab never sees these hearts. */
  favouriteIds: (userName: string) => ['games', 'favouriteIds', userName] as const,
};

export function categoriesOptions(
  trpc: Trpc,
  queryClient: QueryClient,
  language: LanguageCode,
  enabled = true,
) {
  return fromHomeBootstrap<VendorCategory[]>({
    trpc,
    queryClient,
    language,
    queryKey: gamesKeys.categories(language),
    select: (home) => home.categories,
    enabled,
  });
}

export function favouriteIdsOptions(
  trpc: Trpc,
  queryClient: QueryClient,
  language: LanguageCode,
  userName: string,
  enabled = true,
) {
  return fromHomeBootstrap<string[]>({
    trpc,
    queryClient,
    language,
    queryKey: gamesKeys.favouriteIds(userName),
    select: (home) => home.favourites.map((game) => game.nodeId),
    enabled,
  });
}

/** The vendor categories in the merchant's order. */
export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useDataLanguage();
  const homeSeed = useHomeSeed('categories');
  return useQuery(categoriesOptions(trpc, queryClient, language, enabled && homeSeed.ready));
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
  const queryClient = useQueryClient();
  const language = useDataLanguage();
  const session = useSessionInfo();
  const homeSeed = useHomeSeed('favourites');
  const query = useQuery(
    favouriteIdsOptions(
      trpc,
      queryClient,
      language,
      session?.userName ?? '',
      session !== null && homeSeed.ready,
    ),
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

/** home.bootstrap's `categories` and `favourites` into the games keys (failed sections skip). */
export function seedGamesFromHome(
  queryClient: QueryClient,
  home: HomeData,
  updatedAt: number,
  userName: string | null,
): void {
  if (!home.failedSections.includes('categories')) {
    seedQuery(queryClient, gamesKeys.categories(home.language), home.categories, updatedAt);
  }
  if (userName !== null && !home.failedSections.includes('favourites')) {
    seedQuery(
      queryClient,
      gamesKeys.favouriteIds(userName),
      home.favourites.map((g) => g.nodeId),
      updatedAt,
    );
  }
}
