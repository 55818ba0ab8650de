import fp from 'fastify-plugin';
import { MemoryStore } from '../store/memory-store.ts';
import { RedisStore } from '../store/redis-store.ts';
import type { Store } from '../store/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
  }
}

/**
 * A Redis Cluster when REDIS_CLUSTER_NODES is set, one Redis when REDIS_URL is, memory otherwise;
 * closed with the app.
 */
export const storePlugin = fp<{ store?: Store }>(
  async (app, options) => {
    const store =
      options.store ??
      (app.config.redisCluster
        ? new RedisStore({
            clusterNodes: app.config.redisCluster.nodes,
            clusterPassword: app.config.redisCluster.password,
            logger: app.log,
          })
        : app.config.redisUrl
          ? new RedisStore({ url: app.config.redisUrl, logger: app.log })
          : new MemoryStore());
    if (store instanceof RedisStore && !(await store.connected())) {
      app.log.warn('redis not reachable at start: running without cache until it is');
    }
    app.decorate('store', store);
    app.log.info({ store: store.kind }, 'store ready');
    app.addHook('onClose', async () => {
      // A store passed in by a test belongs to the test.
      if (!options.store) await store.close();
    });
  },
  { name: 'store', dependencies: ['config'] },
);
