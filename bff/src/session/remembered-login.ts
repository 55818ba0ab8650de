/**
 * "Remember password" without a password anywhere page JavaScript can reach (architecture.md,
 * decision 010): the credential lives in its own long-lived cookie, sealed (encrypted and
 * authenticated) with a key derived from the server's cookie secret, HttpOnly, SameSite=Strict
 * and sent only to /trpc. The form keeps just the type, username and dialing code; when the
 * player logs in with the remembered credential, the BFF unseals it and fills the password in.
 *
 * The seal is re-made on every use (new salt and expiry), re-made with the new password after a
 * password change, and dropped when the player unticks "remember", when the gateway refuses it
 * (the password was changed elsewhere) or when it expires.
 */
/// <reference types="@fastify/cookie" />
import { hkdfSync } from 'node:crypto';
import { z } from 'zod';
import * as Iron from 'iron-webcrypto';
import type { FastifyReply } from 'fastify';

export const REMEMBER_COOKIE = 'remember';
/** The cookie goes with API calls only: no page, image or asset request carries it. */
const COOKIE_PATH = '/trpc';

const CredentialSchema = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  /** The site it was made for: a seal copied between merchants sharing a secret is refused. */
  merchantCode: z.string(),
});
export type RememberedCredential = Pick<z.infer<typeof CredentialSchema>, 'username' | 'password'>;

export interface RememberOptions {
  cookieSecret: string;
  merchantCode: string;
  secure: boolean;
  ttlSeconds: number;
}

/** The last secret's key: a process has one cookie secret, and every request makes a handle. */
let lastSealKey: { cookieSecret: string; key: string } | undefined;

/**
 * The sealing password: derived from the cookie secret for this one purpose, so the cookie
 * signatures and the remembered credential never share a key. Derived once per secret, not per
 * request: the HKDF was about a tenth of a cached status call's CPU time (docs/performance.md).
 */
export function rememberSealKey(cookieSecret: string): string {
  if (lastSealKey?.cookieSecret !== cookieSecret) {
    const key = Buffer.from(
      hkdfSync('sha256', cookieSecret, 'remembered-login', 'bff remembered login v1', 32),
    ).toString('hex');
    lastSealKey = { cookieSecret, key };
  }
  return lastSealKey.key;
}

export class RememberedLogin {
  readonly #reply: FastifyReply;
  readonly #sealed: string | undefined;
  readonly #options: RememberOptions;
  readonly #key: string;
  #read: Promise<RememberedCredential | null> | undefined;

  constructor(reply: FastifyReply, sealed: string | undefined, options: RememberOptions) {
    this.#reply = reply;
    this.#sealed = sealed;
    this.#options = options;
    this.#key = rememberSealKey(options.cookieSecret);
  }

  /** The remembered credential, or null (none, expired, tampered with, another site's). */
  read(): Promise<RememberedCredential | null> {
    this.#read ??= this.#unseal();
    return this.#read;
  }

  /** Seals the credential into a fresh cookie (a new salt and a full lifetime each time). */
  async save(credential: RememberedCredential): Promise<void> {
    const payload = { ...credential, merchantCode: this.#options.merchantCode };
    const sealed = await Iron.seal(payload, this.#key, this.#sealOptions());
    this.#read = Promise.resolve(credential);
    this.#reply.setCookie(REMEMBER_COOKIE, sealed, {
      path: COOKIE_PATH,
      httpOnly: true,
      secure: this.#options.secure,
      // Only our own pages' calls carry it: a cross-site form post cannot log in with it.
      sameSite: 'strict',
      maxAge: this.#options.ttlSeconds,
    });
  }

  clear(): void {
    this.#read = Promise.resolve(null);
    if (this.#sealed === undefined) return;
    this.#reply.clearCookie(REMEMBER_COOKIE, { path: COOKIE_PATH });
  }

  async #unseal(): Promise<RememberedCredential | null> {
    if (!this.#sealed) return null;
    try {
      const value = await Iron.unseal(this.#sealed, this.#key, this.#sealOptions());
      const parsed = CredentialSchema.safeParse(value);
      if (!parsed.success || parsed.data.merchantCode !== this.#options.merchantCode) return null;
      return { username: parsed.data.username, password: parsed.data.password };
    } catch {
      // Expired, tampered with, or sealed under a secret since rotated: as if never remembered.
      return null;
    }
  }

  #sealOptions(): Iron.SealOptions {
    return { ...Iron.defaults, ttl: this.#options.ttlSeconds * 1_000 };
  }
}
