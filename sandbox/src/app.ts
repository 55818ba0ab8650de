/**
 * Builds the sandbox gateway: a Fastify app simulating the upstream WPS gateway
 * (upstream-gateway.md §18). Building has no side effects beyond reading the data file;
 * src/server.ts listens.
 */
import cookie from '@fastify/cookie';
import { MERCHANT_CODE_DEFAULT } from '@app/contracts';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { z } from 'zod';
import { generateRsaKeyPair, type RsaKeyPair } from './crypto/gateway-crypto.ts';
import type { Handler, HandlerMap, SandboxDeps, SandboxMode } from './gateway/context.ts';
import { createDispatcher, header, rawBodies } from './gateway/dispatch.ts';
import { GatewayError, faultMessage, gatewayErrors } from './gateway/errors.ts';
import { ENDPOINTS, ROUTED_METHODS, type EndpointName } from './gateway/registry.ts';
import { SandboxRuntime } from './gateway/runtime.ts';
import { registerCdnRoutes } from './routes/cdn.ts';
import { registerControlRoutes } from './routes/controls.ts';
import { registerFirebaseAuthRoutes } from './routes/firebase-auth.ts';
import { FirebaseStandIn } from './firebase/stand-in.ts';
import { gameHandlers } from './routes/games.ts';
import { inboxHandlers } from './routes/inbox.ts';
import { kycHandlers } from './routes/kyc.ts';
import { memberHandlers } from './routes/member.ts';
import { registerLotteryRoutes } from './routes/lottery.ts';
import { promotionHandlers } from './routes/promotions.ts';
import { walletHandlers } from './routes/wallet.ts';
import { rewardHandlers } from './routes/rewards.ts';
import { registerPageRoutes } from './routes/pages.ts';
import { playerGameHandlers } from './routes/player-games.ts';
import { registerHandlers } from './routes/register.ts';
import { sessionHandlers } from './routes/session.ts';
import { systemHandlers } from './routes/system.ts';
import { SandboxStore } from './state/store.ts';

export interface SandboxOptions {
  /** Controls under /__sandbox/ and login/unsecure exist only in test and demo mode. */
  mode: SandboxMode;
  merchantCode?: string;
  /** Base URL the sandbox is reachable at, used in the image URLs it generates. */
  publicUrl: string;
  /** JSON snapshot file: loaded at build, written (debounced) after changes and on close. */
  dataFile?: string;
  logger?: FastifyServerOptions['logger'];
  /** A fixed RSA pair (tests); otherwise a fresh 1024-bit pair per build. */
  rsaKeyPair?: RsaKeyPair;
}

const OptionsSchema = z.object({
  mode: z.enum(['test', 'demo', 'production']),
  merchantCode: z.string().min(1).max(40).default(MERCHANT_CODE_DEFAULT),
  publicUrl: z.url().transform((u) => u.replace(/\/+$/, '')),
  dataFile: z.string().min(1).optional(),
  rsaKeyPair: z
    .object({
      modulusHex: z.string().regex(/^[0-9a-fA-F]+$/),
      privateExponentHex: z.string().regex(/^[0-9a-fA-F]+$/),
    })
    .optional(),
});

function isControlPath(url: string): boolean {
  return url.startsWith('/__sandbox');
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function parseJsonOrKeepText(body: string): unknown {
  if (!body.trim()) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    // The old jQuery clients send the raw base64 ciphertext as application/json (§3.3).
    return body;
  }
}

export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const opts = OptionsSchema.parse(options);
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  await app.register(cookie);

  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string' },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      done(null, parseJsonOrKeepText(text));
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    done(null, text || undefined);
  });

  const store = new SandboxStore(opts.merchantCode, opts.dataFile, app.log);
  const deps: SandboxDeps = {
    store,
    keyPair: opts.rsaKeyPair ?? generateRsaKeyPair(),
    merchantCode: opts.merchantCode,
    publicUrl: opts.publicUrl,
    mode: opts.mode,
    firebase: new FirebaseStandIn(),
  };
  const runtime = new SandboxRuntime();
  const controlsEnabled = opts.mode !== 'production';

  // Counting and fault injection run before anything else, for every non-control path.
  app.addHook('onRequest', async (request, reply) => {
    if (isControlPath(request.url)) return;
    const path = pathOf(request.url);
    runtime.count(path, header(request, 'moduleid'));
    const fault = runtime.takeFault(path);
    if (!fault) return;
    if (fault.latencyMs > 0) await new Promise((r) => setTimeout(r, fault.latencyMs));
    if (fault.status !== null) {
      const errorCode =
        fault.errorCode ?? (fault.status >= 500 ? 'system busy' : 'function.not.available');
      return reply.code(fault.status).send({
        success: false,
        errorCode,
        message: faultMessage(errorCode),
        value: null,
      });
    }
  });

  const handlers = {
    ...sessionHandlers(deps),
    ...registerHandlers(deps),
    ...memberHandlers(deps),
    ...systemHandlers(deps, runtime),
    ...gameHandlers(deps),
    ...playerGameHandlers(deps),
    ...inboxHandlers(deps),
    ...kycHandlers(deps),
    ...walletHandlers(deps),
    ...rewardHandlers(deps),
    ...promotionHandlers(deps),
  } satisfies HandlerMap;

  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const spec = ENDPOINTS[name];
    if ('testOnly' in spec && spec.testOnly && !controlsEnabled) continue;
    const handler: Handler | undefined = handlers[name];
    if (!handler) throw new Error(`registry row ${name} has no handler`);
    app.route({
      method: ROUTED_METHODS,
      url: spec.path,
      ...('bodyLimit' in spec ? { bodyLimit: spec.bodyLimit } : {}),
      handler: createDispatcher(spec, handler, deps, runtime),
    });
  }

  registerCdnRoutes(app);
  registerPageRoutes(app, deps);
  registerLotteryRoutes(app, deps);
  await registerFirebaseAuthRoutes(app, deps);
  if (controlsEnabled) registerControlRoutes(app, deps, runtime);

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (path.startsWith('/wps'))
      return reply.code(404).send(gatewayErrors.notFound(path).toEnvelope());
    return reply.code(404).send({ error: 'not_found', path });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const gateway =
      error instanceof GatewayError
        ? error
        : error.statusCode && error.statusCode < 500
          ? gatewayErrors.requestParam(error.message)
          : null;
    if (!gateway) request.log.error({ err: error }, 'unhandled sandbox error');
    const failure = gateway ?? new GatewayError(500, 'system busy', '#727 system busy');
    if (isControlPath(request.url)) {
      return reply
        .code(failure.status)
        .send({ error: failure.errorCode, message: failure.message });
    }
    return reply.code(failure.status).send(failure.toEnvelope());
  });

  app.addHook('onClose', async () => {
    await store.flush();
  });

  return app;
}
