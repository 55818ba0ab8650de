/**
 * What the agent centre's screens share: a rate as the player reads it ("1.20%", PT "1,20%"),
 * a block of labelled figures, a downline's active/inactive badge, a member id or page number from the address.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatLocale } from '../../../lib/format.ts';

/** A rate text of the BFF ("1.20", percent) in the player's language, with its percent sign. */
export function useRateFormat(): (rate: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(formatLocale(language), {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    // A decimal text read exactly (Intl takes it as a string; /100 is only the percent style's).
    return (rate: string) => format.format(Number(rate) / 100);
  }, [language]);
}

export interface Figure {
  key: string;
  label: string;
  value: string;
}

/** Label over value, two to a row on a phone. */
export function Figures({ figures, label }: { figures: readonly Figure[]; label?: string }) {
  return (
    <dl className="agent-figures" aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.key} className="agent-figures__item">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('agentCentre');
  return (
    <span className={`agent-badge agent-badge--${active ? 'active' : 'inactive'}`}>
      {t(active ? 'status.active' : 'status.inactive')}
    </span>
  );
}

/** A whole number above 0 from the address (`:memberId`, `?parentId=`, `?page=`), else none. */
export function positiveIntOf(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
