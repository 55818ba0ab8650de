/**
 * What a slice hands out: its records as deeply read-only types, so code outside the slice that
 * assigns to one (`account.nickname = ...`, `wallet.bankCards.push(...)`) fails the typecheck.
 * Changes go through the slice's methods, which write through the persistence layer.
 */
export type ReadonlyDeep<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends Uint8Array
    ? T
    : T extends readonly (infer U)[]
      ? readonly ReadonlyDeep<U>[]
      : T extends object
        ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
        : T;
