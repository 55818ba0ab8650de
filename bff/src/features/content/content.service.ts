import { HelpCenterSchema, MarqueeSchema, type HelpCenter, type LanguageCode, type Marquee } from '@app/contracts';
import { sanitizeUpstreamHtml } from '../../lib/sanitize.ts';
import type { Context } from '../../trpc/context.ts';
import { fetchAnnouncements } from './content.upstream.ts';
import { fetchHelpCenter } from './help.upstream.ts';

/** Public announcements are the same for every visitor: fresh 60 s, stale up to 10 min. */
const PUBLIC_ANNOUNCEMENTS_CACHE = { ttlMs: 60_000, staleTtlMs: 10 * 60_000 };
/** Help topics change rarely: fresh 10 min, stale up to a day. */
const HELP_CENTER_CACHE = { ttlMs: 10 * 60_000, staleTtlMs: 24 * 60 * 60_000 };

type ContentContext = Pick<Context, 'upstream' | 'config' | 'cache'>;

/** The live announcements for the marquee (the gateway's `player` list). */
export async function getMarquee(ctx: ContentContext, language: LanguageCode): Promise<Marquee> {
  return ctx.cache.cached({
    key: `${ctx.config.merchantCode}:content:marquee:PL:${language}`,
    ...PUBLIC_ANNOUNCEMENTS_CACHE,
    schema: MarqueeSchema,
    load: async () => {
      const announcements = await fetchAnnouncements(ctx.upstream, {
        types: 'PL',
        language,
        merchantCode: ctx.config.merchantCode,
      });
      return {
        items: announcements.player.map((item) => ({
          id: item.id,
          title: item.title?.trim() ?? '',
          content: item.content?.trim() ?? '',
        })),
      };
    },
  });
}

/** Help topics with their HTML reduced to a safe subset, in the gateway's order. */
export async function getHelpCenter(ctx: ContentContext, language: LanguageCode): Promise<HelpCenter> {
  return ctx.cache.cached({
    key: `${ctx.config.merchantCode}:content:help:all:${language}`,
    ...HELP_CENTER_CACHE,
    schema: HelpCenterSchema,
    load: async () => ({
      topics: (await fetchHelpCenter(ctx.upstream, language)).map((topic) => ({
        title: topic.title.trim(),
        contentHtml: sanitizeUpstreamHtml(topic.content),
      })),
    }),
  });
}
