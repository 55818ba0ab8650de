import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  decryptBody,
  decryptCustomerServicePath,
  decryptOneTimeKey,
  decryptPayload,
  encryptCustomerServicePath,
  encryptDes,
  extractCiphertext,
  generateRsaKeyPair,
  modPow,
  rsaChunkSize,
} from '../src/index.ts';
import { VECTORS_FILE, encryptOneTimeKey, randomK } from './helpers/gateway.ts';

const VectorsSchema = z.object({
  publicExponentHex: z.literal('10001'),
  cases: z
    .array(
      z.object({
        id: z.string(),
        modulusHex: z.string(),
        privateExponentHex: z.string(),
        K: z.string(),
        payloadJson: z.string(),
        encryptionHeader: z.string(),
        desBodyBase64: z.string(),
      }),
    )
    .min(1),
  customerServiceCases: z
    .array(z.object({ url: z.string(), key8: z.string(), path: z.string() }))
    .min(1),
});

const vectors = VectorsSchema.parse(JSON.parse(readFileSync(VECTORS_FILE, 'utf8')));

describe('gateway crypto vectors (server side, §3.4)', () => {
  it.each(vectors.cases)('recovers K and the payload of $id', (c) => {
    const keyPair = { modulusHex: c.modulusHex, privateExponentHex: c.privateExponentHex };
    const k = decryptOneTimeKey(c.encryptionHeader, keyPair);
    expect(k).toBe(c.K);
    expect(decryptBody(c.desBodyBase64, k)).toBe(c.payloadJson);
    expect(decryptPayload(c.desBodyBase64, k)).toEqual(JSON.parse(c.payloadJson));
  });

  it.each(vectors.cases)('accepts an upper-case header for $id', (c) => {
    const keyPair = { modulusHex: c.modulusHex, privateExponentHex: c.privateExponentHex };
    expect(decryptOneTimeKey(c.encryptionHeader.toUpperCase(), keyPair)).toBe(c.K);
  });

  it.each(vectors.cases)('the test client reproduces the header and body of $id', (c) => {
    expect(encryptOneTimeKey(c.K, c.modulusHex)).toBe(c.encryptionHeader);
    expect(encryptDes(c.payloadJson, c.K)).toBe(c.desBodyBase64);
  });

  it.each(vectors.customerServiceCases)('reproduces the customer-service path for $url', (c) => {
    expect(encryptCustomerServicePath(c.url, c.key8)).toBe(c.path);
    expect(decryptCustomerServicePath(c.path)).toBe(c.url);
  });
});

describe('§3.5 table', () => {
  it('encrypts {"a":1} with K 0123456789ABCDEF', () => {
    expect(encryptDes('{"a":1}', '0123456789ABCDEF')).toBe('nijq+wwDcjc=');
    expect(decryptBody('nijq+wwDcjc=', '0123456789ABCDEF')).toBe('{"a":1}');
  });

  it('encrypts the demo login payload', () => {
    const b64 = 'J9rHOPt4edkG0shos1KS1TKGhR7B8i4OCI4b0cdI3Px9iIEKm5knTQ==';
    expect(encryptDes('{"username":"demo","password":"abc123"}', '0123456789ABCDEF')).toBe(b64);
    expect(decryptPayload(b64, '0123456789ABCDEF')).toEqual({
      username: 'demo',
      password: 'abc123',
    });
  });

  it('builds the customer-service path', () => {
    const path = 'AMSSoqUcylz7TZV6U5AQhrKPOZUYBsVXJBvJHl5Vs9Y=abcdefgh';
    expect(encryptCustomerServicePath('https://example.com/chat', 'abcdefgh')).toBe(path);
    expect(decryptCustomerServicePath(path)).toBe('https://example.com/chat');
  });

  it('packs K big-endian: RSA of 0x3031..46 decrypts to K', () => {
    const keyPair = generateRsaKeyPair();
    const m = 0x30313233343536373839414243444546n;
    const c = modPow(m, 0x10001n, BigInt(`0x${keyPair.modulusHex}`)).toString(16);
    expect(decryptOneTimeKey(c, keyPair)).toBe('0123456789ABCDEF');
  });
});

/** RSA.js `encryptedString` in full (§3.2 step 3), for the multi-chunk form only. */
function rsaJsEncrypt(text: string, modulusHex: string): string {
  const n = BigInt(`0x${modulusHex}`);
  const size = rsaChunkSize(n);
  const bytes = Buffer.alloc(Math.ceil(text.length / size) * size);
  bytes.write(text, 'latin1');
  const chunks: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) {
    const chunk = bytes.subarray(offset, offset + size);
    const m = BigInt(`0x${Buffer.from(chunk).reverse().toString('hex')}`);
    let hex = modPow(m, 0x10001n, n).toString(16);
    while (hex.length % 4 !== 0) hex = `0${hex}`;
    chunks.push(hex);
  }
  return chunks.join(' ');
}

describe('round trip with a fresh 1024-bit key', () => {
  const keyPair = generateRsaKeyPair();

  it('serves a 1024-bit modulus', () => {
    expect(keyPair.modulusHex).toMatch(/^[0-9a-f]{256}$/);
    expect(rsaChunkSize(BigInt(`0x${keyPair.modulusHex}`))).toBe(126);
  });

  it('decrypts random keys and payloads', () => {
    for (let i = 0; i < 20; i += 1) {
      const k = randomK();
      const payload = { username: `user${i}`, password: `Pw${k}`, captcha: null, note: 'ñ ₱ 中文' };
      const header = encryptOneTimeKey(k, keyPair.modulusHex);
      const body = encryptDes(JSON.stringify(payload), k);
      const recovered = decryptOneTimeKey(header, keyPair);
      expect(recovered).toBe(k);
      expect(decryptPayload(body, recovered)).toEqual(payload);
    }
  });

  it('matches the RSA.js form (reverse K, little-endian digits) for one chunk', () => {
    const k = randomK();
    const reversed = [...k].reverse().join('');
    expect(rsaJsEncrypt(reversed, keyPair.modulusHex)).toBe(
      encryptOneTimeKey(k, keyPair.modulusHex),
    );
  });

  it('decrypts the general multi-chunk form', () => {
    const long = Array.from({ length: 200 }, (_, i) => String.fromCharCode(65 + (i % 26))).join('');
    const header = rsaJsEncrypt([...long].reverse().join(''), keyPair.modulusHex);
    expect(header.split(' ')).toHaveLength(2);
    expect(decryptOneTimeKey(header, keyPair)).toBe(long);
  });

  it('rejects a header made for another key and a damaged body', () => {
    const other = generateRsaKeyPair();
    const k = randomK();
    expect(() => decryptOneTimeKey(encryptOneTimeKey(k, other.modulusHex), keyPair)).toThrow();
    expect(() => decryptOneTimeKey('not-hex', keyPair)).toThrow();
    expect(() => decryptPayload('AAAA', k)).toThrow();
    expect(() => decryptPayload('not base64!', k)).toThrow();
    expect(() => decryptPayload(encryptDes('not json', k), k)).toThrow();
  });
});

describe('extractCiphertext (§3.3 body variants)', () => {
  it('reads all three variants', () => {
    expect(extractCiphertext({ value: 'abc=' })).toBe('abc=');
    expect(extractCiphertext('abc=')).toBe('abc=');
    expect(extractCiphertext({ other: 1 })).toBeNull();
    expect(extractCiphertext(undefined)).toBeNull();
  });
});
