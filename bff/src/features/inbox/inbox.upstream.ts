/** Unread counts and mark-read (upstream-gateway.md §11, §12; gap shapes from the sandbox). */
import { ENDPOINTS } from '../../upstream/endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

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
