/**
 * The gateway's own test controls under /__sandbox/ (the domains register theirs): reset, request
 * counts, injected faults, injected content, the received requests and the key pair. Registered
 * only in test and demo mode. Plain JSON answers, not the gateway envelope.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Persistence } from '../state/persistence.ts';
import type { SandboxDeps } from './context.ts';
import { controlInput } from './control-input.ts';
import { FAULT_BODIES } from './fault-bodies.ts';
import { EMPTY_SECTIONS, NO_CONTENT_OVERRIDES } from './runtime.ts';

const FaultBodySchema = z
  .object({
    path: z.string().startsWith('/').max(300),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    status: z.number().int().min(200).max(599).optional(),
    errorCode: z.string().min(1).max(80).optional(),
    /** A broken answer instead of the envelope (fault-bodies.ts); `status` is then its status. */
    body: z.enum(FAULT_BODIES).optional(),
    times: z.number().int().min(1).optional(),
  })
  .strict()
  .refine(
    (f) =>
      f.latencyMs !== undefined ||
      f.status !== undefined ||
      f.errorCode !== undefined ||
      f.body !== undefined,
    { message: 'give latencyMs, status, errorCode or body' },
  )
  .refine((f) => f.body === undefined || f.errorCode === undefined, {
    message: 'a broken body carries no errorCode',
  });

const ContentBodySchema = z
  .object({
    banners: z
      .array(
        z
          .object({
            bannerId: z.number().int(),
            groupName: z.string().min(1).max(40),
            url: z.string().max(2000),
            title: z.string().max(200).default(''),
            linkage: z.string().max(2000).nullable().default(null),
            linkageType: z.string().max(40).nullable().default(null),
            redirect: z.string().max(40).nullable().default(null),
            externalLink: z.string().max(2000).nullable().default(null),
          })
          .strict(),
      )
      .max(50)
      .optional(),
    resources: z
      .array(
        z
          .object({
            resourceType: z.string().min(1).max(40),
            url: z.string().max(2000),
            labelNameEn: z.string().max(80).nullable().optional(),
          })
          .strict(),
      )
      .max(50)
      .optional(),
    /** Seeded lists answered empty (replacing the previous choice; [] restores them all). */
    empty: z.array(z.enum(EMPTY_SECTIONS)).max(EMPTY_SECTIONS.length).optional(),
  })
  .strict();

const StateQuerySchema = z.object({ digest: z.enum(['0', '1']).optional() });

const ReceivedQuerySchema = z.object({ path: z.string().startsWith('/').max(300).optional() });

export function gatewayControls(
  app: FastifyInstance,
  deps: SandboxDeps,
  persistence: Persistence,
): void {
  const { runtime } = deps;

  app.post('/__sandbox/reset', () => {
    persistence.reset();
    runtime.reset();
    return { ok: true };
  });

  // How many writes the slices have taken (cheap: a counter), and with ?digest=1 a digest of
  // every record (a hash of the whole state): tests compare either before and after a call.
  app.get('/__sandbox/state', (request, reply) => {
    const query = controlInput(StateQuerySchema, request.query, reply);
    if (!query) return reply;
    return {
      writes: persistence.writes,
      ...(query.digest === '1' ? { digest: persistence.digest() } : {}),
    };
  });

  app.get('/__sandbox/stats', () => ({ counts: runtime.counts, moduleIds: runtime.moduleIds }));

  app.delete('/__sandbox/stats', () => {
    runtime.clearStats();
    return { ok: true };
  });

  app.get('/__sandbox/faults', () => ({ faults: runtime.faults }));

  app.post('/__sandbox/faults', (request, reply) => {
    const body = controlInput(FaultBodySchema, request.body, reply);
    if (!body) return reply;
    const { path, latencyMs, status, errorCode, times } = body;
    runtime.faults.push({
      path,
      latencyMs: latencyMs ?? 0,
      status: status ?? (errorCode ? 500 : body.body ? 200 : null),
      errorCode: errorCode ?? null,
      body: body.body ?? null,
      remaining: times ?? null,
    });
    return { faults: runtime.faults };
  });

  app.delete('/__sandbox/faults', () => {
    runtime.faults = [];
    return { ok: true };
  });

  app.get('/__sandbox/content', () => runtime.content);

  // Values are served as given, unchecked: the point is to serve what a real gateway might.
  app.post('/__sandbox/content', (request, reply) => {
    const body = controlInput(ContentBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    if (body.banners) runtime.content.banners = body.banners;
    if (body.resources) runtime.content.resources = body.resources;
    if (body.empty) runtime.content.empty = body.empty;
    return runtime.content;
  });

  app.delete('/__sandbox/content', () => {
    runtime.content = NO_CONTENT_OVERRIDES();
    return { ok: true };
  });

  app.get('/__sandbox/received', (request, reply) => {
    const query = controlInput(ReceivedQuerySchema, request.query, reply);
    if (!query) return reply;
    const path = query.path;
    const requests = path ? (runtime.received[path] ?? []) : Object.values(runtime.received).flat();
    return { requests };
  });

  app.get('/__sandbox/keys', () => ({
    modulusHex: deps.keyPair.modulusHex,
    privateExponentHex: deps.keyPair.privateExponentHex,
  }));
}
