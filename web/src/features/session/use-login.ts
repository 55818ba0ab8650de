import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { writeSessionInfo } from '../../lib/storage.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { pathOf } from '../../lib/paths.ts';

/** session.login: stores the SessionInfo, refreshes member and home data, goes home. */
export function useLogin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.session.login.mutationOptions({
      meta: { silent: true },
      onSuccess: async ({ session }) => {
        // Drop the visitor's home data before the session info lands: a stale `member: null`
        // would read as "signed out" and clear it again.
        await queryClient.resetQueries(trpc.home.bootstrap.pathFilter());
        // The same for the member's own keys (a visitor's member.info is null).
        queryClient.removeQueries(trpc.member.pathFilter());
        writeSessionInfo(session);
        // Replace the login entry: back from home must not reopen the form (the login route
        // sends a member home anyway, and may already have replaced it).
        await navigate(pathOf('home'), { replace: true });
      },
    }),
  );
}
