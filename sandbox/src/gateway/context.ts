/**
 * What every endpoint handler receives. The dispatcher has already checked the merchant, the
 * method, the module switch, the token and the encryption, so handlers only do their own work.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RsaKeyPair } from '../crypto/gateway-crypto.ts';
import type { Account, Session } from '../domains/accounts/accounts.state.ts';
import type { FirebaseStandIn } from '../domains/firebase/stand-in.ts';
import type { Persistence } from '../state/persistence.ts';
import type { ReadonlyDeep } from '../state/readonly.ts';
import type { SandboxRuntime } from './runtime.ts';

export type SandboxMode = 'test' | 'demo' | 'production';

export interface SandboxDeps {
  /**
   * A slice's methods (`deps.slice(WalletSlice)`): the only way to read or change the state. Any
   * domain may use any gathered slice; the slice keeps its records' rules.
   */
  slice: Persistence['slice'];
  /** Per-process observation and faults for the test controls (never persisted). */
  runtime: SandboxRuntime;
  keyPair: RsaKeyPair;
  merchantCode: string;
  /** Base URL without a trailing slash. */
  publicUrl: string;
  mode: SandboxMode;
  /** The stand-in for Firebase Authentication behind Facebook and Google login. */
  firebase: FirebaseStandIn;
}

export interface HandlerContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The raw `Authorization` value, or null. */
  token: string | null;
  session: ReadonlyDeep<Session> | null;
  account: ReadonlyDeep<Account> | null;
  /** Decrypted payload on encrypted endpoints, else the parsed body. */
  payload: unknown;
  query: unknown;
}

/** Returned by a handler that already sent its own (non-envelope) answer. */
export const REPLIED = Symbol('replied');

export type Handler = (ctx: HandlerContext) => unknown;

/** Logged-in context for `login` endpoints; the dispatcher guarantees both are set. */
export function requireAccount(ctx: HandlerContext): {
  session: ReadonlyDeep<Session>;
  account: ReadonlyDeep<Account>;
} {
  if (!ctx.session || !ctx.account) throw new Error('handler needs a session');
  return { session: ctx.session, account: ctx.account };
}
