/**
 * What the wallet screens share: the period chips of the histories, an order's status, record
 * times, the deposit and withdrawal histories (OrderHistory), and the money forms' error and
 * amount field.
 */
import { DATE_RANGES, type DateRange } from '@app/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { nextPageNo, PagedList, type PagedQuery } from '../../components/ui/paged-list.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/index.ts';
import { errorData, errorText, validationText } from '../../lib/errors.ts';
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

/**
 * A money form's errors: one field's (the form's own check, or the BFF's first field error) under
 * that field as `{form}-{field}-error`, or one for the whole form.
 */
export function useFormErrors(form: string) {
  const { t } = useTranslation(['wallet', 'errors', 'validation']);
  const [fieldError, setFieldError] = useState<{ field: string; key: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  return {
    fieldError,
    setFieldError,
    formError,
    setFormError,
    /** A refused submission: on its field when the BFF names one, else for the form. */
    showError: (error: unknown) => {
      const field = Object.entries(errorData(error)?.fieldErrors ?? {})[0];
      setFieldError(field?.[1][0] ? { field: field[0], key: field[1][0] } : null);
      setFormError(field ? null : errorText(error, t));
    },
    errorFor: (field: string) =>
      fieldError?.field === field ? (
        <p id={`${form}-${field}-error`} className="field__error" role="alert">
          {validationText(fieldError.key, t)}
        </p>
      ) : null,
  };
}

/**
 * The amount of a deposit or withdrawal (`{form}-amount`): typed as text (two decimals at most,
 * checked on submit), the limits under it until an error takes their place, and an optional
 * action beside it (withdraw's Max).
 */
export function AmountField({
  form,
  value,
  onChange,
  limits,
  error,
  action,
}: {
  form: string;
  value: string;
  onChange: (amount: string) => void;
  limits: { min: string; max: string };
  /** The field's error (useFormErrors' errorFor('amount')), or null. */
  error: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoneyFormat();
  const input = (
    <input
      id={`${form}-amount`}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${form}-amount-error` : `${form}-limits`}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className="field">
      <label htmlFor={`${form}-amount`}>{t('amount')}</label>
      {action ? (
        <div className="field__row">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      {error ?? (
        <p id={`${form}-limits`} className="field__hint">
          {t('limits', { min: money(limits.min, null), max: money(limits.max, null) })}
        </p>
      )}
    </div>
  );
}
