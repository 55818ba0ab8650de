/**
 * Seed inbox messages (§11.2) and unread chat counts. The demo member has 5 messages, 2 unread,
 * and 1 unread chat message.
 */
import { DEMO_MEMBER_ID } from '../accounts/accounts.data.ts';
import type { InboxMessage, InboxRecords } from './inbox.state.ts';

const T0 = Date.UTC(2024, 5, 1, 9, 0, 0);
const DAY = 86_400_000;

export function seedInbox(): InboxMessage[] {
  return [
    {
      id: 5005,
      title: 'Your weekly cashback has arrived',
      content: '<p>PHP 125.00 cashback was credited to your main wallet.</p>',
      read: false,
      createTime: T0 + 4 * DAY,
    },
    {
      id: 5004,
      title: 'VIP3 unlocked',
      content: '<p>Congratulations! You reached <b>VIP3</b>. Enjoy a higher monthly salary.</p>',
      read: false,
      createTime: T0 + 3 * DAY,
    },
    {
      id: 5003,
      title: 'Deposit successful',
      content: '<p>Your deposit of PHP 1,000.00 was successful.</p>',
      read: true,
      createTime: T0 + 2 * DAY,
    },
    {
      id: 5002,
      title: 'Security reminder',
      content: '<p>Never share your password or verification codes with anyone.</p>',
      read: true,
      createTime: T0 + DAY,
    },
    {
      id: 5001,
      title: 'Welcome to TCG Demo',
      content: '<p>Thanks for joining! Check the promotions page for your welcome bonus.</p>',
      read: true,
      createTime: T0,
    },
  ];
}

export const DEMO_CHAT_UNREAD = 1;

/**
 * CBS_modelList (§12, shape not public; ours): the chat desks a player may be routed to. The
 * first online one is where CBS_launchChat puts a player who names none.
 */
export interface ChatModel {
  modelId: number;
  modelName: string;
  description: string;
  online: boolean;
}

export const CHAT_MODELS: readonly ChatModel[] = [
  { modelId: 1, modelName: 'General support', description: 'Account and games', online: true },
  { modelId: 2, modelName: 'Payments', description: 'Deposits and withdrawals', online: true },
  { modelId: 3, modelName: 'VIP desk', description: 'VIP members only', online: false },
];

/** The slice's records on a first start and after a reset. */
export function inboxSeed(): InboxRecords {
  return {
    messages: { [DEMO_MEMBER_ID]: seedInbox() },
    nextInboxId: 6001,
    chatUnread: { [DEMO_MEMBER_ID]: DEMO_CHAT_UNREAD },
  };
}
