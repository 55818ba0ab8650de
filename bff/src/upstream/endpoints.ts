/**
 * The machinery of the gateway endpoint tables (upstream-gateway.md §2.3). Each domain describes
 * the endpoints it calls, once, as data, in `features/<domain>/<domain>.endpoints.ts`: method,
 * path, module id, encryption, whether a login is needed, the schema of its `value`, and the type
 * of its query and body. `Gateway.call(ENDPOINTS.x, {query, body})` (gateway.ts) turns an entry
 * into a request with the caller's token, language, cookies and user agent bound.
 *
 * Field names of the gateway's queries and bodies stay in the domain's `*.upstream.ts` mapping
 * functions that fill them; services never see them. The sandbox keeps its own registry and does
 * not read these tables, so a wrong entry is caught there (test/endpoints.test.ts compares every
 * domain's entries with it).
 */
import type { z } from 'zod';
import type { HttpMethod } from './client.ts';

/**
 * public: never sent a token (a shared, cacheable read); optional: the caller's token when there
 * is one; member: a signed-in member's token, or the call is refused before the gateway.
 */
export type EndpointAuth = 'public' | 'optional' | 'member';

export type Encryption = 'none' | 'body' | 'header';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** A type-only marker for an endpoint's query or body: `query: params<{typeId: number}>()`. */
export interface Params<T> {
  readonly __params?: T;
}
export const params = <T>(): Params<T> => ({});

export interface Endpoint<
  S extends z.ZodType = z.ZodType,
  Q extends QueryParams | undefined = QueryParams | undefined,
  B = unknown,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly moduleId: string;
  readonly auth: EndpointAuth;
  /**
   * The gateway's encryption (§3): `body`, the RSA-sealed one-time key and the DES-encrypted
   * body; `header`, the sealed key alone with a plain body (free play, §3.6); or `none`.
   */
  readonly encryption: Encryption;
  readonly schema: S;
  /**
   * The circuit breaker's key (client.ts); the path when absent. A path that embeds an id must
   * set a fixed name here, or the map of breakers would grow with every id.
   */
  readonly operation?: string;
  /** `false` for a GET with an effect, sent at most once (the launch, §10). */
  readonly idempotent?: boolean;
  readonly query?: Params<Q>;
  readonly body?: Params<B>;
}

interface EndpointSpec<S extends z.ZodType, Q extends QueryParams | undefined, B> {
  method: HttpMethod;
  path: string;
  moduleId: string;
  auth: EndpointAuth;
  encryption?: Encryption;
  schema: S;
  operation?: string;
  idempotent?: boolean;
  query?: Params<Q>;
  body?: Params<B>;
}

export function endpoint<
  S extends z.ZodType,
  Q extends QueryParams | undefined = undefined,
  B = undefined,
>(spec: EndpointSpec<S, Q, B>): Endpoint<S, Q, B> {
  return { ...spec, encryption: spec.encryption ?? 'none' };
}

/** What a call passes: the query and body its endpoint declares, nothing when it declares none. */
export type CallParams<E> =
  E extends Endpoint<z.ZodType, infer Q, infer B>
    ? (undefined extends Q ? { query?: Q } : { query: Q }) &
        (undefined extends B ? { body?: B } : { body: B }) & { timeoutMs?: number }
    : never;

/** The value an endpoint answers with, after its schema. */
export type EndpointValue<E> = E extends Endpoint<infer S> ? z.infer<S> : never;

/** The path of a gateway relay (`/wps/relay/<name>`, §2.3). */
export const relay = (name: string) => `/wps/relay/${name}`;
