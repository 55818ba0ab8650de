/**
 * Server side of the gateway's encryption scheme (upstream-gateway.md §3.4).
 *
 * The upstream client encrypts a one-time key K with textbook RSA (no padding) and the JSON body
 * with DES-ECB/PKCS7 keyed by the first 8 bytes of K. DES goes through crypto-js because Node 20's
 * OpenSSL 3 refuses des-ecb without the legacy provider, and crypto-js is what the client uses.
 */
import { generateKeyPairSync } from 'node:crypto';
import CryptoJS from 'crypto-js';

export const PUBLIC_EXPONENT_HEX = '10001';
const PUBLIC_EXPONENT = 0x10001n;

export interface RsaKeyPair {
  /** Lowercase hex without leading zeros: exactly what GET /wps/session/key/rsa serves. */
  modulusHex: string;
  privateExponentHex: string;
}

export class GatewayCryptoError extends Error {
  override readonly name = 'GatewayCryptoError';
}

function base64UrlToHex(value: string): string {
  return Buffer.from(value, 'base64url').toString('hex').replace(/^0+/, '');
}

/** A fresh 1024-bit pair; the client's RSA.js (setMaxDigits(130)) cannot handle bigger moduli. */
export function generateRsaKeyPair(): RsaKeyPair {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: Number(PUBLIC_EXPONENT),
  });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new GatewayCryptoError('RSA key export without n or d');
  return { modulusHex: base64UrlToHex(jwk.n), privateExponentHex: base64UrlToHex(jwk.d) };
}

/** Square-and-multiply; BigInt has no built-in modular exponentiation. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

function parseHex(hex: string, what: string): bigint {
  const clean = hex.trim();
  if (!/^[0-9a-fA-F]+$/.test(clean)) throw new GatewayCryptoError(`${what} is not hex`);
  return BigInt(`0x${clean}`);
}

/** Normalises a modulus for comparison: the client tolerates leading zeros and upper case. */
export function normaliseModulusHex(hex: string): string {
  return hex.trim().toLowerCase().replace(/^0+/, '');
}

/**
 * RSA.js chunk size in bytes: twice the index of the highest non-zero 16-bit digit of n
 * (126 for a 1024-bit modulus), see §3.2 step 3.
 */
export function rsaChunkSize(modulus: bigint): number {
  const digits = Math.ceil(modulus.toString(16).length / 4);
  return 2 * (digits - 1);
}

function toLittleEndian(value: bigint, size: number): Buffer {
  const out = Buffer.alloc(size);
  let v = value;
  for (let i = 0; i < size; i += 1) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  if (v !== 0n) throw new GatewayCryptoError('RSA chunk larger than the chunk size');
  return out;
}

/**
 * Recovers K from the `Encryption` header. Uses the general multi-chunk form of §3.4: each
 * space-separated chunk decrypts to the little-endian packing of part of reverse(K); joining the
 * parts, dropping the zero fill and reversing gives K. For the usual single chunk this equals
 * "big-endian bytes of m with leading zeros stripped".
 */
export function decryptOneTimeKey(encryptionHex: string, keyPair: RsaKeyPair): string {
  const n = parseHex(keyPair.modulusHex, 'modulus');
  const d = parseHex(keyPair.privateExponentHex, 'private exponent');
  const chunks = encryptionHex.trim().split(/\s+/).filter(Boolean);
  if (chunks.length === 0) throw new GatewayCryptoError('empty Encryption header');
  const size = rsaChunkSize(n);
  const parts = chunks.map((chunk) => {
    const c = parseHex(chunk, 'Encryption header');
    if (c >= n) throw new GatewayCryptoError('ciphertext not below the modulus');
    return toLittleEndian(modPow(c, d, n), size);
  });
  const joined = Buffer.concat(parts);
  let end = joined.length;
  while (end > 0 && joined[end - 1] === 0) end -= 1;
  if (end === 0) throw new GatewayCryptoError('empty one-time key');
  const key = Buffer.from(joined.subarray(0, end)).reverse().toString('latin1');
  // The client draws K from a printable alphabet; anything else means a wrong key pair.
  if (!/^[\x20-\x7e]+$/.test(key)) throw new GatewayCryptoError('one-time key is not printable');
  return key;
}

const DES_OPTIONS = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function desKey(key: string): CryptoJS.lib.WordArray {
  // DES uses only the first 8 bytes of K (§3.2 step 4); slicing makes that explicit.
  return CryptoJS.enc.Utf8.parse(key.slice(0, 8));
}

/** DES-ECB/PKCS7 encryption, Base64 output (CryptoJS `toString()`, no `Salted__` header). */
export function encryptDes(plaintext: string, key: string): string {
  return CryptoJS.DES.encrypt(plaintext, desKey(key), DES_OPTIONS).toString();
}

/** Decrypts a Base64 DES-ECB/PKCS7 ciphertext to its UTF-8 plaintext; throws when it is not one. */
export function decryptDes(base64: string, key: string): string {
  const clean = base64.trim();
  if (clean.length === 0 || clean.length % 4 !== 0 || !BASE64.test(clean)) {
    throw new GatewayCryptoError('ciphertext is not base64');
  }
  if ((Buffer.from(clean, 'base64').length & 7) !== 0) {
    throw new GatewayCryptoError('ciphertext is not a whole number of DES blocks');
  }
  let plaintext: string;
  try {
    plaintext = CryptoJS.DES.decrypt(clean, desKey(key), DES_OPTIONS).toString(CryptoJS.enc.Utf8);
  } catch {
    throw new GatewayCryptoError('ciphertext does not decrypt to UTF-8');
  }
  // A wrong key usually breaks the padding, which crypto-js reports as an empty result.
  if (plaintext.length === 0) throw new GatewayCryptoError('ciphertext does not decrypt');
  return plaintext;
}

/** The encrypted request body: the plaintext is `JSON.stringify(payload)` (§3.2 step 4). */
export function decryptBody(base64: string, oneTimeKey: string): string {
  return decryptDes(base64, oneTimeKey);
}

/** decryptBody followed by JSON.parse; the gateway only accepts JSON plaintexts. */
export function decryptPayload(base64: string, oneTimeKey: string): unknown {
  const plaintext = decryptBody(base64, oneTimeKey);
  try {
    return JSON.parse(plaintext) as unknown;
  } catch {
    throw new GatewayCryptoError('decrypted body is not JSON');
  }
}

/** `status.info.customerService[].path`: Base64(DES(url, key8)) followed by key8 (§3.4). */
export function encryptCustomerServicePath(url: string, key8: string): string {
  if (key8.length !== 8) throw new GatewayCryptoError('customer-service key must be 8 characters');
  return encryptDes(url, key8) + key8;
}

export function decryptCustomerServicePath(path: string): string {
  if (path.length <= 8) throw new GatewayCryptoError('customer-service path too short');
  return decryptDes(path.slice(0, -8), path.slice(-8));
}

/**
 * Pulls the Base64 ciphertext out of whichever of the three body variants arrived (§3.3):
 * `{"value":"<b64>"}`, a JSON string `"<b64>"`, or the raw text (our JSON parser keeps the raw
 * string when JSON.parse fails). Returns null when none of them fits.
 */
export function extractCiphertext(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const value = (body as Record<string, unknown>).value;
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}
