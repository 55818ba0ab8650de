/**
 * "Signed in" in the UI follows sessionStorage.MC_SESSION_INFO (architecture.md "Sessions"); the
 * BFF is the authority. On the server, and while hydrating the page it rendered, the server's
 * own reading of the session (lib/page-facts.ts); the client aligns its storage with it before
 * hydrating (main.tsx). The member's own data (member.info, balance) is the member domain's
 * (features/member).
 */
import type { SessionInfo } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { usePageFacts } from './page-facts.ts';
import { readSessionInfo, subscribeSessionInfo } from './storage.ts';

export function useSessionInfo(): SessionInfo | null {
  const facts = usePageFacts();
  return useSyncExternalStore(subscribeSessionInfo, readSessionInfo, () =>
    facts ? (facts.session ?? null) : readSessionInfo(),
  );
}
