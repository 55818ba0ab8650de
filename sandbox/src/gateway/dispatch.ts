/**
 * The generic gateway pipeline, applied to every registry row in this order:
 * Merchant header → gateway id (`/wps`) → method (#459) → module switch (#543) → token (401) → encryption (400) →
 * handler → envelope.
 */
import { GATEWAY_ID_HEADER, GATEWAY_ID_MOBILE } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  GatewayCryptoError,
  decryptOneTimeKey,
  decryptPayload,
  extractCiphertext,
  normaliseModulusHex,
} from '../crypto/gateway-crypto.ts';
import { AccountsSlice, type Account, type Session } from '../domains/accounts/accounts.state.ts';
import { MerchantSlice } from '../domains/system/merchant.state.ts';
import type { ReadonlyDeep } from '../state/readonly.ts';
import { REPLIED, type Handler, type SandboxDeps } from './context.ts';
import { GatewayError, gatewayErrors } from './errors.ts';
import type { EndpointSpec, HttpMethod } from './endpoint.ts';

/** Raw request bodies as received, kept aside for the `received` control. */
export const rawBodies = new WeakMap<object, string>();

export function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : null;
}

/**
 * Node joins repeated headers into one comma-separated value, so duplicates are counted on
 * `rawHeaders`: upstream rejects a duplicated Merchant header (§2.2).
 */
function checkMerchant(request: FastifyRequest, merchantCode: string): void {
  const raw = request.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]?.toLowerCase() === 'merchant') values.push(raw[i + 1] ?? '');
  }
  if (values.length !== 1 || values[0]?.trim() !== merchantCode) {
    throw gatewayErrors.functionNotAvailable();
  }
}

function recordRequest(request: FastifyRequest, spec: EndpointSpec, deps: SandboxDeps): void {
  const q = request.url.indexOf('?');
  const raw = rawBodies.get(request) ?? null;
  let json: unknown = null;
  if (spec.encryption === 'none' && raw !== null) {
    try {
      json = JSON.parse(raw) as unknown;
    } catch {
      json = null;
    }
  }
  deps.runtime.record({
    at: Date.now(),
    method: request.method,
    path: spec.path,
    headers: {
      encryption: header(request, 'encryption'),
      xDigest: header(request, 'x-digest'),
      xRsa: header(request, 'x-rsa'),
      moduleId: header(request, 'moduleid'),
      merchant: header(request, 'merchant'),
      xGatewayVersion: header(request, 'x-gateway-version'),
      contentType: header(request, 'content-type'),
      authorization: header(request, 'authorization'),
      language: header(request, 'language'),
    },
    query: q === -1 ? null : request.url.slice(q + 1),
    body: raw,
    json,
  });
}

function decryptRequest(request: FastifyRequest, deps: SandboxDeps): unknown {
  const encryption = header(request, 'encryption');
  const digest = header(request, 'x-digest');
  const rsa = header(request, 'x-rsa');
  const legacy = deps.slice(MerchantSlice).settings().acceptLegacyEncryption;
  if (!encryption) throw gatewayErrors.requestBodyRequired();
  if (!legacy && (!digest || !rsa)) throw gatewayErrors.requestBodyRequired();
  if (rsa && normaliseModulusHex(rsa) !== normaliseModulusHex(deps.keyPair.modulusHex)) {
    throw gatewayErrors.requestBodyRequired();
  }
  const ciphertext = extractCiphertext(request.body) ?? (legacy ? digest : null);
  if (!ciphertext) throw gatewayErrors.requestBodyRequired();
  // X-Digest repeats the body ciphertext (§2.2); a different one means a tampered request.
  if (digest && digest !== ciphertext) throw gatewayErrors.requestBodyRequired();
  try {
    return decryptPayload(ciphertext, decryptOneTimeKey(encryption, deps.keyPair));
  } catch (error) {
    if (error instanceof GatewayCryptoError) throw gatewayErrors.requestBodyRequired();
    throw error;
  }
}

/**
 * This is the mobile gateway (spec section 8: MOBILE 3): a `/wps` call names it in
 * `X-Gateway-Version`, as the captured mobile client does; without it, or with the web id 1, it is
 * refused. The lottery's `/lgw` calls come from the lottery page through the BFF's proxy, which
 * passes the page's own headers on, and are not checked.
 */
function checkGatewayId(request: FastifyRequest, spec: EndpointSpec): void {
  if (!spec.path.startsWith('/wps/')) return;
  const id = header(request, GATEWAY_ID_HEADER.toLowerCase());
  if (id !== GATEWAY_ID_MOBILE) {
    throw gatewayErrors.requestParam(`${GATEWAY_ID_HEADER} ${GATEWAY_ID_MOBILE} required`);
  }
}

/** Free play sends only `Encryption` (RSA of a random key) and `X-Gateway-Version: 3` (§3.6). */
function checkHeaderOnlyEncryption(request: FastifyRequest, deps: SandboxDeps): void {
  const encryption = header(request, 'encryption');
  if (!encryption) throw gatewayErrors.requestBodyRequired();
  try {
    decryptOneTimeKey(encryption, deps.keyPair);
  } catch (error) {
    if (error instanceof GatewayCryptoError) throw gatewayErrors.requestBodyRequired();
    throw error;
  }
  if (header(request, 'x-gateway-version') !== '3') {
    throw gatewayErrors.requestParam('X-Gateway-Version 3 required');
  }
}

/**
 * The calls a region restriction refuses (the `ipRestricted` setting; spec section 8 'Access
 * restricted', `ip_restrict`): signing in, registering and launching a game. Browsing stays open,
 * as the site status said the region is not restricted when the page loaded.
 */
function refusedFromRestrictedRegion(path: string): boolean {
  return (
    (path.startsWith('/wps/session/login') && path !== '/wps/session/logout') ||
    path.startsWith('/wps/member/register') ||
    path === '/wps/game/launchGame'
  );
}

export function createDispatcher(spec: EndpointSpec, handler: Handler, deps: SandboxDeps) {
  const accounts = deps.slice(AccountsSlice);
  const merchant = deps.slice(MerchantSlice);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    try {
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const allowed = (spec.methods as readonly string[]).includes(method);
      if (allowed && (spec.encryption !== 'none' || spec.record)) {
        recordRequest(request, spec, deps);
      }
      checkMerchant(request, deps.merchantCode);
      checkGatewayId(request, spec);
      if (!allowed) throw gatewayErrors.methodNotSupported();
      if (merchant.settings().ipRestricted && refusedFromRestrictedRegion(spec.path)) {
        throw gatewayErrors.ipRestrict();
      }

      const requested = header(request, 'moduleid');
      const moduleId =
        requested && spec.moduleIds.includes(requested) ? requested : spec.moduleIds[0];
      if (moduleId && merchant.moduleOff(moduleId)) {
        throw gatewayErrors.functionNotAvailable();
      }

      const token = header(request, 'authorization');
      let session: ReadonlyDeep<Session> | null = null;
      let account: ReadonlyDeep<Account> | null = null;
      if (token && spec.login !== 'public') {
        session = accounts.session(token) ?? null;
        account = session ? (accounts.byId(session.accountId) ?? null) : null;
        if (!account) session = null;
      }
      if (spec.login === 'login' && !session) throw gatewayErrors.notSession();

      let payload: unknown = request.body;
      if (spec.encryption === 'body') payload = decryptRequest(request, deps);
      if (spec.encryption === 'header') checkHeaderOnlyEncryption(request, deps);

      const value = await handler({
        request,
        reply,
        token,
        session,
        account,
        payload,
        query: request.query,
      });
      if (value === REPLIED) return reply;
      return reply.code(200).send({ success: true, value: value ?? null });
    } catch (error) {
      if (error instanceof GatewayError) return reply.code(error.status).send(error.toEnvelope());
      throw error;
    }
  };
}

export type { HttpMethod };
