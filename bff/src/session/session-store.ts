/**
 * Server-side sessions (backend-for-frontend pattern, architecture.md "Sessions"). The browser
 * holds only a random, signed, HttpOnly cookie; the upstream token and the upstream cookie jar
 * live here, in the store, keyed by that id.
 */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { LanguageCodeSchema } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../store/store.ts';

export const SessionDataSchema = z.object({
  /** The upstream session token: never leaves the BFF. */
  token: z.string().nullable(),
  userName: z.string().nullable(),
  type: z.number().int().nullable(),
  firstTimeLogin: z.boolean(),
  language: LanguageCodeSchema.nullable(),
  /** Cookies the gateway set for this player (e.g. `captchaId`). */
  cookies: z.record(z.string(), z.string()),
  createdAt: z.number(),
  /** ID images went up in this session: the KYC prompt stays away (spec `securityAlreadyUpLoad`). */
  kycUploaded: z.boolean().default(false),
});
export type SessionData = z.infer<typeof SessionDataSchema>;

export function emptySession(): SessionData {
  return {
    token: null,
    userName: null,
    type: null,
    firstTimeLogin: false,
    language: null,
    cookies: {},
    createdAt: Date.now(),
    kycUploaded: false,
  };
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionStoreOptions {
  ttlSeconds: number;
  log: FastifyBaseLogger;
  /** Ends a token at the gateway: for sessions signed out while the store was down. */
  endToken?: (data: SessionData) => Promise<void>;
  /** How often removals that failed are tried again. */
  retryMs?: number;
  /** The in-process copy that stands in for the store while it is away (see `SessionStore`). */
  copy?: SessionCopyOptions;
}

export interface SessionCopyOptions {
  /**
   * How long after the store last confirmed a session (or this process wrote it) its copy may
   * stand in for the store; 0 turns the copy off.
   */
  maxAgeMs: number;
  /** Sessions kept at most; the least recently used goes first. */
  maxEntries: number;
  /** The clock (tests pass a fake one). */
  now?: () => number;
}

/** A session as this process last saw it in the store, or wrote it there. */
interface SessionCopy {
  data: SessionData;
  /** Written while the store was away (a visitor's captcha): the store has never had it. */
  localOnly: boolean;
}

/** Where a read's answer came from: `copy` when the store failed and the copy stood in. */
export interface SessionRead {
  data: SessionData | null;
  source: 'store' | 'copy';
}

/** Removals kept for later at most: beyond this the oldest is left to expire by its TTL. */
const MAX_PENDING_REMOVALS = 10_000;

/**
 * The sessions in the store, with a short in-process copy of those this process has seen
 * (decision 018). The store stays the authority: every read asks it, and its answer (a session,
 * or none: signed out elsewhere) replaces the copy. Only when the store fails does the copy stand
 * in, for at most `copy.maxAgeMs` after the store last confirmed it, so a member's reads go on
 * through an outage and through the seconds of reconnecting, while a sign-out made on another
 * replica wins as soon as this one reaches the store again.
 *
 * Writes of a signed-in session need the store (the caller answers `try_again_shortly`); a
 * visitor's session (no token: a captcha's cookie jar) is kept in the copy alone while the store
 * is away, so a visitor can still fetch a captcha, and it reaches the store with its next write.
 */
export class SessionStore {
  readonly #store: Store;
  readonly #ttlMs: number;
  readonly #log: FastifyBaseLogger;
  readonly #endToken: ((data: SessionData) => Promise<void>) | undefined;
  readonly #retryMs: number;
  /** Sessions signed out while the store was down, removed once it answers (this process only). */
  readonly #pendingRemovals = new Set<string>();
  readonly #copies: LRUCache<string, SessionCopy> | null;
  #retryTimer: NodeJS.Timeout | undefined;
  #standingIn = false;

  constructor(store: Store, options: SessionStoreOptions) {
    this.#store = store;
    this.#ttlMs = options.ttlSeconds * 1000;
    this.#log = options.log;
    this.#endToken = options.endToken;
    this.#retryMs = options.retryMs ?? 5_000;
    const copy = options.copy;
    this.#copies =
      copy && copy.maxAgeMs > 0
        ? new LRUCache<string, SessionCopy>({
            max: copy.maxEntries,
            ttl: copy.maxAgeMs,
            // The clock is read on every access: a fake one in tests, no cached "now".
            ttlResolution: 0,
            ...(copy.now ? { perf: { now: copy.now } } : {}),
          })
        : null;
  }

  async read(id: string): Promise<SessionData | null> {
    return (await this.readWithSource(id)).data;
  }

  /** The session, from the store, or from the copy when the store fails and a copy is young. */
  async readWithSource(id: string): Promise<SessionRead> {
    let raw: string | null;
    try {
      raw = await this.#store.get(key(id));
    } catch (error) {
      const copy = this.#copies?.get(id);
      if (!copy) throw error;
      this.#noteStandingIn(true, error);
      return { data: copy.data, source: 'copy' };
    }
    this.#noteStandingIn(false);
    const data = parseSession(raw);
    if (data) {
      this.#copies?.set(id, { data, localOnly: false });
      return { data, source: 'store' };
    }
    // Never in the store: a visitor's session written while it was away (no token, ever).
    const local = this.#copies?.get(id);
    if (local?.localOnly) return { data: local.data, source: 'copy' };
    // Gone from the store (signed out elsewhere, expired): the copy goes with it.
    this.#copies?.delete(id);
    return { data: null, source: 'store' };
  }

  async write(id: string, data: SessionData): Promise<void> {
    try {
      await this.#store.set(key(id), JSON.stringify(data), this.#ttlMs);
    } catch (error) {
      if (data.token !== null || !this.#copies) throw error;
      // A visitor's session (a captcha's cookies): kept here until the store is back.
      this.#copies.set(id, { data, localOnly: true });
      this.#noteStandingIn(true, error);
      return;
    }
    this.#copies?.set(id, { data, localOnly: false });
  }

  async remove(id: string): Promise<void> {
    // This process forgets it first: whatever the store says, this id opens nothing here.
    this.#copies?.delete(id);
    await this.#store.del(key(id));
  }

  /** Sessions in the copy (for tests and the operator's curiosity). */
  get copies(): number {
    return this.#copies?.size ?? 0;
  }

  /**
   * Removes the session, or, when the store does not answer, remembers to: a sign-out must
   * never fail, and must still take effect (token ended at the gateway, record gone) once the
   * store is back.
   */
  async removeOrQueue(id: string): Promise<void> {
    try {
      await this.remove(id);
    } catch (error) {
      this.#queueRemoval(id, error);
    }
  }

  get pendingRemovals(): number {
    return this.#pendingRemovals.size;
  }

  /** Tries every queued removal once; called by the timer, and by tests. */
  async retryPendingRemovals(): Promise<void> {
    for (const id of [...this.#pendingRemovals]) {
      try {
        const data = await this.read(id);
        await this.remove(id);
        this.#pendingRemovals.delete(id);
        // Once the record is gone: a later round never ends the same token twice.
        if (data?.token && this.#endToken) await this.#endToken(data).catch(() => undefined);
      } catch {
        return; // Still down: keep the rest for the next round.
      }
    }
    if (this.#pendingRemovals.size === 0) {
      this.#stopRetrying();
      this.#log.info('queued session removals done');
    }
  }

  close(): void {
    this.#stopRetrying();
  }

  #queueRemoval(id: string, error: unknown): void {
    if (this.#pendingRemovals.size >= MAX_PENDING_REMOVALS) {
      const oldest = this.#pendingRemovals.values().next().value;
      if (oldest !== undefined) this.#pendingRemovals.delete(oldest);
    }
    this.#pendingRemovals.add(id);
    this.#log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'session store unavailable: signed out, removal queued',
    );
    this.#retryTimer ??= setInterval(() => void this.retryPendingRemovals(), this.#retryMs);
    this.#retryTimer.unref();
  }

  /** One log line when the copy starts standing in for the store, one when it stops. */
  #noteStandingIn(standingIn: boolean, error?: unknown): void {
    if (standingIn === this.#standingIn) return;
    this.#standingIn = standingIn;
    if (standingIn) {
      this.#log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'session store unavailable: serving sessions from the in-process copy',
      );
    } else this.#log.info('session store available again');
  }

  #stopRetrying(): void {
    clearInterval(this.#retryTimer);
    this.#retryTimer = undefined;
  }
}

function parseSession(raw: string | null): SessionData | null {
  if (!raw) return null;
  try {
    const parsed = SessionDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function key(id: string): string {
  return `session:${id}`;
}
