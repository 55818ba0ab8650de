/**
 * system.status with the last answer cached in localStorage.status: the cached value renders at
 * once on the next load while a fresh one loads in the background (spec section 4).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLanguage } from '../i18n/index.ts';
import { readCachedStatus, writeCachedStatus } from './storage.ts';
import { useTRPC } from './trpc.ts';

export function useSystemStatus() {
  const language = useLanguage();
  const trpc = useTRPC();
  const query = useQuery(
    trpc.system.status.queryOptions(
      { language },
      {
        initialData: readCachedStatus,
        // The cached copy is shown but always treated as stale, so it refreshes immediately.
        initialDataUpdatedAt: 0,
        // A language switch asks again: the app keeps standing on the last answer meanwhile
        // (StatusReady would otherwise unmount it, and with it an open side menu).
        placeholderData: keepPreviousData,
        staleTime: 60_000,
        meta: { silent: true },
      },
    ),
  );

  // An answer from the BFF, fetched here or in the server's render (not the cached copy, whose
  // time is 0, nor a placeholder), is the next load's cached copy.
  const fresh = query.dataUpdatedAt > 0 && !query.isPlaceholderData ? query.data : undefined;
  useEffect(() => {
    if (fresh) writeCachedStatus(fresh);
  }, [fresh]);

  return query;
}

/** The first customer-service link (decrypted by the BFF), if the merchant has one. */
export function useCustomerServiceUrl(): string | undefined {
  const { data } = useSystemStatus();
  const entry = data?.customerService.find((e) => e.url.trim() !== '');
  return entry?.url;
}
