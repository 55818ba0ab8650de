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

/** The languages that ship their own texts (i18n/index.ts), keyed to their BCP 47 locale. */
const TRANSLATED: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['TY', 'PT']);

/** BCP 47 locale the app formats numbers and dates in for a player's language. */
export function formatLocale(language: LanguageCode): string {
  return TRANSLATED.has(language) ? htmlLang(language) : 'en-PH';
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

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/** Exact decimal text of an amount (numbers by their shortest round-trip text, never rounded). */
function decimalText(amount: Amount): { negative: boolean; digits: string } | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    // Plain digits even where String() would use an exponent (1e21, 1e-7).
    text = amount.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  } else {
    text = amount.trim();
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  return { negative: sign === '-', digits: fraction ? `${whole}.${fraction}` : whole };
}

/** True when `digits` rounds (half up) to 0.00. */
function roundsToZero(digits: string): boolean {
  const [whole = '', fraction = ''] = digits.split('.');
  if (/[1-9]/.test(whole)) return false;
  const cents = fraction.slice(0, 2).padEnd(2, '0');
  return cents === '00' && (fraction[2] ?? '0') < '5';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string): Intl.NumberFormat {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      roundingMode: 'halfExpand',
    });
    moneyFormats.set(locale, format);
  }
  return format;
}

/**
 * Money as the spec shows it: the currency symbol first, always 2 decimals, grouping and decimal
 * mark of the player's language, a minus before the symbol: "₱1,234.50", "-₱0.75",
 * "₱1.234,50" (PT). A decimal string is formatted exactly (Intl reads it as a decimal, no binary
 * float in between); a value that is not a decimal shows as "-".
 */
export function formatMoney(
  amount: Amount,
  symbol: string | null | undefined,
  language: LanguageCode = 'EN',
): string {
  const decimal = decimalText(amount);
  if (!decimal) return '-';
  // Intl.NumberFormat.format takes a decimal string exactly (ES2023 Intl.NumberFormat v3).
  const text = moneyFormat(formatLocale(language)).format(
    decimal.digits as Intl.StringNumericLiteral,
  );
  const minus = decimal.negative && !roundsToZero(decimal.digits) ? '-' : '';
  return `${minus}${symbol || '₱'}${text}`;
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

/** The formats bound to the current language, for components. */
export function useFormat() {
  const language = useLanguage();
  return {
    money: (amount: Amount, symbol: string | null | undefined) =>
      formatMoney(amount, symbol, language),
    date: (value: number | Date) => formatDate(value, language),
    dateTime: (value: number | Date) => formatDateTime(value, language),
  };
}
