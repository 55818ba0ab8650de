/**
 * The VIP club (spec section 2 "VIP club", section 9: levels up to 20; referral 5% weekly at VIP
 * 4-9 and 10% weekly at VIP 10-20; a personal host from Gold).
 *
 * The spec names tiers (Gold, Platinum) but not their levels; this file is where they are
 * decided (docs/product.md "VIP club"): five tiers over VIP 0-20, cut so that the referral steps
 * of section 9 fall on tier borders (Silver starts the 5%, Gold starts the 10% and the host).
 */
import { z } from 'zod';
import { BannerSchema } from './home.ts';
import { AmountTextSchema, GatewayAmountSchema } from './wallet.ts';

export const VIP_MAX_LEVEL = 20;

export const VIP_TIER_NAMES = ['BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'] as const;
export type VipTierName = (typeof VIP_TIER_NAMES)[number];

/** Each tier's levels, inclusive, in order; together they cover 0..VIP_MAX_LEVEL once. */
export const VIP_TIER_LEVELS: Readonly<Record<VipTierName, { min: number; max: number }>> = {
  BRONZE: { min: 0, max: 3 },
  SILVER: { min: 4, max: 9 },
  GOLD: { min: 10, max: 14 },
  PLATINUM: { min: 15, max: 17 },
  DIAMOND: { min: 18, max: 20 },
};

/** The tier from which a member has a personal VIP host. */
export const VIP_HOST_TIER: VipTierName = 'GOLD';

/** The tier of a level (levels outside 0..20 are clamped). */
export function vipTierOf(level: number): VipTierName {
  const clamped = Math.min(Math.max(Math.trunc(level), 0), VIP_MAX_LEVEL);
  return VIP_TIER_NAMES.find((tier) => clamped <= VIP_TIER_LEVELS[tier].max) ?? 'DIAMOND';
}

/** Spec section 9: the weekly referral share, in percent (0 below VIP 4). */
export function vipReferralPercent(level: number): number {
  if (level >= 10) return 10;
  if (level >= 4) return 5;
  return 0;
}

export function vipHostUnlocked(level: number): boolean {
  return VIP_TIER_NAMES.indexOf(vipTierOf(level)) >= VIP_TIER_NAMES.indexOf(VIP_HOST_TIER);
}

/**
 * The level in a rank name as the gateway writes it ("VIP7", "vip 7", "7"); null for a name
 * without one (a merchant's own label).
 */
export function parseVipLevel(rankName: string | null | undefined): number | null {
  const match = /^\s*(?:vip)?\s*(\d{1,2})\s*$/i.exec(rankName ?? '');
  if (!match) return null;
  const level = Number(match[1]);
  return level <= VIP_MAX_LEVEL ? level : null;
}

/* --------------------------------------------------------------------------- gateway shapes */

const turnover = z
  .object({ actual: GatewayAmountSchema.nullish(), expected: GatewayAmountSchema.nullish() })
  .loose();

/**
 * MCSFE_getPlayerRankProgress (upstream-gateway.md §6): `{playerRankName: "VIP0",
 * monthlyTurnover: {actual, expected}, totalTurnover: {...}}`; the names inside the turnovers are
 * inferred upstream, so every field is optional here.
 */
export const GatewayRankProgressSchema = z
  .object({
    playerRankName: z.string().nullish(),
    monthlyTurnover: turnover.nullish(),
    totalTurnover: turnover.nullish(),
  })
  .loose();

/**
 * MCSFE_getVipClubConfig: a gap shape (no public one; the sandbox's, docs/gateway.md "VIP
 * club"): what each tier pays, by the tier's name.
 */
export const GatewayVipClubSchema = z.object({
  currency: z.string().nullish(),
  tiers: z.array(
    z
      .object({
        tierName: z.string(),
        dailySalary: GatewayAmountSchema,
        monthlySalary: GatewayAmountSchema,
        weeklyFund: GatewayAmountSchema,
      })
      .loose(),
  ),
});

/* ------------------------------------------------------------------------ what the BFF answers */

export const VipTierSchema = z.object({
  tier: z.enum(VIP_TIER_NAMES),
  minLevel: z.number().int(),
  maxLevel: z.number().int(),
  dailySalary: AmountTextSchema,
  monthlySalary: AmountTextSchema,
  weeklyFund: AmountTextSchema,
  /** The weekly referral share at the tier's first level, in percent. */
  referralPercent: z.number(),
  host: z.boolean(),
});
export type VipTier = z.infer<typeof VipTierSchema>;

export const VipClubSchema = z.object({
  currency: z.string().nullable(),
  tiers: z.array(VipTierSchema),
  /** The banners of the VIP Levels and VIP Host tabs (groups m_viplevels and m_viphost). */
  levelBanners: z.array(BannerSchema),
  hostBanners: z.array(BannerSchema),
});
export type VipClub = z.infer<typeof VipClubSchema>;

const TurnoverSchema = z.object({
  actual: AmountTextSchema,
  expected: AmountTextSchema.nullable(),
});

export const VipProgressSchema = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  tier: z.enum(VIP_TIER_NAMES),
  /** The next level, null at the top. */
  nextLevel: z.number().int().nullable(),
  monthlyTurnover: TurnoverSchema,
  totalTurnover: TurnoverSchema.nullable(),
  /** Of this month's turnover towards the next level, 0-100. */
  percent: z.number().min(0).max(100),
  referralPercent: z.number(),
  hostUnlocked: z.boolean(),
});
export type VipProgress = z.infer<typeof VipProgressSchema>;
