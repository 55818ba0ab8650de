import {
  HelpCenterSchema,
  LanguageInputSchema,
  MarqueeSchema,
  SocialLinksSchema,
} from '@app/contracts';
import { publicProcedure, router, withLanguage } from '../../trpc/init.ts';
import { getHelpCenter, getMarquee, getSocialLinks } from './content.service.ts';

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
  /** The merchant's social links (side menu), from the cached status (as home.bootstrap's). */
  socialLinks: publicProcedure
    .input(LanguageInputSchema)
    .use(withLanguage)
    .output(SocialLinksSchema)
    .query(({ ctx }) => getSocialLinks(ctx, ctx.language)),
});
