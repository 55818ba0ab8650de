/**
 * Message-centre badges and announcement read marks, throttled per session as the spec asks:
 * unread counts at most once per 250 ms (callers inside the window share the answer), mark-read
 * at most once per 150 ms (queued, duplicates coalesced, none dropped).
 */
import { createHash } from 'node:crypto';
import { isRealMember, TIMINGS_MS, UnreadCountsSchema, type UnreadCounts } from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import type { SessionData } from '../../session/session-store.ts';
import { getStatus } from '../system/system.service.ts';
import {
  fetchAnnouncementsUnread,
  fetchChatUnread,
  fetchInboxUnread,
  postAnnouncementRead,
} from './inbox.upstream.ts';

type InboxContext = Pick<Context, 'gateway' | 'cache' | 'config' | 'throttles' | 'log'> & {
  sessionData: SessionData;
  token: string;
};

/** Throttles are per upstream session; the key never contains the token itself. */
function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 22);
}

export async function getUnreadCounts(ctx: InboxContext): Promise<UnreadCounts> {
  const language = await ctx.gateway.language();
  return ctx.throttles.shared({
    key: `unread:${sessionKey(ctx.token)}`,
    windowMs: TIMINGS_MS.unreadThrottle,
    schema: UnreadCountsSchema,
    load: async () => {
      // Trial players (type 4) have no inbox or chat: nothing is fetched for them.
      const realMember = isRealMember(ctx.sessionData.type ?? 4);
      const chatOn = realMember && (await getStatus(ctx, language)).whitelabel.CBS3 === true;
      const [announcements, inbox, chat] = await Promise.all([
        fetchAnnouncementsUnread(ctx.gateway),
        realMember ? fetchInboxUnread(ctx.gateway) : 0,
        chatOn ? fetchChatUnread(ctx.gateway) : 0,
      ]);
      return { announcements, inbox, chat, total: announcements + inbox + chat };
    },
  });
}

export async function markAnnouncementRead(
  ctx: InboxContext,
  announcementId: string,
): Promise<{ ok: true }> {
  await ctx.throttles.spaced(
    `mark-read:${sessionKey(ctx.token)}`,
    TIMINGS_MS.markReadThrottle,
    announcementId,
    (id) => postAnnouncementRead(ctx.gateway, id),
  );
  return { ok: true };
}
