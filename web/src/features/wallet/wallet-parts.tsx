/**
 * What the wallet screens share: the period chips of the histories, an order's status, record
 * times, the deposit and withdrawal histories (OrderHistory), and the money forms' amount field
 * (on components/ui/form.tsx), its limits and their submit button's text.
 */
import { AmountInputSchema, DATE_RANGES, type DateRange, type Limits } from '@app/contracts';
import { parseAmount } from '@app/contracts/values';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form.tsx';
import { nextPageNo, PagedList, type PagedQuery } from '../../components/ui/paged-list.tsx';
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
          className="chip wallet-chip"
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

/**
 * The amount of a deposit or withdrawal (`{form}-amount`), a field of the enclosing Form: typed
 * as text (two decimals at most, the contract's AmountInputSchema), the limits under it until an
 * error takes their place, and an optional action beside it (withdraw's Max).
 */
export function AmountField({
  form,
  limits,
  action,
}: {
  form: 'deposit' | 'withdraw';
  limits: Limits;
  action?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoneyFormat();
  return (
    <FormField<{ amount: string }>
      name="amount"
      id={`${form}-amount`}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      label={t('amount')}
      hint={t('limits', { min: money(limits.min, null), max: money(limits.max, null) })}
      action={action}
    />
  );
}

/**
 * The contract's amount, then within the balance and the limits (the withdraw form's: said beside
 * the field before anything is sent; the BFF refuses it again).
 */
export function amountWithin({ balance, limits }: { balance: string; limits: Limits }) {
  const balanceMinor = parseAmount(balance) ?? 0;
  const minMinor = parseAmount(limits.min) ?? 0;
  const maxMinor = parseAmount(limits.max) ?? Number.MAX_SAFE_INTEGER;
  return AmountInputSchema.superRefine((amount, context) => {
    const minor = parseAmount(amount) ?? 0;
    // Not an amount at all: the contract's own refusal says so.
    if (minor <= 0) return;
    if (minor > balanceMinor) {
      context.addIssue({ code: 'custom', message: 'validation.amountBalance' });
    } else if (minor < minMinor || minor > maxMinor) {
      context.addIssue({ code: 'custom', message: 'validation.amountRange' });
    }
  });
}

/** The money form's submit button, saying the amount once there is one ('Deposit ₱500.00'). */
export function AmountSubmit({ form, busy }: { form: 'deposit' | 'withdraw'; busy: boolean }) {
  const { t } = useTranslation('wallet');
  const money = useMoneyFormat();
  const amount = useWatch<{ amount: string }, 'amount'>({ name: 'amount' });
  return (
    <Button type="submit" busy={busy}>
      {(parseAmount(amount) ?? 0) > 0
        ? t(`${form}.submit`, { amount: money(amount, null) })
        : t(`${form}.submitEmpty`)}
    </Button>
  );
}
