/**
 * Rewards (issue 14): the reward centre (the member's raffle rewards, claimed with REWCEN3),
 * the receiving centre (the turntable and what the member received) and the leaderboard (the
 * MISSION promotion's rank board). The gateway names are of upstream-gateway.md §14; the shapes
 * of the lists are gaps, the sandbox's own (docs/gateway.md "Rewards").
 *
 * A claim and a spin move money, so each carries a `requestKey` made once per tap by the page:
 * the BFF runs one action per key (a double tap claims once, spins once).
 */
import { z } from 'zod';
import { RecordIdSchema } from './ids.ts';
import { AmountTextSchema, GatewayAmountSchema, RequestKeySchema } from './wallet.ts';

/**
 * "List payloads nest in different places" (§14): a bare array, or under `list`, `records`,
 * `rows`, `items` or `data`.
 */
function nestedList<T extends z.ZodType>(row: T) {
  return z.preprocess((value) => {
    if (Array.isArray(value)) return value as unknown[];
    if (value && typeof value === 'object') {
      for (const key of ['list', 'records', 'rows', 'items', 'data']) {
        const nested = (value as Record<string, unknown>)[key];
        if (Array.isArray(nested)) return nested as unknown[];
      }
    }
    return value;
  }, z.array(row));
}

const GatewayIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/* ------------------------------------------------------------------------- reward centre */

export const GATEWAY_REWARD_STATUSES = ['UNCLAIMED', 'CLAIMED', 'EXPIRED'] as const;

/** One raffle reward of MCSFE_getRafflePromotionList. */
export const GatewayRaffleRewardSchema = z
  .object({
    rewardId: GatewayIdSchema,
    title: z.string(),
    amount: GatewayAmountSchema,
    /** What gave it: a promotion's name, "VIP wheel", ... */
    source: z.string().nullish(),
    status: z.enum(GATEWAY_REWARD_STATUSES),
    createTime: z.number(),
    claimTime: z.number().nullish(),
    expireTime: z.number().nullish(),
  })
  .loose();

export const GatewayRaffleRewardListSchema = nestedList(GatewayRaffleRewardSchema);

export const REWARD_STATUSES = ['claimable', 'claimed', 'expired'] as const;

export const RewardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  amount: AmountTextSchema,
  source: z.string().nullable(),
  status: z.enum(REWARD_STATUSES),
  createdAt: z.number(),
  claimedAt: z.number().nullable(),
  expiresAt: z.number().nullable(),
});
export type Reward = z.infer<typeof RewardSchema>;

export const RewardListSchema = z.object({
  /** Claimable first (soonest to expire first), then the rest, newest first. */
  rewards: z.array(RewardSchema),
});
export type RewardList = z.infer<typeof RewardListSchema>;

export const RewardClaimInputSchema = z.object({
  id: RecordIdSchema,
  requestKey: RequestKeySchema,
});
export type RewardClaimInput = z.infer<typeof RewardClaimInputSchema>;

export const RewardClaimResultSchema = z.object({ reward: RewardSchema });

/* ----------------------------------------------------------------- turntable and received */

/** MCSFE_getTurntable: the member's spins and the wheel's prizes, in the wheel's order. */
export const GatewayTurntableSchema = z.object({
  spins: z.coerce.number().int().min(0),
  prizes: z
    .array(
      z
        .object({ prizeId: GatewayIdSchema, label: z.string(), amount: GatewayAmountSchema })
        .loose(),
    )
    .min(2),
});

/** One thing the member received (MCSFE_getReceivedRewardList), newest first. */
export const GatewayReceivedSchema = z
  .object({
    recordId: GatewayIdSchema,
    title: z.string(),
    amount: GatewayAmountSchema,
    source: z.string().nullish(),
    receiveTime: z.number(),
  })
  .loose();

export const GatewayReceivedListSchema = nestedList(GatewayReceivedSchema);

/** MCSFE_spinTurntable: the prize the gateway drew, and what is left. */
export const GatewaySpinSchema = z.object({
  prizeId: GatewayIdSchema,
  spinsLeft: z.coerce.number().int().min(0),
  record: GatewayReceivedSchema,
});

export const TurntablePrizeSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  amount: AmountTextSchema,
});

export const TurntableSchema = z.object({
  spins: z.number().int().min(0),
  prizes: z.array(TurntablePrizeSchema),
});
export type Turntable = z.infer<typeof TurntableSchema>;

export const ReceivedSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  amount: AmountTextSchema,
  source: z.string().nullable(),
  receivedAt: z.number(),
});
export type Received = z.infer<typeof ReceivedSchema>;

export const ReceivedListSchema = z.object({ items: z.array(ReceivedSchema) });

export const SpinInputSchema = z.object({ requestKey: RequestKeySchema });

export const SpinResultSchema = z.object({
  /** The prize's place on the wheel (an index of Turntable.prizes). */
  prizeIndex: z.number().int().min(0),
  prize: TurntablePrizeSchema,
  spinsLeft: z.number().int().min(0),
  received: ReceivedSchema,
});
export type SpinResult = z.infer<typeof SpinResultSchema>;

/* ---------------------------------------------------------------------------- leaderboard */

/** PROMOFE_getRankBoardList (§14): the MISSION board, and the asking member's own place. */
export const GatewayRankBoardSchema = z.object({
  title: z.string().nullish(),
  startTime: z.number().nullish(),
  endTime: z.number().nullish(),
  list: nestedList(
    z
      .object({
        rank: z.coerce.number().int().min(1),
        account: z.string(),
        score: GatewayAmountSchema,
        prize: GatewayAmountSchema.nullish(),
      })
      .loose(),
  ),
  self: z
    .object({ rank: z.coerce.number().int().min(1).nullish(), score: GatewayAmountSchema })
    .loose()
    .nullish(),
});

export const LeaderboardRowSchema = z.object({
  rank: z.number().int(),
  /** Masked by the gateway (pl***01). */
  player: z.string(),
  score: AmountTextSchema,
  prize: AmountTextSchema.nullable(),
});

export const LeaderboardSchema = z.object({
  title: z.string().nullable(),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
  rows: z.array(LeaderboardRowSchema),
  /** The member's place: rank null when not ranked (no score yet). */
  me: z.object({ rank: z.number().int().nullable(), score: AmountTextSchema }).nullable(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;
