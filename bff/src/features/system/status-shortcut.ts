/**
 * `system.status` answered ahead of tRPC (issue 28, item 5; decision 038).
 *
 * Every page load asks for the status, and for a second (STATUS_LOCAL_TTL_MS) its answer is one
 * frozen object per language, the same for every caller. Sending that object through tRPC's
 * Fastify adapter cost about 260 µs of CPU, twelve times `/healthz`: the adapter builds a fetch
 * Request, a Response and an AbortController for each call, and the middleware chain spreads the
 * context at every step. The answer itself was the cheap part.
 *
 * So this route, `GET /trpc/system.status`, answers the web app's own spellings of the call (a
 * single call, or a batch of that one call, with a language) from the answer the procedure
 * itself made and this process still keeps, serialised once: byte for byte what tRPC sends,
 * with its headers. Everything else goes to tRPC unchanged: a status this process does not keep
 * fresh (the procedure then asks the store or the gateway and keeps the answer), a call without
 * a language (the session's language), other inputs, streaming, errors. The per-address limit
 * counts each call once, here or in the procedure.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { LanguageInputSchema, type LanguageCode, type SystemStatus } from '@app/contracts';
import { statusOutput } from './system.router.ts';
import { keptStatus } from './system.service.ts';

/** The route, as its own: a static path is matched before tRPC's `/trpc/:path`. */
export const STATUS_ROUTE = '/trpc/system.status';

type ViaTrpc = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The one call this route answers: the language asked for, and whether it came as a batch. */
interface StatusCall {
  language: LanguageCode;
  batch: boolean;
}

/**
 * tRPC's JSON for an answer: `{result:{data}}`, in an array when the call came as a batch. As
 * bytes: encoded once, and sent with the content type as tRPC sends it (Fastify would add a
 * charset to a string).
 */
interface Bodies {
  single: Buffer;
  batch: Buffer;
}

/** The bodies of each frozen answer: made once, sent for every call until the answer changes. */
const bodiesByAnswer = new WeakMap<SystemStatus, Bodies>();

export function statusShortcut(app: FastifyInstance, viaTrpc: ViaTrpc): RouteHandlerMethod {
  return async (request, reply) => {
    const call = statusCall(request);
    const answer = call && keptStatus(app, call.language);
    if (!call || !answer) return viaTrpc(request, reply);
    try {
      await app.rateLimits.check('global', request, reply);
    } catch {
      // Refused (429): the procedure counts the call again and answers in tRPC's own shape for
      // it, batch or not. A caller over the limit loses nothing by being counted twice.
      return viaTrpc(request, reply);
    }
    const bodies = bodiesFor(answer);
    return reply
      .header('vary', 'trpc-accept, accept')
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json')
      .send(call.batch ? bodies.batch : bodies.single);
  };
}

/**
 * The call, when it is one this route answers the way tRPC would: `?input={"language":…}`, or
 * `?batch=1&input={"0":{"language":…}}`, and nothing else in the query; undefined otherwise.
 */
function statusCall(request: FastifyRequest): StatusCall | undefined {
  // A streaming client (jsonl) gets tRPC's stream.
  if (request.headers['trpc-accept'] !== undefined || request.headers.accept?.includes('jsonl')) {
    return undefined;
  }
  const query = request.query as Record<string, unknown>;
  const batch = query.batch === '1';
  if (typeof query.input !== 'string' || Object.keys(query).length !== (batch ? 2 : 1)) {
    return undefined;
  }
  let input: unknown;
  try {
    input = JSON.parse(query.input);
  } catch {
    return undefined;
  }
  if (batch) {
    if (typeof input !== 'object' || input === null || Object.keys(input).join() !== '0') {
      return undefined;
    }
    input = (input as Record<string, unknown>)['0'];
  }
  const parsed = LanguageInputSchema.safeParse(input);
  const language = parsed.success ? parsed.data?.language : undefined;
  return language ? { language, batch } : undefined;
}

function bodiesFor(answer: SystemStatus): Bodies {
  let bodies = bodiesByAnswer.get(answer);
  if (!bodies) {
    // The procedure's own output check: the data is exactly what tRPC would serialise.
    const single = JSON.stringify({ result: { data: statusOutput(answer) } });
    bodies = { single: Buffer.from(single), batch: Buffer.from(`[${single}]`) };
    bodiesByAnswer.set(answer, bodies);
  }
  return bodies;
}
