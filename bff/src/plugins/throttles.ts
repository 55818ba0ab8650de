import fp from 'fastify-plugin';
import { Throttles } from '../throttle/throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    throttles: Throttles;
  }
}

/** The spec's per-session throttles over the shared store, as `app.throttles` / `ctx.throttles`. */
export const throttlesPlugin = fp(
  async (app) => {
    app.decorate('throttles', new Throttles(app.store, app.log.child({ component: 'throttle' })));
  },
  { name: 'throttles', dependencies: ['store'] },
);
