/**
 * The per-request gateway handle (src/upstream/gateway.ts): what "who is calling" it binds to
 * each call, read from the endpoint tables and the session, over a fake client that records the
 * calls it is given.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { SessionData } from '../src/session/session-store.ts';
import { emptySession } from '../src/session/session-store.ts';
import type { AppError } from '../src/trpc/errors.ts';
import type { UpstreamCall, UpstreamClient } from '../src/upstream/client.ts';
import { ENDPOINTS as GAMES } from '../src/features/games/games.endpoints.ts';
import { ENDPOINTS as INBOX } from '../src/features/inbox/inbox.endpoints.ts';
import { ENDPOINTS as MEMBER } from '../src/features/member/member.endpoints.ts';
import { ENDPOINTS as PROMOTIONS } from '../src/features/promotions/promotions.endpoints.ts';
import { ENDPOINTS as SESSION } from '../src/features/session/session.endpoints.ts';
import { Gateway } from '../src/upstream/gateway.ts';

/** Real entries of a few domains' tables: what the handle does with each kind. */
const ENDPOINTS = { ...GAMES, ...INBOX, ...MEMBER, ...PROMOTIONS, ...SESSION };

function fakeClient(value: unknown = 0) {
  const calls: UpstreamCall[] = [];
  const client = {
    call: async (call: UpstreamCall, schema: z.ZodType) => {
      calls.push(call);
      return schema.parse(value);
    },
  } as unknown as UpstreamClient;
  return { calls, client };
}

const member: SessionData = {
  ...emptySession(),
  token: 'TOKEN-1',
  userName: 'demo',
  type: 0,
  language: 'TY',
  cookies: { captchaId: 'c1' },
};

function handle(session: SessionData | null, loads = { count: 0 }) {
  const { calls, client } = fakeClient();
  const gateway = new Gateway(client, 'tcgdemov3', {
    session: {
      load: async () => {
        loads.count += 1;
        return session;
      },
    },
    userAgent: 'Phone/1.0',
  });
  return { calls, gateway };
}

describe('Gateway', () => {
  it("sends a member call with the session's token, language, cookies and the user agent", async () => {
    const { calls, gateway } = handle(member);
    await gateway.call(ENDPOINTS.announcementsUnread);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/wps/relay/MCSFE_getUnreadAnnouncementCount',
      moduleId: 'COMM3',
      token: 'TOKEN-1',
      language: 'TY',
      cookies: { captchaId: 'c1' },
      userAgent: 'Phone/1.0',
    });
  });

  it('builds nothing and reads nothing until a call needs it', () => {
    const loads = { count: 0 };
    handle(member, loads);
    expect(loads.count).toBe(0);
  });

  it('refuses a member endpoint without a token before the gateway', async () => {
    const { calls, gateway } = handle(null);
    await expect(gateway.call(ENDPOINTS.balance, { query: { typeId: 0 } })).rejects.toMatchObject({
      appCode: 'not_logged_in',
    } satisfies Partial<AppError>);
    expect(calls).toEqual([]);
  });

  it('never sends a token to a public endpoint, even for a member', async () => {
    const { calls, gateway } = handle(member);
    await gateway
      .call(ENDPOINTS.promotionAvailability, { query: { merchantCode: 'x' } })
      .catch(() => undefined);
    expect(calls[0]?.token).toBeNull();
  });

  it('shared reads carry a language and nothing of the member', async () => {
    const { calls, gateway } = handle(member);
    const shared = gateway.shared('PT');
    await shared
      .call(ENDPOINTS.gameList, {
        query: { merchant: 'm', platform: 'html5', clientType: 2, pageNo: 1, pageSize: 20 },
      })
      .catch(() => undefined);
    expect(calls[0]).toMatchObject({ token: null, language: 'PT' });
    expect(calls[0]?.cookies).toBeUndefined();
    expect(calls[0]?.userAgent).toBeUndefined();
    expect(shared.merchantCode).toBe('tcgdemov3');
  });

  it("binds a language over the session's, and falls back to the default without either", async () => {
    const { calls, gateway } = handle(member);
    await gateway.withLanguage('PT').call(ENDPOINTS.inboxUnread);
    expect(calls[0]?.language).toBe('PT');
    const visitor = handle(null);
    expect(await visitor.gateway.language()).toBe('EN');
  });

  it('passes the endpoint flags: encryption, at-most-once, the query and the body', async () => {
    const { calls, gateway } = handle(member);
    await gateway
      .call(ENDPOINTS.launchGame, {
        query: {
          gameType: 'RNG',
          gameCategory: 'RNG',
          vassalage: 'JL',
          vendor: 'JL',
          nodeId: '1',
          platform: 'html5',
          launchMode: 'GLS',
          accountType: 1,
          supportFreePlay: 0,
          language: 'TY',
        },
      })
      .catch(() => undefined);
    expect(calls[0]).toMatchObject({ idempotent: false, query: { vassalage: 'JL' } });
    const jar = {};
    await gateway
      .with({ cookies: jar })
      .call(ENDPOINTS.login, {
        body: { username: 'u', password: 'p', captcha: null, type: 'username' },
      })
      .catch(() => undefined);
    expect(calls[1]).toMatchObject({ encryption: 'body', token: null, method: 'POST' });
    expect(calls[1]?.cookies).toBe(jar);
  });

  it('with the session store down, a public call still goes out, in the default language', async () => {
    const { calls, client } = fakeClient({});
    const gateway = new Gateway(client, 'm', {
      session: { load: () => Promise.reject(new Error('store down')) },
    });
    await gateway.call(ENDPOINTS.captcha, { query: { t: 1 } }).catch(() => undefined);
    expect(calls[0]).toMatchObject({ language: 'EN', token: null });
  });
});
