/**
 * `system.status` answered ahead of tRPC (features/system/status-shortcut.ts, decision 038): the
 * web app's own spellings of the call get the answer this process keeps, exactly as tRPC would
 * send it; every other spelling, a status not kept, and a refusal go through tRPC.
 *
 * Which of the two answered shows in the framing: tRPC's adapter streams its Response (no
 * Content-Length), the shortcut sends the string it serialised once (with one).
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { freshBffPerTest, startBff } from './helpers/stack.ts';

const stack = freshBffPerTest();

const single = (input: unknown) =>
  `/trpc/system.status?input=${encodeURIComponent(JSON.stringify(input))}`;
const batchOfOne = (input: unknown) =>
  `/trpc/system.status?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;

function get(url: string, headers: Record<string, string> = {}) {
  return stack.app.inject({ method: 'GET', url, headers });
}

const byShortcut = (response: { headers: Record<string, unknown> }) =>
  response.headers['content-length'] !== undefined;

/** The headers a client reads from the answer (the security headers are every route's). */
const meaningful = (response: { headers: Record<string, unknown> }) => ({
  type: response.headers['content-type'],
  cache: response.headers['cache-control'],
  vary: response.headers.vary,
});

describe('the web app’s own call', () => {
  it('is answered from the kept answer, with the body and headers tRPC sends', async () => {
    const first = await get(single({ language: 'EN' }));
    // Nothing kept yet: the procedure asks (the store, the gateway) and keeps the answer.
    expect(first.statusCode).toBe(200);
    expect(byShortcut(first)).toBe(false);

    const kept = await get(single({ language: 'EN' }));
    expect(kept.statusCode).toBe(200);
    expect(byShortcut(kept)).toBe(true);
    expect(kept.body).toBe(first.body);
    expect(meaningful(kept)).toEqual(meaningful(first));
    expect(JSON.parse(kept.body)).toMatchObject({
      result: { data: { languages: ['EN', 'TY', 'PT'] } },
    });
  });

  it('answers a batch of that one call (what httpBatchLink sends) as tRPC does', async () => {
    await get(batchOfOne({ language: 'TY' }));
    const kept = await get(batchOfOne({ language: 'TY' }));
    // An extra query parameter is not the app's spelling: tRPC answers it, for comparison.
    const trpc = await get(`${batchOfOne({ language: 'TY' })}&via=trpc`);
    expect(byShortcut(kept)).toBe(true);
    expect(byShortcut(trpc)).toBe(false);
    expect(kept.body).toBe(trpc.body);
    expect(meaningful(kept)).toEqual(meaningful(trpc));
    expect(JSON.parse(kept.body)).toHaveLength(1);
  });
});

describe('what goes to tRPC', () => {
  it.each([
    ['no language (the session’s language)', single({})],
    ['no input at all', '/trpc/system.status'],
    [
      'a batch of two inputs',
      `/trpc/system.status?batch=1&input=${encodeURIComponent('{"0":{"language":"EN"},"1":{}}')}`,
    ],
  ])('%s', async (_name, url) => {
    await get(single({ language: 'EN' }));
    const response = await get(url);
    expect(byShortcut(response)).toBe(false);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [
      'a batch whose input is not an object',
      `/trpc/system.status?batch=1&input=${encodeURIComponent('"EN"')}`,
    ],
    ['input that is not JSON', '/trpc/system.status?input=%7Blanguage'],
    ['a batch input that is not JSON', '/trpc/system.status?batch=1&input=%7B'],
  ])('%s: tRPC’s 400, in the error shape', async (_name, url) => {
    await get(single({ language: 'EN' }));
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(byShortcut(response)).toBe(false);
    // A batch's errors come in an array, one per call.
    expect(response.body).toContain('"httpStatus":400');
  });

  it('a streaming client gets tRPC’s stream', async () => {
    await get(batchOfOne({ language: 'EN' }));
    const response = await get(batchOfOne({ language: 'EN' }), {
      'trpc-accept': 'application/jsonl',
    });
    expect(response.statusCode).toBe(200);
    expect(byShortcut(response)).toBe(false);
    expect(response.body).not.toMatch(/^\[\{"result"/);
  });

  it('a POST is refused as tRPC refuses a query sent as a mutation', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/trpc/system.status',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: '{}',
    });
    expect(response.statusCode).toBe(405);
    expect(byShortcut(response)).toBe(false);
  });
});

describe('the per-address limit', () => {
  it('counts each call once, whichever answers; the refusal comes in tRPC’s shape', async () => {
    const app = await startBff({
      gatewayUrl: stack.sandbox.url,
      config: { rateLimits: { ...testConfig().rateLimits, globalPerMinute: 5 } },
    });
    try {
      const statuses: number[] = [];
      for (let call = 0; call < 5; call += 1) {
        statuses.push((await app.inject(batchOfOne({ language: 'EN' }))).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const refused = await app.inject(batchOfOne({ language: 'EN' }));
      expect(refused.statusCode).toBe(429);
      const [result] = JSON.parse(refused.body) as { error: { data: { appCode: string } } }[];
      expect(result?.error.data.appCode).toBe('too_many_requests');
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});
