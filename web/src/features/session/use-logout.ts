import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clearSessionInfo, writeAutoLoginOff, writeLoginPopupsShown } from '../../lib/storage.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { pathOf } from '../../lib/paths.ts';

/**
 * session.logout (spec section 4 "Logout"): whatever the call's outcome, the session is cleared
 * locally, the auto-login flag set to '0', member data leaves the cache, and the route is
 * replaced with /home. The home's login popups do not greet the player who just logged out: the
 * visitors' count as seen for the session (issue 27 item 24; the members' keep their own flag, so
 * the next login in this session opens none either). `onDone` runs first, while the caller (the
 * side menu's Sign out, which goes with the session) is still there to close what it opened.
 */
export function useLogout(onDone?: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.session.logout.mutationOptions({
      meta: { silent: true },
      onSettled: async () => {
        onDone?.();
        writeLoginPopupsShown('visitor');
        clearSessionInfo();
        writeAutoLoginOff();
        queryClient.setQueryData(trpc.member.info.queryKey(), null);
        await queryClient.invalidateQueries(trpc.member.pathFilter());
        // The member's own promotions (statuses, sign-ins) must not outlive the session either.
        queryClient.removeQueries(trpc.promotions.list.pathFilter());
        queryClient.removeQueries(trpc.promotions.signInCalendar.pathFilter());
        // The member's home (balance, favourites, popups A) must not outlive the session.
        await queryClient.resetQueries(trpc.home.bootstrap.pathFilter());
        await navigate(pathOf('home'), { replace: true });
      },
    }),
  );
}
