/**
 * App-wide providers: react-query (with the global error policy), tRPC, i18n and the slots
 * domains fill in each other's screens. Tests render
 * the same providers with a fake tRPC link and a fresh QueryClient.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { i18n as appI18n } from '../i18n/index.ts';
import { isSessionLost, toastError } from '../lib/errors.ts';
import { serverDataStaleTime } from '../lib/server-data.ts';
import { clearSessionInfo } from '../lib/storage.ts';
import { SlotsProvider } from '../lib/slots.tsx';
import { createTrpcClient, TRPCProvider, type TrpcClient } from '../lib/trpc.ts';
import { SLOTS } from './slots.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller shows the error itself, so no global toast. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

function onAnyError(error: unknown, silent: boolean | undefined): void {
  // The BFF no longer has a session: the UI forgets its copy.
  if (isSessionLost(error)) clearSessionInfo();
  if (!silent) toastError(error);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onAnyError(error, query.meta?.silent),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => onAnyError(error, mutation.meta?.silent),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && !isSessionLost(error),
        refetchOnWindowFocus: false,
        // A server-rendered page's data is not asked for again as soon as it hydrates.
        staleTime: (query) => serverDataStaleTime(client, query),
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  trpcClient?: TrpcClient;
  /** The server renders each page with an instance of its own language (entry-server.tsx). */
  i18n?: I18n;
}

export function Providers({ children, queryClient, trpcClient, i18n = appI18n }: ProvidersProps) {
  const [qc] = useState(() => queryClient ?? createQueryClient());
  const [tc] = useState(() => trpcClient ?? createTrpcClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={qc}>
        <TRPCProvider trpcClient={tc} queryClient={qc}>
          <SlotsProvider components={SLOTS}>{children}</SlotsProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
