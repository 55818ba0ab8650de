/**
 * How the contract screens write dates, periods and rates in the player's language: a salary day
 * as its date, a dividend period as a range of dates, an hourly period with its hours.
 */
import type { ContractKind } from '@app/contracts';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/index.ts';
import { formatDate, formatLocale } from '../../lib/format.ts';

export function useContractFormat(kind: ContractKind) {
  const language = useLanguage();
  return useMemo(() => {
    const locale = formatLocale(language);
    const periodFormat = new Intl.DateTimeFormat(
      locale,
      kind === 'hourly' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    return {
      date: (epochMs: number) => formatDate(epochMs, language),
      /** A period from its start to its end (exclusive): "Nov 12 – 27, 2026". */
      period: (start: number, end: number) =>
        periodFormat.formatRange(start, Math.max(start, end - 1)),
      /** A rate as the page gets it, percent with two decimals ("10.00"). */
      rate: (percentText: string) => percent.format(Number(percentText) / 100),
    };
  }, [kind, language]);
}
