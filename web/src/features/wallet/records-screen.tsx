/**
 * `/m/gameRecord` (issue 13, item 4): the member's transactions (ODS2_MemberTransaction) by
 * period (today, yesterday, 7 days, 30 days) and by type (GLS2_TxCodeList), a page of 24 at a
 * time. Money in reads green with a plus, money out with a minus; each row shows the balance
 * after it.
 */
import type { DateRange } from '@app/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, nextPageNo } from '../../components/ui/paged-list.tsx';
import { useMoneyFormat } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { RangeChips, useDateTime } from './wallet-parts.tsx';
import './wallet.css';

export function RecordsScreen() {
  const { t } = useTranslation(['wallet', 'routes', 'lists']);
  const trpc = useTRPC();
  const money = useMoneyFormat();
  const dateTime = useDateTime();
  const [range, setRange] = useState<DateRange>('7days');
  const [code, setCode] = useState('');
  const codes = useQuery(trpc.wallet.txCodes.queryOptions());
  const query = useInfiniteQuery(
    trpc.wallet.transactions.infiniteQueryOptions(
      { range, ...(code ? { code } : {}) },
      {
        initialCursor: 1,
        getNextPageParam: nextPageNo<{ totalPages: number; page: number }>(
          (page) => page.totalPages,
          (page) => page.page,
        ),
      },
    ),
  );
  return (
    <main className="wallet-page">
      <h1 className="visually-hidden">{t('routes:titles.gameRecord')}</h1>
      <RangeChips value={range} onChange={setRange} />
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
    </main>
  );
}
