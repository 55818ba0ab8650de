import type { LanguageCode, Marquee } from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import { fetchAnnouncements } from './content.upstream.ts';

/** The live announcements for the marquee (the gateway's `player` list). */
export async function getMarquee(ctx: Pick<Context, 'upstream' | 'config'>, language: LanguageCode): Promise<Marquee> {
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
}
