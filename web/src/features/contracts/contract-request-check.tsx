/**
 * The contract-request check (spec section 6): asked for on entering the member centre and after
 * signing in (`requestOverlay('contractRequests')`, lib/overlay-requests.ts), it asks the BFF
 * for pending contract requests only while the site's AGENTPOLICY3 is on and the member's type
 * is not 4, 40, 41 or 42; otherwise nothing is sent at all. A pending salary, dividend or hourly
 * request opens the alert, which offers 'go' to that contract's screen or cancel (the first of
 * them when several wait: the screen shows the others' way through the member's own links).
 *
 * In the layout, so part of every first load: the alert and its texts are a chunk of their own.
 */
import { contractCheckApplies } from '@app/contracts/values';
import type { ContractKind } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadNamespaces } from '../../i18n/index.ts';
import { useDialogTurn, useOverlayRequests } from '../../lib/overlay-requests.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useSystemStatus } from '../../lib/status.ts';
import { useTRPC } from '../../lib/trpc.ts';

const ContractRequestAlert = lazy(async () => {
  const [module] = await Promise.all([
    import('./contract-request-alert.tsx'),
    loadNamespaces(['contracts']),
  ]);
  return { default: module.ContractRequestAlert };
});

/** Whether the check may ask the gateway for this session under this site's flags. */
function useContractCheckApplies(): boolean {
  const session = useSessionInfo();
  const policy = useSystemStatus().data?.whitelabel.AGENTPOLICY3 === true;
  return policy && contractCheckApplies(session?.type);
}

export function ContractRequestCheck() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const member = useSessionInfo()?.userName ?? null;
  const applies = useContractCheckApplies();
  const asks = useOverlayRequests('contractRequests');
  // Asks before this mounted are not this page's.
  const answered = useRef(asks);
  const [offer, setOffer] = useState<{ member: string; kind: ContractKind } | null>(null);

  useEffect(() => {
    if (asks === answered.current) return;
    answered.current = asks;
    if (!applies || member === null) return;
    let live = true;
    queryClient
      .fetchQuery({
        ...trpc.agent.contractRequests.queryOptions(undefined, { meta: { silent: true } }),
        // Every entry asks again: a request may have come since.
        staleTime: 0,
      })
      .then(
        ({ pending }) => {
          if (live) setOffer(pending[0] ? { member, kind: pending[0] } : null);
        },
        // A failed check is not the player's business: the next entry asks again.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [asks, applies, member, queryClient, trpc]);

  const wanted = offer !== null && offer.member === member && applies;
  // The home's login popups, if they opened first, are closed before the alert shows.
  const turn = useDialogTurn(wanted);
  if (offer === null || !wanted || !turn) return null;
  return (
    <Suspense fallback={null}>
      <ContractRequestAlert kind={offer.kind} onClose={() => setOffer(null)} />
    </Suspense>
  );
}
