/**
 * Per-route body limits (src/http/body-limits.ts): the default for every route, and a larger
 * limit for the routes listed by prefix (how uploads will get theirs).
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { bodyLimitsHook, DEFAULT_BODY_LIMIT_BYTES } from '../src/http/body-limits.ts';

async function appWith(limits: Parameters<typeof bodyLimitsHook>[0]) {
  const app = Fastify({ bodyLimit: DEFAULT_BODY_LIMIT_BYTES });
  app.addHook('onRoute', bodyLimitsHook(limits));
  for (const url of ['/upload/kyc', '/upload/kyc/front', '/uploads', '/trpc/:path']) {
    app.post(url, async () => ({ ok: true }));
  }
  await app.ready();
  return app;
}

const KB100 = JSON.stringify({ image: 'x'.repeat(100 * 1024) });

describe('body limits', () => {
  it('refuses a body over the default, and lets a listed prefix take more', async () => {
    const app = await appWith([{ prefix: '/upload/kyc', bytes: 512 * 1024 }]);
    const post = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: KB100,
      });
    expect((await post('/trpc/session.login')).statusCode).toBe(413);
    expect((await post('/upload/kyc')).statusCode).toBe(200);
    expect((await post('/upload/kyc/front')).statusCode).toBe(200);
    // A prefix matches whole segments only.
    expect((await post('/uploads')).statusCode).toBe(413);
    await app.close();
  });

  it('keeps the default at 64 KiB', () => {
    expect(DEFAULT_BODY_LIMIT_BYTES).toBe(65_536);
  });
});
