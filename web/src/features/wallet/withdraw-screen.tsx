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
  WithdrawInputSchema,
  type BindCardInput,
  type DateRange,
  type PaymentPasswordInput,
  type Withdrawal,
  type WithdrawOptions,
} from '@app/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { FormField, FormSelect, useSubmitError, useZodForm } from '../../components/ui/form.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { useMoneyFormat } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import {
  AmountField,
  AmountSubmit,
  amountWithin,
  HISTORY_PAGING,
  MoneyScreen,
  OrderHistory,
  RadioChoices,
  StatusChip,
  WalletCard,
  WalletForm,
} from './wallet-parts.tsx';
import './wallet.css';

export function WithdrawScreen() {
  const { t } = useTranslation(['wallet', 'routes']);
  return (
    <MoneyScreen
      kind="withdraw"
      title={t('routes:titles.withdraw')}
      form={<WithdrawSteps />}
      history={
        <OrderHistory
          useOrders={useWithdrawals}
          title={(withdrawal) => `${withdrawal.bankName} ${withdrawal.accountNo}`}
          empty={t('withdraw.historyEmpty')}
        />
      }
    />
  );
}

/** A period's withdrawals, page by page. */
function useWithdrawals(range: DateRange) {
  const trpc = useTRPC();
  return useInfiniteQuery(trpc.wallet.withdrawals.infiniteQueryOptions({ range }, HISTORY_PAGING));
}

function WithdrawSteps() {
  const { t } = useTranslation('wallet');
  const trpc = useTRPC();
  const options = useQuery(trpc.wallet.withdrawOptions.queryOptions());
  const [adding, setAdding] = useState(false);
  return (
    <QueryView
      query={options}
      loading={<Spinner label={t('tabs.withdraw')} />}
      isEmpty={(data) => !data.allowed}
      empty={<p className="wallet-notice">{t('withdraw.notAllowed')}</p>}
    >
      {(data) =>
        !data.hasPaymentPassword ? (
          <SetPaymentPassword />
        ) : data.cards.length === 0 || adding ? (
          <BindCard banks={data.banks} onDone={() => setAdding(false)} />
        ) : (
          <>
            <WithdrawForm options={data} />
            {data.cards.length < data.maxCards ? (
              <Button variant="secondary" onClick={() => setAdding(true)}>
                {t('withdraw.addAnother')}
              </Button>
            ) : null}
          </>
        )
      }
    </QueryView>
  );
}

function useRefreshOptions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.wallet.withdrawOptions.queryKey() });
}

/** A step before the first withdrawal (the password, an account): its card and its form. */
function SetupStep<TInput extends FieldValues, TOutput extends FieldValues>({
  id,
  title,
  intro,
  form,
  refused,
  onSubmit,
  busy,
  submitLabel,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  form: UseFormReturn<TInput, unknown, TOutput>;
  refused: { error: unknown; clear: () => void };
  onSubmit: (values: TOutput) => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <WalletCard id={id} title={title}>
      {intro ? <p className="wallet-muted">{intro}</p> : null}
      <WalletForm
        form={form}
        refused={refused}
        onSubmit={onSubmit}
        submit={
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        }
      >
        {children}
      </WalletForm>
    </WalletCard>
  );
}

function SetPaymentPassword() {
  const { t } = useTranslation(['wallet', 'errors', 'validation']);
  const trpc = useTRPC();
  const refresh = useRefreshOptions();
  type Input = z.input<typeof PaymentPasswordInputSchema>;
  const form = useZodForm<Input, PaymentPasswordInput>(PaymentPasswordInputSchema, {
    defaultValues: { paymentPassword: '', confirmPaymentPassword: '' },
  });
  const refused = useSubmitError(form, ['paymentPassword', 'confirmPaymentPassword']);
  const save = useMutation(
    trpc.wallet.setPaymentPassword.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        showToast(t('withdraw.passwordSaved'));
        void refresh();
      },
      onError: refused.show,
    }),
  );
  return (
    <SetupStep
      id="withdraw-password"
      title={t('withdraw.setPasswordTitle')}
      intro={t('withdraw.setPasswordIntro')}
      form={form}
      refused={refused}
      onSubmit={(input) => save.mutate(input)}
      busy={save.isPending}
      submitLabel={t('withdraw.savePassword')}
    >
      <PasswordField<Input>
        name="paymentPassword"
        id="withdraw-new-password"
        autoComplete="new-password"
        label={t('withdraw.password')}
      />
      <PasswordField<Input>
        name="confirmPaymentPassword"
        id="withdraw-confirm-password"
        autoComplete="new-password"
        label={t('withdraw.confirmPassword')}
      />
    </SetupStep>
  );
}

function BindCard({ banks, onDone }: { banks: WithdrawOptions['banks']; onDone: () => void }) {
  const { t } = useTranslation(['wallet', 'errors', 'validation']);
  const trpc = useTRPC();
  const refresh = useRefreshOptions();
  type Input = z.input<typeof BindCardInputSchema>;
  const form = useZodForm<Input, BindCardInput>(BindCardInputSchema, {
    defaultValues: { bankCode: '', accountName: '', accountNo: '' },
  });
  const refused = useSubmitError(form, ['bankCode', 'accountName', 'accountNo']);
  const bind = useMutation(
    trpc.wallet.bindCard.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        showToast(t('withdraw.bound'));
        void refresh();
        onDone();
      },
      onError: refused.show,
    }),
  );
  return (
    <SetupStep
      id="withdraw-bind"
      title={t('withdraw.bindTitle')}
      form={form}
      refused={refused}
      onSubmit={(input) => bind.mutate(input)}
      busy={bind.isPending}
      submitLabel={t('withdraw.bind')}
    >
      <FormSelect<Input>
        name="bankCode"
        id="withdraw-bank"
        label={t('withdraw.bank')}
        placeholder={t('withdraw.chooseBank')}
        options={banks.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
      />
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
    </SetupStep>
  );
}

/**
 * The withdrawal's amount and password, by the procedure's schema (the amount also within the
 * balance and the limits); the account is chosen from the bound ones (radios) and the
 * submission key is the page's: both are added on submit.
 */
const WithdrawFields = WithdrawInputSchema.omit({ cardId: true, requestKey: true });
type WithdrawFieldsInput = z.input<typeof WithdrawFields>;

function WithdrawForm({ options }: { options: WithdrawOptions }) {
  const { t } = useTranslation(['wallet', 'errors', 'validation']);
  const trpc = useTRPC();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const [cardId, setCardId] = useState(options.cards[0]?.id ?? 0);
  const schema = useMemo(() => WithdrawFields.extend({ amount: amountWithin(options) }), [options]);
  const form = useZodForm<WithdrawFieldsInput, z.output<typeof WithdrawFields>>(schema, {
    defaultValues: { amount: '', paymentPassword: '' },
  });
  const refused = useSubmitError(form, ['amount', 'paymentPassword']);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [requestKey, renewKey] = useSubmissionKey();

  const withdraw = useMutation(
    trpc.wallet.withdraw.mutationOptions({
      meta: { silent: true },
      onSuccess: (withdrawal) => {
        setDone(withdrawal);
        renewKey();
        form.reset({ amount: '', paymentPassword: '' });
        void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() });
      },
      onError: refused.show,
    }),
  );

  if (done) {
    return (
      <WalletCard id="withdraw-done" title={t('withdraw.pendingTitle')}>
        <p>
          {t('withdraw.pendingNote', {
            orderNo: done.orderNo,
            amount: money(done.amount, null),
            account: `${done.bankName ?? ''} ${done.accountNo ?? ''}`.trim(),
          })}
        </p>
        <StatusChip status={done.status} />
        <Button onClick={() => setDone(null)}>{t('withdraw.done')}</Button>
      </WalletCard>
    );
  }

  return (
    <WalletForm
      form={form}
      refused={refused}
      onSubmit={(fields) => withdraw.mutate({ ...fields, cardId, requestKey })}
      submit={<AmountSubmit form="withdraw" busy={withdraw.isPending} />}
    >
      <p className="wallet-balance">
        <span className="wallet-muted">{t('withdraw.balance')}</span>
        <strong>{money(options.balance, null)}</strong>
      </p>
      <RadioChoices
        legend={t('withdraw.card')}
        name="withdraw-card"
        className="wallet-choices wallet-choices--stacked"
        choices={options.cards.map((card) => ({
          value: card.id,
          label: (
            <span>
              {card.bankName} · {card.accountNo}
            </span>
          ),
        }))}
        value={cardId}
        onChange={setCardId}
      />
      <AmountField
        form="withdraw"
        limits={options.limits}
        action={
          <button
            type="button"
            className="field__toggle wallet-max"
            onClick={() => form.setValue('amount', options.balance)}
          >
            {t('withdraw.max')}
          </button>
        }
      />
      <PasswordField<WithdrawFieldsInput>
        name="paymentPassword"
        id="withdraw-password-input"
        autoComplete="off"
        label={t('withdraw.password')}
      />
    </WalletForm>
  );
}

/** The six digits of the withdrawal password. */
function PasswordField<T extends FieldValues>({
  name,
  id,
  autoComplete,
  label,
}: {
  name: Path<T>;
  id: string;
  autoComplete: string;
  label: string;
}) {
  return (
    <FormField<T>
      name={name}
      id={id}
      type="password"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={6}
      label={label}
    />
  );
}
