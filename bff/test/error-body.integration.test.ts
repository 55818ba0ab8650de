/**
 * Framework error bodies (issue 8, item 9): whatever refuses a request (Node's parser, the
 * router, body parsing, the 404 handler, a crash), the answer is JSON in the catalogue shape,
 * with an appCode, without `FST_` codes, stacks or the URL. Raw sockets on a listening server:
 * `inject` cannot send malformed HTTP or oversized headers.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, ERROR_TEXTS_EN } from '@app/contracts';
import { LogCapture, startBff, startSandbox, type Sandbox } from './helpers/stack.ts';

let sandbox: Sandbox;
let app: FastifyInstance;
let port: number;
const logs = new LogCapture();

beforeAll(async () => {
  sandbox = await startSandbox();
  app = await startBff({ gatewayUrl: sandbox.url, config: { logLevel: 'info' }, logStream: logs });
  // A route that crashes with a message holding a secret-looking URL, for the 5xx path.
  app.get('/__test/boom', () => {
    throw new Error('boom at http://internal.example/secret?token=abc');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await sandbox.close();
});

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Writes `request` as is and reads the whole answer (the connection is closed after it). */
function raw(request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      let body = rest.join('\r\n\r\n');
      if (/transfer-encoding: chunked/i.test(head)) {
        body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
      }
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
    setTimeout(() => socket.destroy(new Error('no answer within 5 s')), 5_000);
  });
}

const host = () => `Host: 127.0.0.1:${port}\r\nConnection: close\r\n`;
const post = (path: string, contentType: string, body: string, length = body.length) =>
  `POST ${path} HTTP/1.1\r\n${host()}${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\n` +
  `Content-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n${body}`;

const LONG_SEGMENT = `/trpc/${'a'.repeat(6_000)}`;
const VERY_LONG_URL = `/trpc/${'b'.repeat(20_000)}`;

const probes: { name: string; request: () => string; status: number; url?: string }[] = [
  {
    name: 'a path segment over maxParamLength (was 414 echoing the URL)',
    request: () => `GET ${LONG_SEGMENT} HTTP/1.1\r\n${host()}\r\n`,
    status: 414,
    url: LONG_SEGMENT.slice(0, 60),
  },
  {
    name: 'a URL longer than the header limit',
    request: () => `GET ${VERY_LONG_URL} HTTP/1.1\r\n${host()}\r\n`,
    status: 431,
    url: VERY_LONG_URL.slice(0, 60),
  },
  {
    name: 'bad percent-encoding under /trpc',
    request: () => `GET /trpc/%E0%A4%A HTTP/1.1\r\n${host()}\r\n`,
    status: 400,
    url: '%E0%A4%A',
  },
  {
    name: 'bad percent-encoding under /m/',
    request: () => `GET /m/%E0%A4%A HTTP/1.1\r\n${host()}\r\n`,
    status: 400,
    url: '%E0%A4%A',
  },
  {
    name: 'an unsupported content type',
    request: () => post('/trpc/session.logout', 'text/evil', 'ab'),
    status: 415,
  },
  {
    name: 'invalid JSON',
    request: () => post('/trpc/session.login', 'application/json', '{bad'),
    status: 400,
  },
  {
    name: 'a body over bodyLimit',
    request: () => post('/trpc/session.login', 'application/json', '{}', 2_000_000),
    status: 413,
  },
  {
    name: 'a huge header',
    request: () => `GET /healthz HTTP/1.1\r\n${host()}X-Big: ${'c'.repeat(20_000)}\r\n\r\n`,
    status: 431,
  },
  {
    name: 'an unknown non-page path',
    request: () => `GET /wp-admin/setup.php HTTP/1.1\r\n${host()}\r\n`,
    status: 404,
    url: 'wp-admin',
  },
  {
    name: 'malformed HTTP',
    request: () => `NONSENSE\r\n\r\n`,
    status: 400,
  },
  {
    name: 'a crash inside a route',
    request: () => `GET /__test/boom HTTP/1.1\r\n${host()}\r\n`,
    status: 500,
    url: 'internal.example',
  },
];

describe('every error answer has the catalogue shape', () => {
  it.each(probes)('$name → $status', async ({ request, status, url }) => {
    const answer = await raw(request());
    expect(answer.status).toBe(status);
    expect(answer.contentType).toMatch(/^application\/json/);
    const body = JSON.parse(answer.body) as {
      error: { message: string; code: number; data: { appCode: string; httpStatus: number } };
    };
    expect(body.error.data.httpStatus).toBe(status);
    expect(Object.keys(ERROR_TEXTS_EN)).toContain(body.error.data.appCode);
    expect(body.error.message).toBe(
      ERROR_TEXTS_EN[body.error.data.appCode as keyof typeof ERROR_TEXTS_EN],
    );
    expect(typeof body.error.code).toBe('number');
    expect(answer.body).not.toContain('FST_');
    expect(answer.body).not.toMatch(/stack|at .*\.ts:\d+/);
    if (url) expect(answer.body).not.toContain(url);
  });

  it('logs a crash once, with the error', () => {
    const crashes = logs.lines.filter((line) => line.includes('boom at'));
    expect(crashes).toHaveLength(1);
    expect(JSON.parse(crashes[0] ?? '{}')).toMatchObject({ level: 50, msg: 'request failed' });
  });

  it('refuses a 100 KB JSON body to /trpc with 413 in the catalogue shape (64 KiB limit)', async () => {
    const post = (size: number) =>
      app.inject({
        method: 'POST',
        url: '/trpc/session.login',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        payload: JSON.stringify({ type: 'username', username: 'u'.repeat(size), password: 'p' }),
      });
    const tooLarge = await post(100 * 1024);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      error: {
        message: ERROR_TEXTS_EN.invalid_input,
        code: expect.any(Number) as number,
        data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, appCode: 'invalid_input' },
      },
    });
    // Under the limit the procedure itself answers (here: the username is invalid).
    expect((await post(40 * 1024)).statusCode).toBe(400);
  });

  it('leaves an unknown procedure to tRPC, same shape', async () => {
    const answer = await raw(`GET /trpc/nope.nothing HTTP/1.1\r\n${host()}\r\n`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { data: { appCode: 'url_empty' } } });
  });
});
