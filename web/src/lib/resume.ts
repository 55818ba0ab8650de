/**
 * Coming back to the app (issue 29 item 4): a phone keeps a tab in the background for hours, and
 * the back-forward cache restores a page exactly as it was left. When the page is shown again
 * (`visibilitychange` to visible, or `pageshow` from the back-forward cache) a signed-in
 * player's balance and unread counts are asked for once, together (one batched request), and a
 * session that ended meanwhile is noticed by that one request: the app forgets it (the query
 * cache's error policy, app/providers.tsx) and says so once.
 *
 * Both events may come for the same return (a page restored from the cache is also made
 * visible): a return counts once, and only after the page was left (hidden, or put in the cache).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '../i18n/index.ts';
import { showToast } from '../components/ui/toast.tsx';
import { isSessionLost } from './errors.ts';
import { useSessionInfo } from './session.ts';
import { useTRPC } from './trpc.ts';

type Trpc = ReturnType<typeof useTRPC>;

/** Asks again for what may have changed while away; true when the session turned out lost. */
export async function refreshAfterResume(queryClient: QueryClient, trpc: Trpc): Promise<boolean> {
  // Fetched whether or not a screen shows them now: the answer also tells whether the session
  // is still there. Started in the same tick, so the batch link sends them as one request;
  // silent, as their screens' own queries are: the one notice is ours.
  const asked = { staleTime: 0, retry: false, meta: { silent: true } } as const;
  const results = await Promise.allSettled([
    queryClient.fetchQuery({ ...trpc.member.balance.queryOptions(), ...asked }),
    queryClient.fetchQuery({ ...trpc.inbox.unreadCounts.queryOptions(), ...asked }),
  ]);
  return results.some((result) => result.status === 'rejected' && isSessionLost(result.reason));
}

export function useResumeRefresh(): void {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const signedIn = useSessionInfo() !== null;

  useEffect(() => {
    if (!signedIn) return;
    let away = false;
    const leave = () => {
      away = true;
    };
    const resume = () => {
      if (!away) return;
      away = false;
      void refreshAfterResume(queryClient, trpc).then((lost) => {
        if (lost) showToast(i18n.t('common:errors.session_expired'), { tone: 'error' });
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') resume();
      else leave();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resume();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [signedIn, queryClient, trpc]);
}
