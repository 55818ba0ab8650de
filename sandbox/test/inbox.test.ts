import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Envelope, PUBLIC_URL, gatewayHeaders, loginToken, testSandbox } from './helpers.ts';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await testSandbox();
  token = await loginToken(app, 'demo', 'Demo1234');
});
afterEach(async () => {
  await app.close();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  opts: { token?: string | null; payload?: unknown; headers?: Record<string, string> } = {},
) => {
  const auth = opts.token === undefined ? token : opts.token;
  return app.inject({
    method,
    url,
    headers: gatewayHeaders({ ...(auth ? { authorization: auth } : {}), ...opts.headers }),
    ...(opts.payload !== undefined ? { payload: opts.payload as object } : {}),
  });
};

async function ok<T>(res: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Envelope>();
  expect(body.success).toBe(true);
  return body.value as T;
}

interface Message {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createTime: number;
}

const unreadAnnouncements = async (t = token) =>
  ok<number>(await call('GET', '/wps/relay/MCSFE_getUnreadAnnouncementCount', { token: t }));

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
    const res = await call(method, url, { token: null, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'login.not.session' });
    const wrong = await call(method === 'GET' ? 'POST' : 'GET', url, { payload: {} });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: '#459 http_method_not_support' });
  });
});

describe('inbox', () => {
  it('seeds 5 messages, 2 unread, newest first, with bare-number counts', async () => {
    const unread = await call('GET', '/wps/relay/EMFE_getInboxUnreadCount');
    expect(unread.json()).toEqual({ success: true, value: 2 });
    expect(await ok(await call('GET', '/wps/relay/CSP_unreadCount'))).toBe(2);
    const page = await ok<{ list: Message[]; total: number }>(
      await call('GET', '/wps/relay/EMFE_getInbox?page=1&size=10'),
    );
    expect(page.total).toBe(5);
    expect(page.list.map((m) => m.id)).toEqual([5005, 5004, 5003, 5002, 5001]);
    expect(page.list.filter((m) => !m.read)).toHaveLength(2);
    const small = await ok<{ list: Message[]; total: number }>(
      await call('GET', '/wps/relay/EMFE_getInbox?page=2&size=2'),
    );
    expect(small.list.map((m) => m.id)).toEqual([5003, 5002]);
    const csp = await ok<{ list: Message[] }>(
      await call('GET', '/wps/relay/CSP_getInbox?pageNo=3&pageSize=2'),
    );
    expect(csp.list.map((m) => m.id)).toEqual([5001]);
    expect((await call('GET', '/wps/relay/EMFE_getInbox?size=0')).statusCode).toBe(400);
  });

  it('reads messages and pushes new ones through the control', async () => {
    await ok(await call('POST', '/wps/relay/EMFE_readInbox', { payload: { id: 5005 } }));
    expect(await ok(await call('GET', '/wps/relay/EMFE_getInboxUnreadCount'))).toBe(1);
    const missing = await call('POST', '/wps/relay/EMFE_readInbox', { payload: { id: 1 } });
    expect(missing.statusCode).toBe(400);
    const pushed = await app.inject({
      method: 'POST',
      url: '/__sandbox/inbox',
      payload: { username: 'demo', title: 'Hello', content: '<p>Hi</p>', chatUnread: 3 },
    });
    expect(pushed.json()).toMatchObject({ unread: 2, chatUnread: 3, message: { title: 'Hello' } });
    const page = await ok<{ list: Message[] }>(await call('GET', '/wps/relay/EMFE_getInbox'));
    expect(page.list[0]).toMatchObject({ title: 'Hello', read: false });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/__sandbox/inbox',
          payload: { username: 'nobody', title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("deletes the member's own messages by a comma list of ids, and refuses bad lists", async () => {
    const deleted = await call('DELETE', '/wps/message/inbox?messageIds=5005,5003');
    expect(deleted.json()).toEqual({ success: true, value: null });
    const page = await ok<{ list: Message[]; total: number }>(
      await call('GET', '/wps/relay/EMFE_getInbox'),
    );
    expect(page.list.map((m) => m.id)).toEqual([5004, 5002, 5001]);
    expect(page.total).toBe(3);
    // The deleted unread message no longer counts.
    expect(await ok(await call('GET', '/wps/relay/EMFE_getInboxUnreadCount'))).toBe(1);
    // Already gone, or another member's: nothing deleted.
    const again = await call('DELETE', '/wps/message/inbox?messageIds=5005');
    expect(again.statusCode).toBe(400);
    const other = await loginToken(app, 'player2', 'Player1234');
    const foreign = await call('DELETE', '/wps/message/inbox?messageIds=5004', { token: other });
    expect(foreign.statusCode).toBe(400);
    for (const bad of ['', 'abc', '1,,2', '-1']) {
      const res = await call('DELETE', `/wps/message/inbox?messageIds=${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await call('DELETE', '/wps/message/inbox')).statusCode).toBe(400);
    const received = (
      await app.inject({ method: 'GET', url: '/__sandbox/received?path=/wps/message/inbox' })
    ).json<{ requests: { method: string; query: string | null }[] }>().requests;
    expect(received[0]).toMatchObject({ method: 'DELETE', query: 'messageIds=5005,5003' });
  });

  it('starts empty for other members', async () => {
    const other = await loginToken(app, 'player2', 'Player1234');
    expect(
      await ok(await call('GET', '/wps/relay/EMFE_getInboxUnreadCount', { token: other })),
    ).toBe(0);
  });
});

describe('chat', () => {
  it('counts unread chat messages and launches a chat page that clears them', async () => {
    expect(await ok(await call('GET', '/wps/relay/CBS_unreadCount'))).toEqual({ unReadCount: 1 });
    const value = await ok<{ chatUrl: string }>(
      await call(
        'GET',
        `/wps/relay/CBS_launchChat?b2c=1&language=EN&backUrl=${encodeURIComponent(
          'http://127.0.0.1:8080/m/message',
        )}&headerColor=${encodeURIComponent('#123456')}&title=Support`,
      ),
    );
    const url = new URL(value.chatUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/chat`);
    expect(url.searchParams.get('title')).toBe('Support');
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Support');
    expect(page.body).toContain('#123456');
    expect(page.body).toContain('href="http://127.0.0.1:8080/m/message"');
    expect(await ok(await call('GET', '/wps/relay/CBS_unreadCount'))).toEqual({ unReadCount: 0 });
  });

  it('lists the chat models to anyone while CBS3 is on', async () => {
    const models = await ok<{ modelId: number; modelName: string; online: boolean }[]>(
      await call('GET', '/wps/relay/CBS_modelList', { token: null }),
    );
    expect(models.length).toBeGreaterThan(0);
    expect(models.some((m) => m.online)).toBe(true);
    for (const m of models) expect(m.modelName).not.toBe('');
    expect((await call('POST', '/wps/relay/CBS_modelList', { payload: {} })).statusCode).toBe(400);
    await app.inject({
      method: 'POST',
      url: '/__sandbox/whitelabel',
      payload: { flags: { CBS3: false } },
    });
    const off = await call('GET', '/wps/relay/CBS_modelList', { token: null });
    expect(off.json()).toMatchObject({ errorCode: 'function.not.available' });
  });

  it('is off with CBS3', async () => {
    await app.inject({
      method: 'POST',
      url: '/__sandbox/whitelabel',
      payload: { flags: { CBS3: false } },
    });
    const res = await call('GET', '/wps/relay/CBS_launchChat');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'function.not.available' });
  });
});

describe('announcements read state', () => {
  interface Announcements {
    player: { id: number; read: boolean }[];
    popup: { id: number; read: boolean; execution: string; imageUrl: string; content: string }[];
  }
  const announcements = async (t: string | null = token) =>
    ok<Announcements>(
      await call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=M', {
        token: t,
      }),
    );

  it('serves popups A to members and B to visitors, with images and HTML', async () => {
    const member = await announcements();
    expect(member.popup.map((p) => p.execution)).toEqual(['A', 'A']);
    const visitor = await announcements(null);
    expect(visitor.popup.length).toBeGreaterThanOrEqual(2);
    expect(visitor.popup.every((p) => p.execution === 'B' && !p.read)).toBe(true);
    for (const p of [...member.popup, ...visitor.popup]) {
      expect(p.content).toMatch(/^<p>/);
      const url = new URL(p.imageUrl);
      const res = await app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('marks announcements read per member, records the calls, and updates the count', async () => {
    // 4 player lines + 2 popups for logged-in players.
    expect(await unreadAnnouncements()).toBe(6);
    const before = Date.now();
    await ok(
      await call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', {
        payload: { announcementId: 9001, read: true },
      }),
    );
    await ok(
      await call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', {
        payload: { announcementId: '8001', read: true },
      }),
    );
    expect(await unreadAnnouncements()).toBe(4);
    const list = await announcements();
    expect(list.player.find((p) => p.id === 9001)?.read).toBe(true);
    expect(list.player.find((p) => p.id === 9002)?.read).toBe(false);
    expect(list.popup.find((p) => p.id === 8001)?.read).toBe(true);

    // Another member has its own read state.
    const other = await loginToken(app, 'player2', 'Player1234');
    expect(await unreadAnnouncements(other)).toBe(6);

    // read:false marks it unread again.
    await ok(
      await call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', {
        payload: { announcementId: 9001, read: false },
      }),
    );
    expect(await unreadAnnouncements()).toBe(5);

    const received = (
      await app.inject({
        method: 'GET',
        url: '/__sandbox/received?path=/wps/relay/MCSFE_markAnnouncementAsRead',
      })
    ).json<{
      requests: { at: number; method: string; json: unknown; headers: { authorization: string } }[];
    }>().requests;
    expect(received.map((r) => r.json)).toEqual([
      { announcementId: 9001, read: true },
      { announcementId: '8001', read: true },
      { announcementId: 9001, read: false },
    ]);
    for (const r of received) {
      expect(r.at).toBeGreaterThanOrEqual(before);
      expect(r.method).toBe('POST');
      expect(r.headers.authorization).toBe(token);
    }
    expect(received[2]?.at).toBeGreaterThanOrEqual(received[0]?.at ?? 0);

    const counts = (
      await app.inject({
        method: 'GET',
        url: '/__sandbox/received?path=/wps/relay/MCSFE_getUnreadAnnouncementCount',
      })
    ).json<{ requests: unknown[] }>().requests;
    expect(counts).toHaveLength(4);
  });

  it('records the unread-count relays and rejects unknown announcements', async () => {
    await call('GET', '/wps/relay/CSP_unreadCount');
    await call('GET', '/wps/relay/CBS_unreadCount?x=1');
    await call('GET', '/wps/relay/EMFE_getInboxUnreadCount');
    const all = (await app.inject({ method: 'GET', url: '/__sandbox/received' })).json<{
      requests: { path: string; query: string | null }[];
    }>().requests;
    expect(all.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/wps/relay/CSP_unreadCount',
        '/wps/relay/CBS_unreadCount',
        '/wps/relay/EMFE_getInboxUnreadCount',
      ]),
    );
    expect(all.find((r) => r.path === '/wps/relay/CBS_unreadCount')?.query).toBe('x=1');

    for (const payload of [{ announcementId: 123 }, { read: true }, { announcementId: 'x' }]) {
      const res = await call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('reset', () => {
  it('restores the seed: favourites, recent, inbox, chat, reads, switches and records', async () => {
    await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { payload: { nodeId: 182001 } });
    await call('POST', '/wps/relay/MCS2_addRecentGame', { payload: { nodeId: 182002 } });
    await call('POST', '/wps/relay/EMFE_readInbox', { payload: { ids: [5004, 5005] } });
    await call('GET', '/wps/relay/CBS_launchChat');
    await call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', {
      payload: { announcementId: 9002 },
    });
    await app.inject({
      method: 'POST',
      url: '/__sandbox/settings',
      payload: {
        launchRoundOpen: true,
        gameListTransientFailures: 3,
        gameNameWithLanguageEmpty: false,
      },
    });
    await app.inject({ method: 'POST', url: '/__sandbox/promotions', payload: { LOGIN: false } });

    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    const t = await loginToken(app, 'demo', 'Demo1234');
    expect(await ok(await call('GET', '/wps/relay/MCSFE_getFavoriteGames', { token: t }))).toEqual([
      '178001',
      '181003',
      '185001',
    ]);
    const recent = await ok<{ nodeId: number }[]>(
      await call('GET', '/wps/relay/GCS_recentGame', { token: t }),
    );
    expect(recent.map((g) => g.nodeId)).toEqual([178004, 182001, 186001, 178501]);
    expect(await ok(await call('GET', '/wps/relay/EMFE_getInboxUnreadCount', { token: t }))).toBe(
      2,
    );
    expect(await ok(await call('GET', '/wps/relay/CBS_unreadCount', { token: t }))).toEqual({
      unReadCount: 1,
    });
    expect(await unreadAnnouncements(t)).toBe(6);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/settings' })).json()).toEqual({
      memberInfoGuest: '401',
      singleSession: false,
      acceptLegacyEncryption: false,
      gameListTransientFailures: 0,
      gameNameWithLanguageEmpty: true,
      launchRoundOpen: false,
      idVerificationEnabled: true,
      depositMinCents: 10_000,
      depositMaxCents: 5_000_000,
    });
    expect((await app.inject({ method: 'GET', url: '/__sandbox/promotions' })).json()).toEqual({
      APP_DOWNLOAD: true,
      MISSION: true,
      LOGIN: true,
      REFERRAL: true,
    });
    const received = (
      await app.inject({
        method: 'GET',
        url: '/__sandbox/received?path=/wps/relay/MCSFE_markAnnouncementAsRead',
      })
    ).json<{ requests: unknown[] }>().requests;
    expect(received).toEqual([]);
  });
});
