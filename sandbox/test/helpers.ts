/**
 * Test helpers: a sandbox in test mode and a minimal client side of the gateway encryption
 * (§3.2), kept small on purpose: the BFF owns the real client implementation.
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  buildSandbox,
  encryptDes,
  generateRsaKeyPair,
  modPow,
  type RsaKeyPair,
  type SandboxOptions,
} from '../src/index.ts';

export const MERCHANT = 'tcgdemov3';
export const PUBLIC_URL = 'http://127.0.0.1:8090';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The gateway encryption vectors, kept once in contracts and read by the BFF's tests too (see
 * contracts/README.md). Inside the repository: a clone must test anywhere.
 */
export const VECTORS_FILE = path.resolve(
  here,
  '../../contracts/test/fixtures/gateway-crypto-vectors.json',
);

/** One key pair per test file: generating one per sandbox would only slow the tests down. */
export const TEST_KEY_PAIR: RsaKeyPair = generateRsaKeyPair();

export async function testSandbox(extra: Partial<SandboxOptions> = {}): Promise<FastifyInstance> {
  return buildSandbox({ mode: 'test', publicUrl: PUBLIC_URL, rsaKeyPair: TEST_KEY_PAIR, ...extra });
}

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

export function gatewayHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { merchant: MERCHANT, ...extra };
}

export async function modulusOf(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/session/key/rsa',
    headers: gatewayHeaders(),
  });
  return res.body;
}

export interface Envelope {
  success: boolean;
  value: unknown;
  errorCode?: string;
  message?: string;
}

/** Encrypted login through POST /wps/session/login. */
export async function login(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  cookies: Record<string, string> = {},
) {
  const modulus = await modulusOf(app);
  const enc = encryptRequest({ captcha: null, type: 'username', ...payload }, modulus);
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: gatewayHeaders({ ...enc.headers, moduleid: 'COMM3' }),
    cookies,
    payload: JSON.stringify({ value: enc.ciphertext }),
  });
  return { res, body: res.json<Envelope>() };
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
