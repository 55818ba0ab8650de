import fp from 'fastify-plugin';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { createContext } from '../trpc/context.ts';
import { appRouter, type AppRouter } from '../trpc/router.ts';

/** tRPC at /trpc, with batches capped so one request cannot fan out without bound. */
export const trpcPlugin = fp(
  async (app) => {
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext,
        maxBatchSize: app.config.trpcMaxBatchSize,
        onError({ path, error }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') {
            app.log.error({ procedure: path, err: error.cause ?? error }, 'procedure failed');
          }
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  },
  { name: 'trpc', dependencies: ['config', 'store', 'cache', 'upstream', 'session', 'rate-limit', 'throttles'] },
);
