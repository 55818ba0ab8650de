/**
 * The spec's per-session throttles (section 9), kept in the store so every replica shares them.
 *
 * - `shared()`: at most one load per window per key; callers inside the window get the last
 *   answer (unread counts: 250 ms per session).
 * - `spaced()`: calls for one key are sent at most once per window, in order, with duplicates
 *   that are still waiting coalesced into one call, and none dropped (mark-read: 150 ms per
 *   session).
 *
 * A failing store degrades to per-process behaviour, never to an error.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Store } from '../store/store.ts';

const POLL_MS = 20;

export interface SharedOptions<S extends z.ZodType> {
  key: string;
  windowMs: number;
  schema: S;
  load: () => Promise<z.infer<S>>;
}

interface Pending {
  item: string;
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

export class Throttles {
  readonly #store: Store;
  readonly #log: FastifyBaseLogger;
  readonly #inflight = new Map<string, Promise<unknown>>();
  readonly #queues = new Map<string, Pending[]>();
  readonly #lastSent = new Map<string, number>();

  constructor(store: Store, log: FastifyBaseLogger) {
    this.#store = store;
    this.#log = log;
  }

  /* -----------------------------------------------------------------------------------------------
   * shared: one load per window, the answer shared
   * --------------------------------------------------------------------------------------------- */

  async shared<S extends z.ZodType>(options: SharedOptions<S>): Promise<z.infer<S>> {
    const cached = await this.#readAnswer(options);
    if (cached !== undefined) return cached;
    const running = this.#inflight.get(options.key);
    if (running) return running as Promise<z.infer<S>>;
    const promise = this.#loadOnce(options).finally(() => this.#inflight.delete(options.key));
    this.#inflight.set(options.key, promise);
    return promise;
  }

  async #loadOnce<S extends z.ZodType>(options: SharedOptions<S>): Promise<z.infer<S>> {
    const slot = await this.#trySlot(`throttle:lock:${options.key}`, options.windowMs);
    if (!slot) {
      // Another replica is loading this window's answer: wait for it, briefly.
      const deadline = Date.now() + options.windowMs;
      while (Date.now() < deadline) {
        await sleep(POLL_MS);
        const answer = await this.#readAnswer(options);
        if (answer !== undefined) return answer;
      }
    }
    const value = await options.load();
    try {
      await this.#store.set(
        `throttle:answer:${options.key}`,
        JSON.stringify(value),
        options.windowMs,
      );
    } catch (error) {
      this.#warn(error);
    }
    return value;
  }

  async #readAnswer<S extends z.ZodType>(
    options: SharedOptions<S>,
  ): Promise<z.infer<S> | undefined> {
    try {
      const raw = await this.#store.get(`throttle:answer:${options.key}`);
      if (raw === null) return undefined;
      const parsed = options.schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch (error) {
      this.#warn(error);
      return undefined;
    }
  }

  /* -----------------------------------------------------------------------------------------------
   * spaced: one send per window, in order, duplicates coalesced, nothing dropped
   * --------------------------------------------------------------------------------------------- */

  /** Resolves once `send(item)` has run for this item (or rejects with its error). */
  spaced(
    key: string,
    windowMs: number,
    item: string,
    send: (item: string) => Promise<void>,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      let queue = this.#queues.get(key);
      const draining = queue !== undefined;
      if (!queue) {
        queue = [];
        this.#queues.set(key, queue);
      }
      const waiting = queue.find((p) => p.item === item);
      if (waiting) waiting.waiters.push({ resolve, reject });
      else queue.push({ item, waiters: [{ resolve, reject }] });
      if (!draining) void this.#drain(key, windowMs, send);
    });
  }

  async #drain(
    key: string,
    windowMs: number,
    send: (item: string) => Promise<void>,
  ): Promise<void> {
    const queue = this.#queues.get(key);
    while (queue && queue.length > 0) {
      await this.#waitForSlot(key, windowMs);
      const next = queue.shift() as Pending;
      try {
        await send(next.item);
        for (const waiter of next.waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of next.waiters) waiter.reject(error);
      }
    }
    this.#queues.delete(key);
  }

  async #waitForSlot(key: string, windowMs: number): Promise<void> {
    const slotKey = `throttle:slot:${key}`;
    for (;;) {
      const acquired = await this.#trySlot(slotKey, windowMs);
      if (acquired === true) return;
      if (acquired === null) {
        // Store down: space the calls of this process on its own clock.
        const wait = (this.#lastSent.get(key) ?? 0) + windowMs - Date.now();
        if (wait > 0) await sleep(wait);
        this.#lastSent.set(key, Date.now());
        return;
      }
      let wait = windowMs;
      try {
        wait = (await this.#store.ttl(slotKey)) || POLL_MS;
      } catch (error) {
        this.#warn(error);
      }
      await sleep(Math.min(wait, windowMs));
    }
  }

  /** true: the slot is ours; false: someone holds it; null: the store failed. */
  async #trySlot(slotKey: string, windowMs: number): Promise<boolean | null> {
    try {
      return await this.#store.setIfAbsent(slotKey, '1', windowMs);
    } catch (error) {
      this.#warn(error);
      return null;
    }
  }

  #warn(error: unknown): void {
    this.#log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'throttle store unavailable',
    );
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
