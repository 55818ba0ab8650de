/**
 * The origin the BFF writes into a URL that brings the player back to the site (a payment's
 * `returnUrl`, the chat's `backUrl`). It comes from configuration (`PUBLIC_ORIGIN`), never from
 * the request: behind a proxy that passes any `Host`, the request's own origin would send a
 * player who just paid to whatever site the `Host` named (issue 25, defect 7). The request only
 * chooses among the configured origins, so a site reached by two names sends each player back
 * by the name they came by.
 */

/** What the request says about how the player reached the site. */
export interface RequestOrigin {
  /** The browser's `Origin` header, when it sent one. */
  origin: string | undefined;
  /** The scheme as seen by the BFF (the forwarded one behind a trusted proxy). */
  protocol: string;
  /** The `Host` (or forwarded host behind a trusted proxy), with its port. */
  host: string | undefined;
}

export function publicOriginFor(
  configured: readonly [string, ...string[]],
  request: RequestOrigin,
): string {
  const candidates = [request.origin, request.host ? `${request.protocol}://${request.host}` : ''];
  for (const candidate of candidates) {
    const origin = originOrNull(candidate);
    if (origin !== null && configured.includes(origin)) return origin;
  }
  return configured[0];
}

function originOrNull(text: string | undefined): string | null {
  if (!text) return null;
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}
