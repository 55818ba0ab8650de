/**
 * A request's lazy handle on the player's server-side session (decision 002). Reading costs
 * nothing until a procedure asks; a session is created only when one is needed (captcha, login),
 * and its id is rotated on sign-in so a planted id is worthless.
 */
/// <reference types="@fastify/cookie" />
import type { FastifyReply } from 'fastify';
import { STORE_RETRY_AFTER_SECONDS } from '../store/store.ts';
import { AppError } from '../trpc/errors.ts';
import {
  emptySession,
  newSessionId,
  type SessionData,
  type SessionStore,
} from './session-store.ts';

export const SESSION_COOKIE = 'sid';

export class SessionHandle {
  readonly #sessions: SessionStore;
  readonly #reply: FastifyReply;
  readonly #cookie: { secure: boolean; maxAgeSeconds: number };
  #id: string | null;
  #data: SessionData | null | undefined;
  /** A failed read is not retried within the request: one store timeout per request at most. */
  #loadFailure: unknown;
  #fromCopy = false;

  constructor(
    sessions: SessionStore,
    reply: FastifyReply,
    id: string | null,
    cookie: { secure: boolean; maxAgeSeconds: number },
  ) {
    this.#sessions = sessions;
    this.#reply = reply;
    this.#id = id;
    this.#cookie = cookie;
  }

  /** The id from the signed cookie (or the one just issued); null for a visitor without one. */
  get id(): string | null {
    return this.#id;
  }

  /**
   * True when the session was read from this process's copy because the store failed
   * (SessionStore): reads go on, but writes will wait for the store (the home says "degraded").
   */
  get servedFromCopy(): boolean {
    return this.#fromCopy;
  }

  /** The session, or null for a visitor without one. */
  async load(): Promise<SessionData | null> {
    if (this.#data !== undefined) return this.#data;
    if (this.#loadFailure !== undefined) throw this.#loadFailure;
    const id = this.#id;
    try {
      const read = id ? await this.#storeCall(() => this.#sessions.readWithSource(id)) : null;
      this.#fromCopy = read?.source === 'copy';
      this.#data = read?.data ?? null;
    } catch (error) {
      this.#loadFailure = error;
      throw error;
    }
    return this.#data;
  }

  /** The session, created (and its cookie set) when the visitor has none yet. */
  async ensure(): Promise<SessionData> {
    const existing = await this.load();
    if (existing && this.#id) return existing;
    const data = emptySession();
    await this.#start(data);
    return data;
  }

  async save(data: SessionData): Promise<void> {
    if (!this.#id) {
      await this.#start(data);
      return;
    }
    this.#data = data;
    const id = this.#id;
    await this.#storeCall(() => this.#sessions.write(id, data));
  }

  /**
   * Sliding expiry (spec "Home": session renewal when signed in): the stored session and its
   * cookie get a full lifetime again. Called once the gateway has confirmed the member, so an
   * idle or dead session is never kept alive by a visit alone. `changes` are saved with it (the
   * language the player now uses).
   */
  async renew(changes: Partial<SessionData> = {}): Promise<void> {
    const loaded = await this.load();
    if (!loaded || !this.#id) return;
    const id = this.#id;
    const data = { ...loaded, ...changes };
    this.#data = data;
    await this.#storeCall(() => this.#sessions.write(id, data));
    this.#setCookie();
  }

  /** Replaces the session under a new id (call on sign-in against session fixation). */
  async rotate(data: SessionData): Promise<void> {
    const old = this.#id;
    if (old) await this.#storeCall(() => this.#sessions.remove(old));
    await this.#start(data);
  }

  /**
   * Signs the browser out at once: the cookie goes whatever the store says. The stored session
   * is removed now, or, while the store is down, as soon as it answers again (SessionStore).
   */
  async destroy(): Promise<void> {
    const old = this.#id;
    this.#id = null;
    this.#data = null;
    this.#loadFailure = undefined;
    this.#reply.clearCookie(SESSION_COOKIE, { path: '/' });
    if (old) await this.#sessions.removeOrQueue(old);
  }

  async #start(data: SessionData): Promise<void> {
    const id = newSessionId();
    await this.#storeCall(() => this.#sessions.write(id, data));
    this.#id = id;
    this.#data = data;
    this.#setCookie();
  }

  #setCookie(): void {
    if (!this.#id) return;
    this.#reply.setCookie(SESSION_COOKIE, this.#id, {
      path: '/',
      httpOnly: true,
      secure: this.#cookie.secure,
      sameSite: 'lax',
      signed: true,
      maxAge: this.#cookie.maxAgeSeconds,
    });
  }

  /**
   * What the copy cannot stand in for (a signed-in session's write, a session this process has
   * never seen) waits for the store: 503 `try_again_shortly` with `Retry-After`, a readable
   * message, the player's state kept; never a 500 and never a silent sign-out.
   */
  async #storeCall<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      void this.#reply.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
      throw new AppError('SERVICE_UNAVAILABLE', 'try_again_shortly', {
        cause: error,
        retryAfterSeconds: STORE_RETRY_AFTER_SECONDS,
      });
    }
  }
}
