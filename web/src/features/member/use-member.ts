/**
 * The member domain's data: member.info and member.balance, each under its own tRPC query key.
 * home.bootstrap seeds both when it arrives (app/home-seed.ts calls `seedMemberFromHome`), so the
 * home makes no extra request; any other screen, opened first, fetches them itself.
 */
import type { MemberInfo, SessionInfo } from '@app/contracts';
import { displayName, TIMINGS_MS } from '@app/contracts/values';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { seedQuery, useHomeSeed, type HomeData } from '../../lib/bootstrap.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { clearSessionInfo } from '../../lib/storage.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Trpc = ReturnType<typeof useTRPC>;

export interface Member {
  session: SessionInfo | null;
  member: MemberInfo | null | undefined;
  /** Greeting name: nickname, then account (contracts displayName), then the session's name. */
  name: string | null;
}

/** member.info options; the 60 s staleness keeps a seeded value from being fetched again. */
export function memberInfoOptions(trpc: Trpc, enabled = true) {
  return trpc.member.info.queryOptions(undefined, { enabled, staleTime: 60_000 });
}

export function balanceOptions(trpc: Trpc, enabled = true) {
  return trpc.member.balance.queryOptions(undefined, {
    enabled,
    staleTime: TIMINGS_MS.balanceRefresh,
    refetchInterval: TIMINGS_MS.balanceRefresh,
    meta: { silent: true },
  });
}

export function useMember(): Member {
  const session = useSessionInfo();
  const trpc = useTRPC();
  // While home.bootstrap is on its way it brings the member; while it says the member section
  // failed (session store down) the member is unknown, not signed out: no second try here.
  const homeSeed = useHomeSeed('member');
  const info = useQuery(memberInfoOptions(trpc, session !== null && homeSeed.ready));
  const data = info.data;
  const member = session ? data : undefined;

  useEffect(() => {
    if (session && data === null) clearSessionInfo();
  }, [session, data]);

  const name = session ? (displayName(member ?? null) ?? session.userName) : null;
  return { session, member, name };
}

/** The balance: seeded by home.bootstrap, then member.balance every 60 s. */
export function useBalance() {
  const session = useSessionInfo();
  const trpc = useTRPC();
  const homeSeed = useHomeSeed('balance');
  return useQuery(balanceOptions(trpc, session !== null && homeSeed.ready));
}

/**
 * home.bootstrap's `member` and `balance` into member.info and member.balance. A failed section
 * seeds nothing (and clears nothing): a failed `member` is not a visitor.
 */
export function seedMemberFromHome(
  queryClient: QueryClient,
  trpc: Trpc,
  home: HomeData,
  updatedAt: number,
): void {
  if (!home.failedSections.includes('member')) {
    seedQuery(queryClient, trpc.member.info.queryKey(), home.member, updatedAt);
  }
  if (!home.failedSections.includes('balance') && home.balance !== null) {
    seedQuery(queryClient, trpc.member.balance.queryKey(), home.balance, updatedAt);
  }
}
