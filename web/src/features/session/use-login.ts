import { LANGUAGE_CODES, type LanguageCode } from '@app/contracts/values';
import type { SessionInfo } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/index.ts';
import { requestOverlay } from '../../lib/overlay-requests.ts';
import { writeSessionInfo } from '../../lib/storage.ts';
import { useTRPC, type RouterInputs } from '../../lib/trpc.ts';
import { pathOf } from '../../lib/paths.ts';

type LoginInput = RouterInputs['session']['login'];

const isLanguageCode = (code: string): code is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * session.login: stores the SessionInfo, refreshes member and home data, goes home. The player's
 * current UI language goes with it (`language`), so the member's session, and every gateway call
 * made for it, starts in that language (a code the contracts do not list is left out: the BFF
 * then keeps the session's own).
 */
/**
 * True inside the login opened over a page (login-dialog.tsx, issue 27 item 2): a sign-in there
 * stays on that page instead of going home.
 */
export const StayOnPageContext = createContext(false);

/**
 * What every sign-in does once the BFF answers with a session (login, free play): stores the
 * SessionInfo, drops the visitor's data, goes home (or, in the login over a page, stays there).
 */
export function useSignedIn() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stay = useContext(StayOnPageContext);
  return async ({ session }: { session: SessionInfo }) => {
    // Drop the visitor's home data before the session info lands: a stale `member: null`
    // would read as "signed out" and clear it again.
    await queryClient.resetQueries(trpc.home.bootstrap.pathFilter());
    // The same for the member's own keys (a visitor's member.info is null).
    queryClient.removeQueries(trpc.member.pathFilter());
    // The promotions list is the common one for a visitor, the member's own once signed in.
    queryClient.removeQueries(trpc.promotions.list.pathFilter());
    queryClient.removeQueries(trpc.promotions.signInCalendar.pathFilter());
    writeSessionInfo(session);
    requestOverlay('contractRequests'); // spec section 6: the contract-request check
    if (stay) return;
    // Replace the current entry: back from home must not reopen the form (the login route
    // sends a member home anyway, and may already have replaced it).
    await navigate(pathOf('home'), { replace: true });
  };
}

export function useLogin() {
  const trpc = useTRPC();
  const onSignedIn = useSignedIn();
  const uiLanguage = useLanguage();
  const options = trpc.session.login.mutationOptions({
    meta: { silent: true },
    onSuccess: onSignedIn,
  });
  const language = isLanguageCode(uiLanguage) ? uiLanguage : undefined;
  return useMutation({
    ...options,
    mutationFn: (input: LoginInput, context) => {
      const send = options.mutationFn;
      if (!send) throw new Error('session.login has no mutation function');
      return send(language && !input.language ? { ...input, language } : input, context);
    },
  });
}

/** The device's system as the platform's clients name it (the gateway's `os`). */
function deviceOs(): string {
  const agent = navigator.userAgent;
  if (/android/i.test(agent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'iOS';
  return 'unknown';
}

/**
 * session.freePlay (spec section 4 "Trial play"): signs the visitor in as a type-4 trial member
 * in their language, then the same as a login. A failure shows in the global error toast.
 */
export function useFreePlay() {
  const trpc = useTRPC();
  const onSignedIn = useSignedIn();
  const uiLanguage = useLanguage();
  const language = isLanguageCode(uiLanguage) ? uiLanguage : undefined;
  const freePlay = useMutation(trpc.session.freePlay.mutationOptions({ onSuccess: onSignedIn }));
  return {
    ...freePlay,
    start: () => freePlay.mutate({ os: deviceOs(), ...(language ? { language } : {}) }),
  };
}
