/** A contract's or a request's tiers: what the team must reach and what each level pays. */
import type { Contract, ContractKind } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../lib/format.ts';
import { useContractFormat } from './contract-format.ts';

export function ContractTiers({ kind, tiers }: { kind: ContractKind; tiers: Contract['tiers'] }) {
  const { t } = useTranslation('contracts');
  const money = useMoneyFormat();
  const { rate } = useContractFormat(kind);
  return (
    <ul className="list-stack contract-tiers" aria-label={t('tiers.label')}>
      {tiers.map((tier) => (
        <li key={tier.level} className="contract-tier">
          <span className="contract-tier__main">
            <strong>{t('tiers.level', { level: tier.level })}</strong>
            <span className="contract-muted">
              {t('tiers.needs', {
                turnover: money(tier.minTurnover, null),
                members: tier.minActiveMembers,
              })}
            </span>
          </span>
          <strong className="contract-tier__pay">
            {kind === 'dividend'
              ? t('tiers.dividend', { rate: rate(tier.payRate ?? '0.00') })
              : t(`tiers.${kind}`, { amount: money(tier.payAmount ?? '0.00', null) })}
          </strong>
        </li>
      ))}
    </ul>
  );
}

/** Label and value rows (the contract's facts, the income's figures). */
export function Facts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="contract-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="contract-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
