/**
 * `/m/withdraw` (issue 13, item 3): the steps a withdrawal needs, in order. Without a withdrawal
 * password the player sets one (six digits, twice); without a bound account they add one; then
 * the withdrawal: the account, an amount up to the balance and within the limits ('Max' fills the
 * balance), the password, and the pending result. The history lists the withdrawals by period.
 * The form refuses an amount above the balance or outside the limits before anything is sent;
 * the BFF refuses it again. The submit carries a submission key (wallet-parts).
 */
import {
  BindCardInputSchema,
  PaymentPasswordInputSchema,
  type BindCardInput,
  type DateRange,
  type PaymentPasswordInput,
  type Withdrawal,
  type WithdrawOptions,
} from '@app/contracts';
import { parseAmount } from '@app/contracts/values';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Form, FormField, showServerFieldErrors, useZodForm } from '../../components/ui/form.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { useMoneyFormat } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { Tabs } from '../../components/ui/tabs.tsx';
import {
  AmountField,
  HISTORY_PAGING,
  OrderHistory,
  useFormErrors,
  StatusChip,
} from './wallet-parts.tsx';
import './wallet.css';

type Tab = 'withdraw' | 'history';

export function WithdrawScreen() {
  const { t } = useTranslation(['wallet', 'routes']);
  const [tab, setTab] = useState<Tab>('withdraw');
  return (
    <main className="wallet-page">
      <h1 className="visually-hidden">{t('routes:titles.withdraw')}</h1>
      <Tabs<Tab>
        label={t('routes:titles.withdraw')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'withdraw', label: t('tabs.withdraw') },
          { key: 'history', label: t('tabs.history') },
        ]}
      />
      {tab === 'withdraw' ? <WithdrawSteps /> : <WithdrawHistory />}
    </main>
  );
}

function WithdrawSteps() {
  const { t } = useTranslation(['wallet', 'errors']);
  const trpc = useTRPC();
  const options = useQuery(trpc.wallet.withdrawOptions.queryOptions());
  const [adding, setAdding] = useState(false);
  if (options.isPending) return <Spinner label={t('tabs.withdraw')} />;
  if (options.isError) {
    return (
      <LoadError
        detail={errorText(options.error, t)}
        label={t('errors:loading_failed')}
        onRetry={() => void options.refetch()}
      />
    );
  }
  const data = options.data;
  if (!data.allowed) return <p className="wallet-notice">{t('withdraw.notAllowed')}</p>;
  if (!data.hasPaymentPassword) return <SetPaymentPassword />;
  if (data.cards.length === 0 || adding) {
    return <BindCard banks={data.banks} onDone={() => setAdding(false)} />;
  }
  return (
    <>
      <WithdrawForm options={data} />
      {data.cards.length < data.maxCards ? (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('withdraw.addAnother')}
        </Button>
      ) : null}
    </>
  );
}

function useRefreshOptions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.wallet.withdrawOptions.queryKey() });
}

function SetPaymentPassword() {
  const { t } = useTranslation(['wallet', 'errors', 'validation']);
  const trpc = useTRPC();
  const refresh = useRefreshOptions();
  const [formError, setFormError] = useState<string | null>(null);
  type Input = z.input<typeof PaymentPasswordInputSchema>;
  const form = useZodForm<Input, PaymentPasswordInput>(PaymentPasswordInputSchema, {
    defaultValues: { paymentPassword: '', confirmPaymentPassword: '' },
  });
  const save = useMutation(
    trpc.wallet.setPaymentPassword.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        showToast(t('withdraw.passwordSaved'));
        void refresh();
      },
      onError: (error) => {
        const onField = showServerFieldErrors(form, error, [
          'paymentPassword',
          'confirmPaymentPassword',
        ]);
        setFormError(onField ? null : errorText(error, t));
      },
    }),
  );
  return (
    <section className="wallet-card" aria-labelledby="withdraw-password">
      <h2 id="withdraw-password" className="wallet-card__title">
        {t('withdraw.setPasswordTitle')}
      </h2>
      <p className="wallet-muted">{t('withdraw.setPasswordIntro')}</p>
      <Form form={form} className="wallet-form" onSubmit={(input) => save.mutate(input)}>
        <FormField<Input>
          name="paymentPassword"
          id="withdraw-new-password"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          label={t('withdraw.password')}
        />
        <FormField<Input>
          name="confirmPaymentPassword"
          id="withdraw-confirm-password"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          label={t('withdraw.confirmPassword')}
        />
        {formError ? (
          <p className="wallet-error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" busy={save.isPending}>
          {t('withdraw.savePassword')}
        </Button>
      </Form>
    </section>
  );
}

function BindCard({ banks, onDone }: { banks: WithdrawOptions['banks']; onDone: () => void }) {
  const { t } = useTranslation(['wallet', 'errors', 'validation']);
  const trpc = useTRPC();
  const refresh = useRefreshOptions();
  const [formError, setFormError] = useState<string | null>(null);
  type Input = z.input<typeof BindCardInputSchema>;
  const form = useZodForm<Input, BindCardInput>(BindCardInputSchema, {
    defaultValues: { bankCode: '', accountName: '', accountNo: '' },
  });
  const bind = useMutation(
    trpc.wallet.bindCard.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        showToast(t('withdraw.bound'));
        void refresh();
        onDone();
      },
      onError: (error) => {
        const onField = showServerFieldErrors(form, error, [
          'bankCode',
          'accountName',
          'accountNo',
        ]);
        setFormError(onField ? null : errorText(error, t));
      },
    }),
  );
  return (
    <section className="wallet-card" aria-labelledby="withdraw-bind">
      <h2 id="withdraw-bind" className="wallet-card__title">
        {t('withdraw.bindTitle')}
      </h2>
      <Form form={form} className="wallet-form" onSubmit={(input) => bind.mutate(input)}>
        <FormField<Input> name="bankCode" id="withdraw-bank" label={t('withdraw.bank')}>
          {(control) => (
            <select {...control}>
              <option value="">{t('withdraw.chooseBank')}</option>
              {banks.map((bank) => (
                <option key={bank.bankCode} value={bank.bankCode}>
                  {bank.bankName}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField<Input>
          name="accountName"
          id="withdraw-account-name"
          type="text"
          autoComplete="name"
          label={t('withdraw.accountName')}
        />
        <FormField<Input>
          name="accountNo"
          id="withdraw-account-no"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          label={t('withdraw.accountNo')}
        />
        {formError ? (
          <p className="wallet-error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" busy={bind.isPending}>
          {t('withdraw.bind')}
        </Button>
      </Form>
    </section>
  );
}

function WithdrawForm({ options }: { options: WithdrawOptions }) {
  const { t } = useTranslation(['wallet', 'errors', 'validation']);
  const trpc = useTRPC();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const [cardId, setCardId] = useState(options.cards[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const { fieldError, setFieldError, formError, setFormError, showError, errorFor } =
    useFormErrors('withdraw');
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [requestKey, renewKey] = useSubmissionKey();
  const balanceMinor = parseAmount(options.balance) ?? 0;
  const minMinor = parseAmount(options.limits.min) ?? 0;
  const maxMinor = parseAmount(options.limits.max) ?? Number.MAX_SAFE_INTEGER;

  const withdraw = useMutation(
    trpc.wallet.withdraw.mutationOptions({
      meta: { silent: true },
      onSuccess: (withdrawal) => {
        setDone(withdrawal);
        renewKey();
        setAmount('');
        setPassword('');
        void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() });
      },
      onError: showError,
    }),
  );

  if (done) {
    return (
      <section className="wallet-card" aria-labelledby="withdraw-done">
        <h2 id="withdraw-done" className="wallet-card__title">
          {t('withdraw.pendingTitle')}
        </h2>
        <p>
          {t('withdraw.pendingNote', {
            orderNo: done.orderNo,
            amount: money(done.amount, null),
            account: `${done.bankName ?? ''} ${done.accountNo ?? ''}`.trim(),
          })}
        </p>
        <StatusChip status={done.status} />
        <Button onClick={() => setDone(null)}>{t('withdraw.done')}</Button>
      </section>
    );
  }

  const submit = () => {
    setFormError(null);
    setFieldError(null);
    const minor = parseAmount(amount) ?? 0;
    // The BFF's rules, said beside the field before anything is sent.
    const amountKey =
      minor <= 0
        ? 'validation.amount'
        : minor > balanceMinor
          ? 'validation.amountBalance'
          : minor < minMinor || minor > maxMinor
            ? 'validation.amountRange'
            : null;
    if (amountKey) {
      setFieldError({ field: 'amount', key: amountKey });
      return;
    }
    if (!/^\d{6}$/.test(password)) {
      setFieldError({ field: 'paymentPassword', key: 'validation.paymentPassword' });
      return;
    }
    withdraw.mutate({ amount, cardId, paymentPassword: password, requestKey });
  };

  return (
    <form
      className="wallet-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="wallet-balance">
        <span className="wallet-muted">{t('withdraw.balance')}</span>
        <strong>{money(options.balance, null)}</strong>
      </p>
      <fieldset className="wallet-choices wallet-choices--stacked">
        <legend>{t('withdraw.card')}</legend>
        {options.cards.map((card) => (
          <label key={card.id} className="wallet-choice">
            <input
              type="radio"
              name="withdraw-card"
              checked={cardId === card.id}
              onChange={() => setCardId(card.id)}
            />
            <span>
              {card.bankName} · {card.accountNo}
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        form="withdraw"
        value={amount}
        onChange={setAmount}
        limits={options.limits}
        error={errorFor('amount')}
        action={
          <button
            type="button"
            className="field__toggle wallet-max"
            onClick={() => setAmount(options.balance)}
          >
            {t('withdraw.max')}
          </button>
        }
      />
      <div className="field">
        <label htmlFor="withdraw-password-input">{t('withdraw.password')}</label>
        <input
          id="withdraw-password-input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          aria-invalid={fieldError?.field === 'paymentPassword' || undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {errorFor('paymentPassword')}
      </div>
      {formError ? (
        <p className="wallet-error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" busy={withdraw.isPending}>
        {(parseAmount(amount) ?? 0) > 0
          ? t('withdraw.submit', { amount: money(amount, null) })
          : t('withdraw.submitEmpty')}
      </Button>
    </form>
  );
}

function WithdrawHistory() {
  const { t } = useTranslation('wallet');
  const trpc = useTRPC();
  const [range, setRange] = useState<DateRange>('7days');
  const query = useInfiniteQuery(
    trpc.wallet.withdrawals.infiniteQueryOptions({ range }, HISTORY_PAGING),
  );
  return (
    <OrderHistory
      range={range}
      onRangeChange={setRange}
      query={query}
      title={(withdrawal) => `${withdrawal.bankName} ${withdrawal.accountNo}`}
      empty={t('withdraw.historyEmpty')}
    />
  );
}
