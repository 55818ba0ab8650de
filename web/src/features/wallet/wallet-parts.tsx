/**
 * What the wallet screens share: the period chips of the histories, an order's status, record
 * times, and the tabs of a screen.
 */
import { DATE_RANGES, type DateRange } from '@app/contracts';
import { useMemo } from 'react';
import { nextPageNo } from '../../components/ui/paged-list.tsx';
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

/** The histories' and records' paging: 1-based pages, each saying its number and the count. */
export const HISTORY_PAGING = {
  initialCursor: 1,
  getNextPageParam: nextPageNo<{ totalPages: number; page: number }>(
    (page) => page.totalPages,
    (page) => page.page,
  ),
};

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
