import fp from 'fastify-plugin';
import {
  fastifyRequestHandler,
  fastifyTRPCPlugin,
  type FastifyTRPCPluginOptions,
} from '@trpc/server/adapters/fastify';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { createContextInner, type Context } from '../trpc/context.ts';
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BODY_LIMITS, UPLOAD_PREFIX } from '../http/body-limits.ts';
import { UploadGate } from '../http/upload-gate.ts';
import { publicOriginFor } from '../lib/public-origin.ts';
import { appRouter, uploadRouter } from '../trpc/router.ts';
import { STATUS_ROUTE, statusShortcut } from '../features/system/status-shortcut.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The upload mount's gate: refusals from the headers, the bytes in flight (decision 018). */
    uploadGate: UploadGate;
  }
}

/** The upload mount's route, as the router matched it (however its path was spelt). */
const UPLOAD_ROUTE = `${UPLOAD_PREFIX}/:path`;

function createContext({ req, res }: CreateFastifyContextOptions): Context {
  return contextFor(req, res);
}

/**
 * The tRPC context of a Fastify request: for the /trpc mount and for the pages the server renders,
 * whose data goes through the same procedures in-process (pages/page-renderer.ts).
 */
export function contextFor(req: FastifyRequest, res: FastifyReply): Context {
  const app = req.server;
  return createContextInner(
    {
      config: app.config,
      upstream: app.upstream,
      store: app.store,
      cache: app.cache,
      throttles: app.throttles,
      log: req.log,
    },
    {
      session: req.session,
      remembered: req.remembered,
      userAgent: req.headers['user-agent'],
      ip: req.ip,
      host: req.hostname,
      // Chosen among PUBLIC_ORIGIN's, never the request's own Host (lib/public-origin.ts).
      origin: publicOriginFor(app.config.publicOrigins, {
        origin: req.headers.origin,
        protocol: req.protocol,
        host: req.host,
      }),
      limits: { check: (name, subject) => app.rateLimits.check(name, req, res, subject) },
    },
  );
}

/**
 * tRPC at /trpc, with batches capped so one request cannot fan out without bound; the status's
 * GET answered ahead of it when this process keeps the answer (status-shortcut.ts); and the
 * upload procedures at /upload, unbatched, the one route allowed a body of megabytes
 * (http/body-limits.ts).
 */
export const trpcPlugin = fp(
  async (app) => {
    const uploadGate = new UploadGate({
      bodyLimit: BODY_LIMITS.find((limit) => limit.prefix === UPLOAD_PREFIX)?.bytes ?? 0,
      bytesInFlightMax: app.config.uploadBytesInFlightMax,
      member: async (request) => {
        const session = await request.session.load();
        return session?.token ? (session.userName ?? request.session.id ?? '') : null;
      },
      exceeded: (name, request, subject) => app.rateLimits.exceeded(name, request, subject),
    });
    app.decorate('uploadGate', uploadGate);
    // Before the body is read: onRequest runs ahead of parsing (preParsing, the content parser).
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url !== UPLOAD_ROUTE || request.method !== 'POST') return;
      await uploadGate.check(request, reply, (request.params as { path?: string }).path ?? '');
    });
    const trpcOptions = options(app, appRouter, app.config.trpcMaxBatchSize);
    app.get(
      STATUS_ROUTE,
      statusShortcut(app, (req, res) =>
        fastifyRequestHandler({ ...trpcOptions, req, res, path: 'system.status' }),
      ),
    );
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
    await app.register(fastifyTRPCPlugin, {
      prefix: UPLOAD_PREFIX,
      trpcOptions: options(app, uploadRouter, 1),
    });
  },
  {
    name: 'trpc',
    dependencies: ['config', 'store', 'cache', 'upstream', 'session', 'rate-limit', 'throttles'],
  },
);

function options<R extends AnyRouter>(
  app: FastifyInstance,
  router: R,
  maxBatchSize: number,
): FastifyTRPCPluginOptions<R>['trpcOptions'] {
  return {
    router,
    createContext,
    maxBatchSize,
    // Answers depend on the session cookie and may carry member data: no browser or shared
    // cache keeps them. Shared data is cached where it is safe, in the BFF's own cache.
    responseMeta: () => ({ headers: { 'cache-control': 'no-store' } }),
    onError({ path, error }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        app.log.error({ procedure: path, err: error.cause ?? error }, 'procedure failed');
      }
    },
  };
}
