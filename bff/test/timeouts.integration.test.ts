/**
 * Slow clients (issue 8, item 7): a body trickled one byte at a time is cut at the request
 * timeout, on a real listening server (Node's own timers, not `inject`).
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts';
import { startBff, startSandbox, type Sandbox } from './helpers/stack.ts';

const REQUEST_TIMEOUT_MS = 1_000;
const TRICKLE_EVERY_MS = 300;
const DECLARED_LENGTH = 100; // 100 bytes at one per 300 ms: 30 s if nothing cuts it

let sandbox: Sandbox;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  sandbox = await startSandbox();
  app = await startBff({
    gatewayUrl: sandbox.url,
    config: { requestTimeoutMs: REQUEST_TIMEOUT_MS },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await sandbox.close();
});

/** Sends the headers, then one body byte per tick until the server answers or closes. */
function trickle(head: string, giveUpMs: number) {
  return new Promise<{ elapsedMs: number; response: string; closed: boolean }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ elapsedMs: Date.now() - started, response, closed });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write('x');
      }, TRICKLE_EVERY_MS);
    });
    socket.on('data', (chunk) => {
      response += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
  });
}

describe('request timeout', () => {
  it('cuts a POST whose body trickles in, close to REQUEST_TIMEOUT_MS', async () => {
    const head =
      `POST /trpc/session.logout HTTP/1.1\r\n` +
      `Host: 127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\n` +
      `${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\n` +
      `Content-Length: ${DECLARED_LENGTH}\r\n\r\n`;
    // Far below the 30 s the trickle takes; generous against the 1 s setting on a busy machine.
    const result = await trickle(head, 8 * REQUEST_TIMEOUT_MS);
    expect(result.closed, 'the server should close the connection').toBe(true);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS * 0.9);
    expect(result.elapsedMs).toBeLessThan(4 * REQUEST_TIMEOUT_MS);
    expect(result.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts headers that never end', async () => {
    const head = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `;
    const result = await trickle(head, 8 * REQUEST_TIMEOUT_MS);
    expect(result.closed).toBe(true);
    expect(result.elapsedMs).toBeLessThan(4 * REQUEST_TIMEOUT_MS);
  });
});
