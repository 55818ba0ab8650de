/**
 * "Signed in" in the UI follows sessionStorage.MC_SESSION_INFO (architecture.md "Sessions");
 * the BFF is the authority. member.info answering null means the BFF has no session any more, so
 * the stored info is dropped.
 */
import type { MemberInfo, SessionInfo } from '@app/contracts';
import { displayName } from '@app/contracts/values';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { clearSessionInfo, readSessionInfo, subscribeSessionInfo } from './storage.ts';
import { useTRPC } from './trpc.ts';

export function useSessionInfo(): SessionInfo | null {
  return useSyncExternalStore(subscribeSessionInfo, readSessionInfo, () => null);
}

export interface Member {
  session: SessionInfo | null;
  member: MemberInfo | null | undefined;
  /** Greeting name: nickname, then account (contracts displayName), then the session's name. */
  name: string | null;
}

export interface MemberSource {
  /** The member from another query (home.bootstrap's `member`): no member.info request. */
  member: MemberInfo | null | undefined;
}

export function useMember(source?: MemberSource): Member {
  const session = useSessionInfo();
  const trpc = useTRPC();
  const info = useQuery(
    trpc.member.info.queryOptions(undefined, {
      enabled: session !== null && source === undefined,
      staleTime: 60_000,
    }),
  );
  const data = source ? source.member : info.data;
  const member = session ? data : undefined;

  useEffect(() => {
    if (session && data === null) clearSessionInfo();
  }, [session, data]);

  const name = session ? (displayName(member ?? null) ?? session.userName) : null;
  return { session, member, name };
}
