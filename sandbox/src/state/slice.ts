/**
 * A slice: one domain's part of the sandbox state, as a class. Its statics declare the records
 * (a zod schema, which is also the format of its part of the snapshot) and their seed; its methods
 * are the only way to read or change them. The persistence layer (persistence.ts) holds the
 * records; a slice reads them read-only and changes them only through `write`, which schedules
 * the snapshot, so no change can forget to.
 */
import type { z } from 'zod';
import type { ReadonlyDeep } from './readonly.ts';

/** Where a slice's records live, lent to it by the persistence layer. */
export interface SliceCell<S> {
  read(): ReadonlyDeep<S>;
  /** Changes the records in place and schedules a snapshot. */
  write<R>(change: (records: S) => R): R;
}

/**
 * A slice class with what the persistence layer needs of it, as statics: its key in the snapshot
 * (`slices.<key>`, unique among the gathered slices), the records' schema (a snapshot part that
 * does not parse makes the whole file reseed), and their seed (on a first start, on
 * `/__sandbox/reset`, or for a snapshot without them).
 */
export interface SliceClass {
  readonly key: string;
  readonly schema: z.ZodType;
  seed(): unknown;
  /** Only the persistence layer constructs a slice, with the cell of the records it seeded. */
  new (cell: never): Slice<unknown>;
}

export abstract class Slice<S> {
  constructor(private readonly cell: SliceCell<S>) {}

  /** The records, read-only: hand them out as they are, never a mutable reference. */
  protected get records(): ReadonlyDeep<S> {
    return this.cell.read();
  }

  /** The only way to change the records; the snapshot follows. */
  protected write<R>(change: (records: S) => R): R {
    return this.cell.write(change);
  }

  /** Drops what the slice keeps in memory only (never in the snapshot); called on reset. */
  forget(): void {}
}

/** A per-member record's entry (keyed by the account id as a string), or `fallback`. */
export function ofMember<T>(
  record: Readonly<Record<string, T>>,
  accountId: number,
  fallback: NoInfer<T>,
): T {
  const key = String(accountId);
  return Object.hasOwn(record, key) ? (record[key] ?? fallback) : fallback;
}

/**
 * The answer given to a request key before, else `act()`'s, remembered through `remember`: a
 * repeated submission (a double tap, a retried request) gets the first answer and does nothing
 * twice. A failing `act` remembers nothing.
 */
export function answerOnce<T>(
  answered: Readonly<Record<string, unknown>>,
  key: string | undefined,
  act: () => T,
  remember: (key: string, answer: T) => void,
): T {
  if (!key) return act();
  if (Object.hasOwn(answered, key)) return answered[key] as T;
  const answer = act();
  remember(key, answer);
  return answer;
}
