/**
 * The terms notice's Agree as a plain form (decision 037). A server-rendered page shows the notice
 * before its script has run; on a slow phone that can be seconds, and a tap on a button without
 * its handler does nothing. So the Agree button is the submit button of a form that posts here:
 * before the app has hydrated, the browser posts, this route sets the agreement cookie the app
 * itself would set and sends the player back to the page they were on, rendered without the
 * notice. Once the app runs it handles the submit itself and nothing is posted.
 *
 * A form cannot carry the app's CSRF header, so this route is marked `plainForm`: the guard
 * (plugins/security.ts) then asks for proof of our own origin instead (Origin or Sec-Fetch-Site).
 */
import { PREFERENCE_COOKIES } from '@app/contracts';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Posted by a plain HTML form of our own pages: no app header, but the request must show
     * that it comes from our origin.
     */
    plainForm?: boolean;
  }
}

export const TERMS_AGREE_PATH = '/m/terms/agree';
const FALLBACK_PAGE = '/m/home';
/** A form of one short field: anything bigger is not ours. */
const BODY_LIMIT_BYTES = 2_048;

/**
 * Where to send the player back: a path of the app (`/m/...`, with its query), never another
 * site (`//evil.example`, `/m/../x` normalised away, a full URL).
 */
export function returnPath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/m/')) return FALLBACK_PAGE;
  try {
    const base = 'http://app.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base || !url.pathname.startsWith('/m/')) return FALLBACK_PAGE;
    return `${url.pathname}${url.search}`;
  } catch {
    return FALLBACK_PAGE;
  }
}

export const termsAgreementPlugin = fp(
  async (app) => {
    await app.register(async (scope) => {
      // Only this scope reads a urlencoded body: the API takes JSON alone.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
        (_request, body, done) => done(null, new URLSearchParams(body as string)),
      );
      scope.post(TERMS_AGREE_PATH, { config: { plainForm: true } }, async (request, reply) => {
        const form = request.body instanceof URLSearchParams ? request.body : null;
        // The same cookie the app writes (web/src/lib/storage.ts): for the browser session.
        void reply.setCookie(PREFERENCE_COOKIES.termsAgreed, '1', {
          path: '/m',
          sameSite: 'lax',
          secure: request.protocol === 'https',
        });
        return reply
          .header('cache-control', 'no-store')
          .redirect(returnPath(form?.get('return')), 303);
      });
    });
  },
  { name: 'terms-agreement', dependencies: ['security'] },
);
