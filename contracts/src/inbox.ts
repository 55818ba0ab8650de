import { z } from 'zod';

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
