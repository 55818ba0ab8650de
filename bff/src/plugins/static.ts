/**
 * Serves the built web app under /m/. Hashed assets are immutable for a year; index.html is
 * never cached, so a deploy is picked up at once. Every client-side route (and the legacy home
 * aliases) answers with index.html; a missing asset is a real 404, never index.html, so a stale
 * chunk fails loudly and the app can show its retry state.
 *
 * Outside /m/ (issue 9): `/` redirects to `/m/` with its query; a page a person types (GET or
 * HEAD asking for text/html, not /trpc or the health checks) redirects to `/m/home`, the client
 * router's own fallback for unknown paths (spec section 2). Serving index.html there would show
 * a blank page: the router's basename is /m. API-looking requests keep the JSON 404.
 *
 * A page a visitor may open first (the home, game lists, promotions, help) goes out rendered on
 * the server with its data when the web app's server build is there (pages/page-renderer.ts,
 * decision 033); any other, or any failure there, is the plain index.html.
 *
 * The service worker (decision 041) precaches `/m/shell.html`: always the plain index.html,
 * never a rendered page, so the copy it keeps for offline carries nobody's data. Its script,
 * `/m/sw.js`, is never cached, so a deploy reaches the browser's next update check.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/error-body.ts';
import { loadServerEntry, PageRenderer, splitTemplate } from '../pages/page-renderer.ts';
import { loadScreenAssets } from '../pages/screen-assets.ts';

/** Where the app and its assets are served (Vite's `base`). */
const APP_BASE = '/m/';
const HOME_ALIASES = ['/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
/** The app shell the service worker keeps for offline: index.html as built. */
const SHELL_PATH = '/m/shell.html';
const SERVICE_WORKER_FILE = 'sw.js';
/** Where a typed path outside /m/ lands: the same place the client sends unknown /m/ paths. */
const OUTSIDE_APP_TARGET = '/m/home';
/** Never redirected to a page: tRPC and the health checks answer machines. */
const API_PREFIXES = ['/trpc', '/healthz', '/readyz'];

const isReadMethod = (method: string): boolean => method === 'GET' || method === 'HEAD';

/**
 * A client route under /m/: no file extension, or a legacy `.html` spelling (`/m/register.html`;
 * the client router maps it to its route or, unknown, to home). Assets are never routes.
 */
function isAppRoute(path: string): boolean {
  return (
    path.startsWith('/m/') &&
    !path.startsWith('/m/assets/') &&
    (path.endsWith('.html') || !/\.[a-z0-9]{2,5}$/i.test(path))
  );
}

/** A page a person typed outside /m/ (address bar: Accept has text/html), not an API call. */
function isTypedPageOutsideApp(path: string, accept: string | undefined): boolean {
  return (
    path !== '/m' &&
    !path.startsWith('/m/') &&
    !API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) &&
    (accept ?? '').includes('text/html')
  );
}
const NO_CACHE = 'no-cache, no-store, must-revalidate';

export const staticPlugin = fp(
  async (app) => {
    const root = app.config.webDistDir;
    const indexPath = join(root, 'index.html');
    if (!existsSync(indexPath)) {
      app.log.warn(
        { root },
        'web app not built: /m/ answers 503 until `pnpm --filter @app/web build`',
      );
    }
    // Read once: index.html is small and served on every navigation.
    let indexHtml: Buffer | null = existsSync(indexPath) ? readFileSync(indexPath) : null;

    // Loaded in the background: the server build is large, and the BFF's start (its health
    // checks, the API) must not wait for it; only the first pages do.
    let entry: Awaited<ReturnType<typeof loadServerEntry>> = null;
    const entryLoaded = loadServerEntry(app.config.webSsrDir, app.log).then((loaded) => {
      entry = loaded;
    });
    app.addHook('onClose', async () => entryLoaded);
    let renderer: PageRenderer | null = null;
    const rendererFor = (html: Buffer): PageRenderer | null => {
      if (!entry) return null;
      const template = splitTemplate(html.toString('utf8'));
      renderer ??= template
        ? new PageRenderer(
            entry,
            template,
            app.config.merchantCode,
            loadScreenAssets(root, APP_BASE),
          )
        : null;
      return renderer;
    };

    /** index.html as built, read once it is there; null while the app is not built. */
    const builtIndex = (): Buffer | null =>
      (indexHtml ??= existsSync(indexPath) ? readFileSync(indexPath) : null);
    const notBuilt = (reply: FastifyReply) =>
      reply.code(503).type('text/plain').send('The web app is not built yet.');

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const html = builtIndex();
      if (!html) return notBuilt(reply);
      let page: Readable | null | undefined = null;
      if (request.method === 'GET') {
        await entryLoaded;
        page = await rendererFor(html)?.render(request, reply);
      }
      return reply
        .header('Cache-Control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(page ?? html);
    };

    if (existsSync(root)) {
      await app.register(fastifyStatic, {
        root,
        prefix: APP_BASE,
        index: false,
        wildcard: true,
        // Never a dot path: dist/.vite/manifest.json is the BFF's, not the browser's.
        dotfiles: 'ignore',
        setHeaders(res, path) {
          if (path.includes(`${join(root, 'assets')}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          } else if (path.endsWith('.html') || path === join(root, SERVICE_WORKER_FILE)) {
            res.header('Cache-Control', NO_CACHE);
          } else {
            res.header('Cache-Control', 'public, max-age=3600');
          }
        },
      });
    }

    for (const path of HOME_ALIASES) {
      app.get(path, sendIndex);
    }

    app.get(SHELL_PATH, async (_request, reply) => {
      const shell = builtIndex();
      if (!shell) return notBuilt(reply);
      return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(shell);
    });

    // The spec lists `/` as home, but the app lives under /m/ (served at / it renders nothing).
    // 302, not 301: browsers keep a 301 for good, and the entry point may still move.
    app.get('/', (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`/m/${query === -1 ? '' : request.url.slice(query)}`, 302);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (isReadMethod(request.method)) {
        if (isAppRoute(path)) return sendIndex(request, reply);
        if (isTypedPageOutsideApp(path, request.headers.accept)) {
          return reply.redirect(OUTSIDE_APP_TARGET, 302);
        }
      }
      return reply.code(404).send(errorBody('url_empty', 404));
    });
  },
  { name: 'static', dependencies: ['config'] },
);
