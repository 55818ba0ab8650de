/** Unread counts and mark-read (upstream-gateway.md §11, §12; gap shapes from the sandbox). */
import { z } from 'zod';
import {
  GatewayChatUnreadSchema,
  GatewayCountSchema,
  MODULE_IDS,
  type LanguageCode,
} from '@app/contracts';
import type { UpstreamClient } from '../../upstream/client.ts';

interface Caller {
  token: string;
  language: LanguageCode;
}

export function fetchInboxUnread(upstream: UpstreamClient, caller: Caller): Promise<number> {
  return upstream.call(
    { method: 'GET', path: '/wps/relay/EMFE_getInboxUnreadCount', moduleId: 'INBOX3', ...caller },
    GatewayCountSchema,
  );
}

export async function fetchChatUnread(upstream: UpstreamClient, caller: Caller): Promise<number> {
  const value = await upstream.call(
    { method: 'GET', path: '/wps/relay/CBS_unreadCount', moduleId: 'CBS3', ...caller },
    GatewayChatUnreadSchema,
  );
  return value.unReadCount;
}

export function fetchAnnouncementsUnread(
  upstream: UpstreamClient,
  caller: Caller,
): Promise<number> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/relay/MCSFE_getUnreadAnnouncementCount',
      moduleId: MODULE_IDS.common,
      ...caller,
    },
    GatewayCountSchema,
  );
}

export async function postAnnouncementRead(
  upstream: UpstreamClient,
  caller: Caller,
  announcementId: string,
): Promise<void> {
  await upstream.call(
    {
      method: 'POST',
      path: '/wps/relay/MCSFE_markAnnouncementAsRead',
      moduleId: MODULE_IDS.common,
      body: { announcementId, read: true },
      ...caller,
    },
    z.unknown(),
  );
}
