/**
 * The message screens' procedures (issue 14): inbox.list / read / delete, inbox.announcements and
 * inbox.launchChat, through two BFF replicas on one real Redis against the real sandbox over
 * HTTP. The inbox pages, reads and deletes reach the gateway; announcements carry each member's
 * own read marks and never another's (nor reach a visitor); the trial player is refused with
 * free_reject; bad input gets a readable 400 before the gateway.
 */
import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TRIAL_MEMBER_TYPE } from '@app/contracts';
import { body, replicasPerFile, startBff, TrpcClient } from './helpers/stack.ts';

const stack = replicasPerFile(2);

const app = (i = 0): FastifyInstance => stack.replicas.at(i);

async function logIn(username: string, password: string, at = 0): Promise<TrpcClient> {
  const client = new TrpcClient(app(at));
  const response = await client.mutate('session.login', { type: 'username', username, password });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}
const demo = (at = 0) => logIn('demo', 'Demo1234', at);
const player2 = (at = 0) => logIn('player2', 'Player1234', at);

async function trial(): Promise<TrpcClient> {
  const client = new TrpcClient(app());
  const response = await client.mutate('session.freePlay', { os: 'Android' });
  expect(response.statusCode, response.body).toBe(200);
  const session = (body(response).result?.data as { session: { type: number } }).session;
  expect(session.type).toBe(TRIAL_MEMBER_TYPE);
  return client;
}

interface InboxPage {
  messages: { id: string; title: string; contentHtml: string; read: boolean; sentAt: number }[];
  pageNo: number;
  totalPages: number;
  total: number;
}
interface AnnouncementList {
  personal: boolean;
  items: {
    id: string;
    title: string;
    content: string;
    contentHtml: string | null;
    read: boolean;
  }[];
}

const data = <T>(response: { body: string }) => body(response).result?.data as T;

const received = (path: string) => stack.sandbox.received(path);

describe('inbox.list, inbox.read, inbox.delete', () => {
  it('pages the inbox newest first, with sanitised HTML and the read marks', async () => {
    const client = await demo();
    const response = await client.query('inbox.list', { cursor: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const page = data<InboxPage>(response);
    expect(page).toMatchObject({ pageNo: 1, totalPages: 1, total: 5 });
    expect(page.messages.map((m) => m.id)).toEqual(['5005', '5004', '5003', '5002', '5001']);
    expect(page.messages.filter((m) => !m.read)).toHaveLength(2);
    expect(page.messages[1]?.contentHtml).toContain('<b>VIP3</b>');
    expect(typeof page.messages[0]?.sentAt).toBe('number');
  });

  it('strips scripts and handlers out of a message', async () => {
    await stack.sandbox.control('POST', '/inbox', {
      username: 'demo',
      title: 'Hi',
      content: '<p onclick="x()">Hello<script>alert(1)</script></p>',
    });
    const page = data<InboxPage>(await (await demo()).query('inbox.list', { cursor: 1 }));
    expect(page.messages[0]).toMatchObject({ title: 'Hi', contentHtml: '<p>Hello</p>' });
  });

  it('marks a message read on the gateway: the list and the badge follow', async () => {
    const client = await demo();
    const read = await client.mutate('inbox.read', { id: '5005' });
    expect(read.statusCode, read.body).toBe(200);
    expect((await received('/wps/relay/EMFE_readInbox')).map((r) => r.json)).toEqual([
      { id: 5005 },
    ]);
    const page = data<InboxPage>(await client.query('inbox.list', { cursor: 1 }));
    expect(page.messages.find((m) => m.id === '5005')?.read).toBe(true);
    const counts = data<{ inbox: number }>(await client.query('inbox.unreadCounts'));
    expect(counts.inbox).toBe(1);
  });

  it('deletes a message with DELETE /wps/message/inbox?messageIds=', async () => {
    const client = await demo();
    const deleted = await client.mutate('inbox.delete', { id: '5004' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const requests = await received('/wps/message/inbox');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'DELETE', query: 'messageIds=5004' }),
    ]);
    const page = data<InboxPage>(await client.query('inbox.list', { cursor: 1 }));
    expect(page.total).toBe(4);
    expect(page.messages.map((m) => m.id)).not.toContain('5004');
    // Gone already: the gateway's refusal is a readable 400, not a 5xx.
    const again = await client.mutate('inbox.delete', { id: '5004' });
    expect(again.statusCode).toBe(400);
    expect(body(again).error?.message).toMatch(/\w/);
  });

  it('sends a visitor to log in and refuses the trial player with free_reject', async () => {
    const visitor = new TrpcClient(app());
    expect((await visitor.query('inbox.list', { cursor: 1 })).statusCode).toBe(401);
    const player = await trial();
    for (const response of [
      await player.query('inbox.list', { cursor: 1 }),
      await player.mutate('inbox.read', { id: '5005' }),
      await player.mutate('inbox.delete', { id: '5005' }),
      await player.mutate('inbox.launchChat', { theme: 'dark', title: 'Live chat' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(body(response).error?.data.appCode).toBe('free_reject');
    }
    expect(await received('/wps/message/inbox')).toHaveLength(0);
  });

  it.each([
    ['inbox.list', 'query', { cursor: 0 }],
    ['inbox.list', 'query', { cursor: 'two' }],
    ['inbox.list', 'query', { cursor: 1.5 }],
    ['inbox.read', 'mutate', {}],
    ['inbox.read', 'mutate', { id: 'abc' }],
    ['inbox.read', 'mutate', { id: '1'.repeat(30) }],
    ['inbox.delete', 'mutate', { id: '5005,5004' }],
    ['inbox.delete', 'mutate', { id: 5005 }],
    ['inbox.launchChat', 'mutate', { theme: 'blue', title: 'Chat' }],
    ['inbox.launchChat', 'mutate', { theme: 'dark', title: '' }],
    ['inbox.launchChat', 'mutate', { theme: 'dark', title: 'x'.repeat(61) }],
    ['inbox.announcements', 'query', { language: 'XX' }],
  ] as const)(
    '%s (%s) answers %j with a readable 400, before the gateway',
    async (path, kind, input) => {
      const client = await demo();
      await stack.sandbox.control('DELETE', '/stats');
      const response =
        kind === 'query' ? await client.query(path, input) : await client.mutate(path, input);
      expect(response.statusCode, response.body).toBe(400);
      const message = body(response).error?.message ?? '';
      expect(message).toMatch(/^[A-Z][^{}\n]+$/);
      expect(message).not.toMatch(/zod|issues|expected/i);
      const stats = await stack.sandbox.control<{ counts: Record<string, number> }>(
        'GET',
        '/stats',
      );
      expect(Object.keys(stats.counts).filter((p) => /Inbox|inbox|Chat/.test(p))).toEqual([]);
    },
  );
});

describe('inbox.announcements', () => {
  it('gives a visitor the shared list, nothing read', async () => {
    const response = await new TrpcClient(app()).query('inbox.announcements', { language: 'EN' });
    expect(response.statusCode, response.body).toBe(200);
    const list = data<AnnouncementList>(response);
    expect(list.personal).toBe(false);
    // The marquee's lines first, in its order (its index points here), then the notices.
    const marquee = data<{ items: { id: string }[] }>(
      await new TrpcClient(app()).query('content.marquee', { language: 'EN' }),
    );
    expect(list.items.slice(0, marquee.items.length).map((i) => i.id)).toEqual(
      marquee.items.map((i) => i.id),
    );
    expect(list.items.some((i) => i.contentHtml !== null)).toBe(true);
    expect(list.items.every((i) => !i.read)).toBe(true);
  });

  it("keeps each member's read marks apart, across replicas, and never shows them to a visitor", async () => {
    const first = await demo(0);
    const before = data<AnnouncementList>(await first.query('inbox.announcements'));
    expect(before.personal).toBe(true);
    expect(before.items.slice(0, 4).map((i) => i.id)).toEqual(['9001', '9002', '9003', '9004']);
    expect(before.items.every((i) => !i.read)).toBe(true);
    // Notices for signed-in players, with sanitised HTML.
    expect(before.items.find((i) => i.id === '8001')?.contentHtml).toContain('<b>');

    const mark = await first.mutate('inbox.markAnnouncementRead', { id: '9002' });
    expect(mark.statusCode, mark.body).toBe(200);
    await vi.waitFor(
      async () => {
        const after = data<AnnouncementList>(await first.query('inbox.announcements'));
        expect(after.items.find((i) => i.id === '9002')?.read).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );

    // Another member, on the other replica, right after: nothing read.
    const second = await player2(1);
    const theirs = data<AnnouncementList>(await second.query('inbox.announcements'));
    expect(theirs.items.find((i) => i.id === '9002')?.read).toBe(false);
    const visitor = data<AnnouncementList>(
      await new TrpcClient(app(1)).query('inbox.announcements'),
    );
    expect(visitor.items.find((i) => i.id === '9002')?.read).toBe(false);

    // A new session of the same member (a reload, another device) still sees it read.
    const again = await demo(1);
    const kept = data<AnnouncementList>(await again.query('inbox.announcements'));
    expect(kept.items.find((i) => i.id === '9002')?.read).toBe(true);
  });
});

describe('inbox.launchChat', () => {
  it('returns the chat page with the way back to the message center, and url_empty without one', async () => {
    const client = await demo();
    const response = await client.mutate('inbox.launchChat', {
      theme: 'light',
      title: 'Live chat',
      language: 'EN',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { chatUrl } = data<{ chatUrl: string }>(response);
    const url = new URL(chatUrl);
    expect(url.pathname).toBe('/chat');
    expect(url.searchParams.get('title')).toBe('Live chat');
    expect(url.searchParams.get('headerColor')).toBe('#ffffff');
    expect(url.searchParams.get('language')).toBe('EN');
    expect(url.searchParams.get('backUrl')).toMatch(/^https?:\/\/[^/]+\/m\/message$/);
    const page = await fetch(chatUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Live chat');

    // Issue 27 item 23: no address from the gateway reads 'The requested url is empty'.
    await stack.sandbox.control('POST', '/settings', { emptyChatUrl: true });
    try {
      const empty = await client.mutate('inbox.launchChat', { theme: 'dark', title: 'Live chat' });
      expect(empty.statusCode).toBe(502);
      expect(body(empty).error?.data.appCode).toBe('url_empty');
      expect(body(empty).error?.message).toBe('The requested url is empty');
    } finally {
      await stack.sandbox.control('POST', '/settings', { emptyChatUrl: false });
    }
  });

  it('is refused while the merchant has no live chat (CBS3 off)', async () => {
    await stack.sandbox.control('POST', '/whitelabel', { flags: { CBS3: false } });
    // A BFF started now: the status (and so the flag) is cached for a minute.
    const fresh = await startBff({ gatewayUrl: stack.sandbox.url });
    try {
      const client = new TrpcClient(fresh);
      const login = await client.mutate('session.login', {
        type: 'username',
        username: 'demo',
        password: 'Demo1234',
      });
      expect(login.statusCode).toBe(200);
      const response = await client.mutate('inbox.launchChat', { theme: 'dark', title: 'Chat' });
      expect(response.statusCode).toBe(403);
      expect(body(response).error?.data.appCode).toBe('no_permission');
      expect(await stack.sandbox.calls('/wps/relay/CBS_launchChat')).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
