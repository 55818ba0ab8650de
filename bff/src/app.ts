/**
 * Builds the BFF without side effects: no listening, no signal handlers, no environment reads.
 * server.ts runs it; tests build the very same app.
 */
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { accessLogPlugin } from './http/access-log.ts';
import { bodyLimitsHook, DEFAULT_BODY_LIMIT_BYTES } from './http/body-limits.ts';
import { errorHandlingOptions, handleError } from './http/error-body.ts';
import { loggerOptions, prettyLogStream } from './logger.ts';
import { cachePlugin } from './plugins/cache.ts';
import { configPlugin } from './plugins/config.ts';
import { healthPlugin } from './plugins/health.ts';
import { gameHostPlugin } from './plugins/game-host.ts';
import { lotteryPlugin } from './plugins/lottery.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { staticPlugin } from './plugins/static.ts';
import { termsAgreementPlugin } from './pages/terms-agreement.ts';
import { storePlugin } from './plugins/store.ts';
import { throttlesPlugin } from './plugins/throttles.ts';
import { trpcPlugin } from './plugins/trpc.ts';
import { upstreamPlugin } from './plugins/upstream.ts';
import type { Store } from './store/store.ts';

export interface BuildAppOptions {
  config: Config;
  /** Inject a store (tests); otherwise Redis or memory per the config. */
  store?: Store;
  /** Where log lines go (tests capture them); stdout by default, as `config.logFormat` says. */
  loggerStream?: DestinationStream;
}

/**
 * A hop count becomes the function form: trust the nearest `hops` proxies, so the address is the
 * one the outermost trusted proxy appended, not one the client wrote further left.
 */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * Slow clients (issue 8, item 7): the whole request must arrive within `requestTimeoutMs` (408
 * otherwise), the headers too, and a silent socket closes after `connectionTimeoutMs`. Node
 * checks request timeouts only every `connectionsCheckingInterval` (30 s by default), so the
 * interval follows the timeout: a trickled body is cut close to its setting, not 30 s later.
 */
function timeoutOptions(config: Config) {
  const requestTimeout = config.requestTimeoutMs;
  return {
    requestTimeout,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeout / 4))),
    },
  };
}

export async function buildApp({ config, store, loggerStream }: BuildAppOptions) {
  const stream =
    loggerStream ?? (config.logFormat === 'pretty' ? await prettyLogStream() : undefined);
  const app = Fastify({
    logger: stream ? { ...loggerOptions(config.logLevel), stream } : loggerOptions(config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    // 64 KiB; routes that need more (uploads) are listed in http/body-limits.ts.
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // tRPC batches put every procedure name in the path.
    routerOptions: { maxParamLength: 5_000 },
    ...timeoutOptions(config),
    ...errorHandlingOptions,
    // One access line per request instead (http/access-log.ts). `logController` replaces the
    // deprecated top-level `disableRequestLogging` (FSTDEP023).
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setErrorHandler(handleError);
  app.addHook('onRoute', bodyLimitsHook());

  await app.register(configPlugin, { config });
  await app.register(accessLogPlugin);
  await app.register(cookie, { secret: config.cookieSecret });
  // Every write of a streamed answer is flushed through the compressor: a server-rendered page
  // sends its head before it has rendered (pages/page-renderer.ts), and a compressor that held
  // it back until the end would undo that. Answers sent whole are one write: no difference.
  await app.register(compress, {
    threshold: 1_024,
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlibConstants.BROTLI_OPERATION_FLUSH },
  });
  await app.register(securityPlugin);
  await app.register(storePlugin, store ? { store } : {});
  await app.register(cachePlugin);
  await app.register(throttlesPlugin);
  await app.register(upstreamPlugin);
  await app.register(rateLimitPlugin);
  await app.register(sessionPlugin);
  await app.register(healthPlugin);
  await app.register(trpcPlugin);
  await app.register(lotteryPlugin);
  await app.register(gameHostPlugin);
  await app.register(termsAgreementPlugin);
  await app.register(staticPlugin);

  return app;
}
