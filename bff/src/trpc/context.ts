/**
 * The tRPC context. `createContextInner` takes its dependencies explicitly so tests can build a
 * context with fakes; `createContext` wires it to a Fastify request.
 */
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../cache/cached.ts';
import type { Throttles } from '../throttle/throttle.ts';
import type { Config } from '../config.ts';
import type { LimitName } from '../plugins/rate-limit.ts';
import type { SessionHandle } from '../plugins/session.ts';
import type { Store } from '../store/store.ts';
import type { UpstreamClient } from '../upstream/client.ts';

export interface ContextDeps {
  config: Config;
  upstream: UpstreamClient;
  store: Store;
  cache: Cache;
  throttles: Throttles;
  log: FastifyBaseLogger;
}

export interface ContextRequest {
  session: SessionHandle;
  userAgent: string | undefined;
  ip: string;
  /** Counts this call against a named rate limit (see plugins/rate-limit.ts); throws 429. */
  limits: { check(name: LimitName, subject?: string): Promise<void> };
}

export function createContextInner(deps: ContextDeps, request: ContextRequest) {
  return { ...deps, ...request };
}

export type Context = ReturnType<typeof createContextInner>;

export function createContext({ req, res }: CreateFastifyContextOptions): Context {
  const app = req.server;
  return createContextInner(
    { config: app.config, upstream: app.upstream, store: app.store, cache: app.cache, throttles: app.throttles, log: req.log },
    {
      session: req.session,
      userAgent: req.headers['user-agent'],
      ip: req.ip,
      limits: { check: (name, subject) => app.rateLimits.check(name, req, res, subject) },
    },
  );
}
