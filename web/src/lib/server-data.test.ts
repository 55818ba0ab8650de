import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydrateServerData, SERVER_DATA_FRESH_MS, serverDataStaleTime } from './server-data.ts';

/** A client whose default staleTime is the app's (app/providers.tsx). */
function appClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: (query) => serverDataStaleTime(client, query) } },
  });
  return client;
}

/** The page state a server render made a while ago (`age` ms before `now`). */
function serverState(now: number, age: number) {
  const server = new QueryClient();
  server.setQueryData(['promotions'], ['welcome'], { updatedAt: now - age });
  return dehydrate(server);
}

describe('the data a server-rendered page arrived with', () => {
  it('is fresh for SERVER_DATA_FRESH_MS after hydrating, whatever its age, so mounting asks nothing', () => {
    const now = Date.now();
    const client = appClient();
    // Two minutes old by the server's clock (or a clock two minutes ahead): still the page's.
    hydrateServerData(client, serverState(now, 120_000), now);
    const query = client.getQueryCache().find({ queryKey: ['promotions'] });
    expect(query).toBeDefined();
    expect(serverDataStaleTime(client, query!)).toBe(120_000 + SERVER_DATA_FRESH_MS);
    const observer = new QueryObserver(client, { queryKey: ['promotions'] });
    expect(observer.getCurrentResult().isStale).toBe(false);
  });

  it('goes stale on the usual terms once the query has data of its own', () => {
    const now = Date.now();
    const client = appClient();
    hydrateServerData(client, serverState(now, 1_000), now);
    client.setQueryData(['promotions'], ['welcome', 'cashback']);
    const query = client.getQueryCache().find({ queryKey: ['promotions'] })!;
    expect(serverDataStaleTime(client, query)).toBe(0);
  });

  it('leaves every other query, and every other client, at 0', () => {
    const client = appClient();
    client.setQueryData(['balance'], 5);
    expect(
      serverDataStaleTime(client, client.getQueryCache().find({ queryKey: ['balance'] })!),
    ).toBe(0);
    const other = appClient();
    other.setQueryData(['promotions'], ['welcome']);
    hydrateServerData(client, serverState(Date.now(), 0));
    expect(
      serverDataStaleTime(other, other.getQueryCache().find({ queryKey: ['promotions'] })!),
    ).toBe(0);
  });
});
