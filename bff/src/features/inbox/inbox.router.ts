import { z } from 'zod';
import { MarkAnnouncementReadInputSchema, UnreadCountsSchema } from '@app/contracts';
import { memberProcedure, router } from '../../trpc/init.ts';
import { getUnreadCounts, markAnnouncementRead } from './inbox.service.ts';

export const inboxRouter = router({
  unreadCounts: memberProcedure.output(UnreadCountsSchema).query(({ ctx }) => getUnreadCounts(ctx)),
  markAnnouncementRead: memberProcedure
    .input(MarkAnnouncementReadInputSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => markAnnouncementRead(ctx, input.id)),
});
