/**
 * Liveness and readiness.
 *
 * - /healthz (liveness) touches nothing: the process answers.
 * - /readyz (readiness) means "this process can serve": 200 from boot until shutdown begins,
 *   503 from then on, so a load balancer drains a replica before it stops. The store, the
 *   gateway and the open circuits are reported in the body as details, never as failure: both
 *   dependencies are shared by every replica, so failing readiness on them would drain all
 *   replicas at once and throw away what still works without them (stale cache, visitors'
 *   pages, sections that fail alone).
 * - From shutdown on, every answer carries `Connection: close`: a keep-alive client lets go of
 *   its connection with the answer it was waiting for. Node's server closes only the connections
 *   idle when the close begins; one busy then stayed open, idle, until its keep-alive timeout
 *   (72 s), and the shutdown waited that long.
 *
 * The dependency checks are cached for READY_CHECK_CACHE_MS and single-flight, so however often
 * /readyz is hit, one process makes at most one store ping and one gateway call per window.
 * The route also has an in-process per-address limit (READY_RATE_LIMIT_PER_MIN). It is exempt
 * from the global limit, and @fastify/rate-limit's per-route `config.rateLimit` would count in
 * the shared store: a Redis round trip per probe, waiting out the command timeout when Redis
 * hangs, which readiness must not depend on.
 */
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { errorBody } from '../http/error-body.ts';

interface DependencyChecks {
  store: boolean;
  gateway: boolean;
  /** When the checks ran (ISO 8601): how old the cached answer is. */
  checkedAt: string;
}

/** `run` at most once per `ttlMs`; concurrent callers of a refresh share it. */
function cachedSingleFlight<T>(run: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let last: { value: T; at: number } | undefined;
  let inFlight: Promise<T> | undefined;
  return () => {
    if (last && Date.now() - last.at < ttlMs) return Promise.resolve(last.value);
    inFlight ??= run()
      .then((value) => {
        last = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

/** Most distinct addresses counted per window; the rest share one counter (bounded memory). */
const MAX_TRACKED_ADDRESSES = 10_000;

/** A fixed-window counter per address, in this process only (bounds this process's work). */
function perAddressLimit(max: number, windowMs: number) {
  const counts = new Map<string, number>();
  let windowStart = Date.now();
  return {
    /** Counts one hit; the seconds to wait when over the limit, else 0. */
    hit(address: string): number {
      if (max <= 0) return 0;
      const now = Date.now();
      if (now - windowStart >= windowMs) {
        counts.clear();
        windowStart = now;
      }
      const key = counts.has(address) || counts.size < MAX_TRACKED_ADDRESSES ? address : '(others)';
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count > max ? Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) : 0;
    },
  };
}

export const healthPlugin = fp(
  async (app) => {
    let shuttingDown = false;
    app.addHook('preClose', async () => {
      shuttingDown = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (shuttingDown) reply.header('connection', 'close');
    });

    const dependencies = cachedSingleFlight<DependencyChecks>(async () => {
      const [store, gateway] = await Promise.all([
        app.store.ping().catch(() => false),
        app.upstream.ping().catch(() => false),
      ]);
      return { store, gateway, checkedAt: new Date().toISOString() };
    }, app.config.readyCheckCacheMs);
    const limit = perAddressLimit(app.config.readyRateLimitPerMin, 60_000);

    // Probes read `status`; anything else reading an error finds the catalogue shape too.
    const shuttingDownReply = (reply: FastifyReply) =>
      reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .send({ status: 'shutting-down', ...errorBody('service_unavailable', 503) });

    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async (request, reply) => {
      if (shuttingDown) return shuttingDownReply(reply);
      const retryAfter = limit.hit(request.ip);
      if (retryAfter > 0) {
        return reply
          .code(429)
          .header('Retry-After', String(retryAfter))
          .send({
            status: 'too-many-requests',
            ...errorBody('too_many_requests', 429, { retryAfterSeconds: retryAfter }),
          });
      }
      const { store, gateway, checkedAt } = await dependencies();
      // The shutdown may have begun while the checks ran: the balancer must see it now.
      if (shuttingDown) return shuttingDownReply(reply);
      const circuits = app.upstream.circuits();
      const openCircuits = Object.keys(circuits).length;
      const degraded = !store || !gateway || openCircuits > 0;
      return reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .send({
          status: degraded ? 'degraded' : 'ready',
          checks: { store, gateway, circuits, openCircuits },
          checkedAt,
        });
    });
  },
  { name: 'health', dependencies: ['config', 'store', 'upstream'] },
);
