/**
 * Decorates every request with `request.session`, a lazy handle on the player's server-side
 * session. Reading costs nothing until a procedure asks; a session is created only when one is
 * needed (captcha, login), and its id is rotated on sign-in so a planted id is worthless.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SessionHandle } from '../session/session-handle.ts';
import { SessionStore } from '../session/session-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    session: SessionHandle;
  }
}

function readSessionId(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

export const sessionPlugin = fp(
  async (app) => {
    const sessions = new SessionStore(app.store, app.config.sessionTtlSeconds);
    app.decorate('sessions', sessions);
    app.decorateRequest('session', null as unknown as SessionHandle);
    const cookie = { secure: app.config.cookieSecure, maxAgeSeconds: app.config.sessionTtlSeconds };
    app.addHook('onRequest', async (request, reply) => {
      request.session = new SessionHandle(sessions, reply, readSessionId(request), cookie);
    });
  },
  { name: 'session', dependencies: ['config', 'store', '@fastify/cookie'] },
);
