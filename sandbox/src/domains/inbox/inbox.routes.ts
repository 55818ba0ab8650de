/** The chat page `CBS_launchChat` points at (§12): where an agent would chat with the member. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeXml } from '../../images/svg.ts';
import { backLink, sendPage } from '../../shared/html.ts';
import { safeBackUrl } from '../../shared/urls.ts';

const ChatQuerySchema = z
  .object({
    b2c: z.string().max(10).optional(),
    language: z.string().max(10).optional(),
    backUrl: z.string().max(500).optional(),
    headerColor: z.string().max(20).optional(),
    title: z.string().max(60).optional(),
    member: z.string().max(64).optional(),
  })
  .loose();

export function chatRoutes(app: FastifyInstance): void {
  app.get('/chat', (request, reply) => {
    const query = ChatQuerySchema.safeParse(request.query);
    if (!query.success) {
      return sendPage(reply, 400, 'Bad request', '<p style="padding:1rem">Bad chat link.</p>');
    }
    const q = query.data;
    const color = q.headerColor && /^#?[0-9a-fA-F]{3,8}$/.test(q.headerColor) ? q.headerColor : '';
    const header = color ? (color.startsWith('#') ? color : `#${color}`) : '#000';
    const title = q.title || 'Live chat';
    return sendPage(
      reply,
      200,
      title,
      `<header style="display:flex;gap:1rem;align-items:center;padding:.75rem 1rem;background:${header}">` +
        `${backLink(safeBackUrl(q.backUrl))}<strong>${escapeXml(title)}</strong></header>` +
        `<main style="padding:1rem"><p>Hello${q.member ? ` ${escapeXml(q.member)}` : ''}! ` +
        `An agent would chat with you here (sandbox).</p></main>`,
    );
  });
}
