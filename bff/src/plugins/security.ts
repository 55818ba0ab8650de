/**
 * Response hardening and the CSRF rule.
 * - helmet's headers with a strict CSP: scripts and styles only from our origin, no inline code, no
 *   `<base>`; images also from the gateway's image CDN. Framing is refused by the CSP's
 *   `frame-ancestors 'none'` alone (X-Frame-Options would only restate it less precisely).
 * - HSTS on unless HSTS_MAX_AGE_SECONDS=0 (plain-HTTP local runs).
 * - A Permissions-Policy that denies every powerful feature the site never uses.
 * - Every state-changing request (any method but GET, HEAD, OPTIONS), whatever the spelling of
 *   its path, must carry the app's custom header and, when the browser names an origin, come
 *   from ours. A cross-site form or fetch cannot add the header without a CORS preflight we
 *   never grant, so cookies alone never authorise a change. The guard does not look at the path
 *   at all: the router decodes `%74rpc` into `trpc`, so a path test would be a test of spelling.
 */
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type SocialLoginConfig } from '@app/contracts';
import { noteRefusal } from '../http/access-log.ts';
import { errorBody } from '../http/error-body.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Features nobody on the site uses, denied to the page and to every frame it embeds. Fullscreen
 * and autoplay stay ours and those of the frames a page embeds on purpose: YouTube on the app's
 * pages (the home's video block), the one hosted game on a game's frame page (plugins/game-host.ts).
 * KYC photos come from a file input, which needs no camera permission.
 */
export function permissionsPolicy(framed?: string): string {
  const ours = framed ? `(self "${framed}")` : '(self)';
  return [
    'accelerometer=()',
    'ambient-light-sensor=()',
    `autoplay=${ours}`,
    'bluetooth=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    `fullscreen=${ours}`,
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'idle-detection=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'publickey-credentials-get=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', ');
}

const PERMISSIONS_POLICY = permissionsPolicy('https://www.youtube.com');

/**
 * What the Firebase Web SDK reaches when the site offers Facebook and Google login (decision
 * 013): Google's sign-in APIs and the popup's helper frame and script, or only the sandbox's
 * stand-in. Nothing at all without a Firebase app.
 */
function socialLoginSources(socialLogin: SocialLoginConfig): {
  connect: string[];
  script: string[];
  frame: string[];
} {
  if (!socialLogin) return { connect: [], script: [], frame: [] };
  if (socialLogin.emulatorUrl) return { connect: [socialLogin.emulatorUrl], script: [], frame: [] };
  return {
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    script: ['https://apis.google.com'],
    frame: [`https://${socialLogin.firebase.authDomain}`],
  };
}

export const securityPlugin = fp(
  async (app) => {
    const { env, cspImgSrc, hstsMaxAgeSeconds, socialLogin } = app.config;
    const social = socialLoginSources(socialLogin);
    // helmet's own middleware, built once: @fastify/helmet builds it again for every request
    // (about 9 µs each, 6.5% of a cached status call; docs/performance.md).
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...social.script],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...cspImgSrc],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...social.connect],
          mediaSrc: ["'self'"],
          // The home's video block embeds YouTube (embed links built by the BFF).
          frameSrc: ["'self'", 'https://www.youtube.com', ...social.frame],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(env === 'production' ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: hstsMaxAgeSeconds > 0 ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true } : false,
      xFrameOptions: false,
      crossOriginEmbedderPolicy: false,
      // The provider's sign-in window must keep its opener to hand the credential back.
      crossOriginOpenerPolicy: {
        policy: socialLogin ? 'same-origin-allow-popups' : 'same-origin',
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    app.addHook('onRequest', (request, reply, done) => {
      // It writes on the raw response; Fastify keeps those headers when it replies.
      setSecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });

    app.addHook('onRequest', async (request, reply) => {
      void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      if (SAFE_METHODS.has(request.method)) return;
      const refusal = crossSiteReason(request);
      if (!refusal) return;
      noteRefusal(request, `csrf:${refusal}`);
      return reply.code(403).send(errorBody('no_permission', 403));
    });
  },
  { name: 'security', dependencies: ['config'] },
);

/** Why a state-changing request may not be ours, or null when it is. */
function crossSiteReason(request: FastifyRequest): string | null {
  // The lottery's own calls carry their credential in a header, never our cookies (plugins/lottery.ts).
  const { headerAuthenticated, plainForm } = request.routeOptions.config;
  const origin = request.headers.origin;
  if (plainForm === true) {
    // Our own form (pages/terms-agreement.ts): no app header, so the browser must say where the
    // request comes from, and it must be here.
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin === undefined && fetchSite !== 'same-origin') return 'form without origin';
  } else if (headerAuthenticated !== true && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
    return 'missing app header';
  }
  if (origin !== undefined && !isSameOrigin(origin, request.headers.host)) return 'foreign origin';
  // Fetch metadata, where the browser sends it, names a cross-site request even without Origin.
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'cross-site fetch';
  return null;
}

/** Compares hosts only: behind a TLS-terminating proxy our own scheme may read as http. */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const from = new URL(origin);
    // Parse our host with the origin's scheme so default ports compare equal (":80" vs none).
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
