/**
 * Request body limits. Every route gets `DEFAULT_BODY_LIMIT_BYTES` (64 KiB): JSON procedures
 * are a few hundred bytes, a batch of ten a few KiB, so a larger body is refused with 413 in
 * the catalogue shape before it is buffered. Routes that need more name themselves here by path
 * prefix; the `onRoute` hook gives them the Fastify route option `bodyLimit`.
 *
 * tRPC is one route (`/trpc/:path`), so a procedure cannot have its own limit: the KYC identity
 * images go to a second tRPC mount, `/upload/:path` (plugins/trpc.ts, decision 011), which keeps
 * the CSRF rule, the session and the rate limits of every route and is the only one allowed the
 * size of three images at 5 MB.
 */
import type { RouteOptions } from 'fastify';
import { KYC_UPLOAD_MAX_BODY_BYTES } from '@app/contracts';

export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

export interface BodyLimit {
  /** A path prefix, matched at a segment boundary (`/upload/kyc` matches `/upload/kyc/front`). */
  prefix: string;
  bytes: number;
}

/** The tRPC mount for uploads. */
export const UPLOAD_PREFIX = '/upload';

/** Routes allowed more (or less) than the default. */
export const BODY_LIMITS: readonly BodyLimit[] = [
  { prefix: UPLOAD_PREFIX, bytes: KYC_UPLOAD_MAX_BODY_BYTES },
];

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
