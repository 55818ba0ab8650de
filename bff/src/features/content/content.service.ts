import { MarqueeSchema, type LanguageCode, type Marquee } from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import { fetchAnnouncements } from './content.upstream.ts';

/** Public announcements are the same for every visitor: fresh 60 s, stale up to 10 min. */
const PUBLIC_ANNOUNCEMENTS_CACHE = { ttlMs: 60_000, staleTtlMs: 10 * 60_000 };

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
