import { LanguageInputSchema, MarqueeSchema } from '@app/contracts';
import { resolveLanguage } from '../../lib/language.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { getMarquee } from './content.service.ts';

export const contentRouter = router({
  marquee: publicProcedure
    .input(LanguageInputSchema)
    .output(MarqueeSchema)
    .query(async ({ ctx, input }) => getMarquee(ctx, await resolveLanguage(ctx, input))),
});
