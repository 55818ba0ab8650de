/**
 * The web app under /m/: home aliases, SPA fallback (also for legacy `.html` spellings), cache
 * headers, real 404s for assets; `/` and typed paths outside /m/ redirect into the app, API
 * requests keep the JSON 404.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../src/http/error-body.ts';
import { startBff } from './helpers/stack.ts';

/** What a browser's address bar sends. */
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  app = await startBff({ gatewayUrl: 'http://127.0.0.1:9', config: { webDistDir: dist } });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static web app', () => {
  it.each(['/m', '/m/', '/m/index', '/m/index.html', '/m/home'])(
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

  it('never caches the service worker, so a deploy reaches its next update check', async () => {
    const response = await app.inject('/m/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.headers['content-type']).toContain('javascript');
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

  // 302, not 301: a permanent redirect is cached by browsers for good, and the site's entry
  // point may still move while routes evolve.
  it.each([
    ['/', '/m/'],
    ['/?utm_source=sms&ref=abc', '/m/?utm_source=sms&ref=abc'],
  ])('redirects %s to %s with 302, keeping the query', async (path, location) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: path });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
    }
  });

  it.each(['/m/register.html', '/m/login.html', '/m/member/home.html', '/m/help.html?i=2'])(
    'serves the app for the legacy spelling %s',
    async (path) => {
      const response = await app.inject({ url: path, headers: { accept: HTML } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toContain('no-cache');
    },
  );

  it('keeps a missing asset a JSON 404, even spelled .html or asked for as a page', async () => {
    for (const path of ['/m/assets/index-gone.js', '/m/assets/gone.html', '/m/gone.css']) {
      const response = await app.inject({ url: path, headers: { accept: HTML } });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual(errorBody('url_empty', 404));
    }
  });

  it.each(['/nothing', '/nothing/deeper?x=1', '/login', '/mm', '/index.php'])(
    'redirects a page typed outside /m/ (%s) into the app, which falls back to home',
    async (path) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url: path, headers: { accept: HTML } });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('/m/home');
      }
    },
  );

  it('keeps the JSON catalogue 404 for API-looking requests outside /m/', async () => {
    const requests = [
      { method: 'GET', url: '/nothing', headers: { accept: 'application/json' } },
      { method: 'GET', url: '/nothing', headers: {} },
      { method: 'GET', url: '/trpc/nothing', headers: { accept: HTML } },
      { method: 'GET', url: '/healthz/x', headers: { accept: HTML } },
      { method: 'GET', url: '/readyz/x', headers: { accept: HTML } },
    ] as const;
    for (const request of requests) {
      const response = await app.inject({ ...request, headers: { ...request.headers } });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      // tRPC answers its own misses with the same shape plus the procedure path.
      expect(response.json()).toMatchObject(errorBody('url_empty', 404));
    }
    // A form post is never redirected to a page (the CSRF check refuses it first, in JSON).
    const post = await app.inject({ method: 'POST', url: '/nothing', headers: { accept: HTML } });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.json()).toHaveProperty('error.data.appCode');
  });
});
