/**
 * Rate limits with @fastify/rate-limit, counted in our store so every replica shares them.
 *
 * - A global limit per client address (`RATE_LIMIT_GLOBAL_PER_MIN`, 0 = off) on every route but
 *   health checks and hashed assets. HTTP requests count once, except tRPC's: there each
 *   procedure counts (`ctx.limits.check('global')` in trpc/init.ts), so a batch of ten is ten,
 *   on the same counter.
 * - Named limits for the abuse-prone procedures (login per address, captcha, SMS per number and
 *   per address, register) and uncached member reads per session, checked from tRPC with
 *   `ctx.limits.check()`. Failed logins per username are not a limit but the login guard
 *   (features/session/login-guard.ts): a captcha and a slow-down, never a lock-out.
 *
 * Behind a proxy, set TRUST_PROXY to the number of proxy hops, so `request.ip` is the address
 * the nearest trusted proxy saw, whatever the client wrote into X-Forwarded-For.
 * When the store fails, the limits on reading fail open with a log line (the per-address one,
 * members' reads, the captcha a visitor needs to sign in): an outage of Redis must not stop
 * anyone reading. Every other limit guards a write that must be counted across replicas (a
 * login, an SMS, a code or a secret typed): it fails closed, 503 `try_again_shortly` with
 * `Retry-After`, before the gateway is asked (decision 018).
 */
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { CheckedLimit, LimitName, RateLimitConfig } from '../config.ts';
import { noteRefusal } from '../http/access-log.ts';
import { errorBody } from '../http/error-body.ts';
import { STORE_RETRY_AFTER_SECONDS, type Store } from '../store/store.ts';
import { STATUS_ROUTE } from '../features/system/status-shortcut.ts';
import { AppError } from '../trpc/errors.ts';

export type { LimitName } from '../config.ts';

export interface RateLimits {
  /** Counts one call against `name` for `subject` (default: the client address); throws 429. */
  check(
    name: CheckedLimit,
    request: FastifyRequest,
    reply: FastifyReply,
    subject?: string,
  ): Promise<void>;
  /**
   * Seconds until `name` for `subject` allows a call again (0: it allows one now), read without
   * counting: the upload gate refuses from the headers a call the procedure would refuse anyway.
   */
  exceeded(name: CheckedLimit, request: FastifyRequest, subject?: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

function storeAdapter(store: Store, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let failing = false;
  return class StoreAdapter {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      store.incr(`ratelimit:${key}`, timeWindow).then(
        ({ count, ttlMs }) => {
          if (failing) log.info('rate-limit store available again');
          failing = false;
          callback(null, { current: count, ttl: ttlMs });
        },
        (error: unknown) => {
          if (!failing)
            log.warn(
              { err: error instanceof Error ? error.message : String(error) },
              'rate-limit store unavailable: reads fail open, shared limits refuse',
            );
          failing = true;
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }
    child(): StoreAdapter {
      return this;
    }
  };
}

const EXEMPT = ['/healthz', '/readyz', '/m/assets/'];
/** Limits that let calls through while the store is away; every other limit refuses them. */
export const FAIL_OPEN_LIMITS: ReadonlySet<CheckedLimit> = new Set<CheckedLimit>([
  'global',
  'memberReadsPerSession',
  'captchaPerIp',
]);
/**
 * The tRPC routes as the router matched them (however the path was spelt): counted per procedure,
 * and by the status's own route (features/system/status-shortcut.ts) when it answers.
 */
const TRPC_ROUTES = new Set(['/trpc/:path', '/upload/:path', STATUS_ROUTE]);
const globalKey = (ip: string) => `global:${ip}`;

export const rateLimitPlugin = fp(
  async (app) => {
    const limits = app.config.rateLimits;
    const store = storeAdapter(app.store, app.log.child({ component: 'rate-limit' }));

    await app.register(rateLimit, {
      global: limits.globalPerMinute > 0,
      max: limits.globalPerMinute || 1,
      timeWindow: 60_000,
      store,
      skipOnError: true,
      keyGenerator: (request) => globalKey(request.ip),
      allowList: (request) =>
        TRPC_ROUTES.has(request.routeOptions.url ?? '') ||
        EXEMPT.some((prefix) => request.url.startsWith(prefix)),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        ...errorBody('too_many_requests', 429, {
          retryAfterSeconds: Math.ceil(context.ttl / 1000),
        }),
      }),
    });

    // The subject of the call being checked; createRateLimit's key generator reads it.
    const subjects = new WeakMap<FastifyRequest, string>();
    // Checkers inherit the global options, allow-list included: procedures are never exempt.
    const neverExempt = () => false;
    const named = (Object.keys(limits) as (keyof RateLimitConfig)[])
      .filter((name): name is LimitName => name !== 'globalPerMinute')
      .map((name) => [
        name,
        app.createRateLimit({
          store,
          skipOnError: FAIL_OPEN_LIMITS.has(name),
          allowList: neverExempt,
          max: limits[name].max,
          timeWindow: limits[name].windowMs,
          keyGenerator: (request) => `${name}:${subjects.get(request) ?? request.ip}`,
        }),
      ]);
    // The per-procedure side of the global limit: the very counter the HTTP hook uses.
    const global = app.createRateLimit({
      store,
      skipOnError: true,
      allowList: neverExempt,
      max: limits.globalPerMinute || 1,
      timeWindow: 60_000,
      keyGenerator: (request) => globalKey(request.ip),
    });
    const checkers = Object.fromEntries(named) as Record<
      LimitName,
      ReturnType<typeof app.createRateLimit>
    >;

    app.decorate('rateLimits', {
      async check(name, request, reply, subject) {
        if (name === 'global' && limits.globalPerMinute === 0) return;
        // Read synchronously by the key generator below, before any other check can overwrite it.
        subjects.set(request, (subject ?? request.ip).toLowerCase());
        let result;
        try {
          result = await (name === 'global' ? global : checkers[name])(request);
        } catch (error) {
          // A fail-closed limit without its store: the write waits for it (logged by the adapter).
          void reply.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
          noteRefusal(request, `rate-limit-store:${name}`);
          throw new AppError('SERVICE_UNAVAILABLE', 'try_again_shortly', {
            cause: error,
            retryAfterSeconds: STORE_RETRY_AFTER_SECONDS,
          });
        }
        if (result.isAllowed || !result.isExceeded) return;
        const retryAfterSeconds = Math.max(1, result.ttlInSeconds);
        void reply.header('Retry-After', String(retryAfterSeconds));
        noteRefusal(request, `rate-limit:${name}`);
        throw new AppError('TOO_MANY_REQUESTS', 'too_many_requests', { retryAfterSeconds });
      },
      async exceeded(name, request, subject) {
        const max = name === 'global' ? limits.globalPerMinute : limits[name].max;
        if (max === 0) return 0;
        const key = `ratelimit:${name}:${(subject ?? request.ip).toLowerCase()}`;
        try {
          const count = Number((await app.store.get(key)) ?? 0);
          if (count < max) return 0;
          return Math.max(1, Math.ceil((await app.store.ttl(key)) / 1000));
        } catch {
          return 0; // The procedure's own check decides, as it would without the gate.
        }
      },
    } satisfies RateLimits);
  },
  { name: 'rate-limit', dependencies: ['config', 'store'] },
);
