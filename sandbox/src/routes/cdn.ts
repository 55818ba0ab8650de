/**
 * Static-looking assets the sandbox renders itself (/cdn/...), plus the small pages its own
 * links point at (download, support chat). Nothing is fetched from the internet.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  appIconSvg,
  bannerSvg,
  escapeXml,
  flagSvg,
  logoSvg,
  placeholderSvg,
  vendorLogoSvg,
} from '../images/svg.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';

function sendSvg(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', LONG_CACHE)
    .send(body);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)}</title></head><body style="font-family:sans-serif;padding:1rem"><h1>${escapeXml(title)}</h1>${body}</body></html>`;
}

const CdnParamsSchema = z.object({ '*': z.string().max(300) });
const BannerQuerySchema = z.object({ title: z.string().max(80).optional() }).loose();
const DownloadParamsSchema = z.object({
  platform: z
    .string()
    .max(40)
    .regex(/^[\w.-]+$/),
});

export function registerCdnRoutes(app: FastifyInstance): void {
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
