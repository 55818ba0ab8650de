/**
 * The gate of the upload mount (`/upload/:path`, decision 018): everything that can refuse an
 * upload is decided from its headers, before one byte of its body is read.
 *
 * - A visitor (no signed-in session) gets 401 `not_logged_in`: megabytes from someone who is not
 *   even signed in are never parsed (issue 25: ten 14 MB bodies took the BFF from 174 to 431 MB).
 * - A caller already past the per-address limit, or past the procedure's own limit (KYC: per
 *   member), gets 429 with `Retry-After`; the gate only reads those counters, the procedure counts.
 * - A body without `Content-Length` (chunked) gets 411: its size would be known only by reading it.
 * - The bytes of the uploads being read at once on this replica are capped
 *   (`UPLOAD_BYTES_IN_FLIGHT_MAX`, by their `Content-Length`); past the cap, 503 `uploads_busy`
 *   with `Retry-After`. The bytes are freed when the answer is sent or the connection drops.
 *
 * A refusal here answers with `Connection: close`: Node then closes the socket once the answer is
 * written, instead of reading the rest of the body to keep the connection alive.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppErrorCode } from '@app/contracts';
import type { LimitName } from '../config.ts';
import { noteRefusal } from './access-log.ts';
import { errorBody } from './error-body.ts';

/** Seconds a client is told to wait when the replica is busy with other uploads. */
export const UPLOADS_BUSY_RETRY_AFTER_SECONDS = 5;

/** The procedure limits the gate reads before the body, by procedure path, with their subject. */
export const PRE_BODY_LIMITS: Readonly<Record<string, LimitName>> = {
  'kyc.uploadId': 'kycPerMember',
};

export interface UploadGateDependencies {
  /** The route's body limit (bytes): larger declared bodies are 413 at once. */
  bodyLimit: number;
  /** Bytes of upload bodies this replica reads at once at most. */
  bytesInFlightMax: number;
  /** The signed-in member's name, null for a visitor; throws when the session cannot be read. */
  member(request: FastifyRequest): Promise<string | null>;
  /** Seconds until `name` for `subject` allows a call again; 0 when it allows one now. */
  exceeded(name: LimitName | 'global', request: FastifyRequest, subject?: string): Promise<number>;
}

/** Bytes of the uploads currently being read (one counter per replica). */
export class UploadGate {
  #bytesInFlight = 0;
  readonly #deps: UploadGateDependencies;

  constructor(deps: UploadGateDependencies) {
    this.#deps = deps;
  }

  get bytesInFlight(): number {
    return this.#bytesInFlight;
  }

  /** The `onRequest` hook of the upload route: answers a refusal, or reserves the bytes. */
  async check(request: FastifyRequest, reply: FastifyReply, procedure: string): Promise<void> {
    const length = declaredLength(request);
    if (length === null) return refuse(request, reply, 411, 'invalid_input', 'upload:no-length');
    if (length > this.#deps.bodyLimit) {
      return refuse(request, reply, 413, 'invalid_input', 'upload:too-large');
    }

    let member: string | null;
    try {
      member = await this.#deps.member(request);
    } catch {
      return refuse(request, reply, 503, 'try_again_shortly', 'upload:store', 5);
    }
    if (member === null) return refuse(request, reply, 401, 'not_logged_in', 'upload:visitor');

    const limit = PRE_BODY_LIMITS[procedure];
    const waits = await Promise.all([
      this.#deps.exceeded('global', request),
      limit ? this.#deps.exceeded(limit, request, member) : 0,
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) return refuse(request, reply, 429, 'too_many_requests', 'upload:limit', wait);

    if (this.#bytesInFlight + length > this.#deps.bytesInFlightMax) {
      return refuse(
        request,
        reply,
        503,
        'uploads_busy',
        'upload:busy',
        UPLOADS_BUSY_RETRY_AFTER_SECONDS,
      );
    }
    this.#bytesInFlight += length;
    let released = false;
    // 'close' fires once for every outcome: answered, failed, or the client went away.
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      this.#bytesInFlight -= length;
    });
  }
}

/** The body's declared size; null when it has none that can be trusted (chunked, malformed). */
function declaredLength(request: FastifyRequest): number | null {
  if (request.headers['transfer-encoding'] !== undefined) return null;
  const raw = request.headers['content-length'];
  if (raw === undefined) return 0;
  if (!/^\d+$/.test(raw)) return null;
  return Number(raw);
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  appCode: AppErrorCode,
  reason: string,
  retryAfterSeconds?: number,
): FastifyReply {
  noteRefusal(request, reason);
  if (retryAfterSeconds !== undefined) void reply.header('Retry-After', String(retryAfterSeconds));
  return reply
    .header('Connection', 'close')
    .code(status)
    .send(errorBody(appCode, status, retryAfterSeconds === undefined ? {} : { retryAfterSeconds }));
}
