/**
 * What a registry row is (§2.3): one row per path with its HTTP method(s), module id(s), login
 * flag and encryption mode. Each domain lists its own rows next to their handlers
 * (`domains/<domain>/*.relays.ts`); the dispatcher enforces the rows generically, so a handler
 * never checks methods, tokens, modules or encryption itself.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * none: plain JSON. body: `Encryption` + DES body (§3). header: only an `Encryption` header and
 * `X-Gateway-Version: 3` (free play, §3.6).
 */
export type EncryptionMode = 'none' | 'body' | 'header';

/** public: token ignored; login: valid token required; optional: session used when valid. */
export type LoginMode = 'public' | 'login' | 'optional';

export interface EndpointSpec {
  readonly methods: readonly HttpMethod[];
  readonly path: string;
  /** First id is the default; a request's `ModuleId` header picks another listed one. */
  readonly moduleIds: readonly string[];
  readonly login: LoginMode;
  readonly encryption: EncryptionMode;
  /** Registered only in test and demo mode. */
  readonly testOnly?: boolean;
  /** Plain rows whose requests the `received` control keeps (encrypted rows always are). */
  readonly record?: boolean;
  /** Bytes a request body may have when more than Fastify's 1 MiB default (ID images). */
  readonly bodyLimit?: number;
}

/** A plain GET relay row, the common case of §9–§14. */
export function relay(
  name: string,
  moduleIds: readonly string[],
  login: LoginMode,
  extra: { methods?: readonly HttpMethod[]; record?: boolean } = {},
) {
  return {
    methods: extra.methods ?? ['GET'],
    path: `/wps/relay/${name}`,
    moduleIds,
    login,
    encryption: 'none',
    ...(extra.record ? { record: true } : {}),
  } as const satisfies EndpointSpec;
}

/** Methods a path is mounted for, so a wrong method reaches the dispatcher and gets #459. */
export const ROUTED_METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
