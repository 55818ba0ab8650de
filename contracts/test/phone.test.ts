import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalPhone,
  normaliseDialingCode,
  normaliseNationalNumber,
  phoneKey,
} from '../src/phone.ts';
import { DialingCodeSchema } from '../src/session.ts';

/** The sandbox's country list, as /wps/system/country gives it (some builds drop the plus). */
const KNOWN = ['+63', '+60', '65', '+880', '+1'];

describe('normaliseDialingCode', () => {
  it.each(['+63', '63', '+063', '+0063', '063', '0063', ' +63 '])('reads %j as +63', (code) => {
    expect(normaliseDialingCode(code)).toBe('+63');
  });

  it.each(['', '+', '0', '+000', '00', '++63', '6a', '+12345'])('refuses %j', (code) => {
    expect(normaliseDialingCode(code)).toBeNull();
  });
});

describe('normaliseNationalNumber', () => {
  it('drops spaces, dashes and leading zeros', () => {
    expect(normaliseNationalNumber('0917 123-4567')).toBe('9171234567');
    expect(normaliseNationalNumber('009171234567')).toBe('9171234567');
  });
});

describe('canonicalPhone', () => {
  it('gives every spelling of one number one form', () => {
    const spellings = [
      { mobile: '09171234567', dialingCode: '+63' },
      { mobile: '9171234567', dialingCode: '63' },
      { mobile: '0917 123 4567', dialingCode: '+063' },
      { mobile: '9171234567', dialingCode: '+0063' },
      { mobile: '9171234567', dialingCode: '063' },
    ];
    for (const phone of spellings) {
      expect(canonicalPhone(phone, KNOWN)).toEqual({ mobile: '9171234567', dialingCode: '+63' });
    }
  });

  it('reads the country list in either spelling (with or without the plus)', () => {
    expect(canonicalPhone({ mobile: '81234567', dialingCode: '+65' }, KNOWN)?.dialingCode).toBe(
      '+65',
    );
  });

  it.each(['+630', '+6', '+44', '0', ''])('refuses the code %j the country list lacks', (code) => {
    expect(canonicalPhone({ mobile: '9171234567', dialingCode: code }, KNOWN)).toBeNull();
  });

  it('refuses a number that is not digits', () => {
    expect(canonicalPhone({ mobile: '917abc', dialingCode: '+63' }, KNOWN)).toBeNull();
  });

  it('keys one phone alike under every listed code (the gateway ignores the code)', () => {
    const asPh = canonicalPhone({ mobile: '09171234567', dialingCode: '+63' }, KNOWN);
    const asUs = canonicalPhone({ mobile: '9171234567', dialingCode: '+1' }, KNOWN);
    expect(asPh && asUs && phoneKey(asPh) === phoneKey(asUs)).toBe(true);
  });

  it('is idempotent: a canonical number canonicalises to itself', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^0{0,3}[1-9][0-9]{3,12}$/),
        fc.constantFrom(...KNOWN),
        fc.nat({ max: 2 }),
        (mobile, code, zeros) => {
          const typed = { mobile, dialingCode: `+${'0'.repeat(zeros)}${code.replace('+', '')}` };
          const once = canonicalPhone(typed, KNOWN);
          expect(once).not.toBeNull();
          expect(canonicalPhone(once as NonNullable<typeof once>, KNOWN)).toEqual(once);
        },
      ),
    );
  });
});

describe('DialingCodeSchema with the issue 25 spellings', () => {
  it.each(['+063', '+0063', '063', '63', '+63'])('reads %j as +63', (code) => {
    expect(DialingCodeSchema.parse(code)).toBe('+63');
  });

  it.each(['+0', '0000'])('refuses %j, which has no digit of a code', (code) => {
    expect(DialingCodeSchema.safeParse(code).error?.issues[0]?.message).toBe(
      'validation.dialingCode',
    );
  });
});
