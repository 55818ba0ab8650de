import { useNavigate } from 'react-router-dom';
import { writeSessionInfo } from '../../lib/storage.ts';
import { trpc } from '../../lib/trpc.ts';

/** session.login: stores the SessionInfo, refreshes member data, goes home. */
export function useLogin() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return trpc.session.login.useMutation({
    meta: { silent: true },
    onSuccess: async ({ session }) => {
      writeSessionInfo(session);
      await utils.member.info.invalidate();
      await navigate('/home');
    },
  });
}
