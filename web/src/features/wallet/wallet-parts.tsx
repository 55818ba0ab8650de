/**
 * What the wallet screens share: the submission key of a money action, the period chips of the
 * histories, an order's status, and the tabs of a screen.
 */
import { DATE_RANGES, type DateRange } from '@app/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/index.ts';
import { formatLocale } from '../../lib/format.ts';

/** A record's time in the player's language: "25 Nov 2026, 3:57 pm". */
export function useDateTime(): (epochMs: number) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(formatLocale(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (epochMs: number) => format.format(epochMs);
  }, [language]);
}

/**
 * One key per submission (issue 13, item 7): the same key for a double tap or a retry of the
 * same form; a new one once the action succeeded (the next submission is a new action).
 */
export function useSubmissionKey(): [string, () => void] {
  const make = () => crypto.randomUUID();
  const [key, setKey] = useState(make);
  const renew = useCallback(() => setKey(make()), []);
  return [key, renew];
}

export function RangeChips({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-chips" role="group" aria-label={t('rangesLabel')}>
      {DATE_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          className="wallet-chip"
          aria-pressed={value === range}
          onClick={() => onChange(range)}
        >
          {t(`ranges.${range}`)}
        </button>
      ))}
    </div>
  );
}

export function StatusChip({ status }: { status: 'pending' | 'approved' | 'rejected' }) {
  const { t } = useTranslation('wallet');
  return <span className={`wallet-status wallet-status--${status}`}>{t(`status.${status}`)}</span>;
}

export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: readonly { key: T; label: string }[];
  value: T;
  onChange: (tab: T) => void;
  label: string;
}) {
  return (
    <div className="wallet-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          className="wallet-tabs__tab"
          aria-selected={value === tab.key}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
