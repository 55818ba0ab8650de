/**
 * The one HTTP client for the upstream gateway (upstream-gateway.md §2). It owns the connection
 * pool, the deadlines, the gateway headers, the envelope, the encryption step and the mapping of
 * failures to `UpstreamError`. Feature code calls `call()` with a zod schema for `value` and
 * never sees HTTP.
 */
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
} from 'cockatiel';
import type { CircuitBreakerPolicy } from 'cockatiel';
import { Pool, errors as undiciErrors } from 'undici';
import type { Dispatcher } from 'undici';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  GATEWAY_ID_HEADER,
  GATEWAY_ID_MOBILE,
  GatewayEnvelopeSchema,
  type GatewayEnvelope,
} from '@app/contracts';
import { classifyFailure, UpstreamError } from './errors.ts';
import { encryptPayload, sealedKeyHeaders } from './gateway-crypto.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Upstream cookies kept per player session (e.g. the `captchaId` that binds a captcha). */
export type CookieJar = Record<string, string>;

export interface UpstreamCall {
  method: HttpMethod;
  path: string;
  /**
   * The name of the operation for its circuit breaker and logs; defaults to `path`. Every path
   * today is a fixed string; a path that embeds an id must set a fixed name here, or the map of
   * breakers would grow with every id.
   */
  operation?: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  moduleId: string;
  token?: string | null | undefined;
  language?: string | undefined;
  body?: unknown;
  /**
   * The gateway's encryption (§3): `body` seals a one-time key (`Encryption`) and sends the body
   * DES-encrypted; `header` sends the sealed key alone beside a plain body (§3.6).
   */
  encryption?: 'body' | 'header';
  /** Read and updated in place from `Set-Cookie`. */
  cookies?: CookieJar | undefined;
  userAgent?: string | undefined;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * `false` for a GET with an effect, sent at most once whatever happens: a game launch (§10),
   * whose repeat the gateway refuses with #734. Other GETs get one retry when the gateway looks
   * down; non-GETs never do.
   */
  idempotent?: boolean;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  merchantCode: string;
  timeoutMs: number;
  connections: number;
  logger: FastifyBaseLogger;
  /**
   * Consecutive outages (5xx gateway errors, timeouts, refused connections) of one operation
   * that open that operation's circuit.
   */
  breakerThreshold?: number;
  /** How long an open circuit fails fast before letting one trial call through. */
  breakerHalfOpenMs?: number;
  /**
   * The most bytes of one answer the client reads (`UPSTREAM_MAX_RESPONSE_BYTES`): a longer
   * answer is dropped unread past this and fails as `bad-response`, so a runaway or hostile
   * answer cannot fill the process's memory.
   */
  maxResponseBytes?: number;
}

/** 2 MiB: the largest real answer (a full game catalogue page) is a few hundred KiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

interface RawResponse {
  status: number;
  headers: Dispatcher.ResponseData['headers'];
  text: string;
}

/** Answers that mean "the gateway is down", as opposed to a refusal: retried and counted. */
const OUTAGE_STATUSES = new Set([502, 503, 504]);
const RSA_KEY_PATH = '/wps/session/key/rsa';

export type CircuitStateName = 'closed' | 'open' | 'half-open' | 'isolated';

const STATE_NAMES: Record<CircuitState, CircuitStateName> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'isolated',
};

export class UpstreamClient {
  readonly #pool: Pool;
  readonly #options: UpstreamClientOptions;
  readonly #basePath: string;
  /**
   * One breaker per operation, created on first use. A relay that fails (the balance answering
   * 503) stops being called, while every other operation, another player's login included,
   * keeps its own evidence. Keys are fixed operation names, so the map stays small.
   */
  readonly #breakers = new Map<string, CircuitBreakerPolicy>();

  constructor(options: UpstreamClientOptions) {
    this.#options = options;
    const url = new URL(options.baseUrl);
    this.#basePath = url.pathname.replace(/\/$/, '');
    this.#pool = new Pool(url.origin, {
      connections: options.connections,
      connectTimeout: options.timeoutMs,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
    });
  }

  /** Calls a gateway endpoint and returns its `value`, parsed with `schema`. */
  async call<S extends z.ZodType>(call: UpstreamCall, schema: S): Promise<z.infer<S>> {
    const answer = await this.#send(call, (response) => this.#readAnswer(call, response, schema));
    if (answer.failed) {
      const { envelope, status } = answer;
      throw classifyFailure({
        path: call.path,
        status: status >= 400 ? status : 400,
        errorCode: envelope.errorCode ?? envelope.description,
        message: envelope.message ?? envelope.msg,
        value: envelope.value,
      });
    }
    return answer.value;
  }

  /**
   * Reads an answer inside the operation's breaker: an answer that is not the envelope, or a
   * success whose `value` is off contract, throws `bad-response` there, so the breaker counts a
   * gateway that answers garbage as it counts one that does not answer. A refusal is returned to
   * `call()`, outside the breaker: the gateway that refuses is up.
   */
  #readAnswer<S extends z.ZodType>(
    call: UpstreamCall,
    response: RawResponse,
    schema: S,
  ):
    | { failed: true; status: number; envelope: GatewayEnvelope }
    | { failed: false; value: z.infer<S> } {
    const envelope = parseEnvelope(call.path, response, this.#options.logger);
    const failed =
      response.status >= 400 ||
      envelope.success === false ||
      envelope.status === 'failed' ||
      envelope.status === false;
    if (failed) return { failed, status: response.status, envelope };
    const parsed = schema.safeParse(envelope.value);
    if (!parsed.success) {
      this.#options.logger.warn(
        { path: call.path, issues: parsed.error.issues.slice(0, 5) },
        'upstream value does not match the contract',
      );
      throw badResponse(call.path, response.status);
    }
    return { failed: false, value: parsed.data };
  }

  /** The RSA modulus for the encryption step: bare hex, public, never cached by the gateway. */
  async rsaModulus(cookies?: CookieJar): Promise<string> {
    const call: UpstreamCall = {
      method: 'GET',
      path: RSA_KEY_PATH,
      query: { t: Date.now() },
      moduleId: 'COMM3',
      cookies,
      headers: { 'Cache-Control': 'no-cache' },
    };
    return this.#send(call, (response) => {
      const modulus = response.text.trim();
      if (response.status >= 400 || !/^[0-9a-fA-F]{64,}$/.test(modulus)) {
        // The platform's client rejects with "NO RSA KEY" and shows the network notice.
        throw new UpstreamError({
          kind: response.status >= 500 ? 'unavailable' : 'bad-response',
          appCode: 'network_slow',
          path: RSA_KEY_PATH,
          status: response.status,
        });
      }
      return modulus;
    });
  }

  /**
   * Reachability for /readyz: any HTTP answer from the gateway counts as reachable. Sent past
   * the breakers and never retried: a probe must neither be refused by an open circuit nor
   * count towards opening the RSA key's circuit, which every login needs.
   */
  async ping(timeoutMs = 1_000): Promise<boolean> {
    const call: UpstreamCall = { method: 'GET', path: RSA_KEY_PATH, moduleId: 'COMM3', timeoutMs };
    try {
      await this.#dispatch(call, {
        method: 'GET',
        path: this.#pathWithQuery(call),
        headers: this.#headers(call),
      });
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.#pool.close();
  }

  async #send<T>(call: UpstreamCall, read: (response: RawResponse) => T): Promise<T> {
    let body: string | undefined;
    const extraHeaders: Record<string, string> = { ...call.headers };
    if (call.encryption === 'body') {
      const modulus = await this.rsaModulus(call.cookies);
      const encrypted = encryptPayload(call.body ?? {}, modulus);
      Object.assign(extraHeaders, encrypted.headers);
      body = JSON.stringify(encrypted.body);
    } else if (call.encryption === 'header') {
      const modulus = await this.rsaModulus(call.cookies);
      Object.assign(extraHeaders, sealedKeyHeaders(modulus));
      body = JSON.stringify(call.body ?? {});
    } else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
    }
    const request: Dispatcher.RequestOptions = {
      method: call.method,
      path: this.#pathWithQuery(call),
      headers: { ...this.#headers(call), ...extraHeaders },
      body,
    };
    const attempt = () => this.#guarded(call, request, read);
    try {
      return await attempt();
    } catch (error) {
      // At most one retry, only for idempotent reads, only when the gateway looked down (not
      // for a timeout: a second wait would double the player's).
      if (
        call.method === 'GET' &&
        call.idempotent !== false &&
        error instanceof UpstreamError &&
        error.kind === 'unavailable' &&
        !error.circuitOpen
      ) {
        this.#options.logger.info({ path: call.path }, 'retrying idempotent upstream call once');
        return attempt();
      }
      throw error;
    }
  }

  /** The breaker of one operation, created on its first call. */
  #breakerFor(operation: string): CircuitBreakerPolicy {
    let breaker = this.#breakers.get(operation);
    if (breaker) return breaker;
    breaker = circuitBreaker(
      // A gateway that answers garbage (not JSON, not the envelope, off contract, too large)
      // is as broken as one that does not answer: both count towards opening the circuit.
      handleWhen(
        (error) =>
          error instanceof UpstreamError &&
          (error.kind === 'unavailable' ||
            error.kind === 'timeout' ||
            error.kind === 'bad-response'),
      ),
      {
        halfOpenAfter: this.#options.breakerHalfOpenMs ?? 5_000,
        breaker: new ConsecutiveBreaker(this.#options.breakerThreshold ?? 5),
      },
    );
    const logger = this.#options.logger;
    breaker.onStateChange((state) => {
      if (state === CircuitState.Open) logger.error({ operation }, 'upstream circuit opened');
      else logger.info({ operation, state: STATE_NAMES[state] }, 'upstream circuit state');
    });
    this.#breakers.set(operation, breaker);
    return breaker;
  }

  /**
   * One dispatch through the operation's circuit breaker, its answer read inside it (so a
   * malformed answer counts); an open circuit fails at once.
   */
  async #guarded<T>(
    call: UpstreamCall,
    request: Dispatcher.RequestOptions,
    read: (response: RawResponse) => T,
  ): Promise<T> {
    const breaker = this.#breakerFor(call.operation ?? call.path);
    try {
      return await breaker.execute(async () => read(await this.#dispatch(call, request)));
    } catch (error) {
      if (error instanceof BrokenCircuitError) {
        throw new UpstreamError({
          kind: 'unavailable',
          appCode: 'service_unavailable',
          path: call.path,
          circuitOpen: true,
        });
      }
      throw error;
    }
  }

  async #dispatch(call: UpstreamCall, request: Dispatcher.RequestOptions): Promise<RawResponse> {
    const started = performance.now();
    const timeoutMs = call.timeoutMs ?? this.#options.timeoutMs;
    let response: Dispatcher.ResponseData;
    try {
      response = await this.#pool.request({ ...request, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw toTransportError(call.path, error);
    }
    const text = await this.#readCapped(call.path, response);
    const ms = Math.round(performance.now() - started);
    this.#options.logger.debug(
      { method: call.method, path: call.path, status: response.statusCode, ms },
      'upstream',
    );
    if (call.cookies) updateCookieJar(call.cookies, response.headers['set-cookie']);
    if (OUTAGE_STATUSES.has(response.statusCode)) {
      throw new UpstreamError({
        kind: 'unavailable',
        appCode: 'service_unavailable',
        path: call.path,
        status: response.statusCode,
      });
    }
    return { status: response.statusCode, headers: response.headers, text };
  }

  /**
   * The answer's text, read at most `maxResponseBytes` long: a larger declared length is refused
   * before a byte is read, and a body streaming past the cap (no or a false length) is dropped
   * there. Either way the socket is destroyed, not drained.
   */
  async #readCapped(path: string, response: Dispatcher.ResponseData): Promise<string> {
    const cap = this.#options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    const tooLarge = () => {
      response.body.destroy();
      this.#options.logger.warn(
        { path, status: response.statusCode, maxBytes: cap },
        'upstream answer larger than the cap dropped',
      );
      return badResponse(path, response.statusCode);
    };
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > cap) throw tooLarge();
    const chunks: Buffer[] = [];
    let length = 0;
    try {
      for await (const chunk of response.body) {
        const buffer = chunk as Buffer;
        length += buffer.length;
        if (length > cap) throw tooLarge();
        chunks.push(buffer);
      }
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      throw toTransportError(path, error);
    }
    return Buffer.concat(chunks, length).toString('utf8');
  }

  /**
   * The operations whose circuit is not closed (open, half-open), for /readyz and diagnostics.
   * Empty when every operation is being called normally.
   */
  circuits(): Record<string, CircuitStateName> {
    const result: Record<string, CircuitStateName> = {};
    for (const [operation, breaker] of this.#breakers) {
      if (breaker.state !== CircuitState.Closed) result[operation] = STATE_NAMES[breaker.state];
    }
    return result;
  }

  #pathWithQuery(call: UpstreamCall): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const query = params.toString();
    return `${this.#basePath}${call.path}${query ? `?${query}` : ''}`;
  }

  #headers(call: UpstreamCall): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': 'application/json;charset=UTF-8',
      // Exactly one Merchant header: a duplicate gets `400 function.not.available`.
      Merchant: this.#options.merchantCode,
      ModuleId: call.moduleId,
      // The gateway id of the mobile client (spec section 8: WEB 1, MOBILE 3), in the header the
      // captured mobile client sends it in (docs/gateway.md).
      [GATEWAY_ID_HEADER]: GATEWAY_ID_MOBILE,
      Device: 'web',
      Language: call.language ?? DEFAULT_LANGUAGE,
    };
    // The raw token, no `Bearer ` prefix (§2.2).
    if (call.token) headers.Authorization = call.token;
    if (call.userAgent) headers['X-Real-UA'] = Buffer.from(call.userAgent).toString('base64');
    const cookie = serializeCookies(call.cookies);
    if (cookie) headers.Cookie = cookie;
    return headers;
  }
}

/**
 * The envelope of an answer, or `bad-response`: a body that is not JSON (an HTML error page, a
 * truncated or ciphertext body) or JSON that is not the envelope. An envelope says how the call
 * went (`success`, or the legacy `status`): an object that says neither is not one, and must not
 * pass for a success with no value.
 */
function parseEnvelope(path: string, response: RawResponse, logger: FastifyBaseLogger) {
  let json: unknown;
  try {
    json = response.text ? JSON.parse(response.text) : {};
  } catch {
    json = undefined;
  }
  const parsed = GatewayEnvelopeSchema.safeParse(json);
  const saysHowItWent =
    parsed.success && (parsed.data.success !== undefined || parsed.data.status !== undefined);
  if (!parsed.success || (!saysHowItWent && response.text !== '')) {
    if (response.status >= 500) {
      throw new UpstreamError({
        kind: 'unavailable',
        appCode: 'service_unavailable',
        path,
        status: response.status,
      });
    }
    logger.warn(
      {
        path,
        status: response.status,
        contentType: response.headers['content-type'],
        bytes: response.text.length,
      },
      'upstream answer is not the gateway envelope',
    );
    throw badResponse(path, response.status);
  }
  return parsed.data;
}

/**
 * An answer the BFF cannot use. The player is told the service is not available right now and
 * to try again (`service_unavailable`): nothing they typed was wrong.
 */
function badResponse(path: string, status: number): UpstreamError {
  return new UpstreamError({ kind: 'bad-response', appCode: 'service_unavailable', path, status });
}

function toTransportError(path: string, error: unknown): UpstreamError {
  const timedOut =
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError;
  return new UpstreamError(
    timedOut
      ? { kind: 'timeout', appCode: 'network_slow', path }
      : { kind: 'unavailable', appCode: 'service_unavailable', path },
    { cause: error },
  );
}

function serializeCookies(jar: CookieJar | undefined): string {
  if (!jar) return '';
  return Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

function updateCookieJar(jar: CookieJar, setCookie: string | string[] | undefined): void {
  if (!setCookie) return;
  for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
    const [pair, ...attributes] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (!pair || eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    if (expired || value === '') delete jar[name];
    else jar[name] = value;
  }
}
