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
 * - a store that fails (Redis down) degrades to "no cache": callers still get `load()`'s answer.
 *
 * Keys follow `merchant:domain:entity:variant:language` and are declared beside the service
 * that uses them, with their TTLs.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Store } from '../store/store.ts';

export interface CachedOptions<S extends z.ZodType> {
  key: string;
  ttlMs: number;
  staleTtlMs: number;
  schema: S;
  load: () => Promise<z.infer<S>>;
}

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
  #storeDown = false;

  constructor(store: Store, log: FastifyBaseLogger, now: () => number = Date.now) {
    this.#store = store;
    this.#log = log;
    this.#now = now;
  }

  async cached<S extends z.ZodType>(options: CachedOptions<S>): Promise<z.infer<S>> {
    const entry = await this.#read(options);
    const now = this.#now();
    if (entry && now < entry.freshUntil) return entry.value;
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

  /** Drops a key (e.g. after a write that changes it). */
  async invalidate(key: string): Promise<void> {
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
        await this.#write(options, value);
        return value;
      } finally {
        this.#inflight.delete(options.key);
      }
    })();
    this.#inflight.set(options.key, promise);
    return promise;
  }

  async #write<S extends z.ZodType>(options: CachedOptions<S>, value: z.infer<S>): Promise<void> {
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
  }

  #noteStoreFailure(error: unknown): void {
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
