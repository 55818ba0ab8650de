import { readFileSync } from 'node:fs';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import CryptoJS from 'crypto-js';
import {
  ONE_TIME_KEY_ALPHABET,
  decryptCustomerServicePath,
  desEncrypt,
  encryptOneTimeKey,
  encryptPayload,
  makeOneTimeKey,
} from '../src/upstream/gateway-crypto.ts';
import { GATEWAY_CRYPTO_VECTORS_FILE } from './helpers/paths.ts';

interface VectorFile {
  cases: {
    id: string;
    modulusHex: string;
    privateExponentHex: string;
    K: string;
    payloadJson: string;
    encryptionHeader: string;
    desBodyBase64: string;
  }[];
  customerServiceCases: { url: string; key8: string; path: string }[];
}

const vectors = JSON.parse(readFileSync(GATEWAY_CRYPTO_VECTORS_FILE, 'utf8')) as VectorFile;

function rsaDecrypt(hex: string, dHex: string, nHex: string): bigint {
  let result = 1n;
  let base = BigInt(`0x${hex}`) % BigInt(`0x${nHex}`);
  let e = BigInt(`0x${dHex}`);
  const n = BigInt(`0x${nHex}`);
  while (e > 0n) {
    if (e & 1n) result = (result * base) % n;
    base = (base * base) % n;
    e >>= 1n;
  }
  return result;
}

describe('gateway encryption (client side) against the platform vectors', () => {
  it.each(vectors.cases)('reproduces the Encryption header and body of $id', (c) => {
    const request = encryptPayload(c.payloadJson, c.modulusHex, c.K);
    expect(request.headers.Encryption).toBe(c.encryptionHeader);
    expect(request.headers['X-Digest']).toBe(c.desBodyBase64);
    expect(request.body).toEqual({ value: c.desBodyBase64 });
    expect(request.headers['X-RSA']).toBe(c.modulusHex);
  });

  it.each(vectors.customerServiceCases)('decodes the customer-service path for $url', (c) => {
    expect(decryptCustomerServicePath(c.path)).toBe(c.url);
  });

  it('matches the fixed rows of upstream-gateway.md §3.5', () => {
    expect(desEncrypt('{"a":1}', '0123456789ABCDEF')).toBe('nijq+wwDcjc=');
    expect(desEncrypt('{"username":"demo","password":"abc123"}', '0123456789ABCDEF')).toBe(
      'J9rHOPt4edkG0shos1KS1TKGhR7B8i4OCI4b0cdI3Px9iIEKm5knTQ==',
    );
    expect(decryptCustomerServicePath('AMSSoqUcylz7TZV6U5AQhrKPOZUYBsVXJBvJHl5Vs9Y=abcdefgh')).toBe(
      'https://example.com/chat',
    );
  });

  it('returns null for a customer-service path that does not decode', () => {
    expect(decryptCustomerServicePath('short')).toBeNull();
  });
});

describe('gateway encryption round trip with a fresh 1024-bit key', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const jwkPublic = publicKey.export({ format: 'jwk' });
  const jwkPrivate = privateKey.export({ format: 'jwk' });
  const toHex = (b64url: string | undefined) =>
    Buffer.from(b64url ?? '', 'base64url').toString('hex');
  const nHex = toHex(jwkPublic.n);
  const dHex = toHex(jwkPrivate.d);

  it('draws one-time keys from the gateway alphabet', () => {
    for (let i = 0; i < 50; i += 1) {
      const key = makeOneTimeKey();
      expect(key).toHaveLength(16);
      for (const ch of key) expect(ONE_TIME_KEY_ALPHABET).toContain(ch);
    }
  });

  it('decrypts back to the key and payload with the §3.4 server steps', () => {
    for (let i = 0; i < 20; i += 1) {
      const payload = {
        username: `u${randomBytes(4).toString('hex')}`,
        password: 'pä$$ wörd',
        n: i,
      };
      const request = encryptPayload(payload, nHex);
      const m = rsaDecrypt(request.headers.Encryption, dHex, nHex);
      const key = Buffer.from(m.toString(16).padStart(32, '0'), 'hex').toString('latin1');
      expect(request.headers.Encryption).toMatch(/^[0-9a-f]+$/);
      expect(request.headers.Encryption.length % 4).toBe(0);
      const plain = CryptoJS.DES.decrypt(
        request.body.value,
        CryptoJS.enc.Utf8.parse(key.slice(0, 8)),
        {
          mode: CryptoJS.mode.ECB,
          padding: CryptoJS.pad.Pkcs7,
        },
      ).toString(CryptoJS.enc.Utf8);
      expect(JSON.parse(plain)).toEqual(payload);
    }
  });

  it('refuses a modulus larger than 1024 bits, as the gateway client cannot use it', () => {
    expect(() => encryptOneTimeKey('0123456789ABCDEF', 'f'.repeat(257))).toThrow();
  });
});
