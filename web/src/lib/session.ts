/**
 * "Signed in" in the UI follows sessionStorage.MC_SESSION_INFO (architecture.md "Sessions"); the
 * BFF is the authority. The member's own data (member.info, balance) is the member domain's
 * (features/member).
 */
import type { SessionInfo } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { readSessionInfo, subscribeSessionInfo } from './storage.ts';

export function useSessionInfo(): SessionInfo | null {
  return useSyncExternalStore(subscribeSessionInfo, readSessionInfo, () => null);
}
