/**
 * Unread counts and mark-read through the per-session throttles, against the real sandbox:
 * a burst of unread-count calls reaches the gateway once per window; a burst of mark-read calls
 * reaches it once per id, spaced by the window, none dropped.
 */
import { describe, expect, it, vi } from 'vitest';
import { body, gatewayCalls, signedInClient, TrpcClient, bffPerFile } from './helpers/stack.ts';

const stack = bffPerFile();

const signedIn = () => signedInClient(stack.app);

const count = (path: string) => gatewayCalls(stack.sandbox, path);

describe('inbox.unreadCounts', () => {
  it('refuses a visitor with not_logged_in', async () => {
    const response = await new TrpcClient(stack.app).query('inbox.unreadCounts');
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
      { timeout: 2_000, interval: 25 },
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
    const received = await stack.sandbox.control<{
      requests: { at: number; json: { announcementId: string } }[];
    }>('GET', '/received?path=/wps/relay/MCSFE_markAnnouncementAsRead');
    expect(received.requests.map((r) => String(r.json.announcementId))).toEqual([
      '9001',
      '9002',
      '9003',
    ]);
    // The throttle spaces the sends by 150 ms (throttle.test.ts measures that exactly, at the
    // send). What the gateway sees also carries each request's own transit time, which a
    // loaded machine stretches: 21 ms and 51 ms have been seen (a gap of 99 ms arrived once in
    // a full run). Unthrottled, the three arrive within a few ms of each other, so half the
    // spacing still tells the two apart.
    const times = received.requests.map((r) => r.at);
    for (let i = 1; i < times.length; i += 1)
      expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(75);
    expect((times[2] as number) - (times[0] as number)).toBeGreaterThanOrEqual(225);
    // The unread counts come fresh once their 250 ms window is over.
    await vi.waitFor(
      async () => {
        const counts = body(await client.query('inbox.unreadCounts')).result?.data as {
          announcements: number;
        };
        expect(counts.announcements).toBe(3);
      },
      { timeout: 2_000, interval: 25 },
    );
  });

  it('rejects a malformed id with a readable 400', async () => {
    const client = await signedIn();
    const response = await client.mutate('inbox.markAnnouncementRead', { id: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe('invalid_input');
  });
});
