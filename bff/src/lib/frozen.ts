/**
 * Deep-frozen values and output checks that trust them (decision 034). A value the in-process
 * cache hands to every caller is frozen all the way down, so no caller can change what the next
 * one reads; and a frozen value, once checked against a schema, needs no second check: the same
 * unchangeable input gives the same output every time.
 */
import type { z } from 'zod';

/** Roots frozen all the way down by `deepFreeze` (Object.isFrozen only looks at the top). */
const deeplyFrozen = new WeakSet<object>();

/** Freezes `value` and everything it holds; answers the same value. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || deeplyFrozen.has(value)) return value;
  for (const key of Reflect.ownKeys(value)) {
    deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  Object.freeze(value);
  deeplyFrozen.add(value);
  return value;
}

export function isDeeplyFrozen(value: unknown): boolean {
  return typeof value === 'object' && value !== null && deeplyFrozen.has(value);
}

/**
 * A tRPC output parser for `schema` that checks each deep-frozen answer once: a procedure that
 * returns the same frozen object again (a cached answer) gets the first check's result back;
 * anything else is checked every time, as `.output(schema)` would.
 */
export function checkedOnceWhenFrozen<S extends z.ZodType>(schema: S) {
  const checked = new WeakMap<object, z.output<S>>();
  return (value: unknown): z.output<S> => {
    if (!isDeeplyFrozen(value)) return schema.parse(value);
    const frozen = value as object;
    const known = checked.get(frozen);
    if (known !== undefined) return known;
    const parsed = deepFreeze(schema.parse(value));
    checked.set(frozen, parsed);
    return parsed;
  };
}
