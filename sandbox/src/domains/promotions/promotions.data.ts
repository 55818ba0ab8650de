/**
 * The merchant's promotions (issue 14; shapes ours: upstream-gateway.md §14 names the relays but
 * not their answers). One catalogue serves the common list (visitors), each member's list with
 * their status, the join, application and claim rules, and the daily sign-in rewards.
 *
 * Dates are offsets in days from the start of the current Manila day, so a promotion that is
 * "coming soon" or "closed" stays so whenever the sandbox runs.
 */
import type { PromotionKind } from '@app/contracts';
import type { PromotionEntry } from './promotions.state.ts';

export interface PromotionSeed {
  promotionId: number;
  title: string;
  content: string;
  category: 'WELCOME' | 'CASHBACK' | 'EVENT' | 'SLOTS' | 'LIVE' | 'SPORTS' | 'RELOAD' | 'FESTIVE';
  joinType: PromotionKind;
  /** Days from the start of today (Manila); null end: no end. */
  startDay: number;
  endDay: number | null;
  bonusCents: number;
  /** TARGET promotions: the turnover to reach, in minor units. */
  targetCents: number | null;
}

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    promotionId: 7001,
    title: 'Welcome Bonus 100%',
    content:
      '<p>Apply after your first deposit with a picture of the deposit slip: we match it up to <strong>PHP 500</strong>.</p><p>Turnover x10 before withdrawal.</p>',
    category: 'WELCOME',
    joinType: 'APPLY',
    startDay: -60,
    endDay: 60,
    bonusCents: 50_000,
    targetCents: null,
  },
  {
    promotionId: 7002,
    title: 'Weekly Cashback',
    content: '<p>5% of your weekly net losses back every Monday, issued automatically.</p>',
    category: 'CASHBACK',
    joinType: 'AUTO',
    startDay: -90,
    endDay: null,
    bonusCents: 25_000,
    targetCents: null,
  },
  {
    promotionId: 7003,
    title: 'Lucky Wheel',
    content: '<p>Join and spin the VIP wheel daily; prizes are credited when the week ends.</p>',
    category: 'EVENT',
    joinType: 'EVENT',
    startDay: -7,
    endDay: 21,
    bonusCents: 10_000,
    targetCents: null,
  },
  {
    promotionId: 7004,
    title: 'Slots Turnover Challenge',
    content:
      '<p>Reach PHP 10,000 of slots turnover this month and claim <strong>PHP 300</strong>.</p>',
    category: 'SLOTS',
    joinType: 'TARGET',
    startDay: -10,
    endDay: 20,
    bonusCents: 30_000,
    targetCents: 1_000_000,
  },
  {
    promotionId: 7005,
    title: 'Live Casino Weekend',
    content: '<p>PHP 5,000 of live casino turnover over the weekend earns PHP 150.</p>',
    category: 'LIVE',
    joinType: 'TARGET',
    startDay: -3,
    endDay: 4,
    bonusCents: 15_000,
    targetCents: 500_000,
  },
  {
    promotionId: 7006,
    title: 'Sports Parlay Insurance',
    content:
      '<p>Lost a parlay by one leg? Apply with the bet slip (minimum odds 1.50 per leg) and get your stake back up to PHP 200.</p>',
    category: 'SPORTS',
    joinType: 'APPLY',
    startDay: -30,
    endDay: 30,
    bonusCents: 20_000,
    targetCents: null,
  },
  {
    promotionId: 7007,
    title: 'Fish Hunter Tournament',
    content: '<p>The biggest catch of the week wins. Opens soon: watch this space.</p>',
    category: 'EVENT',
    joinType: 'EVENT',
    startDay: 3,
    endDay: 10,
    bonusCents: 100_000,
    targetCents: null,
  },
  {
    promotionId: 7008,
    title: 'Lunar New Year Angpao',
    content: '<p>Red envelopes for every member during the festival.</p>',
    category: 'FESTIVE',
    joinType: 'AUTO',
    startDay: -40,
    endDay: -10,
    bonusCents: 8_800,
    targetCents: null,
  },
  {
    promotionId: 7009,
    title: 'Daily Reload 10%',
    content: '<p>Play PHP 1,000 in a day and claim a 10% reload of PHP 100.</p>',
    category: 'RELOAD',
    joinType: 'TARGET',
    startDay: -120,
    endDay: null,
    bonusCents: 10_000,
    targetCents: 100_000,
  },
  {
    promotionId: 7010,
    title: 'Referral Rush',
    content: '<p>Invite friends this month; the top inviters share PHP 50,000 when it ends.</p>',
    category: 'EVENT',
    joinType: 'EVENT',
    startDay: -5,
    endDay: 25,
    bonusCents: 50_000,
    targetCents: null,
  },
  {
    promotionId: 7011,
    title: 'Birthday Bonus',
    content: '<p>Apply in your birthday month with a picture of your ID for a PHP 888 gift.</p>',
    category: 'WELCOME',
    joinType: 'APPLY',
    startDay: -365,
    endDay: null,
    bonusCents: 88_800,
    targetCents: null,
  },
];

export function promotionSeed(promotionId: number): PromotionSeed | undefined {
  return PROMOTIONS.find((p) => p.promotionId === promotionId);
}

/** The daily sign-in (LOGIN promotion): a 7-day cycle, Monday to Sunday, growing rewards. */
export const SIGN_IN_REWARDS_CENTS = [500, 1_000, 1_500, 2_000, 2_500, 3_000, 5_000] as const;

/**
 * The demo member's entries: with the catalogue's dates they show every status word of the spec
 * (7001, 7003, 7004 Join; 7007 coming soon; 7008 Close; the rest below).
 */
export function demoPromotionEntries(now: number): Record<string, PromotionEntry> {
  const entry = (state: PromotionEntry['state'], more: Partial<PromotionEntry> = {}) => ({
    state,
    progressCents: 0,
    comment: '',
    imageBytes: [],
    rejectReason: null,
    updatedAt: now - 86_400_000,
    ...more,
  });
  return {
    7002: entry('ISSUED'),
    7005: entry('CLAIM', { progressCents: 500_000 }),
    7006: entry('REJECTED', {
      comment: 'Lost the last leg of a 4-leg parlay',
      imageBytes: [48_213],
      rejectReason: 'The bet slip does not meet the minimum odds of 1.50 per leg.',
    }),
    7009: entry('CLAIMED', { progressCents: 100_000 }),
    7010: entry('JOINED'),
    7011: entry('APPLYING', { comment: 'My birthday is this month', imageBytes: [120_044] }),
  };
}
