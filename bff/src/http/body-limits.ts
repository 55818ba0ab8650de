/**
 * Request body limits. Every route gets `DEFAULT_BODY_LIMIT_BYTES` (64 KiB): JSON procedures
 * are a few hundred bytes, a batch of ten a few KiB, so a larger body is refused with 413 in
 * the catalogue shape before it is buffered. Routes that need more name themselves here by path
 * prefix; the `onRoute` hook gives them the Fastify route option `bodyLimit`.
 *
 * tRPC is one route (`/trpc/:path`), so a procedure cannot have its own limit: uploads (the KYC
 * identity images, spec "Security") will be their own route with its own prefix, e.g.
 * `{ prefix: '/upload/kyc', bytes: 12 * 1024 * 1024 }` here and a multipart or raw-body handler
 * registered under it (or a second tRPC mount, `fastifyTRPCPlugin` with `prefix: '/upload'` and
 * an upload router), keeping the CSRF rule, the session and the rate limits of every route.
 */
import type { RouteOptions } from 'fastify';

export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

export interface BodyLimit {
  /** A path prefix, matched at a segment boundary (`/upload/kyc` matches `/upload/kyc/front`). */
  prefix: string;
  bytes: number;
}

/** Routes allowed more (or less) than the default. None yet: uploads will be the first. */
export const BODY_LIMITS: readonly BodyLimit[] = [];

/** An `onRoute` hook setting `bodyLimit` on routes under a listed prefix (longest first). */
export function bodyLimitsHook(limits: readonly BodyLimit[] = BODY_LIMITS) {
  const sorted = [...limits].sort((a, b) => b.prefix.length - a.prefix.length);
  return (route: RouteOptions): void => {
    if (route.bodyLimit !== undefined) return;
    const match = sorted.find(
      ({ prefix }) =>
        route.url === prefix || route.url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    );
    if (match) route.bodyLimit = match.bytes;
  };
}
