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
