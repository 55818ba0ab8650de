import type { Store } from './store.ts';

interface Entry {
  value: string;
  expiresAt: number;
}

/** An in-process store with expiry; a timer sweeps expired keys so memory stays bounded. */
export class MemoryStore implements Store {
  readonly kind = 'memory' as const;
  readonly #entries = new Map<string, Entry>();
  readonly #sweeper: NodeJS.Timeout;

  constructor(sweepIntervalMs = 30_000) {
    this.#sweeper = setInterval(() => this.#sweep(), sweepIntervalMs);
    this.#sweeper.unref();
  }

  get(key: string): Promise<string | null> {
    const entry = this.#entries.get(key);
    if (!entry) return Promise.resolve(null);
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return Promise.resolve(null);
    }
    return Promise.resolve(entry.value);
  }

  set(key: string, value: string, ttlMs: number): Promise<void> {
    this.#entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    return Promise.resolve();
  }

  incr(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const now = Date.now();
    const entry = this.#entries.get(key);
    if (!entry || entry.expiresAt <= now) {
      this.#entries.set(key, { value: '1', expiresAt: now + windowMs });
      return Promise.resolve({ count: 1, ttlMs: windowMs });
    }
    const count = Number(entry.value) + 1;
    entry.value = String(count);
    return Promise.resolve({ count, ttlMs: entry.expiresAt - now });
  }

  setIfLonger(key: string, value: string, ttlMs: number): Promise<boolean> {
    const entry = this.#entries.get(key);
    const expiresAt = Date.now() + ttlMs;
    if (entry && entry.expiresAt >= expiresAt) return Promise.resolve(false);
    this.#entries.set(key, { value, expiresAt });
    return Promise.resolve(true);
  }

  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return Promise.resolve(false);
    this.#entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    return Promise.resolve(true);
  }

  ttl(key: string): Promise<number> {
    const entry = this.#entries.get(key);
    return Promise.resolve(entry ? Math.max(0, entry.expiresAt - Date.now()) : 0);
  }

  del(key: string): Promise<void> {
    this.#entries.delete(key);
    return Promise.resolve();
  }

  ping(): Promise<boolean> {
    return Promise.resolve(true);
  }

  close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#entries.clear();
    return Promise.resolve();
  }

  #sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(key);
    }
  }
}
