/**
 * The gateway as one request sees it: `ctx.gateway`, created per request in the tRPC context
 * (constructing it costs nothing: the session is read on the first call that needs it, once per
 * request through the session handle). It binds who is calling: the member's token (from the
 * session), the player's language, the session's upstream cookies and the browser's user agent,
 * so a relay is one line: `gateway.call(ENDPOINTS.balance, { query: { typeId: 0 } })`.
 *
 * The pooled client underneath (client.ts) keeps the deadlines, retries, breakers (keyed by
 * path, as before) and encryption. Shared reads that are cached for every player go through
 * `gateway.shared(language)`: no session, no token, no cookies, no user agent, whatever the
 * request carries, so nothing of one member can leak into a cache entry.
 */
import type { LanguageCode } from '@app/contracts';
import { resolveLanguage } from '../lib/language.ts';
import type { SessionData } from '../session/session-store.ts';
import { AppError } from '../trpc/errors.ts';
import type { CookieJar, UpstreamCall, UpstreamClient } from './client.ts';
import type { CallParams, Endpoint, EndpointValue } from './endpoints.ts';

/** Who is calling. Fields left out are read from `session` when a call needs them. */
export interface GatewayBinding {
  /** The request's session (its handle caches the read): token, language and cookies. */
  session?: { load(): Promise<SessionData | null> } | null;
  /** An explicit token (null: none), in place of the session's. */
  token?: string | null;
  /** The player's language, in place of the session's (else the site default). */
  language?: LanguageCode;
  /** The jar that is sent and updated from `Set-Cookie`; else a copy of the session's. */
  cookies?: CookieJar;
  userAgent?: string | undefined;
}

export class Gateway {
  readonly merchantCode: string;
  readonly #client: UpstreamClient;
  readonly #binding: GatewayBinding;

  constructor(client: UpstreamClient, merchantCode: string, binding: GatewayBinding = {}) {
    this.#client = client;
    this.merchantCode = merchantCode;
    this.#binding = binding;
  }

  /** The same caller with some of its binding replaced (a language, a cookie jar to keep). */
  with(binding: GatewayBinding): Gateway {
    return new Gateway(this.#client, this.merchantCode, { ...this.#binding, ...binding });
  }

  withLanguage(language: LanguageCode): Gateway {
    return this.with({ language });
  }

  /** A handle for reads shared by every player (cached): bound to nothing but a language. */
  shared(language: LanguageCode): Gateway {
    return new Gateway(this.#client, this.merchantCode, { session: null, token: null, language });
  }

  /** The language calls are sent in: the bound one, else the session's, else the default. */
  language(): Promise<LanguageCode> {
    return resolveLanguage(this.#binding.language, () => this.#session());
  }

  /** Calls `endpoint` as this caller; returns its `value`, parsed with the endpoint's schema. */
  async call<E extends Endpoint>(
    endpoint: E,
    ...[params]: object extends CallParams<E> ? [CallParams<E>?] : [CallParams<E>]
  ): Promise<EndpointValue<E>> {
    const p = (params ?? {}) as {
      query?: UpstreamCall['query'];
      body?: unknown;
      timeoutMs?: number;
    };
    const token = endpoint.auth === 'public' ? null : await this.#token(endpoint.auth === 'member');
    if (endpoint.auth === 'member' && !token) {
      // Procedures check first (memberProcedure); this keeps a slip from reaching the gateway.
      throw new AppError('UNAUTHORIZED', 'not_logged_in');
    }
    const call: UpstreamCall = {
      method: endpoint.method,
      path: endpoint.path,
      moduleId: endpoint.moduleId,
      language: await this.language(),
      token,
      cookies: this.#binding.cookies ?? (await this.#sessionCookies()),
      userAgent: this.#binding.userAgent,
    };
    if (endpoint.operation) call.operation = endpoint.operation;
    if (endpoint.encryption !== 'none') call.encryption = endpoint.encryption;
    if (endpoint.idempotent === false) call.idempotent = false;
    if (p.query) call.query = p.query;
    if (p.body !== undefined) call.body = p.body;
    if (p.timeoutMs !== undefined) call.timeoutMs = p.timeoutMs;
    return (await this.#client.call(call, endpoint.schema)) as EndpointValue<E>;
  }

  async #token(required: boolean): Promise<string | null> {
    if (this.#binding.token !== undefined) return this.#binding.token;
    const session = required ? await this.#session() : await this.#softSession();
    return session?.token ?? null;
  }

  async #sessionCookies(): Promise<CookieJar | undefined> {
    const cookies = (await this.#softSession())?.cookies;
    return cookies && Object.keys(cookies).length ? { ...cookies } : undefined;
  }

  #session(): Promise<SessionData | null> {
    return this.#binding.session?.load() ?? Promise.resolve(null);
  }

  /** The session for preferences (language, cookies): with the store down, none. */
  #softSession(): Promise<SessionData | null> {
    return this.#session().catch(() => null);
  }
}
