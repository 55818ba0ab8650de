/** The web app under /m/: home aliases, SPA fallback, cache headers, real 404s for assets. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startBff } from './helpers/stack.ts';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  app = await startBff({ gatewayUrl: 'http://127.0.0.1:9', config: { webDistDir: dist } });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static web app', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])(
    'serves home at %s, never cached',
    async (path) => {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toContain('no-cache');
    },
  );

  it('serves every client route with index.html', async () => {
    for (const path of ['/m/login', '/m/member/agent/getSalaryContract', '/m/no/such/page?x=1']) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await app.inject('/m/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    expect((await app.inject('/m/assets/index-gone.js')).statusCode).toBe(404);
    expect((await app.inject('/m/missing.png')).statusCode).toBe(404);
  });

  it('answers unknown API paths outside /m/ with 404', async () => {
    expect((await app.inject('/api/nothing')).statusCode).toBe(404);
  });
});
