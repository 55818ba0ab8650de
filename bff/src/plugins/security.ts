/**
 * Response hardening and the CSRF rule.
 * - helmet with a strict CSP: scripts and styles only from our origin, no inline code; images
 *   also from the gateway's image CDN.
 * - Every state-changing call (any non-GET to /trpc) must carry the app's custom header, and,
 *   when the browser sends an Origin, it must be ours. A cross-site form or fetch cannot add the
 *   header without a CORS preflight we never grant, so cookies alone never authorise a change.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts';

export const securityPlugin = fp(
  async (app) => {
    const production = app.config.env === 'production';
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...app.config.cspImgSrc],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'"],
          // The home's video block embeds YouTube (embed links built by the BFF).
          frameSrc: ["'self'", 'https://www.youtube.com'],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
        return;
      if (!request.url.startsWith('/trpc')) return;
      const header = request.headers[CSRF_HEADER];
      const origin = request.headers.origin;
      const sameOrigin = !origin || isSameOrigin(origin, request.headers.host);
      if (header !== CSRF_HEADER_VALUE || !sameOrigin) {
        request.log.warn({ origin, hasHeader: Boolean(header) }, 'refused cross-site mutation');
        return reply.code(403).send({
          error: { message: 'Forbidden', data: { appCode: 'no_permission', httpStatus: 403 } },
        });
      }
    });
  },
  { name: 'security', dependencies: ['config'] },
);

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
