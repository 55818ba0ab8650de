/**
 * Server-rendered pages (decision 035) from the BFF's side, with a stand-in for the web app's
 * server build: the page goes into index.html with its state and a fresh nonce in the CSP; the
 * preference cookies reach the renderer; a renderer that throws, declines or is missing leaves
 * the plain index.html, never an error.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BOOT_WAIT_MAX_MS, splitTemplate } from '../src/pages/page-renderer.ts';
import { startBff } from './helpers/stack.ts';

/** As Vite builds it: the entry script in the head. */
const ENTRY_TAG = '<script type="module" crossorigin src="/m/assets/index-abc123.js"></script>';
const INDEX = `<!doctype html><html lang="en" data-theme="dark"><head><meta name="theme-color" content="#12141c" />${ENTRY_TAG}</head><body><div id="root"></div></body></html>`;

/** The page after its head went out and its render failed: the app's script comes after the root. */
const PLAIN_AFTER_HEAD = INDEX.replace(ENTRY_TAG, '').replace(
  '<div id="root"></div>',
  `<div id="root"></div>${ENTRY_TAG}`,
);

/**
 * A page read over HTTP as a browser does, decompressed as it arrives: `until` resolves with
 * the text so far once it satisfies a condition, `done` with the whole page.
 */
function openPage(url: string, encoding: string) {
  type Test = (text: string) => boolean;
  let text = '';
  const waiting: Array<{ test: Test; resolve: (text: string) => void }> = [];
  const until = (test: Test) =>
    new Promise<string>((resolve) => {
      if (test(text)) resolve(text);
      else waiting.push({ test, resolve });
    });
  const result = { encoding: '', until, done: Promise.resolve('') };
  result.done = new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      result.encoding = String(response.headers['content-encoding']);
      const decoder = result.encoding === 'br' ? createBrotliDecompress() : createGunzip();
      response.pipe(decoder);
      decoder.setEncoding('utf8');
      decoder.on('data', (chunk: string) => {
        text += chunk;
        for (const waiter of waiting.filter((w) => w.test(text))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(text);
        }
      });
      decoder.on('end', () => resolve(text));
      decoder.on('error', reject);
    }).on('error', reject);
  });
  return result;
}

/**
 * A server build that echoes what it was given. Its head declines /m/login; /m/broken throws
 * once the head is out, /m/no-status declines then (the gateway had no status); /m/slow waits for
 * the test's gate (`globalThis.pageRenderGate`); /m/help is a lazy screen the build's manifest
 * knows, /m/unbuilt one it does not.
 */
const ENTRY = `
const SCREENS = { '/m/help': 'src/help-screen.tsx', '/m/unbuilt': 'src/unbuilt-screen.tsx' };
export function pageHead(request) {
  if (request.url.startsWith('/m/login')) return null;
  return {
    lang: request.language === 'TY' ? 'fil' : 'en',
    theme: request.theme,
    themeColour: request.theme === 'light' ? '#ffffff' : '#12141c',
    screenModule: SCREENS[request.url] ?? null,
  };
}
export async function renderPage(request) {
  const head = pageHead(request);
  if (!head) return null;
  if (request.url.startsWith('/m/broken')) throw new Error('render failed');
  if (request.url.startsWith('/m/no-status')) return null;
  if (request.url.startsWith('/m/slow')) await globalThis.pageRenderGate;
  const context = await request.createContext();
  return {
    ...head,
    html: '<main>rendered ' + request.url + ' in ' + request.language + '</main>',
    state: JSON.stringify({ facts: { language: request.language, terms: request.termsAgreed, session: request.session, hasGateway: Boolean(context.gateway) } }).replace(/</g, '\\\\u003c'),
  };
}
`;

/** The web build's manifest: the help screen's chunk imports the entry and a shared chunk. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc123.js',
    isEntry: true,
    imports: ['_first-load.js'],
    css: ['assets/index.css'],
  },
  '_first-load.js': { file: 'assets/first-load.js', css: ['assets/first-load.css'] },
  'src/help-screen.tsx': {
    file: 'assets/help-screen.js',
    isDynamicEntry: true,
    imports: ['index.html', '_first-load.js', '_shared.js'],
    css: ['assets/help-screen.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'], css: ['assets/shared.css'] },
};

let folder: string;
let app: FastifyInstance;
let plain: FastifyInstance;
/** Where `app` listens: the streaming tests read it over HTTP, as a browser does. */
let origin: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pages-'));
  const dist = join(folder, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(folder, 'dist-ssr'));
  writeFileSync(join(folder, 'dist-ssr', 'entry-server.js'), ENTRY);
  app = await startBff({
    gatewayUrl: 'http://127.0.0.1:9',
    config: { webDistDir: dist, webSsrDir: join(folder, 'dist-ssr') },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  plain = await startBff({
    gatewayUrl: 'http://127.0.0.1:9',
    config: { webDistDir: dist, webSsrDir: join(folder, 'missing') },
  });
});

afterAll(async () => {
  await app.close();
  await plain.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('puts the page and its state into index.html, with a fresh nonce allowed in script-src', async () => {
    const response = await app.inject('/m/home');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main>rendered /m/home in EN</main></div>');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(
      `<script id="page-state" type="application/json" nonce="${nonce}">`,
    );
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(response.headers['cache-control']).toContain('no-store');
    const again = await app.inject('/m/home');
    expect(String(again.headers['content-security-policy'])).not.toContain(`'nonce-${nonce}'`);
  });

  it('starts the app from a boot script after the page, not from the head (decision 039)', async () => {
    const response = await app.inject('/m/home');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(response.body).not.toContain(ENTRY_TAG);
    expect(response.body).not.toContain('modulepreload');
    const boot = /<script type="module" nonce="([^"]+)">(.*?)<\/script>/.exec(response.body);
    expect(boot?.[1]).toBe(nonce);
    expect(boot?.[2]).toContain('for(const m of ["/m/assets/index-abc123.js"])import(m)');
    // It waits for the page's main image, with a limit, and starts at once in the background.
    expect(boot?.[2]).toContain('img[fetchpriority="high"]');
    expect(boot?.[2]).toContain(`setTimeout(start,${BOOT_WAIT_MAX_MS})`);
    expect(boot?.[2]).toContain('visibilityState');
    // The page's first Intl formatter is made while the script downloads, not while hydrating.
    expect(boot?.[2]).toContain('new Intl.NumberFormat(document.documentElement.lang)');
    // After the state it reads, before the end of the body.
    expect(response.body.indexOf('id="page-state"')).toBeLessThan(response.body.indexOf(boot![0]));
    expect(response.body.indexOf(boot![0])).toBeLessThan(response.body.indexOf('</body>'));
  });

  it("links a lazy screen's stylesheets in the head and starts its chunks with the app", async () => {
    const response = await app.inject('/m/help');
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    // What the app's entry brings is not linked again; the screen's own and its shared chunk's are.
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/m/assets/help-screen.css"><link rel="stylesheet" crossorigin href="/m/assets/shared.css">',
    );
    expect(head).not.toContain('first-load.css');
    const boot = /<script type="module" nonce="[^"]+">(.*?)<\/script>/.exec(response.body);
    expect(boot?.[1]).toContain(
      '["/m/assets/index-abc123.js","/m/assets/help-screen.js","/m/assets/shared.js"]',
    );
    // The home's screen is in the entry: nothing more.
    const home = await app.inject('/m/home');
    expect(home.body).not.toContain('help-screen');
    expect((home.body.match(/rel="stylesheet"/g) ?? []).length).toBe(0);
  });

  it("sends the plain app for a screen the build's manifest does not know, and never the manifest", async () => {
    const response = await app.inject('/m/unbuilt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    for (const url of ['/m/.vite/manifest.json', '/m/%2Evite/manifest.json', '/m/.vite/']) {
      const manifest = await app.inject(url);
      expect(manifest.body, url).not.toContain('help-screen');
    }
  });

  it("renders in the player's language and theme, with the terms agreement, from their cookies", async () => {
    const response = await app.inject({
      url: '/m/home',
      cookies: { mc_language: 'ty', mc_theme: 'light', mc_terms: '1' },
    });
    expect(response.body).toContain('<html lang="fil" data-theme="light">');
    expect(response.body).toContain('<meta name="theme-color" content="#ffffff"');
    expect(response.body).toContain('rendered /m/home in TY');
    expect(response.body).toContain('"terms":true');
    expect(response.body).toContain('"session":null');
    expect(response.body).toContain('"hasGateway":true');
  });

  it('ignores a language cookie that names no language', async () => {
    const response = await app.inject({ url: '/m/home', cookies: { mc_language: '<script>' } });
    expect(response.body).toContain('rendered /m/home in EN');
  });

  it("answers the service worker's shell with the plain app, never a rendered page", async () => {
    // The renderer here would render any address but /m/login: the shell is never asked.
    const response = await app.inject({ url: '/m/shell.html', headers: { cookie: 'sid=x' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(String(response.headers['content-security-policy'])).not.toContain('nonce-');
  });

  it('sends the plain app when the renderer declines, and for HEAD', async () => {
    const response = await app.inject('/m/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(String(response.headers['content-security-policy'])).not.toContain('nonce-');
    const head = await app.inject({ method: 'HEAD', url: '/m/home' });
    expect(head.statusCode).toBe(200);
  });

  it('ends a page whose render throws or finds no status, after its head, as the plain app', async () => {
    for (const url of ['/m/broken', '/m/no-status']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body, url).toBe(PLAIN_AFTER_HEAD);
    }
  });

  it.each(['gzip', 'br'])(
    'sends the head before the page has rendered, through %s',
    async (encoding) => {
      let release = () => {};
      (globalThis as { pageRenderGate?: Promise<void> }).pageRenderGate = new Promise<void>(
        (resolve) => {
          release = resolve;
        },
      );
      try {
        const page = openPage(`${origin}/m/slow`, encoding);
        // The render waits at the gate: what has arrived is the head, with the page's stylesheet
        // links, and the opening root.
        const early = await page.until((text) => text.includes('<div id="root">'));
        expect(page.encoding).toBe(encoding);
        expect(early).toContain('<html lang="en" data-theme="dark">');
        expect(early).not.toContain('rendered');
        expect(early).not.toContain('page-state');
        release();
        const whole = await page.done;
        expect(whole).toContain('<div id="root"><main>rendered /m/slow in EN</main></div>');
        expect(whole).toContain('id="page-state"');
        expect(whole.endsWith('</body></html>')).toBe(true);
      } finally {
        release(); // a failed expectation must not leave the request open
      }
    },
  );

  it('sends the plain app when no server build is there', async () => {
    const response = await plain.inject('/m/home');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('cuts the template at its empty root only, taking the entry script out of the head', () => {
    expect(splitTemplate('<a><div id="root"></div><b>')).toEqual({
      head: '<a>',
      tail: '<b>',
      entry: null,
    });
    expect(splitTemplate(`<a>${ENTRY_TAG}<div id="root"></div><b>`)).toEqual({
      head: '<a>',
      tail: '<b>',
      entry: '/m/assets/index-abc123.js',
    });
    expect(splitTemplate('<div id="app"></div>')).toBeNull();
  });
});
