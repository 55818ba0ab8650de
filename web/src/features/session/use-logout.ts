import { useNavigate } from 'react-router-dom';
import { clearSessionInfo } from '../../lib/storage.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * session.logout (spec section 4 "Logout"): whatever the call's outcome, the session is cleared
 * locally, member data leaves the cache, and the route is replaced with /home.
 */
export function useLogout() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return trpc.session.logout.useMutation({
    meta: { silent: true },
    onSettled: async () => {
      clearSessionInfo();
      utils.member.info.setData(undefined, null);
      await utils.member.invalidate();
      // The member's home (balance, favourites, popups A) must not outlive the session.
      await utils.home.bootstrap.reset();
      await navigate('/home', { replace: true });
    },
  });
}
