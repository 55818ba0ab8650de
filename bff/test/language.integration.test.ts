/**
 * The player's language reaches the gateway on a member's calls (issue 10, item 8): a Filipino
 * member's member info, balance, game launch and unread counts are asked with `Language: TY`,
 * whether the language came with the login or with the home the member then opened. The
 * sandbox's `received` control shows the headers each call carried.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '@app/sandbox';
import { bffPerFile, type TrpcClient } from './helpers/stack.ts';

const stack = bffPerFile();

const MEMBER_PATHS = {
  info: '/wps/member/info',
  balance: '/wps/v2/wallets/balance',
  launch: '/wps/game/launchGame',
  unread: '/wps/relay/MCSFE_getUnreadAnnouncementCount',
} as const;

/** The `Language` headers the gateway received on `path` since `since`. */
async function languagesOn(path: string, since: number): Promise<(string | null)[]> {
  const requests = await stack.sandbox.received(path);
  return requests.filter((r) => r.at >= since).map((r) => r.headers.language);
}

async function login(client: TrpcClient, language?: 'TY' | 'EN') {
  const response = await client.mutate('session.login', {
    type: 'username',
    username: DEMO_MEMBER.username,
    password: DEMO_MEMBER.password,
    ...(language ? { language } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The member calls of item 8, none of them with a language of its own. */
async function memberCalls(client: TrpcClient): Promise<void> {
  for (const response of [
    await client.query('member.info'),
    await client.query('member.balance'),
    await client.mutate('games.launch', { nodeId: '178001', vendor: 'JL', gameType: 'RNG' }),
    await client.query('inbox.unreadCounts'),
  ]) {
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe("a Filipino member's gateway calls", () => {
  it('carry Language: TY after a login made in Filipino', async () => {
    const client = stack.client();
    const before = Date.now();
    await login(client, 'TY');
    // The login itself (what the web sends: the player's UI language) already says so.
    expect(await languagesOn('/wps/session/login', before)).toEqual(['TY']);
    const since = Date.now();
    await memberCalls(client);
    for (const path of Object.values(MEMBER_PATHS)) {
      // Every call says it (a hosted launch also reads the balance: two balance calls).
      expect([...new Set(await languagesOn(path, since))], path).toEqual(['TY']);
    }
    // The launcher also hands the language to the game, so it opens in Filipino.
    const requests = await stack.sandbox.received(MEMBER_PATHS.launch);
    expect(new URLSearchParams(requests.at(-1)?.query ?? '').get('language')).toBe('TY');
  });

  it('carry Language: TY once the member opened the home in Filipino', async () => {
    const client = stack.client();
    await login(client);
    const home = await client.query('home.bootstrap', { language: 'TY' });
    expect(home.statusCode).toBe(200);
    // Past the unread-count throttle window, so the next unread call reaches the gateway.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const since = Date.now();
    await memberCalls(client);
    for (const path of Object.values(MEMBER_PATHS)) {
      // Every call says it (a hosted launch also reads the balance: two balance calls).
      expect([...new Set(await languagesOn(path, since))], path).toEqual(['TY']);
    }
  });

  it('stay in English for a member who never chose another language', async () => {
    const client = stack.client();
    await login(client);
    const since = Date.now();
    await memberCalls(client);
    for (const path of Object.values(MEMBER_PATHS)) {
      // Every call says it (a hosted launch also reads the balance: two balance calls).
      expect([...new Set(await languagesOn(path, since))], path).toEqual(['EN']);
    }
  });
});
