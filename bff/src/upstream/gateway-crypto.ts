/**
 * The gateway's request encryption, client side (upstream-gateway.md §3). The platform's own
 * browser code (`/js/encrypt.js`, `reRsaV2`) is the reference: a one-time key K from a fixed
 * 61-character alphabet, textbook RSA of reverse(K) in the `Encryption` header, and the JSON
 * body DES-ECB/PKCS7-encrypted with the first 8 bytes of K. DES comes from crypto-js, the same
 * library that code uses, because Node 20's OpenSSL 3 refuses `des-ecb`.
 */
import { randomInt } from 'node:crypto';
import CryptoJS from 'crypto-js';

/** Reproduced as the gateway's client has it: "XTZ" (so T twice) and no `j` or `Y`. */
export const ONE_TIME_KEY_ALPHABET =
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';
const ONE_TIME_KEY_LENGTH = 16;
const PUBLIC_EXPONENT = 0x10001n;
/** RSA.js with setMaxDigits(130) caps the modulus at 1024 bits. */
const MAX_MODULUS_BITS = 1024;

export function makeOneTimeKey(): string {
  let key = '';
  for (let i = 0; i < ONE_TIME_KEY_LENGTH; i += 1) {
    key += ONE_TIME_KEY_ALPHABET[randomInt(ONE_TIME_KEY_ALPHABET.length)];
  }
  return key;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** Parses the bare hex the gateway serves at /wps/session/key/rsa. */
export function parseModulus(modulusHex: string): bigint {
  const hex = modulusHex.trim();
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Error('RSA modulus is not hex');
  const n = BigInt(`0x${hex}`);
  if (n < 2n ** 256n || n.toString(2).length > MAX_MODULUS_BITS) {
    throw new Error('RSA modulus size is outside what the gateway client supports');
  }
  return n;
}

/**
 * `Encryption` header: RSA.js `encryptedString` of reverse(K). Its little-endian 16-bit packing
 * of the reversed string cancels the reversal, so the plaintext integer has K's character codes
 * as big-endian bytes (§3.2 step 3, "derived equivalent"); the output is lowercase hex written
 * in whole 16-bit digits from the highest non-zero one.
 */
export function encryptOneTimeKey(oneTimeKey: string, modulusHex: string): string {
  const n = parseModulus(modulusHex);
  const bytes = Buffer.from(oneTimeKey, 'latin1');
  const m = BigInt(`0x${bytes.toString('hex')}`);
  const c = modPow(m, PUBLIC_EXPONENT, n);
  const hex = c.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

const desOptions = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

/** DES-ECB/PKCS7 over UTF-8, Base64 out; DES uses the first 8 bytes of the key. */
export function desEncrypt(plaintext: string, key: string): string {
  return CryptoJS.DES.encrypt(
    plaintext,
    CryptoJS.enc.Utf8.parse(key.slice(0, 8)),
    desOptions,
  ).toString();
}

export function desDecrypt(base64: string, key: string): string {
  const words = CryptoJS.DES.decrypt(base64, CryptoJS.enc.Utf8.parse(key.slice(0, 8)), desOptions);
  return words.toString(CryptoJS.enc.Utf8);
}

export interface EncryptedRequest {
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
  body: { value: string };
}

/** Everything an encrypted call sends (§3.2 step 6, current build). */
export function encryptPayload(
  payload: unknown,
  modulusHex: string,
  oneTimeKey: string = makeOneTimeKey(),
): EncryptedRequest {
  const plaintext = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const digest = desEncrypt(plaintext, oneTimeKey);
  return {
    headers: {
      Encryption: encryptOneTimeKey(oneTimeKey, modulusHex),
      'X-Digest': digest,
      'X-RSA': modulusHex.trim(),
    },
    body: { value: digest },
  };
}

/**
 * The "encryption-only" call (§3.6, free play): a sealed one-time key and gateway version 3,
 * beside a plain JSON body.
 */
export function sealedKeyHeaders(
  modulusHex: string,
  oneTimeKey: string = makeOneTimeKey(),
): { Encryption: string; 'X-Gateway-Version': '3' } {
  return { Encryption: encryptOneTimeKey(oneTimeKey, modulusHex), 'X-Gateway-Version': '3' };
}

/**
 * Customer-service paths in the status response are `<base64 DES ciphertext><8-char key>`:
 * the last 8 characters are the key (§3.4, `desDecrypt`). Returns null when it does not decode.
 */
export function decryptCustomerServicePath(path: string): string | null {
  if (path.length <= 8) return null;
  try {
    const url = desDecrypt(path.slice(0, -8), path.slice(-8));
    return url || null;
  } catch {
    return null;
  }
}
