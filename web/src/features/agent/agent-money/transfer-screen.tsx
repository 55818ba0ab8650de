/**
 * `/m/member/agent/transfer` (issue 26, item 4): money from the agent's balance to team members,
 * one (`agent.transfer`) or up to MAX_TRANSFER_DOWNLINES at once (`agent.transferMany`, all or
 * nothing). The agent ticks members (DownlinePicker), types an amount for each (two decimals, the
 * contracts' schema), sees the total and the balance before and after, and confirms before
 * anything is sent. Money is exact (centavos) and moves once: the submission key is the page's
 * (useSubmissionKey), the same for a double tap or a retry, a new one only after a success. The
 * gateway's refusals (not enough balance, not in the team) read in the player's language.
 */
import type { Balance, Downline, DownlineTransferResult } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { FormError } from '../../../components/ui/form.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { useMoneyFormat } from '../../../lib/format.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { DownlinePicker } from './downline-picker.tsx';
import { BalanceFigures } from './balance-figures.tsx';
import { TransferAmounts } from './transfer-amounts.tsx';
import { planTransfer, type TransferPlan, type TransferRow } from './transfer-plan.ts';
import './agent-money.css';

export function AgentTransferScreen() {
  const { t } = useTranslation(['agentMoney', 'routes']);
  const balance = useQuery(useTRPC().member.balance.queryOptions());
  return (
    <main className="agent-money">
      <h1 className="visually-hidden">{t('routes:titles.agentTransfer')}</h1>
      <p className="agent-money__intro">{t('transfer.intro')}</p>
      {/* keepData: a failed refresh of the balance must not take away a transfer's result. */}
      <QueryView query={balance} loading={<Skeleton className="agent-money__skeleton" />} keepData>
        {(data) => <TransferFlow balance={data} />}
      </QueryView>
    </main>
  );
}

/** A step that replaces the form starts in view (the form may have been scrolled far down). */
function useInView(id: string) {
  useEffect(() => {
    document.getElementById(id)?.scrollIntoView?.({ block: 'center' });
  }, [id]);
}

interface Done {
  result: DownlineTransferResult;
  names: ReadonlyMap<number, string>;
}

function TransferFlow({ balance }: { balance: Balance }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<TransferRow[]>([]);
  const [checked, setChecked] = useState<TransferPlan | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [requestKey, renewKey] = useSubmissionKey();
  // Set on the tap itself: a second tap may come before the mutation's pending state renders.
  const inFlight = useRef(false);

  const onSuccess = (result: DownlineTransferResult) => {
    setDone({ result, names: new Map(rows.map((row) => [row.memberId, row.username])) });
    renewKey();
    setRows([]);
    setChecked(null);
    setConfirming(false);
    void queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.agent.pathKey() });
  };
  const handlers = {
    meta: { silent: true },
    onSuccess,
    onError: setRefusal,
    onSettled: () => {
      inFlight.current = false;
    },
  };
  const one = useMutation(trpc.agent.transfer.mutationOptions(handlers));
  const many = useMutation(trpc.agent.transferMany.mutationOptions(handlers));
  const sending = one.isPending || many.isPending;

  const toggle = (downline: Downline) => {
    setRows((current) =>
      current.some((row) => row.memberId === downline.memberId)
        ? current.filter((row) => row.memberId !== downline.memberId)
        : [...current, { memberId: downline.memberId, username: downline.username, amount: '' }],
    );
  };
  const review = () => {
    const plan = planTransfer(rows, balance.sumBalance, requestKey);
    setChecked(plan);
    setRefusal(null);
    setConfirming(plan.request !== null);
    // As the app's forms do on a refused submit: the first amount to mend gets the focus.
    const wrong = rows.find((row) => plan.rowErrors[row.memberId] !== undefined);
    if (wrong) document.getElementById(`transfer-amount-${wrong.memberId}`)?.focus();
  };
  const send = () => {
    const request = checked?.request;
    // A second tap while the first is on its way sends nothing more (and would carry the same key).
    if (!request || inFlight.current) return;
    inFlight.current = true;
    setRefusal(null);
    if (request.kind === 'one') one.mutate(request.input);
    else many.mutate(request.input);
  };

  if (done) {
    return (
      <TransferDone done={done} symbol={balance.currencySymbol} onAgain={() => setDone(null)} />
    );
  }
  if (confirming && checked) {
    return (
      <TransferConfirm
        rows={rows}
        plan={checked}
        balance={balance}
        refusal={refusal}
        sending={sending}
        onBack={() => setConfirming(false)}
        onSend={send}
      />
    );
  }
  return (
    <>
      <DownlinePicker chosen={new Set(rows.map((row) => row.memberId))} onToggle={toggle} />
      <TransferAmounts
        rows={rows}
        balance={balance}
        errors={checked}
        onAmount={(memberId, amount) =>
          setRows((current) =>
            current.map((row) => (row.memberId === memberId ? { ...row, amount } : row)),
          )
        }
        onRemove={(memberId) =>
          setRows((current) => current.filter((row) => row.memberId !== memberId))
        }
        onContinue={review}
      />
    </>
  );
}

function TransferConfirm({
  rows,
  plan,
  balance,
  refusal,
  sending,
  onBack,
  onSend,
}: {
  rows: readonly TransferRow[];
  plan: TransferPlan;
  balance: Balance;
  refusal: unknown;
  sending: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation('agentMoney');
  const money = useMoneyFormat();
  const symbol = balance.currencySymbol;
  useInView('transfer-confirm');
  return (
    <Card
      id="transfer-confirm"
      className="agent-money__card"
      titleClassName="agent-money__title"
      title={t('transfer.confirmTitle')}
    >
      <p className="agent-money__muted">{t('transfer.confirmNote')}</p>
      <ul className="agent-money__lines" aria-label={t('transfer.amountsTitle')}>
        {rows.map((row) => (
          <li key={row.memberId}>
            <span>{row.username}</span>
            <strong>{money(row.amount, symbol)}</strong>
          </li>
        ))}
      </ul>
      <BalanceFigures balance={balance} total={plan.total} />
      <FormError error={refusal} className="agent-money__error" />
      <div className="agent-money__actions">
        <Button variant="secondary" onClick={onBack} disabled={sending}>
          {t('transfer.back')}
        </Button>
        <Button busy={sending} onClick={onSend}>
          {t('transfer.send', { amount: money(plan.total, symbol) })}
        </Button>
      </div>
    </Card>
  );
}

function TransferDone({
  done,
  symbol,
  onAgain,
}: {
  done: Done;
  symbol: string | null;
  onAgain: () => void;
}) {
  const { t } = useTranslation('agentMoney');
  const money = useMoneyFormat();
  const { result, names } = done;
  useInView('transfer-done');
  return (
    <Card
      id="transfer-done"
      className="agent-money__card"
      titleClassName="agent-money__title"
      title={t('transfer.doneTitle')}
    >
      <p>{t('transfer.done', { count: result.transfers.length })}</p>
      <ul className="agent-money__lines" aria-label={t('transfer.doneTitle')}>
        {result.transfers.map((transfer) => (
          <li key={transfer.memberId}>
            <span>{names.get(transfer.memberId) ?? transfer.memberId}</span>
            <strong>{money(transfer.amount, symbol)}</strong>
          </li>
        ))}
      </ul>
      <dl className="agent-money__figures">
        <div>
          <dt>{t('transfer.total')}</dt>
          <dd>{money(result.total, symbol)}</dd>
        </div>
        <div>
          <dt>{t('transfer.balanceNow')}</dt>
          <dd data-testid="balance-now">{money(result.balance, symbol)}</dd>
        </div>
      </dl>
      <Button onClick={onAgain}>{t('transfer.again')}</Button>
    </Card>
  );
}
