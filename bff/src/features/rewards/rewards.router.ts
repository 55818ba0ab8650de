/**
 * The reward procedures (issue 14). The reward centre and the turntable move money into the
 * wallet, so the trial account (type 4) is refused with 'free_reject' (spec section 5, the
 * free-trial guard); the leaderboard is read-only and open to every signed-in player.
 */
import {
  LeaderboardSchema,
  ReceivedListSchema,
  RewardClaimInputSchema,
  RewardClaimResultSchema,
  RewardListSchema,
  SpinInputSchema,
  SpinResultSchema,
  TurntableSchema,
} from '@app/contracts';
import { localisedMemberProcedure, realMemberProcedureRefusing, router } from '../../trpc/init.ts';
import {
  claimReward,
  getLeaderboard,
  getReceived,
  getRewards,
  getTurntable,
  spin,
} from './rewards.service.ts';

const realMember = realMemberProcedureRefusing('free_reject');

export const rewardsRouter = router({
  /** The reward centre's list (REWCEN3: the gateway refuses it when the module is off). */
  list: realMember.output(RewardListSchema).query(({ ctx }) => getRewards(ctx)),
  claim: realMember
    .input(RewardClaimInputSchema)
    .output(RewardClaimResultSchema)
    .mutation(({ ctx, input }) => claimReward(ctx, input)),
  turntable: realMember.output(TurntableSchema).query(({ ctx }) => getTurntable(ctx)),
  spin: realMember
    .input(SpinInputSchema)
    .output(SpinResultSchema)
    .mutation(({ ctx, input }) => spin(ctx, input.requestKey)),
  received: realMember.output(ReceivedListSchema).query(({ ctx }) => getReceived(ctx)),
  leaderboard: localisedMemberProcedure
    .output(LeaderboardSchema)
    .query(({ ctx }) => getLeaderboard(ctx)),
});
