/**
 * A page asks for the identity verification overlay (the member centre's 'Verify now'); the KYC
 * prompt in the layout owns the overlay and opens it. A count, so each ask opens it once.
 */
import { useSyncExternalStore } from 'react';

let asked = 0;
const listeners = new Set<() => void>();

export function requestKycOverlay(): void {
  asked += 1;
  for (const listener of listeners) listener();
}

export function useKycRequests(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asked,
  );
}
