/** One member's or the team's P&L figures, in the player's language (agent.memberPnl). */
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/format.ts';

const FIGURES = ['validBet', 'payout', 'winLoss', 'rebate', 'deposit', 'withdrawal'] as const;
type Figure = (typeof FIGURES)[number];

export function PnlFigures({ figures }: { figures: Record<Figure, string> }) {
  const { t } = useTranslation('agentMoney');
  const money = useMoneyFormat();
  return (
    <dl className="agent-money__figures agent-money__figures--grid">
      {FIGURES.map((figure) => (
        <div key={figure}>
          <dt>{t(`report.${figure}`)}</dt>
          <dd className={figures[figure].startsWith('-') ? 'agent-money__negative' : undefined}>
            {money(figures[figure], null)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
