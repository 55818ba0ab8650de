/**
 * `/m/member/agent/getSalaryContract`, `getDevidendContract`, `getHourContract` (issue 26, item
 * 6): one screen for the three kinds. The request waiting for the member's answer with accept
 * and decline (contracts.pending, accept, decline), the current contract and its terms
 * (contracts.current, "no contract yet" without one), its income and records (contract-income),
 * and the history of decisions (contract-history). Open to every real member (the route's
 * ACCESS.paysIntoWallet: the trial player gets free_reject).
 */
import type { ContractKind } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, Skeleton } from '../../components/ui/card.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ContractHistory } from './contract-history.tsx';
import { ContractIncome, ContractRecords } from './contract-income.tsx';
import { CONTRACT_ROUTES } from './contract-kinds.ts';
import { useContractFormat } from './contract-format.ts';
import { ContractTiers, Facts } from './contract-terms.tsx';
import './contracts.css';

export function ContractScreen({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['contracts', 'routes']);
  const current = useQuery(useTRPC().contracts.current.queryOptions({ kind }));
  const { date } = useContractFormat(kind);
  return (
    <main className="contract-page">
      <h1 className="contract-page__title">{t(`routes:titles.${CONTRACT_ROUTES[kind]}`)}</h1>
      <PendingRequest kind={kind} />
      <Card
        id="contract-current"
        className="contract-card"
        titleClassName="contract-card__title"
        title={t('current.title')}
      >
        <QueryView
          query={current}
          loading={<Skeleton className="contract-skeleton" />}
          isEmpty={(data) => data.contract === null}
          empty={<p className="contract-empty">{t('current.empty')}</p>}
        >
          {({ contract }) =>
            contract ? (
              <>
                <Facts
                  rows={[
                    [t('current.upline'), contract.upline ?? t('history.noUpline')],
                    [t('current.since'), date(contract.startedAt)],
                    ...(contract.period
                      ? [[t('current.period'), t(`current.periods.${contract.period}`)] as const]
                      : []),
                  ]}
                />
                <ContractTiers kind={kind} tiers={contract.tiers} />
              </>
            ) : null
          }
        </QueryView>
      </Card>
      {current.data?.contract ? (
        <>
          <ContractIncome kind={kind} />
          <ContractRecords kind={kind} />
        </>
      ) : null}
      <ContractHistory kind={kind} />
    </main>
  );
}

/** The request waiting for the member's answer, if any; nothing while none waits. */
function PendingRequest({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useQuery(trpc.contracts.pending.queryOptions({ kind }));
  const { date } = useContractFormat(kind);
  // An answer changes the request, the contract, the history and the check's result.
  const answered = async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.contracts.pathFilter()),
      queryClient.invalidateQueries(trpc.agent.contractRequests.pathFilter()),
    ]);
  };
  const accept = useMutation(
    trpc.contracts.accept.mutationOptions({
      meta: { silent: true },
      onSuccess: async () => {
        showToast(t('pending.accepted'));
        await answered();
      },
    }),
  );
  const decline = useMutation(
    trpc.contracts.decline.mutationOptions({
      meta: { silent: true },
      onSuccess: async () => {
        showToast(t('pending.declined'));
        await answered();
      },
    }),
  );
  const busy = accept.isPending || decline.isPending;
  const failed = accept.error ?? decline.error;
  return (
    <QueryView query={pending} loading={null} isEmpty={(data) => data.request === null}>
      {({ request }) =>
        request ? (
          <Card
            id="contract-pending"
            className="contract-card contract-card--pending"
            titleClassName="contract-card__title"
            title={t('pending.title')}
          >
            <p className="contract-muted">
              {t('pending.offeredBy', {
                upline: request.upline ?? t('history.noUpline'),
                date: date(request.createdAt),
              })}
            </p>
            {request.period ? (
              <Facts rows={[[t('current.period'), t(`current.periods.${request.period}`)]]} />
            ) : null}
            <ContractTiers kind={kind} tiers={request.tiers} />
            {failed ? (
              <p className="contract-error" role="alert">
                {errorText(failed, t)}
              </p>
            ) : null}
            <div className="contract-actions">
              <Button
                variant="secondary"
                disabled={busy}
                busy={decline.isPending}
                onClick={() => decline.mutate({ kind, requestId: request.id })}
              >
                {t('pending.decline')}
              </Button>
              <Button
                disabled={busy}
                busy={accept.isPending}
                onClick={() => accept.mutate({ kind, requestId: request.id })}
              >
                {t('pending.accept')}
              </Button>
            </div>
          </Card>
        ) : null
      }
    </QueryView>
  );
}
