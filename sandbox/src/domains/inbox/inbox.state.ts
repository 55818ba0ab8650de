/** The inbox slice (§11.2, §12): each member's messages and unread chat count. */
import { z } from 'zod';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { Slice, ofMember } from '../../state/slice.ts';
import { inboxSeed } from './inbox.data.ts';

const MAX_INBOX = 200;

const InboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createTime: z.number(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

const InboxRecordsSchema = z.object({
  /** Newest first, keyed by the account id as a string. */
  messages: z.record(z.string(), z.array(InboxMessageSchema)).default({}),
  nextInboxId: z.number().int().default(6001),
  chatUnread: z.record(z.string(), z.number().int()).default({}),
});
export type InboxRecords = z.infer<typeof InboxRecordsSchema>;

export class InboxSlice extends Slice<InboxRecords> {
  static readonly key = 'inbox';
  static readonly schema = InboxRecordsSchema;
  static readonly seed = inboxSeed;

  inbox(accountId: number): ReadonlyDeep<InboxMessage[]> {
    return ofMember(this.records.messages, accountId, []);
  }

  unread(accountId: number): number {
    return this.inbox(accountId).filter((m) => !m.read).length;
  }

  addMessage(accountId: number, title: string, content: string): ReadonlyDeep<InboxMessage> {
    return this.write((records) => {
      const message: InboxMessage = {
        id: records.nextInboxId,
        title,
        content,
        read: false,
        createTime: Date.now(),
      };
      records.nextInboxId += 1;
      const key = String(accountId);
      records.messages[key] = [message, ...(records.messages[key] ?? [])].slice(0, MAX_INBOX);
      return message;
    });
  }

  /** Marks the given messages read; returns how many of them belong to the member. */
  markRead(accountId: number, ids: readonly number[]): number {
    return this.write((records) => {
      let found = 0;
      for (const message of records.messages[String(accountId)] ?? []) {
        if (ids.includes(message.id)) {
          message.read = true;
          found += 1;
        }
      }
      return found;
    });
  }

  /** Deletes the given messages; returns how many of them belonged to the member. */
  deleteMessages(accountId: number, ids: readonly number[]): number {
    const before = this.inbox(accountId);
    const kept = before.filter((message) => !ids.includes(message.id));
    this.write((records) => {
      records.messages[String(accountId)] = kept;
    });
    return before.length - kept.length;
  }

  chatUnread(accountId: number): number {
    return ofMember(this.records.chatUnread, accountId, 0);
  }

  setChatUnread(accountId: number, count: number): void {
    this.write((records) => {
      records.chatUnread[String(accountId)] = count;
    });
  }
}
