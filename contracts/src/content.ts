import { z } from 'zod';

/* ---------------------------------------------------------------------------------------------
 * Gateway shapes: MCSFE_getListAnnouncements (upstream-gateway.md §11.1)
 * ------------------------------------------------------------------------------------------- */

const idSchema = z.union([z.string(), z.number()]).transform(String);

export const GatewayBannerSchema = z.object({
  bannerId: idSchema,
  groupName: z.string(),
  url: z.string(),
  title: z.string().nullish(),
  linkage: z.string().nullish(),
  linkageType: z.string().nullish(),
  redirect: z.string().nullish(),
  externalLink: z.string().nullish(),
});

export const GatewayMarqueeItemSchema = z.object({
  id: idSchema,
  title: z.string().nullish(),
  content: z.string().nullish(),
  externalLink: z.string().nullish(),
  announcementDisplaySpeed: z.string().nullish(),
  /** The member's read mark (with a member's token; absent or false for a visitor). */
  read: z.boolean().nullish(),
});

export const GatewayPopupSchema = z.object({
  id: idSchema.optional(),
  title: z.string().nullish(),
  content: z.string().nullish(),
  execution: z.string().nullish(),
  imageUrl: z.string().nullish(),
  startTime: z.number().nullish(),
  endTime: z.number().nullish(),
  read: z.boolean().nullish(),
});

export const GatewayAnnouncementsSchema = z.object({
  banners: z
    .array(GatewayBannerSchema)
    .nullish()
    .transform((v) => v ?? []),
  player: z
    .array(GatewayMarqueeItemSchema)
    .nullish()
    .transform((v) => v ?? []),
  popup: z
    .array(GatewayPopupSchema)
    .nullish()
    .transform((v) => v ?? []),
  promotion: z
    .array(z.unknown())
    .nullish()
    .transform((v) => v ?? []),
});
export type GatewayAnnouncements = z.infer<typeof GatewayAnnouncementsSchema>;

/* ---------------------------------------------------------------------------------------------
 * Procedure outputs
 * ------------------------------------------------------------------------------------------- */

export const MarqueeItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
});
export type MarqueeItem = z.infer<typeof MarqueeItemSchema>;

export const MarqueeSchema = z.object({ items: z.array(MarqueeItemSchema) });
export type Marquee = z.infer<typeof MarqueeSchema>;

/* ---------------------------------------------------------------------------------------------
 * Help centre (GET /wps/system/helpCenter)
 * ------------------------------------------------------------------------------------------- */

export const GatewayHelpTopicSchema = z.object({
  title: z.string(),
  content: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});
export const GatewayHelpCenterSchema = z.array(GatewayHelpTopicSchema);

export const HelpTopicSchema = z.object({
  title: z.string(),
  /** HTML, sanitised by the BFF to a safe subset (no scripts, styles, handlers or frames). */
  contentHtml: z.string(),
  /**
   * The terms and conditions (what help#terms opens): the BFF marks at most one topic, the first
   * whose content has the `terms` anchor, else the first whose title names the terms.
   */
  terms: z.boolean(),
});
export type HelpTopic = z.infer<typeof HelpTopicSchema>;

export const HelpCenterSchema = z.object({ topics: z.array(HelpTopicSchema) });
export type HelpCenter = z.infer<typeof HelpCenterSchema>;
