/**
 * Unread counts and mark-read through the per-session throttles, against the real sandbox:
 * a burst of unread-count calls reaches the gateway once per window; a burst of mark-read calls
 * reaches it once per id, spaced by the window, none dropped.
 */
import { describe, expect, it, vi } from 'vitest';
import { bffPerFile, body } from './helpers/stack.ts';

const stack = bffPerFile();

const signedIn = () => stack.signedIn();

const count = (path: string) => stack.sandbox.calls(path);

describe('inbox.unreadCounts', () => {
  it('refuses a visitor with not_logged_in', async () => {
    const response = await stack.client().query('inbox.unreadCounts');
    expect(response.statusCode).toBe(401);
    expect(body(response).error?.data.appCode).toBe('not_logged_in');
  });

  it('sums the badges of the demo member', async () => {
    const client = await signedIn();
    const counts = body(await client.query('inbox.unreadCounts')).result?.data;
    expect(counts).toEqual({ announcements: 6, inbox: 2, chat: 1, total: 9 });
  });

  it('asks the gateway once for a burst inside the 250 ms window', async () => {
    const client = await signedIn();
    await stack.sandbox.control('DELETE', '/stats');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => client.query('inbox.unreadCounts')),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await count('/wps/relay/EMFE_getInboxUnreadCount')).toBe(1);
    // Once the window is over, the next read asks the gateway again (reads inside it do not).
    await vi.waitFor(
      async () => {
        await client.query('inbox.unreadCounts');
        expect(await count('/wps/relay/EMFE_getInboxUnreadCount')).toBe(2);
      },
      { timeout: 10_000, interval: 25 },
    );
  });
});

describe('inbox.markAnnouncementRead', () => {
  it('sends every id once, spaced by at least 150 ms, and the count drops', async () => {
    const client = await signedIn();
    const ids = ['9001', '9002', '9002', '9003'];
    const responses = await Promise.all(
      ids.map((id) => client.mutate('inbox.markAnnouncementRead', { id })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const received = await stack.sandbox.received('/wps/relay/MCSFE_markAnnouncementAsRead');
    const marked = (r: (typeof received)[number]) => r.json as { announcementId: string };
    expect(received.map((r) => String(marked(r).announcementId))).toEqual(['9001', '9002', '9003']);
    // Spaced by the throttle, 150 ms apart at the send (throttle.test.ts proves the spacing on a
    // fake clock). What the gateway sees also carries each request's transit time, which a busy
    // machine stretches; unthrottled, the three would arrive within a few ms of each other, so
    // one window between the first and the last still tells the two apart.
    const times = received.map((r) => r.at);
    expect((times[2] as number) - (times[0] as number)).toBeGreaterThanOrEqual(150);
    // The unread counts come fresh once their 250 ms window is over.
    await vi.waitFor(
      async () => {
        const counts = body(await client.query('inbox.unreadCounts')).result?.data as {
          announcements: number;
        };
        expect(counts.announcements).toBe(3);
      },
      { timeout: 10_000, interval: 25 },
    );
  });

  it('rejects a malformed id with a readable 400', async () => {
    const client = await signedIn();
    const response = await client.mutate('inbox.markAnnouncementRead', { id: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('invalid_input');
  });
});
