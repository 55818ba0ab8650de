/**
 * `/m/voucherCenter` (issue 13, item 2): deposit and its history. The player picks a method (a
 * manual bank transfer or a payment gateway), an amount within the merchant's limits (quick
 * amounts), and a promotion the deposit can take. A manual transfer ends on the details to pay
 * (the merchant's account and the reference to write on the transfer) and stays pending until
 * the money arrives; a payment gateway takes the player to its page and back here, where the
 * outcome is said (`?deposit=&status=`). Money actions carry a submission key (wallet-parts).
 * The trial account never gets here (routes.ts: 'Please login an actual account ...').
 */
import {
  ManualDepositInputSchema,
  type DateRange,
  type Deposit,
  type DepositOptions,
} from '@app/contracts';
import { parseAmount } from '@app/contracts/values';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorText } from '../../lib/errors.ts';
import { useMoneyFormat } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { Tabs } from '../../components/ui/tabs.tsx';
import { AmountField, HISTORY_PAGING, OrderHistory, useFormErrors } from './wallet-parts.tsx';
import './wallet.css';

const QUICK_AMOUNTS = ['100', '500', '1000', '5000'] as const;
type Tab = 'deposit' | 'history';

export function DepositScreen() {
  const { t } = useTranslation(['wallet', 'routes']);
  const [tab, setTab] = useState<Tab>('deposit');
  return (
    <main className="wallet-page">
      <h1 className="visually-hidden">{t('routes:titles.voucherCenter')}</h1>
      <Tabs<Tab>
        label={t('routes:titles.voucherCenter')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'deposit', label: t('tabs.deposit') },
          { key: 'history', label: t('tabs.history') },
        ]}
      />
      <ReturnedFromGateway />
      {tab === 'deposit' ? <DepositForm /> : <DepositHistory />}
    </main>
  );
}

/** Back from a payment gateway's page: what became of the payment. */
function ReturnedFromGateway() {
  const { t } = useTranslation('wallet');
  const [search] = useSearchParams();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = search.get('status');
  const orderNo = search.get('deposit');
  useEffect(() => {
    if (!orderNo) return;
    // The balance and the history moved while the player was away.
    void queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() });
  }, [orderNo, queryClient, trpc]);
  if (!orderNo || !/^[A-Z0-9]{4,40}$/.test(orderNo)) return null;
  const text =
    status === 'approved'
      ? t('deposit.returnedApproved')
      : status === 'rejected'
        ? t('deposit.returnedRejected')
        : t('deposit.returnedPending');
  return (
    <p className="wallet-notice" role="status">
      {text}
    </p>
  );
}

function DepositForm() {
  const { t } = useTranslation(['wallet', 'errors', 'validation']);
  const trpc = useTRPC();
  const options = useQuery(trpc.wallet.depositOptions.queryOptions());
  if (options.isPending) return <Spinner label={t('deposit.method')} />;
  if (options.isError) {
    return (
      <LoadError
        detail={errorText(options.error, t)}
        label={t('errors:loading_failed')}
        onRetry={() => void options.refetch()}
      />
    );
  }
  if (!options.data.allowed) return <p className="wallet-notice">{t('deposit.notAllowed')}</p>;
  return <DepositFields options={options.data} />;
}

interface Manual {
  deposit: Deposit;
  bank: DepositOptions['channels'][number]['banks'][number];
}

function DepositFields({ options }: { options: DepositOptions }) {
  const { t } = useTranslation(['wallet', 'errors', 'validation']);
  const trpc = useTRPC();
  const money = useMoneyFormat();
  const [vendor, setVendor] = useState(options.channels[0]?.vendor ?? '');
  const channel = options.channels.find((c) => c.vendor === vendor);
  const [bankCode, setBankCode] = useState(channel?.banks[0]?.bankCode ?? '');
  const [search] = useSearchParams();
  // The member centre's quick amounts arrive as `?amount=`.
  const [amount, setAmount] = useState(() => {
    const asked = search.get('amount') ?? '';
    return (parseAmount(asked) ?? 0) > 0 ? asked : '';
  });
  const [depositorName, setDepositorName] = useState('');
  const [promoId, setPromoId] = useState<number | null>(null);
  const { fieldError, setFieldError, formError, setFormError, showError, errorFor } =
    useFormErrors('deposit');
  const [manual, setManual] = useState<Manual | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [requestKey, renewKey] = useSubmissionKey();

  const manualDeposit = useMutation(
    trpc.wallet.depositManual.mutationOptions({
      meta: { silent: true },
      onSuccess: (deposit) => {
        const bank = channel?.banks.find((b) => b.bankCode === bankCode);
        if (bank) setManual({ deposit, bank });
        renewKey();
      },
      onError: showError,
    }),
  );
  const gatewayDeposit = useMutation(
    trpc.wallet.depositGateway.mutationOptions({
      meta: { silent: true },
      onSuccess: ({ payUrl }) => {
        setLeaving(channel?.name ?? '');
        renewKey();
        // The player leaves for the gateway's page; it sends them back to this screen.
        window.location.assign(payUrl);
      },
      onError: showError,
    }),
  );
  const busy = manualDeposit.isPending || gatewayDeposit.isPending || leaving !== null;

  if (manual) {
    return (
      <section className="wallet-card" aria-labelledby="deposit-transfer">
        <h2 id="deposit-transfer" className="wallet-card__title">
          {t('deposit.transferTitle')}
        </h2>
        <p>{t('deposit.transferTo', { amount: money(manual.deposit.amount, null) })}</p>
        <dl className="wallet-details">
          <dt>{t('deposit.bank')}</dt>
          <dd>{manual.bank.bankName}</dd>
          <dt>{t('deposit.accountName')}</dt>
          <dd>{manual.bank.accountName}</dd>
          <dt>{t('deposit.accountNo')}</dt>
          <dd>{manual.bank.accountNo}</dd>
          <dt>{t('deposit.reference')}</dt>
          <dd className="wallet-details__strong">{manual.deposit.reference}</dd>
        </dl>
        <p className="wallet-muted">{t('deposit.pendingNote')}</p>
        <Button
          onClick={() => {
            setManual(null);
            setAmount('');
          }}
        >
          {t('deposit.done')}
        </Button>
      </section>
    );
  }

  const submit = () => {
    setFormError(null);
    setFieldError(null);
    // The same rules the BFF applies, said beside the field before anything is sent.
    if ((parseAmount(amount) ?? 0) <= 0) {
      setFieldError({ field: 'amount', key: 'validation.amount' });
      return;
    }
    const common = { amount, requestKey, ...(promoId !== null ? { promoId } : {}) };
    if (channel?.gateway) {
      gatewayDeposit.mutate({ ...common, vendor });
      return;
    }
    const input = { ...common, bankCode, depositorName };
    const checked = ManualDepositInputSchema.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setFieldError({ field: String(issue?.path[0] ?? 'amount'), key: issue?.message ?? '' });
      return;
    }
    manualDeposit.mutate(checked.data);
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
      <fieldset className="wallet-choices">
        <legend>{t('deposit.method')}</legend>
        {options.channels.map((c) => (
          <label key={c.vendor} className="wallet-choice">
            <input
              type="radio"
              name="deposit-method"
              checked={vendor === c.vendor}
              onChange={() => {
                setVendor(c.vendor);
                setBankCode(c.banks[0]?.bankCode ?? '');
              }}
            />
            <span>{c.name}</span>
          </label>
        ))}
      </fieldset>

      <AmountField
        form="deposit"
        value={amount}
        onChange={setAmount}
        limits={options.limits}
        error={errorFor('amount')}
      />
      <div className="wallet-chips" role="group" aria-label={t('quickAmounts')}>
        {QUICK_AMOUNTS.map((quick) => (
          <button
            key={quick}
            type="button"
            className="wallet-chip"
            aria-pressed={amount === quick}
            onClick={() => setAmount(quick)}
          >
            {money(quick, null).replace(/\.00$/, '')}
          </button>
        ))}
      </div>

      {channel && !channel.gateway ? (
        <>
          <div className="field">
            <label htmlFor="deposit-bank">{t('deposit.bank')}</label>
            <select
              id="deposit-bank"
              value={bankCode}
              onChange={(event) => setBankCode(event.target.value)}
            >
              {channel.banks.map((bank) => (
                <option key={bank.bankCode} value={bank.bankCode}>
                  {bank.bankName}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="deposit-depositorName">{t('deposit.depositorName')}</label>
            <input
              id="deposit-depositorName"
              type="text"
              autoComplete="name"
              value={depositorName}
              maxLength={60}
              aria-invalid={fieldError?.field === 'depositorName' || undefined}
              onChange={(event) => setDepositorName(event.target.value)}
            />
            {errorFor('depositorName')}
          </div>
        </>
      ) : null}

      {options.promotions.length > 0 ? (
        <fieldset className="wallet-promos">
          <legend>{t('deposit.promotion')}</legend>
          <label className="wallet-promo">
            <input
              type="radio"
              name="promo"
              checked={promoId === null}
              onChange={() => setPromoId(null)}
            />
            <span>{t('deposit.noPromotion')}</span>
          </label>
          {options.promotions.map((promo) => (
            <label key={promo.promoId} className="wallet-promo">
              <input
                type="radio"
                name="promo"
                checked={promoId === promo.promoId}
                onChange={() => setPromoId(promo.promoId)}
              />
              <span>
                <strong>{promo.title}</strong>
                <small>
                  {t('deposit.promoDetail', {
                    percent: promo.bonusPercent,
                    max: money(promo.maxBonus, null),
                    min: money(promo.minDeposit, null),
                  })}
                </small>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {formError ? (
        <p className="wallet-error" role="alert">
          {formError}
        </p>
      ) : null}
      {leaving !== null ? (
        <p className="wallet-notice" role="status">
          {t('deposit.leaving', { name: leaving })}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {(parseAmount(amount) ?? 0) > 0
          ? t('deposit.submit', { amount: money(amount, null) })
          : t('deposit.submitEmpty')}
      </Button>
    </form>
  );
}

function DepositHistory() {
  const { t } = useTranslation('wallet');
  const trpc = useTRPC();
  const [range, setRange] = useState<DateRange>('7days');
  const query = useInfiniteQuery(
    trpc.wallet.deposits.infiniteQueryOptions({ range }, HISTORY_PAGING),
  );
  return (
    <OrderHistory
      range={range}
      onRangeChange={setRange}
      query={query}
      title={(deposit) => deposit.via}
      empty={t('deposit.historyEmpty')}
    />
  );
}
