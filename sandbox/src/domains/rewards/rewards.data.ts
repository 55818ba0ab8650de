/**
 * Rewards and the VIP club in the sandbox (issue 14; every shape here is ours, upstream-gateway.md
 * §14 names the relays only): the VIP tiers' pay, the turnover each level needs, the turntable's
 * prizes, the demo member's rewards, and the names on the MISSION leaderboard. Amounts in minor
 * units (centavos).
 */
import { VIP_MAX_LEVEL } from '@app/contracts';
import { DEMO_MEMBER_ID } from '../accounts/accounts.data.ts';
import type { Rewards, RewardsRecords } from './rewards.state.ts';

/** What each tier pays (MCSFE_getVipClubConfig): daily and monthly salary, the weekly fund. */
export const VIP_TIER_PAY = [
  { tierName: 'BRONZE', dailySalaryCents: 0, monthlySalaryCents: 0, weeklyFundCents: 5_000 },
  {
    tierName: 'SILVER',
    dailySalaryCents: 1_000,
    monthlySalaryCents: 38_800,
    weeklyFundCents: 20_000,
  },
  {
    tierName: 'GOLD',
    dailySalaryCents: 5_000,
    monthlySalaryCents: 188_800,
    weeklyFundCents: 80_000,
  },
  {
    tierName: 'PLATINUM',
    dailySalaryCents: 18_800,
    monthlySalaryCents: 688_800,
    weeklyFundCents: 300_000,
  },
  {
    tierName: 'DIAMOND',
    dailySalaryCents: 58_800,
    monthlySalaryCents: 1_888_800,
    weeklyFundCents: 1_000_000,
  },
] as const;

/**
 * The monthly turnover that reaches each level (index = level): VIP 1 at 1,000.00, then about
 * half as much again each level; VIP 0 needs nothing.
 */
export const VIP_LEVEL_TURNOVER_CENTS: readonly number[] = Array.from(
  { length: VIP_MAX_LEVEL + 1 },
  (_, level) => (level === 0 ? 0 : Math.round(1.5 ** (level - 1) * 1_000) * 100),
);

/** The wheel, in its order; `weight` makes the small prizes common. */
export const TURNTABLE_PRIZES = [
  { prizeId: 1, label: '₱1', amountCents: 100, weight: 30 },
  { prizeId: 2, label: '₱5', amountCents: 500, weight: 22 },
  { prizeId: 3, label: '₱10', amountCents: 1_000, weight: 16 },
  { prizeId: 4, label: '₱20', amountCents: 2_000, weight: 12 },
  { prizeId: 5, label: '₱50', amountCents: 5_000, weight: 9 },
  { prizeId: 6, label: '₱88', amountCents: 8_800, weight: 6 },
  { prizeId: 7, label: '₱188', amountCents: 18_800, weight: 4 },
  { prizeId: 8, label: '₱888', amountCents: 88_800, weight: 1 },
] as const;

const DAY_MS = 86_400_000;

/** The demo member: two rewards to claim, one claimed, three spins and one thing received. */
export function demoRewards(now: number): Rewards {
  return {
    spins: 3,
    raffles: [
      {
        rewardId: 9001,
        title: 'Weekend raffle: 2nd prize',
        amountCents: 50_000,
        source: 'Weekend raffle',
        status: 'UNCLAIMED',
        createTime: now - 2 * DAY_MS,
        claimTime: null,
        expireTime: now + 5 * DAY_MS,
      },
      {
        rewardId: 9002,
        title: 'VIP wheel bonus',
        amountCents: 8_800,
        source: 'VIP wheel',
        status: 'UNCLAIMED',
        createTime: now - DAY_MS,
        claimTime: null,
        expireTime: now + 6 * DAY_MS,
      },
      {
        rewardId: 9003,
        title: 'Lucky draw: consolation',
        amountCents: 2_000,
        source: 'Lucky draw',
        status: 'CLAIMED',
        createTime: now - 9 * DAY_MS,
        claimTime: now - 8 * DAY_MS,
        expireTime: null,
      },
    ],
    received: [
      {
        recordId: 9501,
        title: '₱10',
        amountCents: 1_000,
        source: 'TURNTABLE',
        receiveTime: now - 3 * DAY_MS,
      },
    ],
    nextPrizeId: null,
    answered: {},
  };
}

/** The MISSION board's other players (masked as the gateway masks them) and their turnover. */
export const LEADERBOARD_SEED: readonly { account: string; scoreCents: number }[] = [
  'ma***88',
  'jo***ph',
  'lu***ky',
  'an***23',
  'ki***ng',
  'be***ty',
  'ro***01',
  'ch***ie',
  'da***on',
  'el***la',
  'fe***ix',
  'gi***na',
  'ha***ry',
  'iv***an',
  'ja***ke',
  'ka***ra',
  'le***on',
  'mi***ko',
  'ni***na',
  'os***ar',
].map((account, index) => ({
  account,
  // From ₱25,000.00 down to about ₱1,050.00: a member who plays a little shows mid-board.
  scoreCents: Math.round(2_500_000 / (1 + index * 1.2)),
}));

/** Prizes of the first ten places of the board. */
export const LEADERBOARD_PRIZES_CENTS: readonly number[] = [
  888_800, 388_800, 188_800, 88_800, 58_800, 38_800, 28_800, 18_800, 8_800, 8_800,
];

/** The slice's records on a first start and after a reset. */
export function rewardsSeed(): RewardsRecords {
  return { members: { [DEMO_MEMBER_ID]: demoRewards(Date.now()) } };
}
