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
import { FirebaseStandIn } from './domains/firebase/stand-in.ts';
import type { SandboxDeps, SandboxMode } from './gateway/context.ts';
import { gatewayControls } from './gateway/controls.ts';
import { createDispatcher, header, rawBodies } from './gateway/dispatch.ts';
import { ROUTED_METHODS } from './gateway/endpoint.ts';
import { GatewayError, faultMessage, gatewayErrors } from './gateway/errors.ts';
import { sendFaultBody } from './gateway/fault-bodies.ts';
import { DOMAINS } from './gateway/registry.ts';
import { SandboxRuntime } from './gateway/runtime.ts';
import { Persistence } from './state/persistence.ts';

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

  const persistence = new Persistence(
    DOMAINS.flatMap((domain) => domain.slices ?? []),
    opts.merchantCode,
    opts.dataFile,
    app.log,
  );
  const runtime = new SandboxRuntime();
  const deps: SandboxDeps = {
    slice: (spec) => persistence.slice(spec),
    runtime,
    keyPair: opts.rsaKeyPair ?? generateRsaKeyPair(),
    merchantCode: opts.merchantCode,
    publicUrl: opts.publicUrl,
    mode: opts.mode,
    firebase: new FirebaseStandIn(),
  };
  const controlsEnabled = opts.mode !== 'production';

  // Counting and fault injection run before anything else, for every non-control path.
  app.addHook('onRequest', async (request, reply) => {
    if (isControlPath(request.url)) return;
    const path = pathOf(request.url);
    runtime.count(path, header(request, 'moduleid'));
    const fault = runtime.takeFault(path);
    if (!fault) return;
    if (fault.latencyMs > 0) await new Promise((r) => setTimeout(r, fault.latencyMs));
    if (fault.body !== null) return sendFaultBody(reply, fault.body, fault.status ?? 200);
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

  // Every domain's rows through the dispatcher, then its controls and its other routes.
  for (const relays of DOMAINS.flatMap((domain) => domain.relays ?? [])) {
    const handlers = relays.handlers(deps);
    for (const [name, spec] of Object.entries(relays.endpoints)) {
      if (spec.testOnly && !controlsEnabled) continue;
      const handler = handlers[name];
      if (!handler) throw new Error(`registry row ${name} has no handler`);
      app.route({
        method: ROUTED_METHODS,
        url: spec.path,
        ...(spec.bodyLimit !== undefined ? { bodyLimit: spec.bodyLimit } : {}),
        handler: createDispatcher(spec, handler, deps),
      });
    }
  }
  for (const domain of DOMAINS) await domain.routes?.(app, deps);
  if (controlsEnabled) {
    gatewayControls(app, deps, persistence);
    for (const domain of DOMAINS) await domain.controls?.(app, deps);
  }

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
    await persistence.flush();
  });

  return app;
}
