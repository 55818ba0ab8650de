/**
 * Static-looking assets the sandbox renders itself (/cdn/...), plus the small pages its own
 * links point at (download, support chat). Nothing is fetched from the internet.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { gameByNodeId } from '../games/catalogue.data.ts';
import { VENDOR_BY_CODE } from '../games/vendors.data.ts';
import {
  appIconSvg,
  bannerSvg,
  escapeXml,
  flagSvg,
  gameTileSvg,
  logoSvg,
  placeholderSvg,
  teamCrestSvg,
  vendorLogoSvg,
  vendorTileSvg,
} from '../../images/svg.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';

function sendSvg(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', LONG_CACHE)
    .send(body);
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)}</title></head><body style="font-family:sans-serif;padding:1rem"><h1>${escapeXml(title)}</h1>${body}</body></html>`;
}

const CdnParamsSchema = z.object({ '*': z.string().max(300) });
const BannerQuerySchema = z.object({ title: z.string().max(80).optional() }).loose();
const SizeQuerySchema = z.object({ size: z.enum(['small', 'large']).optional() }).loose();

function sizeOf(query: unknown): 'small' | 'large' {
  const parsed = SizeQuerySchema.safeParse(query);
  return parsed.success && parsed.data.size === 'large' ? 'large' : 'small';
}

/** `red-lions` → `Red Lions`. */
function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
const DownloadParamsSchema = z.object({
  platform: z
    .string()
    .max(40)
    .regex(/^[\w.-]+$/),
});

export function cdnRoutes(app: FastifyInstance): void {
  app.get('/cdn/*', (request, reply) => {
    const params = CdnParamsSchema.safeParse(request.params);
    const path = params.success ? params.data['*'] : '';
    let match: RegExpExecArray | null;
    if ((match = /^banners\/([\w-]{1,40})\.svg$/.exec(path))) {
      const id = match[1] ?? '';
      const query = BannerQuerySchema.safeParse(request.query);
      const title = (query.success && query.data.title) || `Banner ${id}`;
      return sendSvg(reply, bannerSvg(id, title));
    }
    if ((match = /^games\/(\d{1,9})\.svg$/.exec(path))) {
      const game = gameByNodeId(match[1] ?? '');
      if (!game) return sendSvg(reply, placeholderSvg(`Game ${match[1] ?? ''}`));
      const size = sizeOf(request.query) === 'large' ? 400 : 200;
      return sendSvg(
        reply,
        gameTileSvg(String(game.nodeId), game.gameName, game.vassalage, game.gameType, size),
      );
    }
    if ((match = /^teams\/([a-z0-9-]{1,40})\.svg$/.exec(path))) {
      return sendSvg(reply, teamCrestSvg(titleFromSlug(match[1] ?? '')));
    }
    if ((match = /^vendors\/(\w{1,30})\.svg$/.exec(path))) {
      const code = match[1] ?? '';
      const name = VENDOR_BY_CODE.get(code)?.displayName ?? code;
      return sendSvg(reply, vendorTileSvg(code, name, sizeOf(request.query)));
    }
    if (path === 'logo.svg') return sendSvg(reply, logoSvg());
    if (path === 'app-icon.svg') return sendSvg(reply, appIconSvg());
    if ((match = /^flags\/([A-Za-z]{2,3})\.svg$/.exec(path))) {
      return sendSvg(reply, flagSvg(match[1] ?? ''));
    }
    if (
      (match = /^TCG_PROD_IMAGES\/RNG_LIST_VENDOR\/([\w]{1,30})-(BLACK|WHITE)\.png$/.exec(path))
    ) {
      // The product builds .png URLs; browsers sniff by content type, so SVG content works.
      return sendSvg(
        reply,
        vendorLogoSvg(match[1] ?? '', match[2] === 'WHITE' ? 'WHITE' : 'BLACK'),
      );
    }
    if (path === '' || path.includes('..')) {
      return reply.code(404).send({ error: 'not found' });
    }
    const name = path.split('/').pop() ?? path;
    return sendSvg(reply, placeholderSvg(name.replace(/\.\w+$/, '')));
  });

  app.get('/download/:platform', (request, reply) => {
    const params = DownloadParamsSchema.safeParse(request.params);
    if (!params.success) return reply.code(400).send({ error: 'bad platform' });
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          `Demo app download (${params.data.platform})`,
          '<p>The sandbox has no real app to download.</p>',
        ),
      );
  });

  app.get('/support/chat', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(page('Customer service (sandbox)', '<p>An agent would chat with you here.</p>')),
  );
}
