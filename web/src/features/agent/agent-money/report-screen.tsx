/**
 * `/m/member/agent/report` (issue 26, item 4): the team's profit and loss per member
 * (`agent.memberPnl`, the gateway's ODSFE2_MemPNL) over a period of Manila days, this month so
 * far by default, searchable by account, a page at a time, with the team's totals above. Amounts
 * in the player's language; an end before the start is refused by the contracts' period schema
 * before anything is asked.
 */
import { PeriodInputSchema } from '@app/contracts';
import { manilaDate } from '@app/contracts/values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { type DateRange, DateRangeFields } from '../../../components/ui/date-range-fields.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { PagePager } from '../../../components/ui/page-pager.tsx';
import { validationText } from '../../../lib/errors.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { PnlFigures } from './pnl-figures.tsx';
import './agent-money.css';

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 20;

/** This month so far, in Manila days. */
function thisMonth(): { startDate: string; endDate: string } {
  const today = manilaDate();
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}

export function AgentReportScreen() {
  const { t } = useTranslation(['agentMoney', 'routes', 'validation']);
  const trpc = useTRPC();
  const [period, setPeriod] = useState(thisMonth);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const checked = PeriodInputSchema.safeParse(period);
  const periodError = checked.success ? null : (checked.error.issues[0]?.message ?? '');
  const report = useQuery({
    ...trpc.agent.memberPnl.queryOptions({
      ...period,
      ...(term ? { search: term } : {}),
      page,
      pageSize: PAGE_SIZE,
    }),
    enabled: periodError === null,
    placeholderData: keepPreviousData,
  });
  const change = (range: DateRange) => {
    setPeriod(range);
    setPage(1);
  };

  return (
    <main className="agent-money">
      <h1 className="visually-hidden">{t('routes:titles.agentReport')}</h1>
      <p className="agent-money__intro">{t('report.intro')}</p>
      <div className="agent-money__filters">
        <DateRangeFields
          idPrefix="report"
          labels={{ from: t('report.from'), to: t('report.to') }}
          range={period}
          onChange={change}
          required
          errorId={periodError === null ? undefined : 'report-period-error'}
        />
        <div className="field agent-money__search">
          <label htmlFor="report-search">{t('report.search')}</label>
          <input
            id="report-search"
            type="search"
            autoComplete="off"
            maxLength={32}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
      {periodError !== null ? (
        <p id="report-period-error" className="agent-money__error" role="alert">
          {validationText(periodError, t)}
        </p>
      ) : (
        <QueryView query={report} loading={<Skeleton className="agent-money__skeleton" />}>
          {(data) => (
            <>
              <Card
                id="report-totals"
                className="agent-money__card"
                titleClassName="agent-money__title"
                title={t('report.totals')}
              >
                <p className="agent-money__muted">{t('report.members', { count: data.total })}</p>
                <PnlFigures figures={data.summary} />
                <p className="agent-money__muted">{t('report.winLossNote')}</p>
              </Card>
              {data.items.length === 0 ? (
                <p className="agent-money__empty">{t('report.empty')}</p>
              ) : (
                <ul className="agent-money__rows" aria-label={t('report.list')}>
                  {data.items.map((row) => (
                    <li key={row.memberId} className="card agent-money__row">
                      <h2 className="agent-money__row-name">{row.username}</h2>
                      <PnlFigures figures={row} />
                    </li>
                  ))}
                </ul>
              )}
              <PagePager
                label={t('report.listPages')}
                page={data.page}
                totalPages={data.totalPages}
                busy={report.isFetching}
                onPage={setPage}
              />
            </>
          )}
        </QueryView>
      )}
    </main>
  );
}
