import { HelpCenterSchema, MarqueeSchema, SocialLinksSchema } from '@app/contracts';
import { localisedProcedure, router } from '../../trpc/init.ts';
import { getHelpCenter, getMarquee, getSocialLinks } from './content.service.ts';

export const contentRouter = router({
  marquee: localisedProcedure
    .output(MarqueeSchema)
    .query(({ ctx }) => getMarquee(ctx, ctx.language)),
  helpCenter: localisedProcedure
    .output(HelpCenterSchema)
    .query(({ ctx }) => getHelpCenter(ctx, ctx.language)),
  /** The merchant's social links (side menu), from the cached status (as home.bootstrap's). */
  socialLinks: localisedProcedure
    .output(SocialLinksSchema)
    .query(({ ctx }) => getSocialLinks(ctx, ctx.language)),
});
