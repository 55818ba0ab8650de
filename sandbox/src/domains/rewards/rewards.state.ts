/**
 * The rewards slice (issue 14): each member's raffle rewards, turntable spins, what they
 * received, the prize a control chose for the next spin, and the answers already given to a
 * request key (a repeated claim or spin gets the first answer and draws nothing twice).
 */
import { z } from 'zod';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { Slice, answerOnce, ofMember } from '../../state/slice.ts';
import { rewardsSeed } from './rewards.data.ts';

const MAX_RECEIVED = 200;

const RaffleSchema = z.object({
  rewardId: z.number().int(),
  title: z.string(),
  amountCents: z.number().int(),
  source: z.string().nullable(),
  status: z.enum(['UNCLAIMED', 'CLAIMED', 'EXPIRED']),
  createTime: z.number(),
  claimTime: z.number().nullable(),
  expireTime: z.number().nullable(),
});
export type Raffle = z.infer<typeof RaffleSchema>;

const ReceivedSchema = z.object({
  recordId: z.number().int(),
  title: z.string(),
  amountCents: z.number().int(),
  source: z.string().nullable(),
  receiveTime: z.number(),
});
export type Received = z.infer<typeof ReceivedSchema>;

/** A member's rewards (rewards.data.ts). */
const RewardsSchema = z.object({
  spins: z.number().int().min(0),
  raffles: z.array(RaffleSchema),
  /** Newest first. */
  received: z.array(ReceivedSchema),
  /** The prize the next spin stops on (a test control), else a weighted draw. */
  nextPrizeId: z.number().int().nullable().default(null),
  /** Spin and claim answers by request key. */
  answered: z.record(z.string(), z.unknown()),
});
export type Rewards = z.infer<typeof RewardsSchema>;

const RewardsRecordsSchema = z.object({
  /** Keyed by the account id as a string. */
  members: z.record(z.string(), RewardsSchema).default({}),
});
export type RewardsRecords = z.infer<typeof RewardsRecordsSchema>;

function emptyRewards(): Rewards {
  return { spins: 0, raffles: [], received: [], nextPrizeId: null, answered: {} };
}

const NO_REWARDS: ReadonlyDeep<Rewards> = emptyRewards();

/** The member's rewards in the records, created empty on first change. */
function rewardsIn(records: RewardsRecords, accountId: number): Rewards {
  return (records.members[String(accountId)] ??= emptyRewards());
}

export class RewardsSlice extends Slice<RewardsRecords> {
  static readonly key = 'rewards';
  static readonly schema = RewardsRecordsSchema;
  static readonly seed = rewardsSeed;

  rewards(accountId: number): ReadonlyDeep<Rewards> {
    return ofMember(this.records.members, accountId, NO_REWARDS);
  }

  /** The answer given to this key before, or `act()`'s, remembered. */
  once<T>(accountId: number, key: string | undefined, act: () => T): T {
    return answerOnce(this.rewards(accountId).answered, key, act, (k, answer) =>
      this.write((records) => {
        rewardsIn(records, accountId).answered[k] = answer;
      }),
    );
  }

  /** Marks a raffle reward claimed; the reward as it is now. */
  claimRaffle(accountId: number, rewardId: number, at: number): ReadonlyDeep<Raffle> | undefined {
    return this.write((records) => {
      const raffle = rewardsIn(records, accountId).raffles.find((r) => r.rewardId === rewardId);
      if (raffle) Object.assign(raffle, { status: 'CLAIMED', claimTime: at });
      return raffle;
    });
  }

  /** The prize a control chose for the member's next spin, used up by reading it. */
  takeChosenPrize(accountId: number): number | null {
    const chosen = this.rewards(accountId).nextPrizeId;
    if (chosen !== null) {
      this.write((records) => {
        rewardsIn(records, accountId).nextPrizeId = null;
      });
    }
    return chosen;
  }

  /** One spin used and its prize received; the spins left. */
  recordSpin(accountId: number, record: Received): number {
    return this.write((records) => {
      const rewards = rewardsIn(records, accountId);
      rewards.spins -= 1;
      rewards.received = [record, ...rewards.received].slice(0, MAX_RECEIVED);
      return rewards.spins;
    });
  }

  /** A control's gifts: spins, the next spin's prize, a raffle reward to claim. */
  give(
    accountId: number,
    gifts: { spins?: number; nextPrizeId?: number; raffle?: Raffle | null },
  ): ReadonlyDeep<Rewards> {
    return this.write((records) => {
      const rewards = rewardsIn(records, accountId);
      if (gifts.spins !== undefined) rewards.spins = gifts.spins;
      if (gifts.nextPrizeId !== undefined) rewards.nextPrizeId = gifts.nextPrizeId;
      if (gifts.raffle) rewards.raffles = [gifts.raffle, ...rewards.raffles];
      return rewards;
    });
  }
}
