import { HelpCenterSchema, LanguageInputSchema, MarqueeSchema } from '@app/contracts';
import { publicProcedure, router, withLanguage } from '../../trpc/init.ts';
import { getHelpCenter, getMarquee } from './content.service.ts';

export const contentRouter = router({
  marquee: publicProcedure
    .input(LanguageInputSchema)
    .use(withLanguage)
    .output(MarqueeSchema)
    .query(({ ctx }) => getMarquee(ctx, ctx.language)),
  helpCenter: publicProcedure
    .input(LanguageInputSchema)
    .use(withLanguage)
    .output(HelpCenterSchema)
    .query(({ ctx }) => getHelpCenter(ctx, ctx.language)),
});
