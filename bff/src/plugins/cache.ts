import fp from 'fastify-plugin';
import { Cache } from '../cache/cached.ts';
import { RedisStore } from '../store/redis-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

/**
 * The caching helper, shared by every feature as `app.cache` / `ctx.cache`. It lives in the main
 * store unless CACHE_REDIS_URL names a Redis of its own: cache entries may be evicted and lost on
 * a restart, sessions may not, so an operator can give each the policy it needs
 * (docs/operations.md, "Redis: sessions and cache apart"). Sessions, rate limits and throttles
 * stay in the main store either way.
 */
export const cachePlugin = fp(
  async (app) => {
    const { cacheRedisUrl, redisUrl } = app.config;
    const log = app.log.child({ component: 'cache' });
    // The same URL as the main store means the same server: reuse its connection.
    const ownStore =
      cacheRedisUrl && cacheRedisUrl !== redisUrl
        ? new RedisStore({ url: cacheRedisUrl, logger: log })
        : undefined;
    if (ownStore) {
      if (!(await ownStore.connected())) {
        log.warn('cache redis not reachable at start: running without cache until it is');
      }
      app.log.info({ cacheStore: 'redis (CACHE_REDIS_URL)' }, 'cache store ready');
      app.addHook('onClose', async () => {
        await ownStore.close();
      });
    }
    app.decorate('cache', new Cache(ownStore ?? app.store, log));
  },
  { name: 'cache', dependencies: ['config', 'store'] },
);
