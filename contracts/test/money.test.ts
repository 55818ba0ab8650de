import { describe, expect, it } from 'vitest';
import {
  MAX_AMOUNT_MINOR,
  formatAmount,
  minorFromGatewayNumber,
  parseAmount,
} from '../src/money.ts';

/** A seeded generator (mulberry32): the fuzz is the same on every run, and can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGES = [1, 2, 9, 10, 29, 30, 99, 100, 101, 999, 1005, 12_345, 125_050, 99_999_999];

describe('money', () => {
  it('reads the amounts a form takes, in minor units', () => {
    expect(parseAmount('0.01')).toBe(1);
    expect(parseAmount('0.1')).toBe(10);
    expect(parseAmount('0.30')).toBe(30);
    expect(parseAmount('1250.5')).toBe(125_050);
    expect(parseAmount(' 12 ')).toBe(1200);
    expect(parseAmount('9999999.99')).toBe(MAX_AMOUNT_MINOR);
  });

  it('refuses what is not one: signs, exponents, grouping, three decimals, too large', () => {
    for (const text of [
      '',
      '-1',
      '+1',
      '1e3',
      '1,000',
      '1.005',
      '01',
      '.5',
      '5.',
      '10000000',
      'NaN',
    ]) {
      expect(parseAmount(text), text).toBeNull();
    }
  });

  it('writes minor units with two decimals', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(125_050)).toBe('1250.50');
    expect(formatAmount(-30)).toBe('-0.30');
    expect(() => formatAmount(0.5)).toThrow(RangeError);
  });

  it('takes the gateway numbers that drift in binary exactly: 0.1 + 0.2 is 30 minor units', () => {
    expect(minorFromGatewayNumber(0.1 + 0.2)).toBe(30);
    expect(minorFromGatewayNumber(0.29)).toBe(29);
    expect(minorFromGatewayNumber(1250.5)).toBe(125_050);
    expect(minorFromGatewayNumber(-0.07)).toBe(-7);
    expect(minorFromGatewayNumber(-0)).toBe(0);
  });

  it('round-trips amounts from 0.01 to 9,999,999.99 (the edges and 100,000 drawn) through text and a JSON number', () => {
    const next = random(20261125);
    const amounts = [
      ...EDGES,
      MAX_AMOUNT_MINOR,
      ...Array.from({ length: 100_000 }, () => 1 + Math.floor(next() * MAX_AMOUNT_MINOR)),
    ];
    // Plain checks in the loop: an expect() each would cost more than the arithmetic.
    for (const minor of amounts) {
      const text = formatAmount(minor);
      if (parseAmount(text) !== minor) throw new Error(`${text} read as ${parseAmount(text)}`);
      // As a gateway sends it: a JSON number, parsed by JSON.parse.
      const wire = JSON.parse(JSON.stringify({ amount: Number(text) })) as { amount: number };
      if (minorFromGatewayNumber(wire.amount) !== minor) {
        throw new Error(`${text} came back as ${minorFromGatewayNumber(wire.amount)}`);
      }
    }
    expect(amounts.length).toBeGreaterThan(100_000);
  });
});
