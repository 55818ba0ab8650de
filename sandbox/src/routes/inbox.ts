/**
 * Inbox and unread counts (§11.2), chat (§12) and announcement mark-as-read (§17.4). Every
 * endpoint but the chat's model list needs the token; the counts are bare numbers like
 * EMFE_getInboxUnreadCount upstream. Delete is the legacy REST `DELETE /wps/message/inbox`.
 */
import { AGENT_TYPES } from '@app/contracts';
import { z } from 'zod';
import { unreadAnnouncementCount } from '../data/announcement-query.ts';
import { ANNOUNCEMENT_IDS } from '../data/announcements.ts';
import { CHAT_MODELS } from '../data/inbox.ts';
import { requireAccount, type HandlerMap, type SandboxDeps } from '../gateway/context.ts';
import { gatewayErrors, parseInput } from '../gateway/errors.ts';
import type { Account } from '../state/types.ts';
import { pageNumber, text } from './games.ts';

const IdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

/** `pageNo` / `pageSize` are accepted as aliases of `page` / `size` (CSP_getInbox). */
const optionalPage = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(max).optional(),
  );

const InboxQuerySchema = z
  .object({
    page: pageNumber(1, 10_000),
    size: pageNumber(10, 100),
    pageNo: optionalPage(10_000),
    pageSize: optionalPage(100),
  })
  .loose();

const InboxReadSchema = z
  .object({ id: IdSchema.optional(), ids: z.array(IdSchema).max(200).optional() })
  .loose()
  .refine((b) => b.id !== undefined || (b.ids?.length ?? 0) > 0, { message: 'give id or ids' });

/** `messageIds`: a comma list of ids (the legacy REST form, §11.2). */
const InboxDeleteQuerySchema = z
  .object({
    messageIds: z
      .string()
      .trim()
      .regex(/^\d{1,15}(,\d{1,15}){0,199}$/, 'messageIds: a comma list of ids')
      .transform((v) => v.split(',').map(Number)),
  })
  .loose();

const LaunchChatQuerySchema = z
  .object({
    b2c: text(10),
    language: text(10),
    backUrl: text(500),
    headerColor: text(20),
    title: text(60),
  })
  .loose();

const MarkReadSchema = z
  .object({ announcementId: IdSchema, read: z.boolean().default(true) })
  .loose();

function unreadInbox(deps: SandboxDeps, account: Account): number {
  return deps.store.inbox(account.id).filter((m) => !m.read).length;
}

export function inboxHandlers(deps: SandboxDeps): HandlerMap {
  const { store, publicUrl } = deps;

  const inboxPage: NonNullable<HandlerMap['inbox']> = (ctx) => {
    const { account } = requireAccount(ctx);
    const q = parseInput(InboxQuerySchema, ctx.query);
    const page = q.pageNo ?? q.page;
    const size = q.pageSize ?? q.size;
    const all = [...store.inbox(account.id)].sort(
      (a, b) => b.createTime - a.createTime || b.id - a.id,
    );
    return { list: all.slice((page - 1) * size, page * size), total: all.length };
  };

  return {
    inbox: inboxPage,
    cspInbox: inboxPage,

    inboxUnread: (ctx) => unreadInbox(deps, requireAccount(ctx).account),
    cspUnread: (ctx) => unreadInbox(deps, requireAccount(ctx).account),

    inboxRead: (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(InboxReadSchema, ctx.payload);
      const ids = [...(body.ids ?? []), ...(body.id !== undefined ? [body.id] : [])];
      if (store.markInboxRead(account.id, ids) === 0) {
        throw gatewayErrors.requestParam('No such message');
      }
      return null;
    },

    inboxDelete: (ctx) => {
      const { account } = requireAccount(ctx);
      const q = parseInput(InboxDeleteQuerySchema, ctx.query);
      if (store.deleteInboxMessages(account.id, q.messageIds) === 0) {
        throw gatewayErrors.requestParam('No such message');
      }
      return null;
    },

    chatModels: () => CHAT_MODELS,

    chatUnread: (ctx) => ({ unReadCount: store.chatUnread(requireAccount(ctx).account.id) }),

    launchChat: (ctx) => {
      const { account } = requireAccount(ctx);
      const q = parseInput(LaunchChatQuerySchema, ctx.query);
      const params = new URLSearchParams();
      for (const key of ['b2c', 'language', 'backUrl', 'headerColor', 'title'] as const) {
        const value = q[key];
        if (value) params.set(key, value);
      }
      params.set('member', account.username);
      // Opening the chat reads its messages.
      store.setChatUnread(account.id, 0);
      return { chatUrl: `${publicUrl}/chat?${params.toString()}` };
    },

    markAnnouncementRead: (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(MarkReadSchema, ctx.payload);
      if (!ANNOUNCEMENT_IDS.has(body.announcementId)) {
        throw gatewayErrors.requestParam(`Announcement ${body.announcementId} not found`);
      }
      store.setAnnouncementRead(account.id, body.announcementId, body.read);
      return null;
    },

    unreadAnnouncements: (ctx) => {
      const { account } = requireAccount(ctx);
      const isAgent = (AGENT_TYPES as readonly number[]).includes(account.type);
      return unreadAnnouncementCount(new Set(store.announcementsRead(account.id)), isAgent);
    },
  };
}
