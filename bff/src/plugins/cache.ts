import fp from 'fastify-plugin';
import { Cache } from '../cache/cached.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

/** The caching helper over the store, shared by every feature as `app.cache` / `ctx.cache`. */
export const cachePlugin = fp(
  async (app) => {
    app.decorate('cache', new Cache(app.store, app.log.child({ component: 'cache' })));
  },
  { name: 'cache', dependencies: ['store'] },
);
