/**
 * Message-centre badges and announcement read marks, throttled per session as the spec asks:
 * unread counts at most once per 250 ms (callers inside the window share the answer), mark-read
 * at most once per 150 ms (queued, duplicates coalesced, none dropped).
 */
import { createHash } from 'node:crypto';
import {
  isAgent,
  isRealMember,
  LIMITS,
  TIMINGS_MS,
  UnreadCountsSchema,
  type AnnouncementList,
  type InboxPage,
  type LanguageCode,
  type LaunchChatInput,
  type UnreadCounts,
} from '@app/contracts';
import { AppError } from '../../trpc/errors.ts';
import { safeUrlFor } from '../../lib/safe-url.ts';
import { sanitizeUpstreamHtml } from '../../lib/sanitize.ts';
import type { Context } from '../../trpc/context.ts';
import type { SessionData } from '../../session/session-store.ts';
import {
  getMemberAnnouncements,
  getPublicAnnouncements,
  popupsFor,
} from '../content/content.service.ts';
import { getStatus } from '../system/system.service.ts';
import {
  deleteInboxMessage,
  fetchAnnouncementsUnread,
  fetchChatUnread,
  fetchChatUrl,
  fetchInboxPage,
  fetchInboxUnread,
  postAnnouncementRead,
  postInboxRead,
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

/* Inbox (spec section 2, /m/webEmail) ---------------------------------------------------------- */

export async function listInbox(ctx: InboxContext, page: number): Promise<InboxPage> {
  const size = LIMITS.pageSizeList;
  const { messages, total } = await fetchInboxPage(ctx.gateway, page, size);
  return {
    messages: messages.map((m) => ({
      id: m.id,
      title: m.title?.trim() ?? '',
      contentHtml: sanitizeUpstreamHtml(m.content ?? ''),
      read: m.read === true,
      sentAt: m.createTime ?? null,
    })),
    pageNo: page,
    totalPages: Math.max(1, Math.ceil(total / size)),
    total,
  };
}

export async function readInboxMessage(ctx: InboxContext, id: string): Promise<{ ok: true }> {
  await postInboxRead(ctx.gateway, id);
  return { ok: true };
}

export async function deleteInbox(ctx: InboxContext, id: string): Promise<{ ok: true }> {
  await deleteInboxMessage(ctx.gateway, id);
  return { ok: true };
}

/* Announcements with read state (/m/notice) ------------------------------------------------- */

/**
 * The notice list: marquee lines first, in the marquee's order (so the marquee's index points at
 * the same line), then the notices. A member's comes with the member's own read marks and is
 * never cached (one member's marks must never reach another); a visitor's is the shared, cached
 * public list with nothing read (the web app keeps a visitor's marks on the device).
 */
export async function listAnnouncements(
  ctx: Pick<Context, 'gateway' | 'cache' | 'config' | 'log' | 'session'>,
  language: LanguageCode,
): Promise<AnnouncementList> {
  const session = await ctx.session.load();
  if (!session?.token) {
    const shared = await getPublicAnnouncements(ctx, language);
    return {
      personal: false,
      items: [
        ...shared.marquee.map((line) => ({ ...line, contentHtml: null, read: false })),
        ...popupsFor(shared.popups, false).map((notice) => ({
          id: notice.id,
          title: notice.title,
          content: '',
          contentHtml: notice.contentHtml,
          read: false,
        })),
      ],
    };
  }
  return {
    personal: true,
    items: await getMemberAnnouncements(ctx, {
      token: session.token,
      agent: isAgent(session.type),
    }),
  };
}

/* Live chat (spec section 4, message center) -------------------------------------------------- */

/** The chat page's header: the app's header colour in each theme. */
const CHAT_HEADER_COLOURS = { dark: '#1d2030', light: '#ffffff' } as const;

/**
 * CBS_launchChat: the chat page's address, with the way back to the message center on this
 * site. Only while the merchant runs live chat (CBS3); only an http(s) address is handed on, and
 * an empty (or unusable) one is `url_empty`.
 */
export async function launchChat(
  ctx: InboxContext & Pick<Context, 'origin'>,
  language: LanguageCode,
  input: LaunchChatInput,
): Promise<{ chatUrl: string }> {
  if ((await getStatus(ctx, language)).whitelabel.CBS3 !== true) {
    throw new AppError('FORBIDDEN', 'no_permission');
  }
  const chatUrl = await fetchChatUrl(ctx.gateway, {
    language,
    backUrl: `${ctx.origin}/m/message`,
    headerColor: CHAT_HEADER_COLOURS[input.theme],
    title: input.title.trim(),
  });
  // No address, or none the page may open: the spec's 'The requested url is empty' (section 8),
  // as for a game launch.
  const safe = safeUrlFor(ctx.log)(chatUrl, 'chatUrl');
  if (!safe) throw new AppError('BAD_GATEWAY', 'url_empty');
  return { chatUrl: safe };
}
