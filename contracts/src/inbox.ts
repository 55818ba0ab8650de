import { z } from 'zod';
import { LanguageCodeSchema } from './languages.ts';

/** Bare-number unread counts (EMFE_getInboxUnreadCount, CSP_unreadCount, announcements). */
export const GatewayCountSchema = z.coerce.number().int().nonnegative();

/** CBS_unreadCount: `{unReadCount}` (upstream-gateway.md §12). */
export const GatewayChatUnreadSchema = z.object({
  unReadCount: z.coerce.number().int().nonnegative(),
});

/** The message-centre badges (spec section 3, "Unread counts"). */
export const UnreadCountsSchema = z.object({
  announcements: z.number().int().nonnegative(),
  chat: z.number().int().nonnegative(),
  inbox: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

export const MarkAnnouncementReadInputSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, 'validation.invalid'),
});
export type MarkAnnouncementReadInput = z.infer<typeof MarkAnnouncementReadInputSchema>;

/** A gateway id as the BFF hands it on: digits only, as a string. */
const MessageIdSchema = z
  .string({ message: 'validation.invalid' })
  .trim()
  .regex(/^\d{1,15}$/, 'validation.invalid');

/* ---------------------------------------------------------------------------------------------
 * Inbox (upstream-gateway.md §11.2; the shapes are the sandbox's, EMFE_getInbox)
 * ------------------------------------------------------------------------------------------- */

export const GatewayInboxMessageSchema = z.object({
  id: z.union([z.number().int(), z.string()]).transform(String),
  title: z.string().nullish(),
  content: z.string().nullish(),
  read: z.boolean().nullish(),
  createTime: z.number().nullish(),
});

export const GatewayInboxPageSchema = z.object({
  list: z
    .array(GatewayInboxMessageSchema)
    .nullish()
    .transform((v) => v ?? []),
  total: z.coerce.number().int().nonnegative().nullish(),
});

/** inbox.list: a page, 1-based (`cursor`, as an infinite query names it). */
export const InboxListInputSchema = z.object({
  cursor: z
    .number({ message: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(10_000, 'validation.invalid')
    .default(1),
});
export type InboxListInput = z.input<typeof InboxListInputSchema>;

export const InboxMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitised by the BFF (a safe subset of HTML). */
  contentHtml: z.string(),
  read: z.boolean(),
  /** Epoch ms, or null when the gateway gave none. */
  sentAt: z.number().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const InboxPageSchema = z.object({
  messages: z.array(InboxMessageSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type InboxPage = z.infer<typeof InboxPageSchema>;

/** inbox.read and inbox.delete: one message. */
export const InboxMessageInputSchema = z.object({ id: MessageIdSchema });
export type InboxMessageInput = z.infer<typeof InboxMessageInputSchema>;

/* ---------------------------------------------------------------------------------------------
 * Announcements with read state (/m/notice; MCSFE_getListAnnouncements with the member's token)
 * ------------------------------------------------------------------------------------------- */

export const AnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The plain text of a marquee line; empty for a notice that has HTML. */
  content: z.string(),
  /** Sanitised HTML of a notice (popup), or null for a marquee line. */
  contentHtml: z.string().nullable(),
  /** The server's read mark for a member; always false for a visitor (kept on the device). */
  read: z.boolean(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementListSchema = z.object({
  items: z.array(AnnouncementSchema),
  /** True when `read` is the member's server-side state. */
  personal: z.boolean(),
});
export type AnnouncementList = z.infer<typeof AnnouncementListSchema>;

/* ---------------------------------------------------------------------------------------------
 * Live chat (upstream-gateway.md §12: CBS_launchChat, CBS_modelList)
 * ------------------------------------------------------------------------------------------- */

export const GatewayLaunchChatSchema = z.object({ chatUrl: z.string() });

export const LaunchChatInputSchema = z.object({
  language: LanguageCodeSchema.optional(),
  /** The theme, for the chat page's header colour. */
  theme: z.enum(['dark', 'light'], { message: 'validation.invalid' }),
  /** The chat page's title, in the player's language. */
  title: z
    .string({ message: 'validation.invalid' })
    .trim()
    .min(1, 'validation.invalid')
    .max(60, 'validation.invalid'),
});
export type LaunchChatInput = z.input<typeof LaunchChatInputSchema>;

export const LaunchChatSchema = z.object({ chatUrl: z.string() });
