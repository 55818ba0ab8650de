/** The inbox (§11.2) and the chat (§12): messages, bare-number unread counts, the chat page. */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER, SECOND_MEMBER } from '../src/index.ts';
import { PUBLIC_URL, loginToken, useSandbox, type Method } from './helpers/gateway.ts';

const gw = useSandbox({ as: DEMO_MEMBER });

interface Message {
  id: number;
  title: string;
  read: boolean;
}
type Inbox = { list: Message[]; total: number };

const unread = (token?: string) =>
  gw.value<number>('GET', '/wps/relay/EMFE_getInboxUnreadCount', undefined, { token });
const secondMember = () => loginToken(gw.app, SECOND_MEMBER.username, SECOND_MEMBER.password);

describe('login-only inbox relays', () => {
  it.each([
    ['GET', '/wps/relay/EMFE_getInboxUnreadCount'],
    ['GET', '/wps/relay/EMFE_getInbox?page=1&size=10'],
    ['POST', '/wps/relay/EMFE_readInbox'],
    ['GET', '/wps/relay/CSP_unreadCount'],
    ['GET', '/wps/relay/CSP_getInbox'],
    ['GET', '/wps/relay/CBS_unreadCount'],
    ['GET', '/wps/relay/CBS_launchChat'],
    ['POST', '/wps/relay/MCSFE_markAnnouncementAsRead'],
    ['GET', '/wps/relay/MCSFE_getUnreadAnnouncementCount'],
    ['DELETE', '/wps/message/inbox?messageIds=5001'],
  ] as const)('%s %s: 401 without a token, #459 on the wrong method', async (method, url) => {
    const res = await gw.call(method, url, {}, { token: null });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ errorCode: 'login.not.session' });
    const wrong = await gw.call(method === 'GET' ? 'POST' : 'GET', url, {});
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: '#459 http_method_not_support' });
  });
});

describe('inbox', () => {
  it('seeds 5 messages, 2 unread, newest first, with bare-number counts', async () => {
    const count = await gw.call('GET', '/wps/relay/EMFE_getInboxUnreadCount');
    expect(count.body).toEqual({ success: true, value: 2 });
    expect(await gw.value('GET', '/wps/relay/CSP_unreadCount')).toBe(2);
    const page = await gw.value<Inbox>('GET', '/wps/relay/EMFE_getInbox?page=1&size=10');
    expect(page.total).toBe(5);
    expect(page.list.map((m) => m.id)).toEqual([5005, 5004, 5003, 5002, 5001]);
    expect(page.list.filter((m) => !m.read)).toHaveLength(2);
    const small = await gw.value<Inbox>('GET', '/wps/relay/EMFE_getInbox?page=2&size=2');
    expect(small.list.map((m) => m.id)).toEqual([5003, 5002]);
    const csp = await gw.value<Inbox>('GET', '/wps/relay/CSP_getInbox?pageNo=3&pageSize=2');
    expect(csp.list.map((m) => m.id)).toEqual([5001]);
    expect((await gw.call('GET', '/wps/relay/EMFE_getInbox?size=0')).status).toBe(400);
  });

  it('reads messages and pushes new ones through the control', async () => {
    await gw.value('POST', '/wps/relay/EMFE_readInbox', { id: 5005 });
    expect(await unread()).toBe(1);
    expect((await gw.call('POST', '/wps/relay/EMFE_readInbox', { id: 1 })).status).toBe(400);
    const pushed = await gw.control('POST', '/inbox', {
      username: 'demo',
      title: 'Hello',
      content: '<p>Hi</p>',
      chatUnread: 3,
    });
    expect(pushed.body).toMatchObject({ unread: 2, chatUnread: 3, message: { title: 'Hello' } });
    const page = await gw.value<Inbox>('GET', '/wps/relay/EMFE_getInbox');
    expect(page.list[0]).toMatchObject({ title: 'Hello', read: false });
    const nobody = await gw.control('POST', '/inbox', { username: 'nobody', title: 'x' });
    expect(nobody.status).toBe(404);
  });

  it("deletes the member's own messages by a comma list of ids, and refuses bad lists", async () => {
    const deleted = await gw.call('DELETE', '/wps/message/inbox?messageIds=5005,5003');
    expect(deleted.body).toEqual({ success: true, value: null });
    const page = await gw.value<Inbox>('GET', '/wps/relay/EMFE_getInbox');
    expect(page.list.map((m) => m.id)).toEqual([5004, 5002, 5001]);
    expect(page.total).toBe(3);
    // The deleted unread message no longer counts.
    expect(await unread()).toBe(1);
    // Already gone, or another member's: nothing deleted.
    expect((await gw.call('DELETE', '/wps/message/inbox?messageIds=5005')).status).toBe(400);
    const foreign = await gw.call('DELETE', '/wps/message/inbox?messageIds=5004', undefined, {
      token: await secondMember(),
    });
    expect(foreign.status).toBe(400);
    for (const bad of ['', 'abc', '1,,2', '-1']) {
      const res = await gw.call('DELETE', `/wps/message/inbox?messageIds=${bad}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await gw.call('DELETE', '/wps/message/inbox')).status).toBe(400);
    const received = await gw.control<{ requests: unknown[] }>(
      'GET',
      '/received?path=/wps/message/inbox',
    );
    expect(received.body.requests[0]).toMatchObject({
      method: 'DELETE',
      query: 'messageIds=5005,5003',
    });
  });

  it('starts empty for other members', async () => {
    expect(await unread(await secondMember())).toBe(0);
  });
});

describe('chat', () => {
  const chatUnread = () => gw.value('GET', '/wps/relay/CBS_unreadCount');

  it('counts unread chat messages and launches a chat page that clears them', async () => {
    expect(await chatUnread()).toEqual({ unReadCount: 1 });
    const backUrl = encodeURIComponent('http://127.0.0.1:8080/m/message');
    const { chatUrl } = await gw.value<{ chatUrl: string }>(
      'GET',
      `/wps/relay/CBS_launchChat?b2c=1&language=EN&backUrl=${backUrl}&headerColor=${encodeURIComponent('#123456')}&title=Support`,
    );
    const url = new URL(chatUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/chat`);
    expect(url.searchParams.get('title')).toBe('Support');
    const page = await gw.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Support');
    expect(page.body).toContain('#123456');
    expect(page.body).toContain('href="http://127.0.0.1:8080/m/message"');
    expect(await chatUnread()).toEqual({ unReadCount: 0 });
  });

  it('lists the chat models to anyone while CBS3 is on', async () => {
    const models = await gw.value<{ modelName: string; online: boolean }[]>(
      'GET',
      '/wps/relay/CBS_modelList',
      undefined,
      { token: null },
    );
    expect(models.length).toBeGreaterThan(0);
    expect(models.some((m) => m.online)).toBe(true);
    for (const m of models) expect(m.modelName).not.toBe('');
    expect((await gw.call('POST', '/wps/relay/CBS_modelList', {})).status).toBe(400);
    await gw.control('POST', '/whitelabel', { flags: { CBS3: false } });
    const off = await gw.call('GET', '/wps/relay/CBS_modelList', undefined, { token: null });
    expect(off.body).toMatchObject({ errorCode: 'function.not.available' });
  });

  it.each<[Method, string]>([
    ['GET', '/wps/relay/CBS_launchChat'],
    ['GET', '/wps/relay/CBS_unreadCount'],
  ])('%s %s is off with CBS3', async (method, url) => {
    await gw.control('POST', '/whitelabel', { flags: { CBS3: false } });
    const res = await gw.call(method, url);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'function.not.available' });
  });
});
