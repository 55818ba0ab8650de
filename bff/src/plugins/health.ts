/**
 * Liveness and readiness. /healthz touches nothing. /readyz answers 200 only while the store
 * and the gateway both answer and no shutdown has begun, so a load balancer drains us first.
 */
import fp from 'fastify-plugin';

export const healthPlugin = fp(
  async (app) => {
    let shuttingDown = false;
    app.addHook('preClose', async () => {
      shuttingDown = true;
    });

    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async (_request, reply) => {
      if (shuttingDown) return reply.code(503).send({ status: 'shutting-down' });
      const [store, upstream] = await Promise.all([app.store.ping(), app.upstream.ping()]);
      const ready = store && upstream;
      return reply
        .code(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({
          status: ready ? 'ready' : 'degraded',
          store,
          upstream,
          circuits: app.upstream.circuits(),
        });
    });
  },
  { name: 'health', dependencies: ['store', 'upstream'] },
);
