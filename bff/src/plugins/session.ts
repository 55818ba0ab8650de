/**
 * Decorates every request with `request.session`, a lazy handle on the player's server-side
 * session. Reading costs nothing until a procedure asks; a session is created only when one is
 * needed (captcha, login), and its id is rotated on sign-in so a planted id is worthless.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { deleteSession } from '../features/session/session.upstream.ts';
import { REMEMBER_COOKIE, RememberedLogin } from '../session/remembered-login.ts';
import { SESSION_COOKIE, SessionHandle } from '../session/session-handle.ts';
import { SessionStore } from '../session/session-store.ts';
import { Gateway } from '../upstream/gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    session: SessionHandle;
    /** The sealed "remember password" credential (session/remembered-login.ts). */
    remembered: RememberedLogin;
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
    const sessions = new SessionStore(app.store, {
      ttlSeconds: app.config.sessionTtlSeconds,
      log: app.log.child({ component: 'sessions' }),
      // Members' reads ride through a store outage on what this replica has seen (decision 018).
      copy: app.config.sessionCopy,
      // A sign-out that happened while the store was down ends the token once it is back.
      endToken: (data) =>
        deleteSession(
          new Gateway(app.upstream, app.config.merchantCode, {
            session: { load: async () => data },
          }),
        ),
    });
    app.decorate('sessions', sessions);
    app.addHook('onClose', async () => sessions.close());
    app.decorateRequest('session', null as unknown as SessionHandle);
    const cookie = { secure: app.config.cookieSecure, maxAgeSeconds: app.config.sessionTtlSeconds };
    app.decorateRequest('remembered', null as unknown as RememberedLogin);
    const remember = {
      cookieSecret: app.config.cookieSecret,
      merchantCode: app.config.merchantCode,
      secure: app.config.cookieSecure,
      ttlSeconds: app.config.rememberLoginTtlSeconds,
    };
    app.addHook('onRequest', async (request, reply) => {
      request.session = new SessionHandle(sessions, reply, readSessionId(request), cookie);
      request.remembered = new RememberedLogin(reply, request.cookies[REMEMBER_COOKIE], remember);
    });
  },
  { name: 'session', dependencies: ['config', 'store', 'upstream', '@fastify/cookie'] },
);
