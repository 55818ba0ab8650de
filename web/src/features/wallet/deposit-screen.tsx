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
  DEPOSITOR_NAME_MAX,
  GatewayDepositInputSchema,
  ManualDepositInputSchema,
  type DateRange,
  type Deposit,
  type DepositOptions,
} from '@app/contracts';
import { parseAmount } from '@app/contracts/values';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { ChipGroup } from '../../components/ui/toggles.tsx';
import { FormField, FormSelect, useSubmitError, useZodForm } from '../../components/ui/form.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMoneyFormat } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import {
  AmountField,
  AmountSubmit,
  HISTORY_PAGING,
  MoneyScreen,
  OrderHistory,
  RadioChoices,
  WalletCard,
  WalletForm,
} from './wallet-parts.tsx';
import './wallet.css';

const QUICK_AMOUNTS = ['100', '500', '1000', '5000'] as const;

export function DepositScreen() {
  const { t } = useTranslation(['wallet', 'routes']);
  return (
    <MoneyScreen
      kind="deposit"
      title={t('routes:titles.voucherCenter')}
      notice={<ReturnedFromGateway />}
      form={<DepositForm />}
      history={
        <OrderHistory
          useOrders={useDeposits}
          title={(deposit) => deposit.via}
          empty={t('deposit.historyEmpty')}
        />
      }
    />
  );
}

/** A period's deposits, page by page. */
function useDeposits(range: DateRange) {
  const trpc = useTRPC();
  return useInfiniteQuery(trpc.wallet.deposits.infiniteQueryOptions({ range }, HISTORY_PAGING));
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
  const { t } = useTranslation('wallet');
  const trpc = useTRPC();
  const options = useQuery(trpc.wallet.depositOptions.queryOptions());
  return (
    <QueryView
      query={options}
      loading={<Spinner label={t('deposit.method')} />}
      isEmpty={(data) => !data.allowed}
      empty={<p className="wallet-notice">{t('deposit.notAllowed')}</p>}
    >
      {(data) => <DepositFields options={data} />}
    </QueryView>
  );
}

interface Manual {
  deposit: Deposit;
  bank: DepositOptions['channels'][number]['banks'][number];
}

/**
 * What the form validates, by the schema of the procedure the chosen method calls: the manual
 * transfer's bank, amount and name; the gateway's amount. The method and the promotion are
 * chosen from the options (radios), the submission key is the page's: both are added on submit.
 */
const ManualFields = ManualDepositInputSchema.omit({ promoId: true, requestKey: true });
const GatewayFields = GatewayDepositInputSchema.omit({
  vendor: true,
  promoId: true,
  requestKey: true,
});
type DepositValues = z.input<typeof GatewayFields> & Partial<z.input<typeof ManualFields>>;
type DepositOutput = z.output<typeof ManualFields> | z.output<typeof GatewayFields>;

function DepositFields({ options }: { options: DepositOptions }) {
  const { t } = useTranslation(['wallet', 'errors', 'validation']);
  const trpc = useTRPC();
  const money = useMoneyFormat();
  const [vendor, setVendor] = useState(options.channels[0]?.vendor ?? '');
  const channel = options.channels.find((c) => c.vendor === vendor);
  const [promoId, setPromoId] = useState<number | null>(null);
  // The member centre's quick amounts arrive as `?amount=`.
  const asked = useSearchParams()[0].get('amount') ?? '';
  const form = useZodForm<DepositValues, DepositOutput>(
    // Read at each check: the method chosen at that moment says which procedure's schema.
    () => (channel?.gateway ? GatewayFields : ManualFields),
    {
      defaultValues: {
        amount: (parseAmount(asked) ?? 0) > 0 ? asked : '',
        bankCode: channel?.banks[0]?.bankCode ?? '',
        depositorName: '',
      },
    },
  );
  const amount = useWatch({ control: form.control, name: 'amount' });
  const refused = useSubmitError(form, ['amount', 'bankCode', 'depositorName']);
  const [manual, setManual] = useState<Manual | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [requestKey, renewKey] = useSubmissionKey();

  const manualDeposit = useMutation(
    trpc.wallet.depositManual.mutationOptions({
      meta: { silent: true },
      onSuccess: (deposit, input) => {
        const bank = channel?.banks.find((b) => b.bankCode === input.bankCode);
        if (bank) setManual({ deposit, bank });
        renewKey();
      },
      onError: refused.show,
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
      onError: refused.show,
    }),
  );
  const busy = manualDeposit.isPending || gatewayDeposit.isPending || leaving !== null;

  if (manual) {
    return (
      <WalletCard id="deposit-transfer" title={t('deposit.transferTitle')}>
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
            form.setValue('amount', '');
          }}
        >
          {t('deposit.done')}
        </Button>
      </WalletCard>
    );
  }

  const submit = (fields: DepositOutput) => {
    const added = { requestKey, ...(promoId !== null ? { promoId } : {}) };
    if ('bankCode' in fields) manualDeposit.mutate({ ...fields, ...added });
    else gatewayDeposit.mutate({ ...fields, ...added, vendor });
  };

  return (
    <WalletForm
      form={form}
      refused={refused}
      onSubmit={submit}
      submit={
        <>
          {leaving !== null ? (
            <p className="wallet-notice" role="status">
              {t('deposit.leaving', { name: leaving })}
            </p>
          ) : null}
          <AmountSubmit form="deposit" busy={busy} />
        </>
      }
    >
      <RadioChoices
        legend={t('deposit.method')}
        name="deposit-method"
        choices={options.channels.map((c) => ({
          value: c.vendor,
          // A payment gateway goes by its brand; the manual transfer is ours to name, in the
          // player's language (the sandbox's gateway names it in English only).
          label: <span>{c.gateway ? c.name : t('deposit.bankTransfer')}</span>,
        }))}
        value={vendor}
        onChange={(chosen) => {
          setVendor(chosen);
          const banks = options.channels.find((c) => c.vendor === chosen)?.banks;
          form.setValue('bankCode', banks?.[0]?.bankCode ?? '');
        }}
      />

      <AmountField form="deposit" limits={options.limits} />
      <ChipGroup
        label={t('quickAmounts')}
        items={QUICK_AMOUNTS}
        pressed={(quick) => quick === amount}
        onPress={(quick) => form.setValue('amount', quick)}
        className="wallet-chips"
        chipClassName="chip wallet-chip"
      >
        {(quick) => money(quick, null).replace(/\.00$/, '')}
      </ChipGroup>

      {channel && !channel.gateway ? (
        <>
          <FormSelect<DepositValues>
            name="bankCode"
            id="deposit-bank"
            label={t('deposit.bank')}
            options={channel.banks.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
          />
          <FormField<DepositValues>
            name="depositorName"
            id="deposit-depositorName"
            type="text"
            autoComplete="name"
            maxLength={DEPOSITOR_NAME_MAX}
            label={t('deposit.depositorName')}
          />
        </>
      ) : null}

      {options.promotions.length > 0 ? (
        <RadioChoices<number | null>
          legend={t('deposit.promotion')}
          name="promo"
          className="wallet-promos"
          choiceClassName="wallet-promo"
          choices={[
            { value: null, label: <span>{t('deposit.noPromotion')}</span> },
            ...options.promotions.map((promo) => ({
              value: promo.promoId,
              label: (
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
              ),
            })),
          ]}
          value={promoId}
          onChange={setPromoId}
        />
      ) : null}
    </WalletForm>
  );
}
