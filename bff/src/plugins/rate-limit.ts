/**
 * Rate limits with @fastify/rate-limit, counted in our store so every replica shares them.
 *
 * - A global limit per client address on every route but health checks and hashed assets
 *   (`RATE_LIMIT_GLOBAL_PER_MIN`, 0 = off).
 * - Named limits for the abuse-prone procedures (login per address and per username, captcha,
 *   SMS per number and per address, register), checked from tRPC with `ctx.limits.check()`.
 *
 * Behind a proxy, set TRUST_PROXY so `request.ip` is the player's address, not the proxy's.
 * When the store fails, limits fail open with a log line: an outage of Redis must not lock
 * every player out.
 */
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_TEXTS_EN } from '@app/contracts';
import type { LimitName, RateLimitConfig } from '../config.ts';
import type { Store } from '../store/store.ts';
import { AppError } from '../trpc/init.ts';

export type { LimitName } from '../config.ts';

export interface RateLimits {
  /** Counts one call against `name` for `subject` (default: the client address); throws 429. */
  check(
    name: LimitName,
    request: FastifyRequest,
    reply: FastifyReply,
    subject?: string,
  ): Promise<void>;
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
              'rate-limit store unavailable: failing open',
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
      keyGenerator: (request) => `global:${request.ip}`,
      allowList: (request) => EXEMPT.some((prefix) => request.url.startsWith(prefix)),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        // Shaped like a tRPC error so the web app shows its usual message.
        error: {
          message: ERROR_TEXTS_EN.too_many_requests,
          code: -32029,
          data: {
            code: 'TOO_MANY_REQUESTS',
            httpStatus: 429,
            appCode: 'too_many_requests',
            retryAfterSeconds: Math.ceil(context.ttl / 1000),
          },
        },
      }),
    });

    // The subject of the call being checked; createRateLimit's key generator reads it.
    const subjects = new WeakMap<FastifyRequest, string>();
    const checkers = Object.fromEntries(
      (Object.keys(limits) as (keyof RateLimitConfig)[])
        .filter((name): name is LimitName => name !== 'globalPerMinute')
        .map((name) => [
          name,
          app.createRateLimit({
            store,
            skipOnError: true,
            max: limits[name].max,
            timeWindow: limits[name].windowMs,
            keyGenerator: (request) => `${name}:${subjects.get(request) ?? request.ip}`,
          }),
        ]),
    ) as Record<LimitName, ReturnType<typeof app.createRateLimit>>;

    app.decorate('rateLimits', {
      async check(name, request, reply, subject) {
        subjects.set(request, (subject ?? request.ip).toLowerCase());
        const result = await checkers[name](request);
        if (result.isAllowed || !result.isExceeded) return;
        const retryAfterSeconds = Math.max(1, result.ttlInSeconds);
        void reply.header('Retry-After', String(retryAfterSeconds));
        request.log.warn({ limit: name }, 'rate limit exceeded');
        throw new AppError('TOO_MANY_REQUESTS', 'too_many_requests', { retryAfterSeconds });
      },
    } satisfies RateLimits);
  },
  { name: 'rate-limit', dependencies: ['config', 'store'] },
);
