/**
 * Unread counts, mark-read, the inbox and the chat launch (upstream-gateway.md §11, §12; gap
 * shapes from the sandbox). The announcements themselves are the content domain's.
 */
import type { GatewayInboxMessageSchema } from '@app/contracts';
import type { z } from 'zod';
import { ENDPOINTS } from './inbox.endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

type GatewayInboxMessage = z.infer<typeof GatewayInboxMessageSchema>;

export function fetchInboxUnread(gateway: Gateway): Promise<number> {
  return gateway.call(ENDPOINTS.inboxUnread);
}

export async function fetchChatUnread(gateway: Gateway): Promise<number> {
  return (await gateway.call(ENDPOINTS.chatUnread)).unReadCount;
}

export function fetchAnnouncementsUnread(gateway: Gateway): Promise<number> {
  return gateway.call(ENDPOINTS.announcementsUnread);
}

export async function postAnnouncementRead(
  gateway: Gateway,
  announcementId: string,
): Promise<void> {
  await gateway.call(ENDPOINTS.markAnnouncementRead, { body: { announcementId, read: true } });
}

/** One page of the member's inbox, newest first (the sandbox's `{list, total}`, §17.2). */
export async function fetchInboxPage(
  gateway: Gateway,
  page: number,
  size: number,
): Promise<{ messages: GatewayInboxMessage[]; total: number }> {
  const value = await gateway.call(ENDPOINTS.inboxList, { query: { page, size } });
  return { messages: value.list, total: value.total ?? value.list.length };
}

export async function postInboxRead(gateway: Gateway, id: string): Promise<void> {
  await gateway.call(ENDPOINTS.inboxRead, { body: { id: Number(id) } });
}

export async function deleteInboxMessage(gateway: Gateway, id: string): Promise<void> {
  await gateway.call(ENDPOINTS.inboxDelete, { query: { messageIds: id } });
}

export interface LaunchChatQuery {
  language: string;
  backUrl: string;
  headerColor: string;
  title: string;
}

export async function fetchChatUrl(gateway: Gateway, query: LaunchChatQuery): Promise<string> {
  // b2c: the player-facing (business-to-customer) chat, not the merchant's back office.
  const value = await gateway.call(ENDPOINTS.launchChat, { query: { b2c: '1', ...query } });
  return value.chatUrl;
}
