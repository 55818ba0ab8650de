/**
 * The tRPC context. `createContextInner` takes its dependencies explicitly so tests can build a
 * context with fakes; plugins/trpc.ts wires it to a Fastify request. This file stays free of
 * Fastify decorations: the web app type-checks the router through it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../cache/cached.ts';
import type { Throttles } from '../throttle/throttle.ts';
import type { Config } from '../config.ts';
import type { CheckedLimit } from '../config.ts';
import type { RememberedLogin } from '../session/remembered-login.ts';
import type { SessionHandle } from '../session/session-handle.ts';
import type { Store } from '../store/store.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { Gateway } from '../upstream/gateway.ts';

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
  /** The sealed "remember password" credential, read only by the procedures that use it. */
  remembered: RememberedLogin;
  userAgent: string | undefined;
  ip: string;
  /** The site's host name as the player reached it (the gateway wants it with invitation codes). */
  host: string;
  /**
   * The site's public origin (`https://site.example`): where a payment gateway and the chat
   * page send the player back. One of `config.publicOrigins` (PUBLIC_ORIGIN), the one the player
   * reached the site by when it is among them, else the first; never the request's own Host.
   */
  origin: string;
  /** Counts this call against a named rate limit (see plugins/rate-limit.ts); throws 429. */
  limits: { check(name: CheckedLimit, subject?: string): Promise<void> };
}

export function createContextInner(deps: ContextDeps, request: ContextRequest) {
  /**
   * The request's gateway handle (upstream/gateway.ts): token, language, cookies and user agent
   * bound. Building it reads nothing; the session is read on the first call that needs it.
   */
  const gateway = new Gateway(deps.upstream, deps.config.merchantCode, {
    session: request.session,
    userAgent: request.userAgent,
  });
  return { ...deps, ...request, gateway };
}

export type Context = ReturnType<typeof createContextInner>;
