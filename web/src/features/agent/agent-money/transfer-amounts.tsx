/**
 * The amounts of a transfer: one field per chosen team member (typed as text, two decimals at
 * most), a way to take a member off, the total with the balance before and after as the agent
 * types, and Continue to the confirmation. The errors are the last check's (planTransfer).
 */
import { MAX_TRANSFER_DOWNLINES, type Balance } from '@app/contracts';
import { formatAmount } from '@app/contracts/values';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { validationText } from '../../../lib/errors.ts';
import { BalanceFigures } from './balance-figures.tsx';
import { totalMinor, type TransferPlan, type TransferRow } from './transfer-plan.ts';

export function TransferAmounts({
  rows,
  balance,
  errors,
  onAmount,
  onRemove,
  onContinue,
}: {
  rows: readonly TransferRow[];
  balance: Balance;
  errors: Pick<TransferPlan, 'rowErrors' | 'listError'> | null;
  onAmount: (memberId: number, amount: string) => void;
  onRemove: (memberId: number) => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation(['agentMoney', 'validation']);
  const listError = errors?.listError ?? null;
  return (
    <Card
      id="transfer-amounts"
      className="agent-money__card"
      titleClassName="agent-money__title"
      title={t('transfer.amountsTitle')}
    >
      {rows.length > 0 ? (
        <ul className="agent-money__amounts">
          {rows.map((row) => {
            const id = `transfer-amount-${row.memberId}`;
            const error = errors?.rowErrors[row.memberId];
            return (
              <li key={row.memberId} className="field">
                <label htmlFor={id}>{t('transfer.amountFor', { name: row.username })}</label>
                <div className="field__row">
                  <input
                    id={id}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={row.amount}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(event) => onAmount(row.memberId, event.target.value)}
                  />
                  <Button
                    variant="ghost"
                    className="agent-money__remove"
                    aria-label={t('transfer.remove', { name: row.username })}
                    onClick={() => onRemove(row.memberId)}
                  >
                    <Icon name="close" size={18} />
                  </Button>
                </div>
                {error ? (
                  <p id={`${id}-error`} className="field__error" role="alert">
                    {validationText(error, t)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <BalanceFigures balance={balance} total={formatAmount(totalMinor(rows))} />
      {listError ? (
        <p className="agent-money__error" role="alert">
          {listError.startsWith('validation.')
            ? validationText(listError, t)
            : t(`transfer.${listError}`, { max: MAX_TRANSFER_DOWNLINES })}
        </p>
      ) : null}
      <Button onClick={onContinue}>{t('transfer.continue')}</Button>
    </Card>
  );
}
