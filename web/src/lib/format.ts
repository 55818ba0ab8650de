/**
 * Display formats: money and dates in the player's language (Intl, no library: the home's first
 * load carries every byte it imports), and the spec's fixed match time.
 *
 * The locale is the language whose texts the player reads: EN is `en-PH` (the merchant's market
 * is the Philippines; its numbers read like en-US, "1,234.50", and its dates are the Philippine
 * English ones), TY is Filipino (`fil`), PT Portuguese (`pt`, CLDR's Brazilian: "1.234,50").
 * A language without translated texts shows English, so it formats as English too: Vietnamese
 * separators or Arabic digits inside an English page would misread.
 */
import type { LanguageCode } from '@app/contracts/values';
import { htmlLang, useLanguage } from '../i18n/index.ts';

/** BCP 47 locale the app formats numbers and dates in: TY and PT ship texts (i18n/index.ts). */
export function formatLocale(language: LanguageCode): string {
  return language === 'TY' || language === 'PT' ? htmlLang(language) : 'en-PH';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Match time as the spec writes it: `DD/MM/YYYY hh:mm` (hh on the 12-hour clock, local time). */
export function formatMatchTime(epochMs: number): string {
  const d = new Date(epochMs);
  const hours12 = d.getHours() % 12 || 12;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(hours12)}:${pad(d.getMinutes())}`;
}

/** A decimal amount as money travels: a decimal string ("-1234.5") or a number. */
export type Amount = number | string;

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * Money as the spec shows it: the currency symbol first, always 2 decimals (half up), grouping
 * and decimal mark of the player's language, a minus before the symbol: "₱1,234.50", "-₱0.75",
 * "₱1.234,50" (PT). Intl reads a decimal string exactly (ES2023), so no binary float comes in
 * between; a number goes in by its shortest decimal text (1.005 is "1.005", so ₱1.01). A value
 * that is not a plain decimal shows as "-".
 */
/** One formatter per locale: making one costs far more than using it (the home has dozens). */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string): Intl.NumberFormat {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      roundingMode: 'halfExpand',
      // No sign for an amount that rounds to zero ("-0.004" is ₱0.00).
      signDisplay: 'negative',
    });
    moneyFormats.set(locale, format);
  }
  return format;
}

export function formatMoney(
  amount: Amount,
  symbol: string | null | undefined,
  language: LanguageCode = 'EN',
): string {
  const text = String(amount).trim();
  if (!DECIMAL.test(text)) return '-';
  const parts = moneyFormat(formatLocale(language)).formatToParts(
    text as Intl.StringNumericLiteral,
  );
  let minus = '';
  let digits = '';
  for (const part of parts) {
    if (part.type === 'minusSign') minus = '-';
    else digits += part.value;
  }
  return `${minus}${symbol || '₱'}${digits}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
    dateFormats.set(key, format);
  }
  return format;
}

/** A date in the player's language, local time: "Jan 5, 2026" (EN), "5 de jan. de 2026" (PT). */
export function formatDate(value: number | Date, language: LanguageCode = 'EN'): string {
  return dateFormat(formatLocale(language), false).format(value);
}

/** A date and time in the player's language: "Jan 5, 2026, 2:07 PM", "5 de jan. de 2026, 14:07". */
export function formatDateTime(value: number | Date, language: LanguageCode = 'EN'): string {
  return dateFormat(formatLocale(language), true).format(value);
}

/** formatMoney bound to the current language, for components. */
export function useMoneyFormat(): (amount: Amount, symbol: string | null | undefined) => string {
  const language = useLanguage();
  return (amount, symbol) => formatMoney(amount, symbol, language);
}
