/**
 * One canonical form of a phone number (issue 25, decision 017). A number reaches the product
 * as two typed fields, the national number and the country's dialing code, and both can be
 * spelt many ways for one phone: `0917 123 4567`, `9171234567`; `+63`, `63`, `+063`, `0063`.
 * Every limit, guard and gateway call must see one spelling, else each spelling is a fresh
 * allowance for the same phone.
 *
 * Pure functions, no zod: the schemas (session.ts) and the BFF use them alike.
 */

/** A number the way every limit key, session subject and gateway call carries it. */
export interface CanonicalPhone {
  /** The national number: digits only, without its leading zeros (`9171234567`). */
  mobile: string;
  /** A dialing code of the country list, written `+63`. */
  dialingCode: string;
}

/**
 * The dialing code without decoration: a `+`, an international `00` or any other leading zero
 * dropped (`+063`, `0063`, `063`, `63` → `+63`). Null when no digit is left: a code is never 0.
 * Whether the code belongs to a country is the country list's to say (`canonicalPhone`).
 */
export function normaliseDialingCode(code: string): string | null {
  const digits = code.trim().replace(/^\+/, '').replace(/^0+/, '');
  return /^[1-9][0-9]{0,3}$/.test(digits) ? `+${digits}` : null;
}

/** The national number: spaces and dashes dropped, then the leading zeros (`0917-123` → `917123`). */
export function normaliseNationalNumber(mobile: string): string {
  return mobile.replace(/[\s-]/g, '').replace(/^0+/, '');
}

/**
 * The number in its canonical form, or null when its dialing code is not one of `knownCodes`
 * (the country list, `+63` or `63` spellings alike): an unknown code is refused, never a new key.
 */
export function canonicalPhone(
  phone: { mobile: string; dialingCode: string },
  knownCodes: Iterable<string>,
): CanonicalPhone | null {
  const dialingCode = normaliseDialingCode(phone.dialingCode);
  if (!dialingCode) return null;
  const known = new Set<string>();
  for (const code of knownCodes) {
    const normal = normaliseDialingCode(code);
    if (normal) known.add(normal);
  }
  if (!known.has(dialingCode)) return null;
  const mobile = normaliseNationalNumber(phone.mobile);
  return /^[0-9]+$/.test(mobile) ? { mobile, dialingCode } : null;
}

/**
 * The key a number's limits and guards count under: its national number alone. The gateway finds
 * an account by those digits and ignores the dialing code (so do many gateways), so a key with
 * the code in it would give every listed code (`+1`, `+63`, ...) its own allowance for one phone.
 */
export function phoneKey(phone: { mobile: string }): string {
  return normaliseNationalNumber(phone.mobile);
}
