/**
 * Serves the built web app under /m/. Hashed assets are immutable for a year; index.html is
 * never cached, so a deploy is picked up at once. Every client-side route (and the legacy home
 * aliases) answers with index.html; a missing asset is a real 404, never index.html, so a stale
 * chunk fails loudly and the app can show its retry state.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { errorBody } from '../http/error-body.ts';

const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
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

    const sendIndex = (reply: FastifyReply) => {
      indexHtml ??= existsSync(indexPath) ? readFileSync(indexPath) : null;
      if (!indexHtml)
        return reply.code(503).type('text/plain').send('The web app is not built yet.');
      return reply
        .header('Cache-Control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    };

    if (existsSync(root)) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/m/',
        index: false,
        wildcard: true,
        setHeaders(res, path) {
          if (path.includes(`${join(root, 'assets')}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          } else if (path.endsWith('.html')) {
            res.header('Cache-Control', NO_CACHE);
          } else {
            res.header('Cache-Control', 'public, max-age=3600');
          }
        },
      });
    }

    for (const path of HOME_ALIASES) {
      app.get(path, (_request, reply) => sendIndex(reply));
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isAppRoute =
        (request.method === 'GET' || request.method === 'HEAD') &&
        path.startsWith('/m/') &&
        !path.startsWith('/m/assets/') &&
        !/\.[a-z0-9]{2,5}$/i.test(path);
      if (isAppRoute) return sendIndex(reply);
      return reply.code(404).send(errorBody('url_empty', 404));
    });
  },
  { name: 'static', dependencies: ['config'] },
);
