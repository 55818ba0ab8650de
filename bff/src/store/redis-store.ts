import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from './store.ts';

export interface RedisStoreOptions {
  url: string;
  logger: FastifyBaseLogger;
  /** Prefix for every key, so several deployments can share one Redis. */
  keyPrefix?: string;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
}

/**
 * Redis through ioredis. The offline queue is off and commands time out quickly: when Redis is
 * down a call fails at once instead of piling up, and callers degrade (no cache, fail-open
 * limits). ioredis reconnects by itself with a capped backoff.
 */
export class RedisStore implements Store {
  readonly kind = 'redis' as const;
  readonly client: Redis;
  readonly #logger: FastifyBaseLogger;

  constructor(options: RedisStoreOptions) {
    this.#logger = options.logger;
    this.client = new Redis(options.url, {
      keyPrefix: options.keyPrefix ?? 'app:',
      enableOfflineQueue: false,
      connectTimeout: options.connectTimeoutMs ?? 1_000,
      commandTimeout: options.commandTimeoutMs ?? 500,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, 2_000),
      lazyConnect: false,
    });
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

  async get(key: string): Promise<string | null> {
    return this.client.get(key);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async del(key: string): Promise<void> {
    await this.client.del(key);
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.client.ping()) === 'PONG';
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
