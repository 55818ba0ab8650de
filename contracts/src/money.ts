/**
 * Money (issue 13, item 7): an amount travels as a decimal string with at most two decimals
 * ("1250.50") between the page and the BFF, and as whole minor units (centavos, a safe integer)
 * inside the BFF and the sandbox; never as a binary float that drifts (0.1 + 0.2). The gateway's
 * JSON numbers are turned into minor units once, at the edge (`minorFromGatewayNumber`).
 * Zod-free: the web's first load formats balances with it.
 */

/** The largest amount a form takes: 9,999,999.99. */
export const MAX_AMOUNT_MINOR = 999_999_999;

/** "0", "12", "12.5", "12.50"; no sign, no exponent, no grouping, no leading zeros. */
const DECIMAL = /^(0|[1-9]\d{0,6})(?:\.(\d{1,2}))?$/;

/** The amount in minor units, or null when the text is not an amount the site takes. */
export function parseAmount(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** Minor units as the decimal string the gateway and the forms read: 125050 → "1250.50". */
export function formatAmount(minor: number): string {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`not a whole number of minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A gateway's JSON number (1250.5, 0.29) in minor units. The nearest double to a two-decimal
 * amount below 10^13 is within 10^-3 of a cent of it, so rounding the product is exact; a value
 * with more decimals goes to the cent nearest its double.
 */
export function minorFromGatewayNumber(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${value}`);
  const minor = Math.sign(value) * Math.round(Math.abs(value) * 100);
  return minor === 0 ? 0 : minor;
}

/** A balance as the BFF answers it ("-12.50", "1250.00") in minor units; null when it is not one. */
export function minorFromBalance(text: string): number | null {
  const match = /^(-?)(\d{1,13})\.(\d{2})$/.exec(text);
  if (!match) return null;
  const minor = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' && minor !== 0 ? -minor : minor;
}
