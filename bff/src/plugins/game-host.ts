/**
 * The game host's frame page (issue 30, item 1; decision 043): `GET /games/frame/:launchId`,
 * what the host screen (`/m/play/:nodeId`) frames. It embeds the member's launched game, whose
 * URL (with the game's session key) the store keeps and page JavaScript never sees.
 *
 * Its policy names that game's origin in `frame-src` and nothing wider: the app's own pages keep
 * their policy (no game origin in it), and each hosted game gets a page whose policy admits it
 * alone. Only our pages may frame it. The game runs in a sandbox that lets it play (scripts, its
 * own storage, forms, popups) but move our page only on a tap of the player's.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { ERROR_TEXTS_EN, GAME_FRAME_PATH, LaunchIdSchema, type AppErrorCode } from '@app/contracts';
import { readHostedGame } from '../features/games/hosted-games.ts';
import { frameAccess } from '../session/frame-access.ts';
import { permissionsPolicy } from './security.ts';

const PAGE_STYLE =
  'html,body{margin:0;height:100%;background:#000;color:#fff;font-family:system-ui,sans-serif}' +
  'iframe{display:block;border:0;width:100%;height:100%}p{margin:1rem}a{color:#f5b301}';
const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

/** What a hosted game may do inside its frame; no top navigation without the player's tap. */
const GAME_SANDBOX = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-modals',
  'allow-orientation-lock',
  'allow-pointer-lock',
  'allow-top-navigation-by-user-activation',
].join(' ');

function policy(frameSrc: string): string {
  return [
    "default-src 'none'",
    `style-src ${PAGE_STYLE_HASH}`,
    `frame-src ${frameSrc}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function page(reply: FastifyReply, status: number, frameSrc: string, body: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', policy(frameSrc))
    .header('permissions-policy', permissionsPolicy(frameSrc === "'none'" ? undefined : frameSrc))
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1"><title>Game</title>` +
        `<style>${PAGE_STYLE}</style></head><body>${body}</body></html>`,
    );
}

/** An unusable frame leaves the player a way out (the host's bar stays above it too). */
function refusal(reply: FastifyReply, status: number, code: AppErrorCode): FastifyReply {
  const link =
    code === 'not_logged_in'
      ? '<a href="/m/login" target="_top">Log in</a>'
      : '<a href="/m/home" target="_top">Home</a>';
  return page(reply, status, "'none'", `<p>${ERROR_TEXTS_EN[code]}</p><p>${link}</p>`);
}

export const gameHostPlugin = fp(
  async (app) => {
    app.get<{ Params: { launchId: string } }>(
      `${GAME_FRAME_PATH}/:launchId`,
      async (request, reply) => {
        const launchId = LaunchIdSchema.safeParse(request.params.launchId);
        if (!launchId.success) return refusal(reply, 404, 'game_ended');
        const access = await frameAccess(request, app.store);
        if ('refused' in access) return refusal(reply, access.refused.status, access.refused.code);
        let url: string;
        try {
          const hosted = await readHostedGame(app.store, access.member, launchId.data);
          if (!hosted) return refusal(reply, 404, 'game_ended');
          url = hosted.url;
        } catch {
          return refusal(reply, 503, 'try_again_shortly');
        }
        return page(
          reply,
          200,
          new URL(url).origin,
          `<iframe src="${escapeAttribute(url)}" title="Game" allow="autoplay; fullscreen" ` +
            `referrerpolicy="no-referrer" sandbox="${GAME_SANDBOX}"></iframe>`,
        );
      },
    );
  },
  { name: 'game-host', dependencies: ['config', 'store', 'session', 'security'] },
);
