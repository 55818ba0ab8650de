import { VipClubSchema, VipProgressSchema } from '@app/contracts';
import { localisedProcedure, realMemberProcedure, router } from '../../trpc/init.ts';
import { getVipClub, getVipProgress } from './vip.service.ts';

export const vipRouter = router({
  /** The club as everyone sees it: tier pay and rules, and the Levels and Host tabs' banners. */
  club: localisedProcedure.output(VipClubSchema).query(({ ctx }) => getVipClub(ctx, ctx.language)),
  /** The member's level and this month's progress (the trial account has no VIP level). */
  progress: realMemberProcedure.output(VipProgressSchema).query(({ ctx }) => getVipProgress(ctx)),
});
