import { z } from 'zod';
import { MarqueeItemSchema } from './content.ts';
import { GameSchema, HotMatchSchema, VendorCategorySchema, WinnerSchema } from './games.ts';
import { UnreadCountsSchema } from './inbox.ts';
import { LanguageCodeSchema } from './languages.ts';
import { BalanceSchema, MemberInfoSchema } from './member.ts';
import { PromotionAvailabilitySchema } from './promotions.ts';

/* ---------------------------------------------------------------------------------------------
 * home.bootstrap: every home section in one response
 * ------------------------------------------------------------------------------------------- */

export const BannerSchema = z.object({
  id: z.string(),
  groupName: z.string(),
  imageUrl: z.string(),
  title: z.string().nullable(),
  /** Where a tap goes (an external link or the linkage), or null for a picture only. */
  linkUrl: z.string().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** Banner groups of the spec: m_home and m_live on home, the rest on their screens. */
export const BANNER_GROUPS = [
  'm_home',
  'm_live',
  'm_newgame',
  'm_video',
  'm_viplevels',
  'm_viphost',
  'm_reg',
] as const;

export const VideoSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  embedUrl: z.string(),
});
export type Video = z.infer<typeof VideoSchema>;

export const PopupSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  contentHtml: z.string(),
  imageUrl: z.string().nullable(),
});
export type Popup = z.infer<typeof PopupSchema>;

export const SocialLinkSchema = z.object({
  type: z.string(),
  url: z.string(),
  label: z.string().nullable(),
});

export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** content.socialLinks: the merchant's social networks, in the spec's order (as the home's). */
export const SocialLinksSchema = z.array(SocialLinkSchema);

export const DownloadSchema = z.object({
  ios: z.string().nullable(),
  android: z.string().nullable(),
  iosProfile: z.string().nullable(),
  appIcon: z.string().nullable(),
  description: z.string().nullable(),
  descriptionColor: z.string().nullable(),
  social: z.array(SocialLinkSchema),
});
export type Download = z.infer<typeof DownloadSchema>;

export const HOME_SECTIONS = [
  'banners',
  'marquee',
  'categories',
  'hotGames',
  'rows',
  'favourites',
  'winners',
  'hotMatches',
  'popups',
  'promotions',
  'download',
  'member',
  'balance',
  'unread',
] as const;
export const HomeSectionSchema = z.enum(HOME_SECTIONS);
export type HomeSection = z.infer<typeof HomeSectionSchema>;

export const HomeBootstrapSchema = z.object({
  language: LanguageCodeSchema,
  /** Banners by group (every group of the spec; empty arrays where none). */
  banners: z.record(z.string(), z.array(BannerSchema)),
  videos: z.array(VideoSchema),
  marquee: z.array(MarqueeItemSchema),
  /** Vendors by game type in the merchant's sorting order. */
  categories: z.array(VendorCategorySchema),
  hotGames: z.array(GameSchema),
  /** The first page (20) of the home rows that list games. */
  rows: z.object({ RNG: z.array(GameSchema), FISH: z.array(GameSchema) }),
  /** The FAV row: signed-in members only, else empty. */
  favourites: z.array(GameSchema),
  /** Latest winners, at most 10 (spec section 9). */
  winners: z.array(WinnerSchema),
  hotMatches: z.array(HotMatchSchema),
  /** Login popups for this viewer: execution A when signed in, B for visitors. */
  popups: z.array(PopupSchema),
  promotions: PromotionAvailabilitySchema,
  download: DownloadSchema,
  /** Null for a visitor (or when the session ended). */
  member: MemberInfoSchema.nullable(),
  balance: BalanceSchema.nullable(),
  unread: UnreadCountsSchema.nullable(),
  /** Sections that failed or missed their deadline: they are empty, the rest is real. */
  failedSections: z.array(HomeSectionSchema),
  /**
   * True while the session store is unreachable: the member's sections are in failedSections
   * (the member is still signed in, nothing is lost) and the page tells the player the service
   * is degraded.
   */
  degraded: z.boolean(),
});
export type HomeBootstrap = z.infer<typeof HomeBootstrapSchema>;
