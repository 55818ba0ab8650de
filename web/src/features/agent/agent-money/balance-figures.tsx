/** The balance before a transfer, its total and the balance after, exact (transfer-plan). */
import type { Balance } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/format.ts';
import { balanceAfter } from './transfer-plan.ts';

export function BalanceFigures({ balance, total }: { balance: Balance; total: string }) {
  const { t } = useTranslation('agentMoney');
  const money = useMoneyFormat();
  const symbol = balance.currencySymbol;
  return (
    <dl className="agent-money__figures">
      <div>
        <dt>{t('transfer.balance')}</dt>
        <dd data-testid="balance-before">{money(balance.sumBalance, symbol)}</dd>
      </div>
      <div>
        <dt>{t('transfer.total')}</dt>
        <dd data-testid="transfer-total">{money(total, symbol)}</dd>
      </div>
      <div>
        <dt>{t('transfer.balanceAfter')}</dt>
        <dd data-testid="balance-after">
          {money(balanceAfter(balance.sumBalance, total), symbol)}
        </dd>
      </div>
    </dl>
  );
}
