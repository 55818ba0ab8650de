import { HelpCenterSchema, LanguageInputSchema, MarqueeSchema } from '@app/contracts';
import { resolveLanguage } from '../../lib/language.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { getHelpCenter, getMarquee } from './content.service.ts';

export const contentRouter = router({
  marquee: publicProcedure
    .input(LanguageInputSchema)
    .output(MarqueeSchema)
    .query(async ({ ctx, input }) => getMarquee(ctx, await resolveLanguage(ctx, input))),
  helpCenter: publicProcedure
    .input(LanguageInputSchema)
    .output(HelpCenterSchema)
    .query(async ({ ctx, input }) => getHelpCenter(ctx, await resolveLanguage(ctx, input))),
});
