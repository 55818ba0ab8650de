import { z } from 'zod';
import {
  AnnouncementListSchema,
  InboxListInputSchema,
  InboxMessageInputSchema,
  InboxPageSchema,
  LaunchChatInputSchema,
  LaunchChatSchema,
  MarkAnnouncementReadInputSchema,
  UnreadCountsSchema,
} from '@app/contracts';
import {
  localisedProcedure,
  memberProcedure,
  realMemberProcedureRefusing,
  router,
  withLanguage,
} from '../../trpc/init.ts';
import {
  deleteInbox,
  getUnreadCounts,
  launchChat,
  listAnnouncements,
  listInbox,
  markAnnouncementRead,
  readInboxMessage,
} from './inbox.service.ts';

const Ok = z.object({ ok: z.literal(true) });

/** Spec section 6: the trial player (type 4) has no inbox and no live chat: free_reject. */
const inboxMember = realMemberProcedureRefusing('free_reject');

export const inboxRouter = router({
  unreadCounts: memberProcedure.output(UnreadCountsSchema).query(({ ctx }) => getUnreadCounts(ctx)),
  markAnnouncementRead: memberProcedure
    .input(MarkAnnouncementReadInputSchema)
    .output(Ok)
    .mutation(({ ctx, input }) => markAnnouncementRead(ctx, input.id)),
  /** /m/notice: the announcements, with the member's read marks when signed in. */
  announcements: localisedProcedure
    .output(AnnouncementListSchema)
    .query(({ ctx }) => listAnnouncements(ctx, ctx.language)),
  list: inboxMember
    .input(InboxListInputSchema)
    .output(InboxPageSchema)
    .query(({ ctx, input }) => listInbox(ctx, input.cursor)),
  read: inboxMember
    .input(InboxMessageInputSchema)
    .output(Ok)
    .mutation(({ ctx, input }) => readInboxMessage(ctx, input.id)),
  delete: inboxMember
    .input(InboxMessageInputSchema)
    .output(Ok)
    .mutation(({ ctx, input }) => deleteInbox(ctx, input.id)),
  launchChat: inboxMember
    .input(LaunchChatInputSchema)
    .use(withLanguage)
    .output(LaunchChatSchema)
    .mutation(({ ctx, input }) => launchChat(ctx, ctx.language, input)),
});
