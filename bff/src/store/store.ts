/**
 * The key-value store behind sessions, the cache, throttles and rate limits: Redis when
 * `REDIS_URL` is set (shared by every replica), memory otherwise (one instance only).
 * Both implementations honour the same contract and run the same test suite.
 */
/**
 * What a player is told to wait (`Retry-After`) when a write needs the store and it does not
 * answer: ioredis reconnects within about 2 s.
 */
export const STORE_RETRY_AFTER_SECONDS = 2;

export interface Store {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Sets `key` to `value` expiring after `ttlMs` milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /**
   * Adds 1 to a counter that expires `windowMs` after its first increment (a fixed window).
   * Returns the new count and the milliseconds left in the window. Atomic across replicas.
   */
  incr(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Sets `key` only when it is absent (a short lock or a throttle slot). True when set. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /**
   * Sets `key` to `value` for `ttlMs` unless it already lasts at least that long: a value that
   * may only be lengthened (a player's time-out). True when set. Atomic across replicas.
   */
  setIfLonger(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Milliseconds until `key` expires; 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  /** True when the store answers; used by /readyz. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
