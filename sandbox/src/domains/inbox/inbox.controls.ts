/** Test control of the inbox: a message to a member, the member's unread chat count. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { controlInput } from '../../gateway/control-input.ts';
import { AccountsSlice } from '../accounts/accounts.state.ts';
import { InboxSlice } from './inbox.state.ts';

const InboxBodySchema = z
  .object({
    username: z.string().min(1).max(64),
    title: z.string().min(1).max(120).optional(),
    content: z.string().max(2000).optional(),
    chatUnread: z.number().int().min(0).max(10_000).optional(),
  })
  .strict()
  .refine((b) => b.title !== undefined || b.chatUnread !== undefined, {
    message: 'give title or chatUnread',
  });

export function inboxControls(app: FastifyInstance, deps: SandboxDeps): void {
  const inbox = deps.slice(InboxSlice);

  app.post('/__sandbox/inbox', (request, reply) => {
    const body = controlInput(InboxBodySchema, request.body, reply);
    if (!body) return reply;
    const account = deps.slice(AccountsSlice).byUsername(body.username);
    if (!account) return reply.code(404).send({ error: 'no_such_user' });
    const message =
      body.title !== undefined
        ? inbox.addMessage(account.id, body.title, body.content ?? '')
        : null;
    if (body.chatUnread !== undefined) inbox.setChatUnread(account.id, body.chatUnread);
    return {
      message,
      unread: inbox.unread(account.id),
      chatUnread: inbox.chatUnread(account.id),
    };
  });
}
