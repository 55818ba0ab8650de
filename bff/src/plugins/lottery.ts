/**
 * The lottery (issue 12, item 4; decision 014):
 * - `GET /lottery/frame?playType&gameId&prizeMode&code`: what the lottery launch screen's frame
 *   opens (refused during the player's own break, issue 30). It reads the member's upstream
 *   token from the server-side session and redirects the
 *   frame to the lottery H5 page with it in the query, the one place the gateway's own client puts
 *   it. Page JavaScript never holds the token: it is in no tRPC answer and no page storage.
 * - `/m/lotto-h5/*`: the H5 app's page and assets, proxied to LOTTO_H5_BASE_URL.
 * - `/lgw/*`: the LGW calls that page makes, proxied to LGW_BASE_URL with our merchant code.
 * Both proxies let through only the paths of features/lottery/lottery-paths.ts, pass no cookie
 * either way, and give the page a policy of its own (our pages may frame it; nothing else may).
 */
import fp from 'fastify-plugin';
import proxy from '@fastify/http-proxy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import {
  ERROR_TEXTS_EN,
  LOTTERY_FRAME_PATH,
  LotteryFrameQuerySchema,
  type AppErrorCode,
} from '@app/contracts';
import {
  FORWARDED_REQUEST_HEADERS,
  FORWARDED_RESPONSE_HEADERS,
  LOTTO_H5_CSP,
  isAllowedLgw,
  isAllowedLottoH5,
} from '../features/lottery/lottery-paths.ts';
import { noteRefusal } from '../http/access-log.ts';
import { languageOf } from '../lib/language.ts';
import { errorBody } from '../http/error-body.ts';
import { frameAccess } from '../session/frame-access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route authenticates by a header the caller sets (the lottery's `Authorization`), never
     * by our cookies: a cross-site request carries no credential, so the app-header rule of the
     * CSRF guard does not apply (its origin checks still do).
     */
    headerAuthenticated?: boolean;
  }
}

/** Where the frame of an unusable link leaves the player: a page with the way back. */
function framePage(reply: FastifyReply, status: number, code: AppErrorCode): FastifyReply {
  const link =
    code === 'not_logged_in'
      ? '<a href="/m/login" target="_top">Log in</a>'
      : '<a href="/m/home" target="_top">Home</a>';
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', LOTTO_H5_CSP)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1"><title>Lottery</title>` +
        `</head><body><p>${ERROR_TEXTS_EN[code]}</p><p>${link}</p></body></html>`,
    );
}

function pick(
  headers: IncomingHttpHeaders | Record<string, unknown>,
  names: readonly string[],
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
    else if (typeof value === 'number') kept[name] = String(value);
  }
  return kept;
}

export const lotteryPlugin = fp(
  async (app) => {
    const { merchantCode, lottoH5BaseUrl, lgwBaseUrl, upstreamTimeoutMs, upstreamConnections } =
      app.config;

    app.get(LOTTERY_FRAME_PATH, async (request, reply) => {
      const query = LotteryFrameQuerySchema.safeParse(request.query);
      if (!query.success) return framePage(reply, 400, 'url_empty');
      const access = await frameAccess(request, app.store);
      if ('refused' in access) return framePage(reply, access.refused.status, access.refused.code);
      const { session } = access;
      const { playType, gameId, prizeMode, code } = query.data;
      const language = languageOf(undefined, session);
      const search = new URLSearchParams({
        token: session.token,
        merchant: merchantCode,
        css: `${merchantCode}.css`,
        prize_mode: prizeMode,
        ...(code ? { code } : {}),
        language,
      });
      const page = `/m/lotto-h5/${encodeURIComponent(merchantCode)}/${playType}/games/${gameId}`;
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`${page}?${search.toString()}`, 303);
    });

    // reply-from turns TLS verification off unless told otherwise: an upstream's certificate is
    // checked like any other call of ours.
    const undici = {
      connections: upstreamConnections,
      pipelining: 1,
      headersTimeout: upstreamTimeoutMs,
      bodyTimeout: upstreamTimeoutMs,
      connect: { timeout: upstreamTimeoutMs, rejectUnauthorized: true },
    };
    const refuseUnless =
      (allowed: (method: string, rawUrl: string) => boolean) =>
      (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        if (allowed(request.method, request.raw.url ?? '')) {
          done();
          return;
        }
        noteRefusal(request, 'lottery-proxy:path');
        void reply.code(404).send(errorBody('url_empty', 404));
      };
    // The upstream is down or slow: a readable refusal, never the proxy's own error.
    const unreachable = (reply: { code(status: number): { send(body: unknown): unknown } }) => {
      reply.code(502).send(errorBody('system_upgrading', 502));
    };
    type Incoming = Pick<FastifyRequest, 'ip' | 'headers'>;
    const forwardRequest = (extra: (request: Incoming) => Record<string, string>) =>
      function rewriteRequestHeaders(request: Incoming, headers: IncomingHttpHeaders) {
        return {
          ...pick(headers, FORWARDED_REQUEST_HEADERS),
          host: headers.host ?? '',
          'x-forwarded-for': request.ip,
          ...extra(request),
        };
      };

    const h5 = new URL(lottoH5BaseUrl);
    await app.register(proxy, {
      upstream: h5.origin,
      prefix: '/m/lotto-h5',
      rewritePrefix: `${h5.pathname.replace(/\/$/, '')}/lotto-h5`,
      httpMethods: ['GET', 'HEAD'],
      preHandler: refuseUnless(isAllowedLottoH5),
      undici,
      replyOptions: {
        rewriteRequestHeaders: forwardRequest(() => ({})),
        rewriteHeaders: (headers) => ({
          ...pick(headers, FORWARDED_RESPONSE_HEADERS),
          'content-security-policy': LOTTO_H5_CSP,
          // The page's address carries the token: it is never sent on as a referrer.
          'referrer-policy': 'no-referrer',
        }),
        onError: (reply) => unreachable(reply),
      },
    });

    const lgw = new URL(lgwBaseUrl);
    await app.register(proxy, {
      upstream: lgw.origin,
      prefix: '/lgw',
      rewritePrefix: `${lgw.pathname.replace(/\/$/, '')}/lgw`,
      httpMethods: ['GET', 'HEAD', 'POST'],
      config: { headerAuthenticated: true },
      preHandler: refuseUnless(isAllowedLgw),
      undici,
      replyOptions: {
        rewriteRequestHeaders: forwardRequest((request) => ({
          merchant: merchantCode,
          ...pick(request.headers, ['authorization']),
        })),
        rewriteHeaders: (headers) => pick(headers, FORWARDED_RESPONSE_HEADERS),
        onError: (reply) => unreachable(reply),
      },
    });
  },
  { name: 'lottery', dependencies: ['config', 'store', 'session', 'security'] },
);
