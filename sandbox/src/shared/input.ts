/**
 * Input pieces several domains parse alike: query fields clients send empty for "none", page
 * numbers, ids as numbers or numeric strings, amounts of money, request keys, and the slicing of
 * a page.
 */
import { minorFromGatewayNumber, parseAmount } from '@app/contracts';
import { z } from 'zod';

/** Clients send empty strings for "no filter" (e.g. `gameClassify=` for all): treat as absent. */
export const blank = (v: unknown) => (v === '' ? undefined : v);

export const text = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());

export const pageNumber = (def: number, max: number) =>
  z.preprocess(blank, z.coerce.number().int().min(1).max(max).default(def));

/** An id as a number or a numeric string (clients compare ids as strings). */
export const IdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

/** A money or reward action's idempotency key: the same key again gets the first answer. */
export const RequestKeySchema = z.string().regex(/^[\w-]{8,64}$/);

/** One page of `items` (pages count from 1). */
export function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number) {
  return {
    page: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalCount: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/** The query and the body merged, the body winning (§17.5: parameters in either place). */
export function paramsOf(query: unknown, payload: unknown): Record<string, unknown> {
  const q = query && typeof query === 'object' ? (query as Record<string, unknown>) : {};
  const b = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  return { ...q, ...b };
}

/**
 * An amount of money as a decimal string or a JSON number with at most two decimals, in minor
 * units; zero, negative or finer amounts are refused (the wallet's and the agents' transfers).
 */
export const AmountSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const minor =
    typeof value === 'string'
      ? parseAmount(value)
      : Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
        ? minorFromGatewayNumber(value)
        : null;
  if (minor === null || minor <= 0) {
    ctx.addIssue({ code: 'custom', message: 'amount' });
    return z.NEVER;
  }
  return minor;
});

/**
 * A non-negative decimal (a rate in percent, a contract's turnover or pay) as a decimal string or
 * a JSON number with at most two decimals, in hundredths.
 */
export const DecimalSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const hundredths =
    typeof value === 'string'
      ? parseAmount(value)
      : Number.isFinite(value) && value >= 0
        ? minorFromGatewayNumber(value)
        : null;
  if (hundredths === null) {
    ctx.addIssue({ code: 'custom', message: 'decimal' });
    return z.NEVER;
  }
  return hundredths;
});
