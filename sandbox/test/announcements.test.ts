/**
 * Announcements (§11.1, §17.4): popups by audience, each member's read marks, the unread badge,
 * and the mark-read and count calls the `received` control keeps.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER, SECOND_MEMBER } from '../src/index.ts';
import { loginToken, useSandbox } from './helpers/gateway.ts';

const gw = useSandbox({ as: DEMO_MEMBER });

interface Announcements {
  player: { id: number; read: boolean }[];
  popup: { id: number; read: boolean; execution: string; imageUrl: string; content: string }[];
}

const announcements = (token?: string | null) =>
  gw.value<Announcements>(
    'GET',
    '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=M',
    undefined,
    { token },
  );
const unreadAnnouncements = (token?: string) =>
  gw.value<number>('GET', '/wps/relay/MCSFE_getUnreadAnnouncementCount', undefined, { token });
const markRead = (payload: unknown) =>
  gw.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', payload);

async function received<T>(path?: string): Promise<T[]> {
  const query = path ? `?path=${path}` : '';
  return (await gw.control<{ requests: T[] }>('GET', `/received${query}`)).body.requests;
}

describe('announcements read state', () => {
  it('serves popups A to members and B to visitors, with images and HTML', async () => {
    const member = await announcements();
    expect(member.popup.map((p) => p.execution)).toEqual(['A', 'A']);
    const visitor = await announcements(null);
    expect(visitor.popup.length).toBeGreaterThanOrEqual(2);
    expect(visitor.popup.every((p) => p.execution === 'B' && !p.read)).toBe(true);
    for (const p of [...member.popup, ...visitor.popup]) {
      expect(p.content).toMatch(/^<p>/);
      const url = new URL(p.imageUrl);
      const res = await gw.app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('marks announcements read per member, records the calls, and updates the count', async () => {
    // 4 player lines + 2 popups for logged-in players.
    expect(await unreadAnnouncements()).toBe(6);
    const before = Date.now();
    expect((await markRead({ announcementId: 9001, read: true })).body.success).toBe(true);
    expect((await markRead({ announcementId: '8001', read: true })).body.success).toBe(true);
    expect(await unreadAnnouncements()).toBe(4);
    const list = await announcements();
    expect(list.player.find((p) => p.id === 9001)?.read).toBe(true);
    expect(list.player.find((p) => p.id === 9002)?.read).toBe(false);
    expect(list.popup.find((p) => p.id === 8001)?.read).toBe(true);

    // Another member has its own read state.
    const other = await loginToken(gw.app, SECOND_MEMBER.username, SECOND_MEMBER.password);
    expect(await unreadAnnouncements(other)).toBe(6);

    // read:false marks it unread again.
    await markRead({ announcementId: 9001, read: false });
    expect(await unreadAnnouncements()).toBe(5);

    const reads = await received<{
      at: number;
      method: string;
      json: unknown;
      headers: { authorization: string };
    }>('/wps/relay/MCSFE_markAnnouncementAsRead');
    expect(reads.map((r) => r.json)).toEqual([
      { announcementId: 9001, read: true },
      { announcementId: '8001', read: true },
      { announcementId: 9001, read: false },
    ]);
    for (const r of reads) {
      expect(r.at).toBeGreaterThanOrEqual(before);
      expect(r.method).toBe('POST');
      expect(r.headers.authorization).toBe(gw.token);
    }
    expect(reads[2]?.at).toBeGreaterThanOrEqual(reads[0]?.at ?? 0);
    expect(await received('/wps/relay/MCSFE_getUnreadAnnouncementCount')).toHaveLength(4);
  });

  it('records the unread-count relays', async () => {
    await gw.call('GET', '/wps/relay/CSP_unreadCount');
    await gw.call('GET', '/wps/relay/CBS_unreadCount?x=1');
    await gw.call('GET', '/wps/relay/EMFE_getInboxUnreadCount');
    const all = await received<{ path: string; query: string | null }>();
    expect(all.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/wps/relay/CSP_unreadCount',
        '/wps/relay/CBS_unreadCount',
        '/wps/relay/EMFE_getInboxUnreadCount',
      ]),
    );
    expect(all.find((r) => r.path === '/wps/relay/CBS_unreadCount')?.query).toBe('x=1');
  });

  it.each([[{ announcementId: 123 }], [{ read: true }], [{ announcementId: 'x' }]])(
    'refuses to mark %j',
    async (payload) => {
      expect((await markRead(payload)).status).toBe(400);
    },
  );
});
