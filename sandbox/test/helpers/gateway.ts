/**
 * The client side of the gateway for tests: a sandbox in test mode, a minimal client of the
 * gateway encryption (§3.2; kept small on purpose, the BFF owns the real client), and the calls
 * every test makes: plain, encrypted, logged in, and the /__sandbox controls.
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import { GATEWAY_ID_MOBILE } from '@app/contracts';
import {
  buildSandbox,
  encryptDes,
  generateRsaKeyPair,
  modPow,
  type RsaKeyPair,
  type SandboxOptions,
} from '../../src/index.ts';

export const MERCHANT = 'tcgdemov3';
export const PUBLIC_URL = 'http://127.0.0.1:8090';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The gateway encryption vectors, kept once in contracts and read by the BFF's tests too (see
 * contracts/README.md). Inside the repository: a clone must test anywhere.
 */
export const VECTORS_FILE = path.resolve(
  here,
  '../../../contracts/test/fixtures/gateway-crypto-vectors.json',
);

/** One key pair per test file: generating one per sandbox would only slow the tests down. */
export const TEST_KEY_PAIR: RsaKeyPair = generateRsaKeyPair();

export async function testSandbox(extra: Partial<SandboxOptions> = {}): Promise<FastifyInstance> {
  return buildSandbox({ mode: 'test', publicUrl: PUBLIC_URL, rsaKeyPair: TEST_KEY_PAIR, ...extra });
}

/* Encryption, client side ------------------------------------------------------------------ */

export const K_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';

export function randomK(): string {
  return Array.from({ length: 16 }, () => K_ALPHABET[randomInt(0, K_ALPHABET.length)]).join('');
}

/** Client step 3 for a one-chunk key: m = big-endian integer of K's bytes, c = m^e mod n. */
export function encryptOneTimeKey(k: string, modulusHex: string): string {
  const m = BigInt(`0x${Buffer.from(k, 'latin1').toString('hex')}`);
  const c = modPow(m, 0x10001n, BigInt(`0x${modulusHex}`));
  let hex = c.toString(16);
  // RSA.js writes whole 16-bit digits: pad to a multiple of 4 hex characters.
  while (hex.length % 4 !== 0) hex = `0${hex}`;
  return hex;
}

export interface EncryptedRequest {
  headers: Record<string, string>;
  ciphertext: string;
  k: string;
}

export function encryptRequest(
  payload: unknown,
  modulusHex: string,
  k = randomK(),
): EncryptedRequest {
  const ciphertext = encryptDes(typeof payload === 'string' ? payload : JSON.stringify(payload), k);
  return {
    k,
    ciphertext,
    headers: {
      encryption: encryptOneTimeKey(k, modulusHex),
      'x-digest': ciphertext,
      'x-rsa': modulusHex,
      'content-type': 'application/json',
    },
  };
}

/* Calls ------------------------------------------------------------------------------------ */

export function gatewayHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { merchant: MERCHANT, 'x-gateway-version': GATEWAY_ID_MOBILE, ...extra };
}

export async function modulusOf(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/session/key/rsa',
    headers: gatewayHeaders(),
  });
  return res.body;
}

export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface CallOptions {
  /** The `Authorization` token: the client's member by default, null for none. */
  token?: string | null;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** What `inject` answers. */
type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

export interface Reply<T = unknown> {
  status: number;
  /** The envelope (the parsed JSON body; undefined when the body is not JSON). */
  body: Envelope<T>;
  res: InjectResponse;
}

function reply<T>(res: InjectResponse): Reply<T> {
  let body: Envelope<T>;
  try {
    body = res.json<Envelope<T>>();
  } catch {
    body = undefined as unknown as Envelope<T>;
  }
  return { status: res.statusCode, body, res };
}

/** Calls a sandbox as the gateway's clients do, as a member (`token`) or as a visitor. */
export class GatewayClient {
  #app: FastifyInstance | null;

  constructor(
    app: FastifyInstance | null = null,
    /** The member's token every call carries unless told otherwise. */
    public token: string | null = null,
  ) {
    this.#app = app;
  }

  get app(): FastifyInstance {
    if (!this.#app) throw new Error('no sandbox: call from a test, after beforeEach');
    return this.#app;
  }

  set app(app: FastifyInstance) {
    this.#app = app;
  }

  private headers(options: CallOptions, extra: Record<string, string>): Record<string, string> {
    const token = options.token === undefined ? this.token : options.token;
    return gatewayHeaders({
      ...(token ? { authorization: token } : {}),
      ...extra,
      ...options.headers,
    });
  }

  /** A plain call; a `payload` goes as JSON. */
  async call<T = unknown>(
    method: Method,
    url: string,
    payload?: unknown,
    options: CallOptions = {},
  ): Promise<Reply<T>> {
    const json: Record<string, string> =
      payload === undefined ? {} : { 'content-type': 'application/json' };
    const res = await this.app.inject({
      method,
      url,
      headers: this.headers(options, json),
      ...(options.cookies ? { cookies: options.cookies } : {}),
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    return reply<T>(res);
  }

  /** An encrypted call (§3): the payload under a one-time key, the key under the RSA key. */
  async encrypted<T = unknown>(
    method: Method,
    url: string,
    payload: unknown,
    options: CallOptions = {},
  ): Promise<Reply<T>> {
    const enc = encryptRequest(payload, await modulusOf(this.app));
    const res = await this.app.inject({
      method,
      url,
      headers: this.headers(options, enc.headers),
      ...(options.cookies ? { cookies: options.cookies } : {}),
      payload: JSON.stringify({ value: enc.ciphertext }),
    });
    return reply<T>(res);
  }

  /** The value of a plain call that must succeed (200, `success: true`). */
  async value<T = unknown>(
    method: Method,
    url: string,
    payload?: unknown,
    options: CallOptions = {},
  ): Promise<T> {
    return valueOf(await this.call<T>(method, url, payload, options));
  }

  /** A test control: `/__sandbox` + `path`, plain JSON. */
  async control<T = unknown>(
    method: Method,
    path: string,
    payload?: unknown,
  ): Promise<{ status: number; body: T }> {
    const res = await this.app.inject({
      method,
      url: `/__sandbox${path}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json<T>() };
  }
}

/** A refusal: its HTTP status, the envelope's key, and its message when one is given. */
export function expectRefusal(
  reply: Reply,
  status: number,
  errorCode: string,
  message?: string,
): void {
  expect(reply.status, reply.res.body).toBe(status);
  expect(reply.body).toMatchObject({
    success: false,
    errorCode,
    ...(message === undefined ? {} : { message }),
  });
}

/** The value of a reply that must be a success. */
export function valueOf<T>(reply: Reply<T>): T {
  expect(reply.status, reply.res.body).toBe(200);
  expect(reply.body.success).toBe(true);
  return reply.body.value;
}

/**
 * A fresh test sandbox for every test of the file, closed after it; with `as`, signed in as
 * that member. The returned client is the current test's.
 */
export function useSandbox(
  options: { as?: { username: string; password: string }; sandbox?: Partial<SandboxOptions> } = {},
): GatewayClient {
  const client = new GatewayClient();
  beforeEach(async () => {
    client.app = await testSandbox(options.sandbox);
    client.token = options.as
      ? await loginToken(client.app, options.as.username, options.as.password)
      : null;
  });
  afterEach(async () => {
    await client.app.close();
  });
  return client;
}

/* Sign-in ---------------------------------------------------------------------------------- */

/** Encrypted login through POST /wps/session/login. */
export async function login(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  cookies: Record<string, string> = {},
) {
  const { res, body } = await new GatewayClient(app).encrypted(
    'POST',
    '/wps/session/login',
    { captcha: null, type: 'username', ...payload },
    { headers: { moduleid: 'COMM3' }, cookies },
  );
  return { res, body };
}

export async function loginToken(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const { body } = await login(app, { username, password });
  const value = body.value as { token?: string } | null;
  if (!body.success || !value?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return value.token;
}

export async function fetchCaptcha(
  app: FastifyInstance,
): Promise<{ captchaId: string; answer: string }> {
  const res = await app.inject({ method: 'GET', url: '/wps/captcha', headers: gatewayHeaders() });
  const cookie = res.cookies.find((c) => c.name === 'captchaId');
  const last = await app.inject({ method: 'GET', url: '/__sandbox/captcha/last' });
  const { captchaId, answer } = last.json<{ captchaId: string; answer: string }>();
  if (cookie?.value !== captchaId)
    throw new Error('captcha cookie does not match the last captcha');
  return { captchaId, answer };
}
