/**
 * The one caching helper for shared upstream reads (architecture.md "Cache").
 *
 *   cache.cached({ key, ttlMs, staleTtlMs, schema, load })
 *
 * - fresh for `ttlMs`: served from the store;
 * - then stale for up to `staleTtlMs` more: served at once while one background refresh runs
 *   (stale-while-revalidate), and kept when the refresh fails (stale-if-error);
 * - concurrent misses of one key in this process share a single `load()` (single flight);
 * - every value read back is parsed with `schema`, so a corrupt or outdated entry is a miss,
 *   never a crash;
 * - a store that fails (Redis down) degrades to "no cache": callers still get `load()`'s answer;
 * - with `localTtlMs`, a fresh value is also kept in this process, parsed and deep-frozen, for up
 *   to `localTtlMs` and never past its freshness: the hottest shared answers (system.status) skip
 *   the store round trip, the JSON parse and the schema check on most calls (decision 034).
 *
 * Keys follow `merchant:domain:entity:variant:language` and are declared beside the service
 * that uses them, with their TTLs.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { deepFreeze } from '../lib/frozen.ts';
import type { Store } from '../store/store.ts';

export interface CachedOptions<S extends z.ZodType> {
  key: string;
  ttlMs: number;
  staleTtlMs: number;
  schema: S;
  load: () => Promise<z.infer<S>>;
  /**
   * Keep a fresh value in this process too, for at most this long (and never past `ttlMs`): for
   * an answer every player shares and asks for on every page. Another replica's refresh reaches
   * this one up to `localTtlMs` later, within the freshness the key already promises. The value
   * is deep-frozen, since every caller in the window gets the same object.
   */
  localTtlMs?: number;
}

/** Most keys kept in this process: `localTtlMs` is for a handful of keys (one per language). */
const LOCAL_MAX_KEYS = 500;

const EntrySchema = z.object({
  value: z.unknown(),
  freshUntil: z.number(),
  staleUntil: z.number(),
});

export class Cache {
  readonly #store: Store;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => number;
  readonly #inflight = new Map<string, Promise<unknown>>();
  /** Fresh values kept in this process (`localTtlMs`), with when each stops being served. */
  readonly #local = new Map<string, { value: unknown; until: number }>();
  #storeDown = false;

  constructor(store: Store, log: FastifyBaseLogger, now: () => number = Date.now) {
    this.#store = store;
    this.#log = log;
    this.#now = now;
  }

  async cached<S extends z.ZodType>(options: CachedOptions<S>): Promise<z.infer<S>> {
    if (options.localTtlMs) {
      const local = this.kept(options.key);
      if (local !== undefined) return local as z.infer<S>;
    }
    const entry = await this.#read(options);
    const now = this.#now();
    if (entry && now < entry.freshUntil)
      return this.#keepLocal(options, entry.value, entry.freshUntil);
    if (entry && now < entry.staleUntil) {
      this.#refresh(options).catch((error: unknown) => {
        this.#log.warn(
          { key: options.key, err: describe(error) },
          'cache refresh failed; serving stale',
        );
      });
      return entry.value;
    }
    return this.#refresh(options);
  }

  /**
   * The copy of `key` kept in this process (`localTtlMs`) while it is still served, frozen and
   * already checked by the key's schema; undefined when `cached` would need the store.
   */
  kept(key: string): unknown {
    const local = this.#local.get(key);
    return local && this.#now() < local.until ? local.value : undefined;
  }

  /** Drops a key (e.g. after a write that changes it). */
  async invalidate(key: string): Promise<void> {
    this.#local.delete(key);
    try {
      await this.#store.del(cacheKey(key));
    } catch (error) {
      this.#noteStoreFailure(error);
    }
  }

  async #read<S extends z.ZodType>(
    options: CachedOptions<S>,
  ): Promise<{ value: z.infer<S>; freshUntil: number; staleUntil: number } | null> {
    let raw: string | null;
    try {
      raw = await this.#store.get(cacheKey(options.key));
      this.#noteStoreRecovery();
    } catch (error) {
      this.#noteStoreFailure(error);
      return null;
    }
    if (!raw) return null;
    try {
      const entry = EntrySchema.parse(JSON.parse(raw));
      const value = options.schema.safeParse(entry.value);
      if (!value.success) {
        this.#log.warn(
          { key: options.key },
          'cached value no longer matches its schema; reloading',
        );
        return null;
      }
      return { value: value.data, freshUntil: entry.freshUntil, staleUntil: entry.staleUntil };
    } catch {
      return null;
    }
  }

  /** One load per key at a time in this process; the result is written back to the store. */
  #refresh<S extends z.ZodType>(options: CachedOptions<S>): Promise<z.infer<S>> {
    const running = this.#inflight.get(options.key);
    if (running) return running as Promise<z.infer<S>>;
    const promise = (async () => {
      try {
        const value = await options.load();
        const freshUntil = await this.#write(options, value);
        return this.#keepLocal(options, value, freshUntil);
      } finally {
        this.#inflight.delete(options.key);
      }
    })();
    this.#inflight.set(options.key, promise);
    return promise;
  }

  /** Writes the entry to the store; answers when it stops being fresh. */
  async #write<S extends z.ZodType>(options: CachedOptions<S>, value: z.infer<S>): Promise<number> {
    const now = this.#now();
    const entry = {
      value,
      freshUntil: now + options.ttlMs,
      staleUntil: now + options.ttlMs + options.staleTtlMs,
    };
    try {
      await this.#store.set(
        cacheKey(options.key),
        JSON.stringify(entry),
        options.ttlMs + options.staleTtlMs,
      );
      this.#noteStoreRecovery();
    } catch (error) {
      this.#noteStoreFailure(error);
    }
    return entry.freshUntil;
  }

  /** With `localTtlMs`: keeps the fresh value in this process, frozen, and answers that copy. */
  #keepLocal<S extends z.ZodType>(
    options: CachedOptions<S>,
    value: z.infer<S>,
    freshUntil: number,
  ): z.infer<S> {
    // Without its store the cache serves nothing kept, this copy included (see #noteStoreFailure).
    if (!options.localTtlMs || this.#storeDown) return value;
    const until = Math.min(this.#now() + options.localTtlMs, freshUntil);
    this.#local.delete(options.key);
    if (this.#local.size >= LOCAL_MAX_KEYS) {
      const oldest = this.#local.keys().next();
      if (!oldest.done) this.#local.delete(oldest.value);
    }
    const frozen = deepFreeze(value);
    this.#local.set(options.key, { value: frozen, until });
    return frozen;
  }

  /**
   * The local copies go with the store: while it fails the cache degrades to "no cache" as before
   * (one load per key at a time), and once it is back the first call fills the store again
   * instead of living on a copy made before the outage.
   */
  #noteStoreFailure(error: unknown): void {
    this.#local.clear();
    if (!this.#storeDown)
      this.#log.warn({ err: describe(error) }, 'store unavailable: serving without cache');
    this.#storeDown = true;
  }

  #noteStoreRecovery(): void {
    if (this.#storeDown) this.#log.info('store available again: cache restored');
    this.#storeDown = false;
  }
}

function cacheKey(key: string): string {
  return `cache:${key}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
