import { useNavigate } from 'react-router-dom';
import { writeSessionInfo } from '../../lib/storage.ts';
import { trpc } from '../../lib/trpc.ts';

/** session.login: stores the SessionInfo, refreshes member and home data, goes home. */
export function useLogin() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return trpc.session.login.useMutation({
    meta: { silent: true },
    onSuccess: async ({ session }) => {
      // Drop the visitor's home data before the session info lands: a stale `member: null`
      // would read as "signed out" and clear it again.
      await utils.home.bootstrap.reset();
      writeSessionInfo(session);
      await utils.member.info.invalidate();
      await navigate('/home');
    },
  });
}
