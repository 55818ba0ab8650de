/**
 * What every endpoint handler receives. The dispatcher has already checked the merchant, the
 * method, the module switch, the token and the encryption, so handlers only do their own work.
 */
import type { FirebaseStandIn } from '../firebase/stand-in.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RsaKeyPair } from '../crypto/gateway-crypto.ts';
import type { SandboxStore } from '../state/store.ts';
import type { Account, Session } from '../state/types.ts';
import type { EndpointName } from './registry.ts';

export type SandboxMode = 'test' | 'demo' | 'production';

export interface SandboxDeps {
  store: SandboxStore;
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
  session: Session | null;
  account: Account | null;
  /** Decrypted payload on encrypted endpoints, else the parsed body. */
  payload: unknown;
  query: unknown;
}

/** Returned by a handler that already sent its own (non-envelope) answer. */
export const REPLIED = Symbol('replied');

export type Handler = (ctx: HandlerContext) => unknown;

export type HandlerMap = Partial<Record<EndpointName, Handler>>;

/** Logged-in context for `login` endpoints; the dispatcher guarantees both are set. */
export function requireAccount(ctx: HandlerContext): { session: Session; account: Account } {
  if (!ctx.session || !ctx.account) throw new Error('handler needs a session');
  return { session: ctx.session, account: ctx.account };
}
