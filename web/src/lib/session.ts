/**
 * "Signed in" in the UI follows sessionStorage.MC_SESSION_INFO (architecture.md "Sessions");
 * the BFF is the authority. member.info answering null means the BFF has no session any more, so
 * the stored info is dropped.
 */
import type { MemberInfo, SessionInfo } from '@app/contracts';
import { displayName } from '@app/contracts/values';
import { useEffect, useSyncExternalStore } from 'react';
import { clearSessionInfo, readSessionInfo, subscribeSessionInfo } from './storage.ts';
import { trpc } from './trpc.ts';

export function useSessionInfo(): SessionInfo | null {
  return useSyncExternalStore(subscribeSessionInfo, readSessionInfo, () => null);
}

export interface Member {
  session: SessionInfo | null;
  member: MemberInfo | null | undefined;
  /** Greeting name: nickname, then account (contracts displayName), then the session's name. */
  name: string | null;
}

export function useMember(): Member {
  const session = useSessionInfo();
  const info = trpc.member.info.useQuery(undefined, {
    enabled: session !== null,
    staleTime: 60_000,
  });
  const member = session ? info.data : undefined;

  useEffect(() => {
    if (session && info.data === null) clearSessionInfo();
  }, [session, info.data]);

  const name = session ? (displayName(member ?? null) ?? session.userName) : null;
  return { session, member, name };
}
