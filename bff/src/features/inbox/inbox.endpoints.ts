/**
 * The inbox, chat and unread-count endpoints (upstream-gateway.md §11, §12).
 * Gateway field names stay in inbox.upstream.ts, the only reader of this table.
 */
import { z } from 'zod';
import {
  GatewayChatUnreadSchema,
  GatewayCountSchema,
  GatewayInboxPageSchema,
  GatewayLaunchChatSchema,
  MODULE_IDS,
} from '@app/contracts';
import { endpoint, params, relay } from '../../upstream/endpoints.ts';

export const ENDPOINTS = {
  announcementsUnread: endpoint({
    method: 'GET',
    path: relay('MCSFE_getUnreadAnnouncementCount'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayCountSchema,
  }),
  inboxUnread: endpoint({
    method: 'GET',
    path: relay('EMFE_getInboxUnreadCount'),
    moduleId: 'INBOX3',
    auth: 'member',
    schema: GatewayCountSchema,
  }),
  chatUnread: endpoint({
    method: 'GET',
    path: relay('CBS_unreadCount'),
    moduleId: 'CBS3',
    auth: 'member',
    schema: GatewayChatUnreadSchema,
  }),
  markAnnouncementRead: endpoint({
    method: 'POST',
    path: relay('MCSFE_markAnnouncementAsRead'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: z.unknown(),
    body: params<{ announcementId: string; read: boolean }>(),
  }),
  /** The sandbox's shape (§17.2): `{list, total}`, newest first. */
  inboxList: endpoint({
    method: 'GET',
    path: relay('EMFE_getInbox'),
    moduleId: 'INBOX3',
    auth: 'member',
    schema: GatewayInboxPageSchema,
    query: params<{ page: number; size: number }>(),
  }),
  inboxRead: endpoint({
    method: 'POST',
    path: relay('EMFE_readInbox'),
    moduleId: 'INBOX3',
    auth: 'member',
    schema: z.unknown(),
    body: params<{ id: number }>(),
  }),
  /** The legacy REST delete (§11.2): a comma list of ids in the query. */
  inboxDelete: endpoint({
    method: 'DELETE',
    path: '/wps/message/inbox',
    moduleId: 'INBOX3',
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    query: params<{ messageIds: string }>(),
  }),
  /** A GET with an effect (opening the chat reads its messages): sent at most once. */
  launchChat: endpoint({
    method: 'GET',
    path: relay('CBS_launchChat'),
    moduleId: 'CBS3',
    auth: 'member',
    schema: GatewayLaunchChatSchema,
    idempotent: false,
    query: params<{
      b2c: string;
      language: string;
      backUrl: string;
      headerColor: string;
      title: string;
    }>(),
  }),
} as const;
