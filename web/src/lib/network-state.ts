/**
 * The spec's network notices (section 8; issue 29 item 3): offline while the browser says it has
 * no network, "network slow" while a request to the BFF has taken longer than
 * NETWORK_SLOW_AFTER_MS and not finished. Both end by themselves: back online, or once every
 * slow request has finished (answered or failed).
 *
 * A small external store, read through `useNetworkNotice`; the tRPC client reports its requests
 * through `networkLink` (lib/trpc.ts). On the server and while hydrating the page is online and
 * nothing is slow, as the server rendered it.
 */
import { TIMINGS_MS } from '@app/contracts/values';
import { useQueryClient } from '@tanstack/react-query';
import { observable } from '@trpc/server/observable';
import { useEffect, useSyncExternalStore } from 'react';
import type { AppLink } from './trpc.ts';

/** How long a call may take before the player is told the network is slow. */
export const NETWORK_SLOW_AFTER_MS = TIMINGS_MS.networkSlow;

export type NetworkNotice = 'offline' | 'slow' | null;

const listeners = new Set<() => void>();
/** Requests under way that have passed NETWORK_SLOW_AFTER_MS. */
let slowRequests = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', emit);
    window.addEventListener('offline', emit);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', emit);
      window.removeEventListener('offline', emit);
    }
  };
}

/** What to tell the player now: offline wins over slow (a request offline is slow too). */
export function currentNetworkNotice(): NetworkNotice {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return slowRequests > 0 ? 'slow' : null;
}

/**
 * Starts watching one request; call the returned function when it has finished, whichever way
 * (calling it again does nothing).
 */
export function watchRequest(): () => void {
  let slow = false;
  let finished = false;
  const timer = setTimeout(() => {
    slow = true;
    slowRequests += 1;
    emit();
  }, NETWORK_SLOW_AFTER_MS);
  return () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    if (slow) {
      slowRequests -= 1;
      emit();
    }
  };
}

export function useNetworkNotice(): NetworkNotice {
  return useSyncExternalStore(subscribe, currentNetworkNotice, () => null);
}

/** A tRPC link that watches every operation from its start until its answer or failure. */
export const networkLink: AppLink =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const finished = watchRequest();
      const subscription = next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          finished();
          observer.error(error);
        },
        complete: () => {
          finished();
          observer.complete();
        },
      });
      return () => {
        finished();
        subscription.unsubscribe();
      };
    });

/**
 * Back online, the screens that failed meanwhile ask again, in the same page (issue 29 item 2).
 * react-query refetches on reconnect only the queries that already have data; a screen opened
 * offline has none, and would keep its error until the player tapped retry. The browser's own
 * event, not react-query's online state: a page that started offline (the service worker's
 * shell) never heard an `offline` event, so react-query believes it has been online all along.
 */
export function useRefetchFailedOnReconnect(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const askAgain = () => {
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    };
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, [queryClient]);
}
