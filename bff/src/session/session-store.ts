/**
 * Server-side sessions (backend-for-frontend pattern, architecture.md "Sessions"). The browser
 * holds only a random, signed, HttpOnly cookie; the upstream token and the upstream cookie jar
 * live here, in the store, keyed by that id.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LanguageCodeSchema } from '@app/contracts';
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
  };
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export class SessionStore {
  readonly #store: Store;
  readonly #ttlMs: number;

  constructor(store: Store, ttlSeconds: number) {
    this.#store = store;
    this.#ttlMs = ttlSeconds * 1000;
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
}

function key(id: string): string {
  return `session:${id}`;
}
