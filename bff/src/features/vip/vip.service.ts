/**
 * The VIP club (spec section 2 "VIP club", section 9): what each tier pays, with the levels and
 * rules of contracts/src/vip.ts (tier ranges, referral share, host from Gold), the banners of the
 * Levels and Host tabs, and a member's own level and progress.
 */
import {
  amountText,
  parseVipLevel,
  VIP_MAX_LEVEL,
  VIP_TIER_LEVELS,
  VIP_TIER_NAMES,
  VipClubSchema,
  vipHostUnlocked,
  vipReferralPercent,
  vipTierOf,
  type LanguageCode,
  type VipClub,
  type VipProgress,
  type VipTierName,
} from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import { getPublicAnnouncements } from '../content/content.service.ts';
import { fetchRankProgress, fetchVipClub, type GatewayVipClub } from './vip.upstream.ts';

/** The same for every player: fresh 5 min, stale up to an hour (like the register rules). */
const VIP_CLUB_CACHE = { ttlMs: 5 * 60_000, staleTtlMs: 60 * 60_000 };

type VipContext = Pick<Context, 'gateway' | 'cache' | 'config' | 'log'>;

/** Every tier of the contracts, in order; a tier the gateway does not price pays nothing. */
function tiersOf(value: GatewayVipClub): VipClub['tiers'] {
  return VIP_TIER_NAMES.map((tier: VipTierName) => {
    const pay = value.tiers.find((t) => t.tierName.trim().toUpperCase() === tier);
    const { min, max } = VIP_TIER_LEVELS[tier];
    return {
      tier,
      minLevel: min,
      maxLevel: max,
      dailySalary: amountText(pay?.dailySalary ?? 0),
      monthlySalary: amountText(pay?.monthlySalary ?? 0),
      weeklyFund: amountText(pay?.weeklyFund ?? 0),
      referralPercent: vipReferralPercent(min),
      host: vipHostUnlocked(min),
    };
  });
}

export async function getVipClub(ctx: VipContext, language: LanguageCode): Promise<VipClub> {
  const [club, announcements] = await Promise.all([
    ctx.cache.cached({
      key: `${ctx.config.merchantCode}:vip:club:all:all`,
      ...VIP_CLUB_CACHE,
      schema: VipClubSchema.pick({ currency: true, tiers: true }),
      load: async () => {
        const value = await fetchVipClub(ctx.gateway.shared(language));
        return { currency: value.currency ?? null, tiers: tiersOf(value) };
      },
    }),
    getPublicAnnouncements(ctx, language),
  ]);
  return {
    ...club,
    levelBanners: announcements.banners.filter((b) => b.groupName === 'm_viplevels'),
    hostBanners: announcements.banners.filter((b) => b.groupName === 'm_viphost'),
  };
}

export async function getVipProgress(ctx: Pick<Context, 'gateway'>): Promise<VipProgress> {
  const value = await fetchRankProgress(ctx.gateway);
  // A rank name without a level (a merchant's own label) counts as the first level.
  const level = parseVipLevel(value.playerRankName) ?? 0;
  const actual = value.monthlyTurnover?.actual ?? 0;
  const expected = value.monthlyTurnover?.expected ?? null;
  const total = value.totalTurnover;
  return {
    level,
    tier: vipTierOf(level),
    nextLevel: level < VIP_MAX_LEVEL ? level + 1 : null,
    monthlyTurnover: {
      actual: amountText(actual),
      expected: expected === null ? null : amountText(expected),
    },
    totalTurnover: total
      ? {
          actual: amountText(total.actual ?? 0),
          expected: total.expected == null ? null : amountText(total.expected),
        }
      : null,
    percent: expected && expected > 0 ? Math.min(100, Math.floor((actual / expected) * 100)) : 100,
    referralPercent: vipReferralPercent(level),
    hostUnlocked: vipHostUnlocked(level),
  };
}
