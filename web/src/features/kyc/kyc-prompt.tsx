/**
 * The KYC prompt (spec section 4): the identity verification overlay opens by itself for a real
 * member when the site makes KYC mandatory (MANDATORYKYC3), the gateway says verification is
 * enabled, not complete and not started (status N), and nothing was uploaded or postponed in
 * this browser session ('Verify later'). After a registration this is what shows the overlay:
 * the new member is signed in and the rule holds.
 *
 * Part of every page's first load, so it stays small: it asks kyc.status only for a member the
 * rule can concern, and the overlay itself (forms, lists, zod) is a chunk of its own.
 */
import { isRealMember, shouldPromptKyc, STORAGE_KEYS } from '@app/contracts/values';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { loadNamespaces } from '../../i18n/index.ts';
import { useDialogTurn, useOverlayRequests } from '../../lib/overlay-requests.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useSystemStatus } from '../../lib/status.ts';
import { readSessionFlag, writeSessionFlag } from '../../lib/storage.ts';
import { useTRPC } from '../../lib/trpc.ts';

const KycOverlay = lazy(async () => {
  const [module] = await Promise.all([
    import('./kyc-overlay.tsx'),
    loadNamespaces(['kyc', 'validation', 'errors']),
  ]);
  return { default: module.KycOverlay };
});

export function KycPrompt() {
  const trpc = useTRPC();
  const session = useSessionInfo();
  const mandatory = useSystemStatus().data?.whitelabel.MANDATORYKYC3 === true;
  const [postponed, setPostponed] = useState(() => readSessionFlag(STORAGE_KEYS.verifyLater));
  // Closed without postponing: gone until the next visit.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const member = session !== null && isRealMember(session.type) ? session.userName : null;
  // Asked for by a page (the member centre's 'Verify now'): open whatever the rule says.
  const requests = useOverlayRequests('identityVerification');
  const [answered, setAnswered] = useState(requests);
  const asked = member !== null && requests > answered;
  const concerned =
    member !== null &&
    mandatory &&
    !postponed &&
    closedFor !== member &&
    !readSessionFlag(STORAGE_KEYS.securityAlreadyUpLoad);
  const status = useQuery(
    trpc.kyc.status.queryOptions(undefined, {
      enabled: concerned,
      staleTime: 5 * 60_000,
      retry: false,
      meta: { silent: true },
    }),
  );
  const prompted =
    concerned &&
    status.data !== undefined &&
    shouldPromptKyc(status.data, { mandatory, postponed });
  // It opens by itself, like the home's login popups: one modal dialog at a time, in turn.
  if (!useDialogTurn(asked || prompted)) return null;
  return (
    <Suspense fallback={null}>
      <KycOverlay
        onClose={() => {
          setAnswered(requests);
          setClosedFor(member);
        }}
        onLater={() => {
          setAnswered(requests);
          writeSessionFlag(STORAGE_KEYS.verifyLater);
          setPostponed(true);
        }}
        onUploaded={() => {
          setAnswered(requests);
          writeSessionFlag(STORAGE_KEYS.securityAlreadyUpLoad);
          setClosedFor(member);
          void status.refetch();
        }}
      />
    </Suspense>
  );
}
