import fp from 'fastify-plugin';
import { UpstreamClient } from '../upstream/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
  }
}

/** One pooled client for the gateway, closed with the app. */
export const upstreamPlugin = fp(
  async (app) => {
    const upstream = new UpstreamClient({
      baseUrl: app.config.wpsBaseUrl,
      merchantCode: app.config.merchantCode,
      timeoutMs: app.config.upstreamTimeoutMs,
      connections: app.config.upstreamConnections,
      breakerThreshold: app.config.upstreamBreakerThreshold,
      breakerHalfOpenMs: app.config.upstreamBreakerHalfOpenMs,
      maxResponseBytes: app.config.upstreamMaxResponseBytes,
      logger: app.log.child({ component: 'upstream' }),
    });
    app.decorate('upstream', upstream);
    app.addHook('onClose', async () => upstream.close());
  },
  { name: 'upstream', dependencies: ['config'] },
);
