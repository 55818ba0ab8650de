/**
 * Issue 25, defect 10: malformed gateway answers. For every broken body the sandbox can send
 * (`/__sandbox/faults {body}`: invalid JSON, valid JSON of the wrong shape, a truncated answer,
 * 10 MB, an HTML error page with status 200, ciphertext nobody can decrypt), a representative
 * set of procedures of every domain, kind and access (encrypted calls included) answers a typed
 * catalogue error the player can retry: no 500, no crash, the breaker counting the failures,
 * and a 10 MB answer dropped at the client's cap instead of read whole.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS_EN } from '@app/contracts';
import { PERSONAL_INFO } from './helpers/kyc.ts';
import {
  body,
  data,
  freshBffPerTest,
  requestKey,
  startBff,
  TrpcClient,
  type FreshStack,
} from './helpers/stack.ts';

const MODES = [
  'invalid-json',
  'wrong-shape',
  'truncated',
  'huge',
  'html',
  'undecryptable',
] as const;
type Mode = (typeof MODES)[number];

/** What the player is told for an answer the BFF cannot use: try again (a retry, no blame). */
const RETRY_CODES = new Set(['service_unavailable', 'network_slow']);

interface Case {
  path: string;
  kind: 'query' | 'mutation';
  input?: unknown;
  member?: boolean;
  /** The gateway path the fault is put on: every `/wps` path unless an encrypted call's own. */
  faultPath?: string;
  /** The procedure answers 200 without the failed part, by design (named in `failedSections`). */
  degrades?: boolean;
}

const CASES: Case[] = [
  // Public reads of every domain.
  { path: 'system.status', kind: 'query' },
  { path: 'system.countries', kind: 'query' },
  { path: 'system.registerRules', kind: 'query' },
  { path: 'content.marquee', kind: 'query' },
  { path: 'content.helpCenter', kind: 'query' },
  { path: 'content.socialLinks', kind: 'query' },
  { path: 'games.categories', kind: 'query' },
  { path: 'games.list', kind: 'query', input: { gameType: 'RNG' } },
  { path: 'inbox.announcements', kind: 'query' },
  { path: 'promotions.list', kind: 'query' },
  { path: 'vip.club', kind: 'query' },
  { path: 'register.checkAffiliateCode', kind: 'query', input: { code: 'ABC123' } },
  { path: 'session.captcha', kind: 'query' },
  { path: 'home.bootstrap', kind: 'query', degrades: true },
  // Member reads.
  { path: 'member.balance', kind: 'query', member: true },
  { path: 'member.profile', kind: 'query', member: true },
  { path: 'games.favouriteIds', kind: 'query', member: true },
  { path: 'games.memberList', kind: 'query', input: { classify: 'fav' }, member: true },
  { path: 'inbox.unreadCounts', kind: 'query', member: true },
  { path: 'inbox.list', kind: 'query', input: { cursor: 1 }, member: true },
  { path: 'kyc.status', kind: 'query', member: true },
  { path: 'wallet.wallets', kind: 'query', member: true },
  { path: 'wallet.deposits', kind: 'query', input: { range: 'today' }, member: true },
  { path: 'rewards.list', kind: 'query', member: true },
  { path: 'vip.progress', kind: 'query', member: true },
  { path: 'promotions.signInCalendar', kind: 'query', member: true },
  // Writes, plain.
  { path: 'member.setNickname', kind: 'mutation', input: { nickname: 'Juan' }, member: true },
  { path: 'inbox.markAnnouncementRead', kind: 'mutation', input: { id: '9002' }, member: true },
  {
    path: 'games.setFavourite',
    kind: 'mutation',
    input: { nodeId: '1001', vendor: 'PG', gameType: 'RNG', favourite: true },
    member: true,
  },
  {
    path: 'wallet.depositGateway',
    kind: 'mutation',
    input: () => ({ vendor: 'GCASHPAY', amount: '250.00', requestKey: requestKey() }),
    member: true,
  },
  {
    path: 'session.sendLoginSms',
    kind: 'mutation',
    input: { mobile: '9171234567', dialingCode: '+63' },
  },
  // Writes, encrypted: the fault on the call itself (the RSA key still answers).
  {
    path: 'session.login',
    kind: 'mutation',
    input: { type: 'username', username: 'demo', password: 'Demo1234' },
    faultPath: '/wps/session/login',
  },
  {
    path: 'member.changePassword',
    kind: 'mutation',
    input: { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmPassword: 'Demo5678' },
    member: true,
    faultPath: '/wps/member/password',
  },
  {
    path: 'kyc.submitPersonalInfo',
    kind: 'mutation',
    input: PERSONAL_INFO,
    member: true,
    faultPath: '/wps/member/info/personal',
  },
  {
    path: 'session.freePlay',
    kind: 'mutation',
    input: {},
    faultPath: '/wps/session/login/freeplay',
  },
];

// A breaker threshold out of reach: each call must meet the broken answer itself, not a circuit
// opened by the calls before it (the breaker has its own test below).
const stack = freshBffPerTest({ upstreamBreakerThreshold: 10_000 });

async function send(client: TrpcClient, c: Case) {
  const input = typeof c.input === 'function' ? (c.input as () => unknown)() : c.input;
  return c.kind === 'query' ? client.query(c.path, input) : client.mutate(c.path, input);
}

async function fault(s: FreshStack, path: string, mode: Mode) {
  await s.sandbox.control('DELETE', '/faults');
  await s.sandbox.control('POST', '/faults', { path, body: mode });
}

describe.each(MODES)('a gateway answering %s', (mode) => {
  it('gets a typed catalogue error the player can retry from every procedure', async () => {
    const member = await stack.signedIn();
    const visitor = stack.client();
    const outcomes: string[] = [];
    for (const c of CASES) {
      await fault(stack, c.faultPath ?? '/wps/*', mode);
      const response = await send(c.member ? member : visitor, c);
      const error = body(response).error;
      const outcome = `${c.path}: ${response.statusCode} ${error?.data.appCode ?? 'ok'}`;
      outcomes.push(outcome);
      expect.soft(response.statusCode, outcome).not.toBe(500);
      if (c.degrades) {
        expect.soft(response.statusCode, outcome).toBe(200);
        continue;
      }
      expect.soft(error, outcome).toBeDefined();
      const appCode = error?.data.appCode ?? '';
      expect.soft(RETRY_CODES.has(appCode), outcome).toBe(true);
      // The catalogue's own text, never the gateway's body.
      expect.soft(error?.message).toBe(ERROR_TEXTS_EN[appCode as keyof typeof ERROR_TEXTS_EN]);
      expect.soft([502, 503, 504], outcome).toContain(response.statusCode);
      expect.soft(response.body).not.toMatch(/Bad Gateway|padding|success/);
    }
    // Still up, and serving once the gateway answers properly again.
    await stack.sandbox.control('DELETE', '/faults');
    expect((await stack.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    data(await member.query('member.balance'));
  });
});

describe('malformed answers and the breaker', () => {
  it('opens the circuit of a relay that keeps answering garbage, and only that one', async () => {
    const app = await startBff({
      gatewayUrl: stack.sandbox.url,
      config: { upstreamBreakerThreshold: 3 },
    });
    try {
      const visitor = new TrpcClient(app);
      await stack.sandbox.control('POST', '/faults', {
        path: '/wps/system/country',
        body: 'html',
      });
      for (let i = 0; i < 3; i += 1) {
        expect(body(await visitor.query('system.countries')).error?.data.appCode).toBe(
          'service_unavailable',
        );
      }
      const before = await stack.sandbox.calls('/wps/system/country');
      // Open: refused at once, the gateway not asked again.
      expect((await visitor.query('system.countries')).statusCode).toBe(503);
      expect(await stack.sandbox.calls('/wps/system/country')).toBe(before);
      const ready = JSON.parse((await app.inject({ url: '/readyz' })).body) as {
        checks: { circuits: Record<string, string> };
      };
      expect(ready.checks.circuits).toEqual({ '/wps/system/country': 'open' });
      // Every other operation is still called.
      data(await visitor.query('system.status'));
    } finally {
      await app.close();
    }
  });

  it('drops a 10 MB answer at the cap instead of reading it whole', async () => {
    await stack.sandbox.control('POST', '/faults', { path: '/wps/system/country', body: 'huge' });
    const response = await stack.client().query('system.countries');
    expect(body(response).error?.data.appCode).toBe('service_unavailable');
    expect(stack.logs.text()).toContain('upstream answer larger than the cap dropped');
    expect(stack.logs.text()).toContain(`"maxBytes":${2 * 1024 * 1024}`);
  });
});
