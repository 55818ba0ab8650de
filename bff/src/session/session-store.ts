/**
 * Server-side sessions (backend-for-frontend pattern, architecture.md "Sessions"). The browser
 * holds only a random, signed, HttpOnly cookie; the upstream token and the upstream cookie jar
 * live here, in the store, keyed by that id.
 */
import { randomBytes } from 'node:crypto';
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
}

/** Removals kept for later at most: beyond this the oldest is left to expire by its TTL. */
const MAX_PENDING_REMOVALS = 10_000;

export class SessionStore {
  readonly #store: Store;
  readonly #ttlMs: number;
  readonly #log: FastifyBaseLogger;
  readonly #endToken: ((data: SessionData) => Promise<void>) | undefined;
  readonly #retryMs: number;
  /** Sessions signed out while the store was down, removed once it answers (this process only). */
  readonly #pendingRemovals = new Set<string>();
  #retryTimer: NodeJS.Timeout | undefined;

  constructor(store: Store, options: SessionStoreOptions) {
    this.#store = store;
    this.#ttlMs = options.ttlSeconds * 1000;
    this.#log = options.log;
    this.#endToken = options.endToken;
    this.#retryMs = options.retryMs ?? 5_000;
  }

  async read(id: string): Promise<SessionData | null> {
    const raw = await this.#store.get(key(id));
    if (!raw) return null;
    try {
      const parsed = SessionDataSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async write(id: string, data: SessionData): Promise<void> {
    await this.#store.set(key(id), JSON.stringify(data), this.#ttlMs);
  }

  async remove(id: string): Promise<void> {
    await this.#store.del(key(id));
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

  #stopRetrying(): void {
    clearInterval(this.#retryTimer);
    this.#retryTimer = undefined;
  }
}

function key(id: string): string {
  return `session:${id}`;
}
