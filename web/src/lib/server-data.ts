/**
 * The data a server-rendered page arrived with (decision 035). It was fetched a moment ago for
 * this very page, so the browser treats it as fresh for a while instead of asking again the
 * moment the screen mounts (react-query's default `staleTime` is 0: a route's prefetch and the
 * screen's own query would each refetch what the page already holds). Once a query has new
 * data, its own `staleTime` (or 0) applies again.
 */
import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

/** How long the server's data counts as fresh after the page hydrates it. */
export const SERVER_DATA_FRESH_MS = 30_000;

interface Held {
  /** The server's `dataUpdatedAt`: the data still held is the server's while it matches. */
  updatedAt: number;
  freshUntil: number;
}

const held = new WeakMap<QueryClient, Map<string, Held>>();

/** Puts the page's dehydrated queries into the client's cache and keeps them fresh a while. */
export function hydrateServerData(
  queryClient: QueryClient,
  state: DehydratedState,
  now: number = Date.now(),
): void {
  hydrate(queryClient, state);
  const queries = held.get(queryClient) ?? new Map<string, Held>();
  held.set(queryClient, queries);
  for (const { queryHash, state: queryState } of state.queries) {
    queries.set(queryHash, {
      updatedAt: queryState.dataUpdatedAt,
      freshUntil: now + SERVER_DATA_FRESH_MS,
    });
  }
}

/**
 * The default `staleTime` of the app's query client: the server's data is fresh until
 * SERVER_DATA_FRESH_MS after hydration (whatever the two clocks say), everything else 0.
 */
export function serverDataStaleTime(queryClient: QueryClient, query: Query): number {
  const server = held.get(queryClient)?.get(query.queryHash);
  if (!server || server.updatedAt !== query.state.dataUpdatedAt) return 0;
  return Math.max(0, server.freshUntil - server.updatedAt);
}
