/**
 * What the wallet screens share: the period chips of the histories, an order's status, record
 * times, and the deposit and withdrawal histories (OrderHistory).
 */
import { DATE_RANGES, type DateRange } from '@app/contracts';
import { useMemo, type ReactNode } from 'react';
import { nextPageNo, PagedList, type PagedQuery } from '../../components/ui/paged-list.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/index.ts';
import { formatLocale, useMoneyFormat } from '../../lib/format.ts';

/** A record's time in the player's language: "25 Nov 2026, 3:57 pm". */
export function useDateTime(): (epochMs: number) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(formatLocale(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (epochMs: number) => format.format(epochMs);
  }, [language]);
}

/** The histories' and records' paging: 1-based pages, each saying its number and the count. */
export const HISTORY_PAGING = {
  initialCursor: 1,
  getNextPageParam: nextPageNo<{ totalPages: number; page: number }>(
    (page) => page.totalPages,
    (page) => page.page,
  ),
};

export function RangeChips({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-chips" role="group" aria-label={t('rangesLabel')}>
      {DATE_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          className="wallet-chip"
          aria-pressed={value === range}
          onClick={() => onChange(range)}
        >
          {t(`ranges.${range}`)}
        </button>
      ))}
    </div>
  );
}

export function StatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('wallet');
  return <span className={`wallet-status wallet-status--${status}`}>{t(`status.${status}`)}</span>;
}

type OrderStatus = 'pending' | 'approved' | 'rejected';

/** A deposit or withdrawal as its history lists it. */
interface Order {
  orderNo: string;
  createdAt: number;
  amount: string;
  status: OrderStatus;
}

/**
 * A deposit or withdrawal history: the period chips, then the orders page by page, each with
 * what it went through (`title`), its time and number, amount and status.
 */
export function OrderHistory<T extends Order>({
  range,
  onRangeChange,
  query,
  title,
  empty,
}: {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  query: PagedQuery<{ items: T[]; page: number; totalPages: number }>;
  title: (order: T) => ReactNode;
  empty: string;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoneyFormat();
  const dateTime = useDateTime();
  return (
    <section className="wallet-history">
      <RangeChips value={range} onChange={onRangeChange} />
      <PagedList
        query={query}
        label={t('historyLabel')}
        pageItems={(page) => page.items}
        totalPages={(page) => page.totalPages}
        pageNo={(page) => page.page}
        itemKey={(order) => order.orderNo}
        renderItem={(order) => (
          <div className="wallet-row">
            <div className="wallet-row__main">
              <span className="wallet-row__title">{title(order)}</span>
              <span className="wallet-muted">
                {dateTime(order.createdAt)} · {order.orderNo}
              </span>
            </div>
            <div className="wallet-row__side">
              <span className="wallet-row__amount">{money(order.amount, null)}</span>
              <StatusChip status={order.status} />
            </div>
          </div>
        )}
        empty={empty}
      />
    </section>
  );
}
