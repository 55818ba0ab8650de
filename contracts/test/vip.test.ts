import { describe, expect, it } from 'vitest';
import {
  parseVipLevel,
  VIP_MAX_LEVEL,
  VIP_TIER_LEVELS,
  VIP_TIER_NAMES,
  vipHostUnlocked,
  vipReferralPercent,
  vipTierOf,
} from '../src/vip.ts';

describe('VIP tiers (spec section 9)', () => {
  it('cover VIP 0 to 20 once, in order', () => {
    const levels = VIP_TIER_NAMES.flatMap((tier) => {
      const { min, max } = VIP_TIER_LEVELS[tier];
      return Array.from({ length: max - min + 1 }, (_, i) => min + i);
    });
    expect(levels).toEqual(Array.from({ length: VIP_MAX_LEVEL + 1 }, (_, i) => i));
  });

  it.each([
    [0, 'BRONZE', 0, false],
    [3, 'BRONZE', 0, false],
    [4, 'SILVER', 5, false],
    [9, 'SILVER', 5, false],
    [10, 'GOLD', 10, true],
    [14, 'GOLD', 10, true],
    [15, 'PLATINUM', 10, true],
    [20, 'DIAMOND', 10, true],
  ])('VIP %i is %s, %i%% weekly referral, host %s', (level, tier, percent, host) => {
    expect(vipTierOf(level)).toBe(tier);
    expect(vipReferralPercent(level)).toBe(percent);
    expect(vipHostUnlocked(level)).toBe(host);
  });

  it('reads the level of a rank name', () => {
    expect(parseVipLevel('VIP0')).toBe(0);
    expect(parseVipLevel('vip 12')).toBe(12);
    expect(parseVipLevel('7')).toBe(7);
    expect(parseVipLevel('VIP21')).toBeNull();
    expect(parseVipLevel('Gold club')).toBeNull();
    expect(parseVipLevel(null)).toBeNull();
  });
});
