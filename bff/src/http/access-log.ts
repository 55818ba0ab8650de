/**
 * One access line per request (issue 8, item 14), replacing Fastify's two ('incoming request',
 * 'request completed'): written when the response is sent, with the method, the path without its
 * query (query strings can carry tokens and personal data), the route, the status, the time and
 * the request id. Never headers, cookies or bodies.
 *
 * Refused requests (4xx) are where floods happen: their lines go through a token bucket
 * (`ACCESS_LOG_REFUSALS_PER_SECOND` per process); beyond it they are counted, and one summary line
 * per second says how many were left out. A plugin that refuses a request does not log it itself:
 * it notes why with `noteRefusal(request, reason, fields)` and the access line carries it.
 */
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyRequest, LogLevel } from 'fastify';

/** Why a request was refused, as noted by whoever refused it. */
export interface Refusal {
  /** A short stable key: `rate-limit:loginPerIp`, `csrf`, `framework:FST_ERR_CTP_BODY_TOO_LARGE`. */
  reason: string;
  /** A few extra fields for the line (never secrets: they are logged as given). */
  fields?: Record<string, string | number | boolean | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set through `noteRefusal`; read by the access line. */
    refusal: Refusal | null;
  }
}

/** Longest path written to the log: a 6 KB URL is an attack, not information. */
const LOGGED_PATH_MAX = 200;
const SUMMARY_INTERVAL_MS = 1_000;

/** A token bucket for refusal lines: `perSecond` a second, bursts up to `perSecond`. */
class RefusalSampler {
  #tokens: number;
  #last = Date.now();
  #suppressed = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly perSecond: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#tokens = perSecond;
  }

  /** True when this refusal may have its line; otherwise it is counted for the summary. */
  take(): boolean {
    const now = Date.now();
    this.#tokens = Math.min(
      this.perSecond,
      this.#tokens + ((now - this.#last) / 1_000) * this.perSecond,
    );
    this.#last = now;
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      return true;
    }
    this.#suppressed += 1;
    // One summary per interval while the flood lasts; unref: it must not keep a process alive.
    this.#timer ??= setTimeout(() => this.flush(), SUMMARY_INTERVAL_MS).unref();
    return false;
  }

  flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#suppressed === 0) return;
    this.log.warn(
      { suppressed: this.#suppressed, intervalMs: SUMMARY_INTERVAL_MS },
      'refused requests not logged (flood)',
    );
    this.#suppressed = 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Logs a refusal that has no request to carry it (Node's client errors), sampled. */
    logRefusal(reason: string, fields?: Refusal['fields']): void;
  }
}

/**
 * Notes why a request is refused; its access line carries `reason` and `fields`. Call it
 * instead of logging the refusal yourself. A refusal that never became a request (Node's client
 * errors, router refusals that skip the hooks) goes through `app.logRefusal` instead.
 */
export function noteRefusal(
  request: FastifyRequest,
  reason: string,
  fields?: Refusal['fields'],
): void {
  request.refusal = fields ? { reason, fields } : { reason };
}

function pathOf(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.length > LOGGED_PATH_MAX ? `${path.slice(0, LOGGED_PATH_MAX)}…` : path;
}

export const accessLogPlugin = fp(
  async (app) => {
    const { accessLogLevel, refusalLogsPerSecond } = app.config;
    const sampler = new RefusalSampler(refusalLogsPerSecond, app.log);
    app.decorateRequest('refusal', null);
    app.decorate('logRefusal', (reason: string, fields?: Refusal['fields']) => {
      if (sampler.take()) app.log.warn({ reason, ...fields }, 'request refused');
    });

    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      // request.log already binds `reqId`.
      const line = {
        method: request.method,
        url: pathOf(request.url),
        route: request.routeOptions.url ?? null,
        status,
        ms: Math.round(reply.elapsedTime),
        ...(request.refusal ? { reason: request.refusal.reason, ...request.refusal.fields } : {}),
      };
      if (status >= 400 && status < 500) {
        if (!sampler.take()) return;
        // A refusal someone explained is worth a warn; other 4xx (a missing asset) are traffic.
        const level: LogLevel = request.refusal ? 'warn' : (accessLogLevel as LogLevel);
        request.log[level](line, 'request refused');
        return;
      }
      const level: LogLevel = status >= 500 ? 'error' : (accessLogLevel as LogLevel);
      request.log[level](line, 'request completed');
    });

    app.addHook('onClose', async () => {
      sampler.flush();
    });
  },
  { name: 'access-log', dependencies: ['config'] },
);
