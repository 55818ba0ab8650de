/**
 * The service worker's part in the first load's chunk, tiny: whether this page starts the worker
 * at all (never on a first visit), and a new build waiting to take over (lib/service-worker.ts
 * finds it) for the update notice the player answers (components/ui/toast.tsx). The Workbox part
 * loads later, and only where it will register.
 */
import { useSyncExternalStore } from 'react';

/** Beside the app's own keys: set on the first visit, read on the next. */
const VISITED_KEY = 'appVisited';

/** Whether this page should register the worker now (and notes the visit for the next one). */
export function shouldRegister(storage: Storage, serviceWorker: ServiceWorkerContainer): boolean {
  if (serviceWorker.controller) return true;
  try {
    if (storage.getItem(VISITED_KEY)) return true;
    storage.setItem(VISITED_KEY, '1');
  } catch {
    // Storage refused (a private mode): no worker, the site works as before.
  }
  return false;
}

/** Takes the waiting build: the worker takes over, then the page loads once more. */
type Accept = () => void;

let accept: Accept | null = null;
const listeners = new Set<() => void>();

/** A build waits, taken by `take`; null: none waits (any more). */
export function offerUpdate(take: Accept | null): void {
  accept = take;
  for (const listener of listeners) listener();
}

/** What the notice shows: the player's way to take the update, or null when none waits. */
export function useAppUpdate(): Accept | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => accept,
    () => null,
  );
}
