/**
 * Rewards (issue 14): the reward centre, the turntable and the receiving centre, the MISSION
 * leaderboard. A claim and a spin move money, so each runs once per request key (the wallet's
 * once.ts): a double tap claims once and spins once, and the second tap gets the first answer.
 */
import {
  RewardClaimResultSchema,
  SpinResultSchema,
  type Leaderboard,
  type RewardClaimInput,
  type RewardList,
  type SpinResult,
  type Turntable,
} from '@app/contracts';
import { AppError } from '../../trpc/errors.ts';
import type { Context } from '../../trpc/context.ts';
import { memberOf, once } from '../wallet/once.ts';
import {
  fetchLeaderboard,
  fetchReceived,
  fetchRewards,
  fetchTurntable,
  postClaim,
  postSpin,
} from './rewards.upstream.ts';

type RewardsContext = Pick<Context, 'gateway' | 'store' | 'session'>;

const ORDER = { claimable: 0, claimed: 1, expired: 2 } as const;

export async function getRewards(ctx: Pick<Context, 'gateway'>): Promise<RewardList> {
  const rewards = await fetchRewards(ctx.gateway);
  // Claimable first, the soonest to expire first; then the rest, newest first.
  return {
    rewards: rewards.sort(
      (a, b) =>
        ORDER[a.status] - ORDER[b.status] ||
        (a.status === 'claimable'
          ? (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity)
          : (b.claimedAt ?? b.createdAt) - (a.claimedAt ?? a.createdAt)),
    ),
  };
}

export async function claimReward(ctx: RewardsContext, input: RewardClaimInput) {
  const member = await memberOf(ctx);
  return once(
    ctx.store,
    `reward-claim:${member}`,
    input.requestKey,
    RewardClaimResultSchema,
    async () => ({
      reward: await postClaim(ctx.gateway, input),
    }),
  );
}

export async function getTurntable(ctx: Pick<Context, 'gateway'>): Promise<Turntable> {
  const { spins, prizes } = await fetchTurntable(ctx.gateway);
  return { spins, prizes };
}

export async function spin(ctx: RewardsContext, requestKey: string): Promise<SpinResult> {
  const member = await memberOf(ctx);
  return once(ctx.store, `spin:${member}`, requestKey, SpinResultSchema, async () => {
    // The wheel first, so the page can stop on the drawn prize's place.
    const wheel = await fetchTurntable(ctx.gateway);
    const result = await postSpin(ctx.gateway, requestKey);
    const prizeIndex = wheel.ids.indexOf(result.prizeId);
    const prize = wheel.prizes[prizeIndex];
    if (!prize) throw new AppError('BAD_GATEWAY', 'unknown');
    return { prizeIndex, prize, spinsLeft: result.spinsLeft, received: result.received };
  });
}

export async function getReceived(ctx: Pick<Context, 'gateway'>) {
  return { items: await fetchReceived(ctx.gateway) };
}

/**
 * The MISSION board. The gateway itself refuses it while MISSION is off (function.not.available,
 * 'feature_unavailable' here): asked directly, so a switch takes effect at once rather than
 * after the cached availability's minute.
 */
export async function getLeaderboard(ctx: Pick<Context, 'gateway'>): Promise<Leaderboard> {
  return fetchLeaderboard(ctx.gateway);
}
