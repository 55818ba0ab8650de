import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clearSessionInfo, writeAutoLoginOff } from '../../lib/storage.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { pathOf } from '../../lib/paths.ts';

/**
 * session.logout (spec section 4 "Logout"): whatever the call's outcome, the session is cleared
 * locally, the auto-login flag set to '0', member data leaves the cache, and the route is
 * replaced with /home.
 */
export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.session.logout.mutationOptions({
      meta: { silent: true },
      onSettled: async () => {
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
