/**
 * home.bootstrap: every home section in one response (architecture.md "Home in one round trip").
 * Only the app layer reads it as data (the home route and the seeder in app/home-seed.ts, which
 * copies each section into its domain's own query key when it arrives). Domains never read it
 * as a store: they ask `useHomeSeed(section)` whether to wait for it.
 */
import type { HomeSection } from '@app/contracts';
import type { LanguageCode } from '@app/contracts/values';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useDataLanguage } from '../i18n/data-language.ts';
import { useTRPC, type RouterOutputs } from './trpc.ts';

export type HomeData = RouterOutputs['home']['bootstrap'];

type Trpc = ReturnType<typeof useTRPC>;

/** The query options of home.bootstrap in a language (one definition for every reader). */
export function homeBootstrapOptions(trpc: Trpc, language: LanguageCode, enabled = true) {
  return trpc.home.bootstrap.queryOptions(
    { language },
    {
      enabled,
      staleTime: 60_000,
      // A language change keeps the old sections on screen until the new ones arrive.
      placeholderData: keepPreviousData,
      meta: { silent: true },
    },
  );
}

/** Home data in the current language; a language change reloads it, debounced 250 ms. */
export function useHomeBootstrap({ enabled = true }: { enabled?: boolean } = {}) {
  const language = useDataLanguage();
  const trpc = useTRPC();
  return useQuery(homeBootstrapOptions(trpc, language, enabled));
}

export interface HomeSeed {
  /** home.bootstrap is on its way: it will seed this section's domain key, so wait. */
  pending: boolean;
  /**
   * The last home.bootstrap failed, or says this section failed (e.g. `member` while the session
   * store is down): the domain does not ask the same failing service again on its own.
   */
  failed: boolean;
  /** Neither pending nor failed: the domain may fetch its own key. */
  ready: boolean;
}

/**
 * Whether a domain query should wait for home.bootstrap to seed it. Observes the query without
 * starting it: on a deep link (no home) both are false and the domain fetches its own key.
 */
export function useHomeSeed(section: HomeSection): HomeSeed {
  const home = useHomeBootstrap({ enabled: false });
  const pending = home.data === undefined && home.fetchStatus === 'fetching';
  const failed = home.isError || (home.data?.failedSections.includes(section) ?? false);
  return { pending, failed, ready: !pending && !failed };
}

/**
 * Seeds a domain key from home.bootstrap (the answer's time as the key's), unless the key already
 * holds something as new or newer.
 */
export function seedQuery<T>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  value: T,
  updatedAt: number,
): void {
  const state = queryClient.getQueryState(queryKey);
  if (state && state.dataUpdatedAt >= updatedAt) return;
  queryClient.setQueryData(queryKey, value, { updatedAt });
}
