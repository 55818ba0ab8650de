import { Cluster, Redis, type RedisOptions } from 'ioredis';
import {
  ConsecutiveBreaker,
  circuitBreaker,
  handleAll,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from './store.ts';

/** INCR and start the window on the first hit, in one round trip and atomically. */
const INCR_WINDOW_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/** SET unless the key already lasts as long (one key: one slot, safe on a cluster). */
const SET_IF_LONGER_SCRIPT = `
if redis.call('PTTL', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;

/** A Redis Cluster's seed node, as `REDIS_CLUSTER_NODES` lists it. */
export interface ClusterNode {
  host: string;
  port: number;
}

export interface RedisStoreOptions {
  /** One Redis (`REDIS_URL`), or a cluster reached through any of its nodes. */
  url?: string;
  clusterNodes?: readonly ClusterNode[];
  /** The cluster's password (`REDIS_CLUSTER_PASSWORD`); a single Redis takes it in its URL. */
  clusterPassword?: string;
  logger: FastifyBaseLogger;
  /** Prefix for every key, so several deployments can share one Redis. */
  keyPrefix?: string;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
  /** How long a failing Redis is skipped before one command may try it again. */
  breakerHalfOpenMs?: number;
}

/**
 * Redis through ioredis: one server, or a Redis Cluster through ioredis's cluster client. The
 * offline queue is off and commands time out quickly: when Redis is down a call fails at once
 * instead of piling up, and callers degrade (no cache, fail-open limits). ioredis reconnects by
 * itself with a capped backoff.
 *
 * On a cluster every command touches one key (the window counter's script too: `KEYS[1]`
 * only), so no two keys ever need the same slot and no key needs a hash tag. When a master
 * fails, its commands fail until its replica has taken over (the cluster's node timeout plus an
 * election); ioredis follows the new slot map on the first MOVED answer or error.
 *
 * A Redis that stalls (connection open, no answers) would still cost every command its full
 * timeout, and one request makes several (rate limits, session, cache read and write): enough to
 * miss the home's deadline. So after two failures in a row the store fails fast, and lets one
 * command try Redis again each `breakerHalfOpenMs`.
 */
export class RedisStore implements Store {
  readonly kind = 'redis' as const;
  readonly client: Redis | Cluster;
  readonly #logger: FastifyBaseLogger;
  readonly #breaker: CircuitBreakerPolicy;

  constructor(options: RedisStoreOptions) {
    this.#logger = options.logger;
    this.#breaker = circuitBreaker(handleAll, {
      halfOpenAfter: options.breakerHalfOpenMs ?? 1_000,
      breaker: new ConsecutiveBreaker(2),
    });
    const keyPrefix = options.keyPrefix ?? 'app:';
    const retryStrategy = (attempt: number) => Math.min(50 * 2 ** attempt, 2_000);
    const connection: RedisOptions = {
      enableOfflineQueue: false,
      connectTimeout: options.connectTimeoutMs ?? 1_000,
      commandTimeout: options.commandTimeoutMs ?? 500,
      maxRetriesPerRequest: 0,
    };
    if (options.clusterNodes && options.clusterNodes.length > 0) {
      this.client = new Cluster([...options.clusterNodes], {
        keyPrefix,
        enableOfflineQueue: false,
        clusterRetryStrategy: retryStrategy,
        // A failed-over slot answers MOVED: follow it, and fetch the new map at once.
        maxRedirections: 16,
        retryDelayOnFailover: 100,
        redisOptions: {
          ...connection,
          ...(options.clusterPassword ? { password: options.clusterPassword } : {}),
        },
      });
    } else if (options.url) {
      this.client = new Redis(options.url, {
        ...connection,
        keyPrefix,
        retryStrategy,
        lazyConnect: false,
      });
    } else {
      throw new Error('RedisStore needs a url or cluster nodes');
    }
    let lastError = '';
    this.client.on('error', (error: Error) => {
      // ioredis emits the same error on every reconnect attempt: log each new one once.
      if (error.message !== lastError) this.#logger.warn({ err: error.message }, 'redis error');
      lastError = error.message;
    });
    this.client.on('ready', () => {
      if (lastError) this.#logger.info('redis connection restored');
      lastError = '';
    });
  }

  /**
   * Resolves once connected, or after `timeoutMs` either way: with the offline queue off, calls
   * made before the connection is up fail (and callers degrade), so boot waits briefly for it,
   * but a Redis that is down never blocks start-up.
   */
  async connected(timeoutMs = 2_000): Promise<boolean> {
    if (this.client.status === 'ready') return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.client.off('ready', onReady);
        resolve(false);
      }, timeoutMs);
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.client.once('ready', onReady);
    });
  }

  /** One command through the breaker: while it is open, a rejection at once. */
  #run<T>(command: () => Promise<T>): Promise<T> {
    return this.#breaker.execute(command);
  }

  get(key: string): Promise<string | null> {
    return this.#run(() => this.client.get(key));
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.#run(() => this.client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs))));
  }

  async incr(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const [count, ttlMs] = (await this.#run(() =>
      this.client.eval(INCR_WINDOW_SCRIPT, 1, key, Math.max(1, Math.round(windowMs))),
    )) as [number, number];
    return { count, ttlMs: Math.max(0, ttlMs) };
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const answer = await this.#run(() =>
      this.client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX'),
    );
    return answer === 'OK';
  }

  async setIfLonger(key: string, value: string, ttlMs: number): Promise<boolean> {
    const answer = await this.#run(() =>
      this.client.eval(SET_IF_LONGER_SCRIPT, 1, key, value, Math.max(1, Math.round(ttlMs))),
    );
    return answer === 1;
  }

  async ttl(key: string): Promise<number> {
    return Math.max(0, await this.#run(() => this.client.pttl(key)));
  }

  async del(key: string): Promise<void> {
    await this.#run(() => this.client.del(key));
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.#run(() => this.client.ping())) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}
