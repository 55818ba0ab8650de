/**
 * `/m/gameRecord` (issue 13, item 4): two tabs over the same period chips (today, yesterday,
 * 7 days, 30 days), a page of 24 at a time. Transactions (ODS2_MemberTransaction) also filter by
 * type (GLS2_TxCodeList); money in reads green with a plus, money out with a minus, and each row
 * shows the balance after it. Bets show the game, the stake, and the payout and net once settled
 * ('Open' before).
 */
import type { DateRange } from '@app/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { useMoneyFormat } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { HISTORY_PAGING, RangeChips, useDateTime } from './wallet-parts.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import './wallet.css';

type Tab = 'transactions' | 'bets';

export function RecordsScreen() {
  const { t } = useTranslation(['wallet', 'routes']);
  const [tab, setTab] = useState<Tab>('transactions');
  const [range, setRange] = useState<DateRange>('7days');
  return (
    <main className="wallet-page">
      <h1 className="visually-hidden">{t('routes:titles.gameRecord')}</h1>
      <Tabs<Tab>
        label={t('routes:titles.gameRecord')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'transactions', label: t('records.transactions') },
          { key: 'bets', label: t('records.bets') },
        ]}
      />
      <RangeChips value={range} onChange={setRange} />
      {tab === 'transactions' ? <Transactions range={range} /> : <Bets range={range} />}
    </main>
  );
}

function Transactions({ range }: { range: DateRange }) {
  const { t } = useTranslation(['wallet', 'lists']);
  const trpc = useTRPC();
  const money = useMoneyFormat();
  const dateTime = useDateTime();
  const [code, setCode] = useState('');
  const codes = useQuery(trpc.wallet.txCodes.queryOptions());
  const query = useInfiniteQuery(
    trpc.wallet.transactions.infiniteQueryOptions(
      { range, ...(code ? { code } : {}) },
      HISTORY_PAGING,
    ),
  );
  return (
    <>
      <div className="field">
        <label htmlFor="records-type">{t('records.type')}</label>
        <select id="records-type" value={code} onChange={(event) => setCode(event.target.value)}>
          <option value="">{t('records.allTypes')}</option>
          {(codes.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <PagedList
        query={query}
        label={t('records.listLabel')}
        pageItems={(page) => page.items}
        totalPages={(page) => page.totalPages}
        pageNo={(page) => page.page}
        itemKey={(row) => row.id}
        renderItem={(row) => (
          <div className="wallet-row">
            <div className="wallet-row__main">
              <span className="wallet-row__title">{row.name}</span>
              <span className="wallet-muted">
                {dateTime(row.createdAt)} · {row.remark}
              </span>
            </div>
            <div className="wallet-row__side">
              <span
                className={
                  row.amount.startsWith('-')
                    ? 'wallet-row__amount wallet-row__amount--out'
                    : 'wallet-row__amount wallet-row__amount--in'
                }
              >
                {row.amount.startsWith('-') ? '' : '+'}
                {money(row.amount, null)}
              </span>
              <span className="wallet-muted">
                {t('records.balanceAfter', { amount: money(row.balanceAfter, null) })}
              </span>
            </div>
          </div>
        )}
        empty={t('records.empty')}
      />
    </>
  );
}

function Bets({ range }: { range: DateRange }) {
  const { t } = useTranslation(['wallet', 'lists']);
  const trpc = useTRPC();
  const money = useMoneyFormat();
  const dateTime = useDateTime();
  const query = useInfiniteQuery(trpc.wallet.bets.infiniteQueryOptions({ range }, HISTORY_PAGING));
  return (
    <PagedList
      query={query}
      label={t('records.betsLabel')}
      pageItems={(page) => page.items}
      totalPages={(page) => page.totalPages}
      pageNo={(page) => page.page}
      itemKey={(bet) => bet.id}
      renderItem={(bet) => (
        <div className="wallet-row">
          <div className="wallet-row__main">
            <span className="wallet-row__title">{bet.game}</span>
            <span className="wallet-muted">
              {dateTime(bet.createdAt)} · {t('records.stake', { amount: money(bet.stake, null) })}
            </span>
          </div>
          <div className="wallet-row__side">
            {bet.net === null ? (
              <span className="wallet-status wallet-status--pending">{t('records.open')}</span>
            ) : (
              <span
                className={
                  bet.net.startsWith('-')
                    ? 'wallet-row__amount wallet-row__amount--out'
                    : 'wallet-row__amount wallet-row__amount--in'
                }
              >
                {bet.net.startsWith('-') ? '' : '+'}
                {money(bet.net, null)}
              </span>
            )}
            {bet.payout !== null ? (
              <span className="wallet-muted">
                {t('records.payout', { amount: money(bet.payout, null) })}
              </span>
            ) : null}
          </div>
        </div>
      )}
      empty={t('records.betsEmpty')}
    />
  );
}
