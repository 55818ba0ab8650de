/**
 * Inbox and unread counts (§11.2) and chat (§12). Every endpoint but the chat's model list needs
 * the token; the counts are bare numbers like EMFE_getInboxUnreadCount upstream. Delete is the
 * legacy REST `DELETE /wps/message/inbox`.
 */
import { z } from 'zod';
import { requireAccount, type Handler } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { relay } from '../../gateway/endpoint.ts';
import { gatewayErrors, parseInput } from '../../gateway/errors.ts';
import { IdSchema, pageNumber, text } from '../../shared/input.ts';
import { MerchantSlice } from '../system/merchant.state.ts';
import { CHAT_MODELS } from './inbox.data.ts';
import { InboxSlice } from './inbox.state.ts';

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

export const inboxRelays = defineRelays(
  {
    inboxUnread: relay('EMFE_getInboxUnreadCount', ['INBOX3'], 'login', { record: true }),
    inbox: relay('EMFE_getInbox', ['INBOX3'], 'login'),
    inboxRead: relay('EMFE_readInbox', ['INBOX3'], 'login', { methods: ['POST'], record: true }),
    cspUnread: relay('CSP_unreadCount', ['INBOX3'], 'login', { record: true }),
    cspInbox: relay('CSP_getInbox', ['INBOX3'], 'login'),
    chatUnread: relay('CBS_unreadCount', ['CBS3'], 'login', { record: true }),
    launchChat: relay('CBS_launchChat', ['CBS3'], 'login'),
    /** The chat's models (agents' desks) a player may pick; public per §12. */
    chatModels: relay('CBS_modelList', ['CBS3'], 'public'),
    /** Legacy REST delete (§11.2): `?messageIds=` a comma list of the member's message ids. */
    inboxDelete: {
      methods: ['DELETE'],
      path: '/wps/message/inbox',
      moduleIds: ['INBOX3'],
      login: 'login',
      encryption: 'none',
      record: true,
    },
  },
  (deps) => {
    const { publicUrl } = deps;
    const inbox = deps.slice(InboxSlice);

    const inboxPage: Handler = (ctx) => {
      const { account } = requireAccount(ctx);
      const q = parseInput(InboxQuerySchema, ctx.query);
      const page = q.pageNo ?? q.page;
      const size = q.pageSize ?? q.size;
      const all = [...inbox.inbox(account.id)].sort(
        (a, b) => b.createTime - a.createTime || b.id - a.id,
      );
      return { list: all.slice((page - 1) * size, page * size), total: all.length };
    };
    const unread: Handler = (ctx) => inbox.unread(requireAccount(ctx).account.id);

    return {
      inbox: inboxPage,
      cspInbox: inboxPage,

      inboxUnread: unread,
      cspUnread: unread,

      inboxRead: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(InboxReadSchema, ctx.payload);
        const ids = [...(body.ids ?? []), ...(body.id !== undefined ? [body.id] : [])];
        if (inbox.markRead(account.id, ids) === 0) {
          throw gatewayErrors.requestParam('No such message');
        }
        return null;
      },

      inboxDelete: (ctx) => {
        const { account } = requireAccount(ctx);
        const q = parseInput(InboxDeleteQuerySchema, ctx.query);
        if (inbox.deleteMessages(account.id, q.messageIds) === 0) {
          throw gatewayErrors.requestParam('No such message');
        }
        return null;
      },

      chatModels: () => CHAT_MODELS,

      chatUnread: (ctx) => ({ unReadCount: inbox.chatUnread(requireAccount(ctx).account.id) }),

      launchChat: (ctx) => {
        const { account } = requireAccount(ctx);
        const q = parseInput(LaunchChatQuerySchema, ctx.query);
        const params = new URLSearchParams();
        for (const key of ['b2c', 'language', 'backUrl', 'headerColor', 'title'] as const) {
          const value = q[key];
          if (value) params.set(key, value);
        }
        params.set('member', account.username);
        // The merchant's chat is not set up: the gateway answers no address (spec section 8).
        if (deps.slice(MerchantSlice).settings().emptyChatUrl) return { chatUrl: '' };
        // Opening the chat reads its messages.
        inbox.setChatUnread(account.id, 0);
        return { chatUrl: `${publicUrl}/chat?${params.toString()}` };
      },
    };
  },
);
