/**
 * Broken answers for `/__sandbox/faults {body}` (issue 25, defect 10): what a gateway, a proxy
 * in front of it or a cut connection can hand a client instead of the envelope. The relay's
 * handler never runs: a broken answer changes no state, as a proxy's error page would not.
 *
 * - `invalid-json`: 200, `application/json`, a body that is not JSON;
 * - `wrong-shape`: 200, valid JSON that is not the envelope (no `success` or `status`);
 * - `truncated`: 200 with a `Content-Length` of the whole envelope, half of it sent, then the
 *   connection closed;
 * - `huge`: 200, a valid envelope of 10 MB, streamed in chunks with no length announced;
 * - `html`: 200, `text/html`, a proxy's error page;
 * - `undecryptable`: 200, `application/json`, DES ciphertext under a key nobody has (a JSON
 *   string of Base64), as a gateway encrypting its answers to an encrypted call would send.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { encryptDes } from '../crypto/gateway-crypto.ts';

export const FAULT_BODIES = [
  'invalid-json',
  'wrong-shape',
  'truncated',
  'huge',
  'html',
  'undecryptable',
] as const;
export type FaultBody = (typeof FAULT_BODIES)[number];

/** 10 MB: far past any answer a client should read whole. */
export const HUGE_BODY_BYTES = 10 * 1024 * 1024;
const HUGE_CHUNK_BYTES = 64 * 1024;

const ENVELOPE = JSON.stringify({ success: true, value: { items: [], total: 0 } });

export function sendFaultBody(reply: FastifyReply, body: FaultBody, status: number): FastifyReply {
  switch (body) {
    case 'invalid-json':
      return reply
        .code(status)
        .type('application/json')
        .send("{success: true, value: {items: [1, 2,], total: 'two'}");
    case 'wrong-shape':
      return reply
        .code(status)
        .type('application/json')
        .send(JSON.stringify({ code: 0, data: { items: 'unexpected', total: [null] } }));
    case 'html':
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(
          '<!DOCTYPE html><html><head><title>Error</title></head><body><h1>502 Bad Gateway</h1>' +
            '<p>The upstream server returned an invalid response.</p></body></html>',
        );
    case 'undecryptable':
      return reply
        .code(status)
        .type('application/json')
        .send(JSON.stringify(encryptDes(ENVELOPE, randomBytes(8).toString('hex'))));
    case 'huge':
      return reply.code(status).type('application/json').send(Readable.from(hugeEnvelope()));
    case 'truncated':
      return truncated(reply, status);
  }
}

/** `{"success":true,"value":{"padding":"xxxx…"}}`, about 10 MB, in chunks. */
function* hugeEnvelope(): Generator<Buffer> {
  yield Buffer.from('{"success":true,"value":{"padding":"');
  const chunk = Buffer.alloc(HUGE_CHUNK_BYTES, 'x');
  for (let sent = 0; sent < HUGE_BODY_BYTES; sent += HUGE_CHUNK_BYTES) yield chunk;
  yield Buffer.from('"}}');
}

/** Announces the whole envelope, sends half of it, and closes the connection. */
function truncated(reply: FastifyReply, status: number): FastifyReply {
  reply.hijack();
  const whole = Buffer.from(ENVELOPE);
  const raw = reply.raw;
  raw.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(whole.length),
  });
  raw.write(whole.subarray(0, Math.floor(whole.length / 2)), () => {
    raw.socket?.destroy();
  });
  return reply;
}
