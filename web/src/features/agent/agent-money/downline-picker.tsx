/**
 * The transfer's choice of team members (`agent.downlines`): the agent's direct team, or anyone
 * in the team by a search on the account, a page at a time; a tick adds a member to the
 * transfer, up to MAX_TRANSFER_DOWNLINES (the others are then disabled and the limit says why).
 */
import { MAX_TRANSFER_DOWNLINES, type Downline } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { PagePager } from '../../../components/ui/page-pager.tsx';
import { useMoneyFormat } from '../../../lib/format.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** Typing settles for this long before the search is asked. */
const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 20;

export function DownlinePicker({
  chosen,
  onToggle,
}: {
  chosen: ReadonlySet<number>;
  onToggle: (downline: Downline) => void;
}) {
  const { t } = useTranslation('agentMoney');
  const trpc = useTRPC();
  const money = useMoneyFormat();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const downlines = useQuery({
    ...trpc.agent.downlines.queryOptions({
      ...(term ? { search: term } : {}),
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const full = chosen.size >= MAX_TRANSFER_DOWNLINES;

  return (
    <Card
      id="transfer-pick"
      className="agent-money__card"
      titleClassName="agent-money__title"
      title={t('transfer.pickTitle')}
    >
      <div className="field">
        <label htmlFor="transfer-search">{t('transfer.search')}</label>
        <input
          id="transfer-search"
          type="search"
          autoComplete="off"
          maxLength={32}
          aria-describedby="transfer-search-hint"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <p id="transfer-search-hint" className="field__hint">
          {t('transfer.searchHint')}
        </p>
      </div>
      <p className={full ? 'agent-money__limit' : 'agent-money__muted'} role="status">
        {full
          ? t('transfer.limit', { max: MAX_TRANSFER_DOWNLINES })
          : t('transfer.chosen', { count: chosen.size, max: MAX_TRANSFER_DOWNLINES })}
      </p>
      <QueryView
        query={downlines}
        loading={<Skeleton className="agent-money__skeleton" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="agent-money__muted">{t('transfer.noMembers')}</p>}
      >
        {(data) => (
          <>
            <ul className="agent-money__picks" aria-label={t('transfer.members')}>
              {data.items.map((downline) => {
                const ticked = chosen.has(downline.memberId);
                return (
                  <li key={downline.memberId}>
                    <label className="agent-money__pick">
                      <input
                        type="checkbox"
                        checked={ticked}
                        disabled={!ticked && full}
                        onChange={() => onToggle(downline)}
                      />
                      <span className="agent-money__pick-name">{downline.username}</span>
                      <span className="agent-money__muted">
                        {t('transfer.level', { level: downline.level })} ·{' '}
                        {t('transfer.memberBalance', { amount: money(downline.balance, null) })}
                        {downline.active ? '' : ` · ${t('transfer.inactive')}`}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            <PagePager
              label={t('transfer.membersPages')}
              page={data.page}
              totalPages={data.totalPages}
              busy={downlines.isFetching}
              onPage={setPage}
            />
          </>
        )}
      </QueryView>
    </Card>
  );
}
