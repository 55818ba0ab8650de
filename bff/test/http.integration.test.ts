/** HTTP behaviour of the BFF: health, headers, CSRF, bad input, batch limit, upstream failures. */
import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts';
import { body, freshBffPerTest, startBff, TrpcClient } from './helpers/stack.ts';

const RSA_KEY_PATH = '/wps/session/key/rsa';
const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';

// A fresh BFF (and so a fresh in-memory cache) per test: each test sees the gateway as it set it.
// A short upstream timeout, so the test of a gateway that does not answer ends soon; long enough
// for a busy machine's ordinary calls.
const UPSTREAM_TIMEOUT_MS = 2_000;
const stack = freshBffPerTest({ upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS });

describe('health', () => {
  it('answers /healthz without touching anything', async () => {
    const response = await stack.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the store and the gateway answer', async () => {
    const response = await stack.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    const ready = response.json<{ status: string; checks: unknown; checkedAt: string }>();
    expect(ready).toMatchObject({
      status: 'ready',
      checks: { store: true, gateway: true, circuits: {}, openCircuits: 0 },
    });
    expect(Number.isNaN(Date.parse(ready.checkedAt))).toBe(false);
  });

  // Readiness means "this process can serve": the gateway is shared by every replica, so its
  // outage must not drain them all (that would throw stale-if-error away).
  it('stays ready, degraded, when the gateway is unreachable', async () => {
    const lonely = await startBff({ gatewayUrl: 'http://127.0.0.1:9' });
    const response = await lonely.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'degraded', checks: { gateway: false } });
    await lonely.close();
  });

  it('reports open circuits as details, not as failure', async () => {
    await stack.sandbox.control('POST', '/faults', { path: ANNOUNCEMENTS_PATH, status: 503 });
    for (let i = 0; i < 3; i += 1) await stack.client().query('content.marquee');
    const response = await stack.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      checks: { gateway: true, circuits: { [ANNOUNCEMENTS_PATH]: 'open' }, openCircuits: 1 },
    });
  });

  it('answers 503 once shutdown begins, even to a check already under way', async () => {
    const closing = await startBff({ gatewayUrl: stack.sandbox.url });
    // A slow but answering gateway (within the 3 s upstream timeout): the check is still running
    // when the shutdown begins.
    await stack.sandbox.control('POST', '/faults', { path: RSA_KEY_PATH, latencyMs: 2_500 });
    const before = await stack.sandbox.calls(RSA_KEY_PATH);
    const pending = closing.inject('/readyz');
    // The check has reached the gateway (which holds it for 2.5 s) before the shutdown begins.
    await expect
      .poll(() => stack.sandbox.calls(RSA_KEY_PATH), { interval: 10, timeout: 2_000 })
      .toBe(before + 1);
    const closed = closing.close();
    const response = await pending;
    await closed;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'shutting-down',
      error: { data: { appCode: 'service_unavailable', httpStatus: 503 } },
    });
  });

  it('lets a keep-alive connection go with the answer that was in flight when shutdown began', async () => {
    const closing = await startBff({ gatewayUrl: stack.sandbox.url });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await stack.sandbox.control('POST', '/faults', { path: RSA_KEY_PATH, latencyMs: 1_000 });
    const before = await stack.sandbox.calls(RSA_KEY_PATH);
    const answer = new Promise<{ connection: string | undefined; socketClosed: Promise<void> }>(
      (resolve, reject) => {
        const request = get({ host: '127.0.0.1', port, path: '/readyz', agent }, (response) => {
          const socketClosed = new Promise<void>((done) => response.socket.once('close', done));
          response.resume();
          response.on('end', () =>
            resolve({ connection: response.headers.connection, socketClosed }),
          );
        });
        request.on('error', reject);
      },
    );
    await expect
      .poll(() => stack.sandbox.calls(RSA_KEY_PATH), { interval: 10, timeout: 2_000 })
      .toBe(before + 1);
    const closed = closing.close();
    const { connection, socketClosed } = await answer;
    // Without it, Node keeps the connection open until its keep-alive timeout (72 s), and the
    // close waits that long: a rolling deploy's replica would hang on every player's browser.
    expect(connection).toBe('close');
    await socketClosed;
    await closed;
    agent.destroy();
  });

  it('checks the gateway at most once per cache window, however often it is asked', async () => {
    await stack.app.inject('/healthz');
    await stack.sandbox.control('DELETE', '/stats');
    const concurrent = await Promise.all(
      Array.from({ length: 100 }, () => stack.app.inject('/readyz')),
    );
    const sequential = [];
    for (let i = 0; i < 100; i += 1) sequential.push(await stack.app.inject('/readyz'));
    expect([...concurrent, ...sequential].every((r) => r.statusCode === 200)).toBe(true);
    expect(await stack.sandbox.calls(RSA_KEY_PATH)).toBeLessThanOrEqual(1);
  });

  it('limits how often one address may ask, in the process', async () => {
    const limited = await startBff({
      gatewayUrl: stack.sandbox.url,
      config: { readyRateLimitPerMin: 5 },
    });
    for (let i = 0; i < 5; i += 1) expect((await limited.inject('/readyz')).statusCode).toBe(200);
    const refused = await limited.inject('/readyz');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The balancer's probes come from another address and still get their answer.
    const other = await limited.inject({ url: '/readyz', remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(200);
    await limited.close();
  });
});

describe('security headers', () => {
  it('sends a strict CSP without inline scripts or styles', async () => {
    const response = await stack.app.inject('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'self' https://www.youtube.com");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CSRF rule for mutations', () => {
  const logout = (headers: Record<string, string>) =>
    stack.app.inject({
      method: 'POST',
      url: '/trpc/session.logout',
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('refuses a mutation without the app header', async () => {
    expect((await logout({})).statusCode).toBe(403);
  });

  it('refuses a mutation from another origin even with the header', async () => {
    const response = await logout({
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      origin: 'https://evil.example',
      host: 'localhost:80',
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a same-origin mutation with the header', async () => {
    const response = await logout({
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      origin: 'http://localhost:80',
      host: 'localhost:80',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers an unknown language with 400 and a readable message', async () => {
    const response = await stack.client().query('system.status', { language: 'XX' });
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toMatchObject({
      message: 'Please check the information you entered.',
      data: { appCode: 'invalid_input', fieldErrors: { language: ['validation.language'] } },
    });
  });

  it('answers input that is not JSON with 400, never 500', async () => {
    const response = await stack.app.inject('/trpc/system.status?input=%7Bnot-json');
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('invalid_input');
  });

  it('accepts an empty input for the queries the gates call', async () => {
    const response = await stack.client().query('system.status');
    expect(response.statusCode).toBe(200);
    expect(body(response).result?.data).toMatchObject({ flag: 0 });
  });

  it('caps the batch size', async () => {
    const paths = Array.from({ length: 11 }, () => 'system.status').join(',');
    const response = await stack.app.inject(
      `/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`,
    );
    expect(response.statusCode).toBe(400);
    const ten = Array.from({ length: 10 }, () => 'member.info').join(',');
    expect(
      (await stack.app.inject(`/trpc/${ten}?batch=1&input=${encodeURIComponent('{}')}`)).statusCode,
    ).toBe(200);
  });
});

describe('system.status', () => {
  it('maps the gateway status: flags, decrypted customer service, templates', async () => {
    const status = body(await stack.client().query('system.status')).result?.data as {
      flag: number;
      whitelabel: Record<string, boolean>;
      customerService: { csType: string; url: string }[];
    };
    expect(status.flag).toBe(0);
    expect(Object.keys(status.whitelabel)).toEqual(
      expect.arrayContaining(['CBS3', 'REWCEN3', 'MANDATORYKYC3', 'AGENTPOLICY3']),
    );
    expect(status.customerService.length).toBeGreaterThan(0);
    for (const entry of status.customerService) expect(entry.url).toMatch(/^https?:\/\//);
  });

  it('reports maintenance as flag 1', async () => {
    await stack.sandbox.control('POST', '/status', { maintenance: true });
    expect(body(await stack.client().query('system.status')).result?.data).toMatchObject({
      flag: 1,
    });
  });

  it('reports a region restriction as flag 2', async () => {
    await stack.sandbox.control('POST', '/status', { regionRestriction: true });
    expect(body(await stack.client().query('system.status')).result?.data).toMatchObject({
      flag: 2,
    });
  });
});

describe('upstream failures become typed errors', () => {
  it('maps a gateway 5xx to 503 service_unavailable', async () => {
    await stack.sandbox.control('POST', '/faults', { path: '/wps/v2/system/status', status: 503 });
    const response = await stack.client().query('system.status');
    expect(response.statusCode).toBe(503);
    expect(body(response).error).toMatchObject({
      message: 'The service is temporarily unavailable, please try again later.',
      data: { appCode: 'service_unavailable' },
    });
  });

  it('retries an idempotent GET once after a 503', async () => {
    await stack.sandbox.control('POST', '/faults', {
      path: '/wps/v2/system/status',
      status: 503,
      times: 1,
    });
    await stack.sandbox.control('DELETE', '/stats');
    const response = await stack.client().query('system.status');
    expect(response.statusCode).toBe(200);
    const stats = await stack.sandbox.control<{ counts: Record<string, number> }>('GET', '/stats');
    expect(stats.counts['/wps/v2/system/status']).toBe(2);
  });

  it('maps a gateway that does not answer in time to 504 network_slow, without hanging', async () => {
    await stack.sandbox.control('POST', '/faults', {
      path: '/wps/relay/MCSFE_getListAnnouncements',
      latencyMs: 5 * UPSTREAM_TIMEOUT_MS,
    });
    const response = await stack.client().query('content.marquee');
    expect(response.statusCode).toBe(504);
    expect(body(response).error?.data.appCode).toBe('network_slow');
  });

  it('maps an unreachable gateway to 503', async () => {
    const lonely = await startBff({ gatewayUrl: 'http://127.0.0.1:9' });
    const response = await new TrpcClient(lonely).query('system.status');
    expect(response.statusCode).toBe(503);
    expect(body(response).error?.data.appCode).toBe('service_unavailable');
    await lonely.close();
  });
});

describe('content.marquee', () => {
  it('lists the live announcements', async () => {
    const marquee = body(await stack.client().query('content.marquee')).result?.data as {
      items: { title: string }[];
    };
    expect(marquee.items.length).toBeGreaterThanOrEqual(4);
    for (const item of marquee.items) expect(item.title).not.toBe('');
  });
});
