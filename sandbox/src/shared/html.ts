/** The shell of the small HTML pages the sandbox serves (game, payment, chat, lottery H5). */
import type { FastifyReply } from 'fastify';
import { escapeXml } from '../images/svg.ts';

export interface HtmlPage {
  title: string;
  /** Markup after the title (stylesheets, scripts). */
  head?: string;
  /** An inline style for the body. */
  bodyStyle?: string;
  body: string;
}

/** Sends a page, never cached. */
export function sendHtml(reply: FastifyReply, status: number, page: HtmlPage): FastifyReply {
  const bodyTag = page.bodyStyle ? `<body style="${page.bodyStyle}">` : '<body>';
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escapeXml(page.title)}</title>${page.head ?? ''}</head>` +
        `${bodyTag}${page.body}</body></html>`,
    );
}

/** The dark page of the game, payment and chat pages. */
export function sendPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
): FastifyReply {
  return sendHtml(reply, status, {
    title,
    bodyStyle: 'margin:0;font-family:Arial,Helvetica,sans-serif;background:#15171c;color:#fff',
    body,
  });
}

/** The page's way back: to `backUrl` (already checked safe), else the browser's history. */
export function backLink(backUrl: string | null): string {
  const href = backUrl ? escapeXml(backUrl) : 'javascript:history.back()';
  return `<a id="back" href="${href}" style="color:#f5b301;text-decoration:none;font-weight:700">&#8592; Back</a>`;
}
