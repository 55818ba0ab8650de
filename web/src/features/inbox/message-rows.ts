/**
 * The message center's rows and what a tap does (spec sections 2 and 4, "Message center"), as
 * data so the rules are tested apart from the screen: Messages and Live chat send a visitor to
 * log in and refuse the trial player (type 4) with free_reject; Live chat is listed only while
 * the merchant runs it (whitelabel CBS3); Telegram and Affiliate service only when configured.
 */
import type { SessionInfo } from '@app/contracts';
import { isRealMember } from '@app/contracts/values';

export type MessageRow = 'telegram' | 'announcements' | 'messages' | 'liveChat' | 'affiliate';

export interface RowConfig {
  telegramUrl: string | undefined;
  affiliateUrl: string | undefined;
  /** Whitelabel CBS3. */
  liveChat: boolean;
}

/** The rows shown, in the spec's order. */
export function visibleRows(config: RowConfig): MessageRow[] {
  const rows: MessageRow[] = [];
  if (config.telegramUrl) rows.push('telegram');
  rows.push('announcements', 'messages');
  if (config.liveChat) rows.push('liveChat');
  if (config.affiliateUrl) rows.push('affiliate');
  return rows;
}

export type RowAction = 'open' | 'login' | 'freeReject';

/** What tapping a row does for this player. */
export function rowAction(row: MessageRow, session: SessionInfo | null): RowAction {
  if (row !== 'messages' && row !== 'liveChat') return 'open';
  if (session === null) return 'login';
  return isRealMember(session.type) ? 'open' : 'freeReject';
}
