import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLocale,
  formatMatchTime,
  formatMoney,
} from './format.ts';

describe('formatLocale', () => {
  it('formats in the language whose texts show: en-PH, Filipino, Portuguese, else English', () => {
    expect(formatLocale('EN')).toBe('en-PH');
    expect(formatLocale('TY')).toBe('fil');
    expect(formatLocale('PT')).toBe('pt');
    // No Vietnamese texts yet: the page is English, and so are its numbers.
    expect(formatLocale('VI')).toBe('en-PH');
  });
});

describe('formatMoney', () => {
  it('puts the symbol first with 2 decimals and the grouping of the language', () => {
    expect(formatMoney(1234.5, '₱')).toBe('₱1,234.50');
    expect(formatMoney(1234.5, '₱', 'EN')).toBe('₱1,234.50');
    expect(formatMoney(1234.5, '₱', 'TY')).toBe('₱1,234.50');
    expect(formatMoney(1234.5, '₱', 'PT')).toBe('₱1.234,50');
    expect(formatMoney(1234567.891, 'R$', 'PT')).toBe('R$1.234.567,89');
    expect(formatMoney(0, '₱', 'TY')).toBe('₱0.00');
    expect(formatMoney(7, '$')).toBe('$7.00');
  });

  it('puts the minus before the symbol, and drops it when the amount rounds to zero', () => {
    expect(formatMoney(-0.75, '₱')).toBe('-₱0.75');
    expect(formatMoney('-1234.5', '₱', 'PT')).toBe('-₱1.234,50');
    expect(formatMoney('-1234.5', '₱', 'TY')).toBe('-₱1,234.50');
    expect(formatMoney('-0.004', '₱')).toBe('₱0.00');
    expect(formatMoney('-0.005', '₱')).toBe('-₱0.01');
  });

  it('formats decimal strings exactly, rounding half up with no binary float in between', () => {
    // As a binary float 1.005 is 1.00499999...: toFixed(2) says "1.00".
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatMoney('1.005', '₱')).toBe('₱1.01');
    expect(formatMoney('2.675', '₱')).toBe('₱2.68');
    // Beyond 2^53 a number cannot hold these digits; the string keeps every one.
    expect(formatMoney('12345678901234567.89', '₱')).toBe('₱12,345,678,901,234,567.89');
    expect(formatMoney('12345678901234567.89', '₱', 'PT')).toBe('₱12.345.678.901.234.567,89');
    expect(formatMoney(' 10 ', '₱')).toBe('₱10.00');
    expect(formatMoney('+3.1', '₱')).toBe('₱3.10');
  });

  it('takes numbers by their shortest decimal text', () => {
    expect(formatMoney(1.005, '₱')).toBe('₱1.01');
    expect(formatMoney(-2.675, '₱', 'PT')).toBe('-₱2,68');
    // Exponent forms are not money the gateway sends.
    expect(formatMoney(1e21, '₱')).toBe('-');
  });

  it('falls back to ₱ without a symbol, and shows "-" for what is not a decimal', () => {
    expect(formatMoney(5, null)).toBe('₱5.00');
    expect(formatMoney(5, '')).toBe('₱5.00');
    expect(formatMoney('abc', '₱')).toBe('-');
    expect(formatMoney('1e3', '₱')).toBe('-');
    expect(formatMoney(Number.NaN, '₱')).toBe('-');
  });
});

describe('dates', () => {
  const when = new Date(2026, 0, 5, 14, 7);

  it('keeps the spec format DD/MM/YYYY hh:mm for match times in every language', () => {
    expect(formatMatchTime(when.getTime())).toBe('05/01/2026 02:07');
    expect(formatMatchTime(new Date(2026, 11, 31, 0, 5).getTime())).toBe('31/12/2026 12:05');
  });

  it('formats other dates in the language of the page', () => {
    expect(formatDate(when, 'EN')).toBe('Jan 5, 2026');
    expect(formatDate(when, 'PT')).toBe('5 de jan. de 2026');
    expect(formatDate(when, 'TY')).toBe('Ene 5, 2026');
    expect(formatDateTime(when, 'EN')).toMatch(/^Jan 5, 2026, 2:07\sPM$/);
    expect(formatDateTime(when.getTime(), 'PT')).toBe('5 de jan. de 2026, 14:07');
    expect(formatDateTime(when, 'TY')).toMatch(/^Ene 5, 2026, 2:07\sPM$/);
  });
});
