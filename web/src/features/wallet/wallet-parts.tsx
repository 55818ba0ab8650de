/**
 * What the wallet screens share: the period chips of the histories, an order's status, record
 * times, the deposit and withdrawal histories (OrderHistory), and the money forms' amount field
 * (on components/ui/form.tsx), its limits and their submit button's text.
 */
import { AmountInputSchema, DATE_RANGES, type DateRange, type Limits } from '@app/contracts';
import { parseAmount } from '@app/contracts/values';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ChipGroup } from '../../components/ui/toggles.tsx';
import { Form, FormError, FormField } from '../../components/ui/form.tsx';
import { PagedList, type PagedQuery } from '../../components/ui/paged-list.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
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
export { PAGE_PAGING as HISTORY_PAGING } from '../../components/ui/paged-list.tsx';

export function RangeChips({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <ChipGroup
      label={t('rangesLabel')}
      items={DATE_RANGES}
      pressed={(range) => range === value}
      onPress={onChange}
      className="wallet-chips"
      chipClassName="chip wallet-chip"
    >
      {(range) => t(`ranges.${range}`)}
    </ChipGroup>
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
 * A deposit or withdrawal history: the period chips (the last 7 days first), then the orders
 * page by page, each with what it went through (`title`), its time and number, amount and
 * status. `useOrders` reads a period's orders (a hook of the screen's module, the same one on
 * every render).
 */
export function OrderHistory<T extends Order>({
  useOrders,
  title,
  empty,
}: {
  useOrders: (range: DateRange) => PagedQuery<{ items: T[]; page: number; totalPages: number }>;
  title: (order: T) => ReactNode;
  empty: string;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoneyFormat();
  const dateTime = useDateTime();
  const [range, setRange] = useState<DateRange>('7days');
  const query = useOrders(range);
  return (
    <section className="wallet-history">
      <RangeChips value={range} onChange={setRange} />
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

/**
 * One choice among the options the screen was given (a payment method, a promotion, the
 * account to withdraw to): radios in a fieldset named by its legend.
 */
export function RadioChoices<T extends string | number | null>({
  legend,
  name,
  choices,
  value,
  onChange,
  className = 'wallet-choices',
  choiceClassName = 'wallet-choice',
}: {
  legend: string;
  name: string;
  choices: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  choiceClassName?: string;
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={String(choice.value)} className={choiceClassName}>
          <input
            type="radio"
            name={name}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The deposit and withdraw screens: a tab for the money form and one for its history, and a
 * notice above them (back from a payment gateway).
 */
export function MoneyScreen({
  kind,
  title,
  notice,
  form,
  history,
}: {
  kind: 'deposit' | 'withdraw';
  /** The route's title: the page's heading (for assistive technology) and the tabs' name. */
  title: string;
  notice?: ReactNode;
  form: ReactNode;
  history: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const [tab, setTab] = useState<'form' | 'history'>('form');
  return (
    <main className="wallet-page">
      <h1 className="visually-hidden">{title}</h1>
      <Tabs
        label={title}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'form', label: t(`tabs.${kind}`) },
          { key: 'history', label: t('tabs.history') },
        ]}
      />
      {notice}
      {tab === 'form' ? form : history}
    </main>
  );
}

/**
 * A wallet form (components/ui/form.tsx): its fields, the refusal that is no field's, and its
 * submit button; a refusal goes when the player sends again.
 */
export function WalletForm<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  refused,
  onSubmit,
  submit,
  children,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  refused: { error: unknown; clear: () => void };
  onSubmit: (values: TOutput) => void;
  /** The submit button (and what shows just above it). */
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form form={form} refused={refused} className="wallet-form" onSubmit={onSubmit}>
      {children}
      <FormError error={refused.error} className="wallet-error" />
      {submit}
    </Form>
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

/** A wallet screen's card: a result (the transfer to make, the withdrawal requested) or a step. */
export function WalletCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} className="wallet-card" titleClassName="wallet-card__title" title={title}>
      {children}
    </Card>
  );
}
