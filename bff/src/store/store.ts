/**
 * The key-value store behind sessions, the cache, throttles and rate limits: Redis when
 * `REDIS_URL` is set (shared by every replica), memory otherwise (one instance only).
 * Both implementations honour the same contract and run the same test suite.
 */
export interface Store {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Sets `key` to `value` expiring after `ttlMs` milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** True when the store answers; used by /readyz. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
