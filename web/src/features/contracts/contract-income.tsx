/**
 * A contract's money: the previous and current period's income and the running period's figures
 * (contracts.income), the payout of a payable dividend into the main wallet (contracts.payout,
 * once per submission key: a double tap pays once), and the records between two dates
 * (contracts.records, paged).
 */
import type { ContractKind } from '@app/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, Skeleton } from '../../components/ui/card.tsx';
import { type DateRange, DateRangeFields } from '../../components/ui/date-range-fields.tsx';
import { PAGE_PAGING, PagedList } from '../../components/ui/paged-list.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { useMoneyFormat } from '../../lib/format.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractFormat } from './contract-format.ts';
import { Facts } from './contract-terms.tsx';

export function ContractIncome({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const income = useQuery(useTRPC().contracts.income.queryOptions({ kind }));
  const money = useMoneyFormat();
  const { period } = useContractFormat(kind);
  return (
    <Card
      id="contract-income"
      className="contract-card"
      titleClassName="contract-card__title"
      title={t('income.title')}
    >
      <QueryView query={income} loading={<Skeleton className="contract-skeleton" />}>
        {({ previous, current, running }) => (
          <>
            <ul className="list-stack contract-periods">
              {(
                [
                  ['previous', previous],
                  ['current', current],
                ] as const
              ).map(([name, row]) => (
                <li key={name} className="contract-period">
                  <span className="contract-tier__main">
                    <strong>{t(`income.${name}`)}</strong>
                    <span className="contract-muted">{period(row.start, row.end)}</span>
                  </span>
                  <strong className="contract-amount">{money(row.amount, null)}</strong>
                </li>
              ))}
            </ul>
            <h3 className="contract-subtitle">
              {t('income.running')}{' '}
              <span className="contract-muted">{period(running.start, running.end)}</span>
            </h3>
            <Facts
              rows={[
                [t('income.turnover'), money(running.turnover, null)],
                [t('income.activeMembers'), String(running.activeMembers)],
                [
                  t('income.level'),
                  running.level === null
                    ? t('income.noLevel')
                    : t('tiers.level', { level: running.level }),
                ],
                [t('income.amount'), money(running.amount, null)],
              ]}
            />
          </>
        )}
      </QueryView>
      {kind === 'dividend' ? <DividendPayout /> : null}
    </Card>
  );
}

/** Every payable dividend period into the main wallet; the gateway refuses when none is. */
function DividendPayout() {
  const { t } = useTranslation('contracts');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const [requestKey, renewKey] = useSubmissionKey();
  const payout = useMutation(
    trpc.contracts.payout.mutationOptions({
      meta: { silent: true },
      onSuccess: async (paid) => {
        renewKey();
        showToast(t('payout.done', { amount: money(paid.amount, null) }));
        await Promise.all([
          queryClient.invalidateQueries(trpc.contracts.pathFilter()),
          queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() }),
        ]);
      },
    }),
  );
  return (
    <>
      {payout.error ? (
        <p className="contract-error" role="alert">
          {errorText(payout.error, t)}
        </p>
      ) : null}
      <Button
        busy={payout.isPending}
        disabled={payout.isPending}
        onClick={() => payout.mutate({ requestKey })}
      >
        {t('payout.action')}
      </Button>
    </>
  );
}

export function ContractRecords({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['contracts', 'lists']);
  const trpc = useTRPC();
  const money = useMoneyFormat();
  const { period } = useContractFormat(kind);
  const [range, setRange] = useState<DateRange>({ startDate: '', endDate: '' });
  const { startDate, endDate } = range;
  const records = useInfiniteQuery(
    trpc.contracts.records.infiniteQueryOptions(
      { kind, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) },
      PAGE_PAGING,
    ),
  );
  return (
    <Card
      id="contract-records"
      className="contract-card"
      titleClassName="contract-card__title"
      title={t('records.title')}
    >
      <div className="contract-dates">
        <DateRangeFields
          idPrefix="contract-records"
          labels={{ from: t('records.from'), to: t('records.to') }}
          range={range}
          onChange={setRange}
        />
      </div>
      <PagedList
        query={records}
        label={t('records.label')}
        pageItems={(page) => page.items}
        totalPages={(page) => page.totalPages}
        pageNo={(page) => page.page}
        itemKey={(row) => row.start}
        renderItem={(row) => (
          <div className="contract-row">
            <span className="contract-tier__main">
              <strong>{period(row.start, row.end)}</strong>
              <span className="contract-muted">
                {t('records.turnover', {
                  amount: money(row.turnover, null),
                  members: row.activeMembers,
                })}
              </span>
            </span>
            <span className="contract-row__side">
              <strong className="contract-amount">{money(row.amount, null)}</strong>
              <span className={`contract-status contract-status--${row.status}`}>
                {t(`records.status.${row.status}`)}
              </span>
            </span>
          </div>
        )}
        empty={t('records.empty')}
      />
    </Card>
  );
}
