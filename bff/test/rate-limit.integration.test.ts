/**
 * Rate limits counted in a real Redis shared by two BFF replicas: a burst of logins from one
 * address is refused with 429 after the limit, whichever replica answers; the global limit counts
 * each procedure of a batch; member reads are limited per session.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts';
import { testConfig } from '../src/config.ts';
import { body, replicasPerFile, signedInClient, startBff, TrpcClient } from './helpers/stack.ts';

const LOGIN_PER_IP = 4;
const stack = replicasPerFile(2, {
  before: 'nothing',
  config: {
    rateLimits: {
      ...testConfig().rateLimits,
      globalPerMinute: 0,
      loginPerIp: { max: LOGIN_PER_IP, windowMs: 60_000 },
    },
  },
});

describe('login limit per address, shared by two replicas', () => {
  it('refuses the burst after the limit with 429, Retry-After and a readable message', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TrpcClient['mutate']>> | undefined;
    for (let i = 0; i < LOGIN_PER_IP + 2; i += 1) {
      // Alternate replicas and usernames: the count is the address's, kept in the shared Redis.
      const client = new TrpcClient(stack.replicas.at(i));
      last = await client.mutate('session.login', {
        type: 'username',
        username: `burst-${randomUUID().slice(0, 8)}`,
        password: 'wrong',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, LOGIN_PER_IP).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(LOGIN_PER_IP)).toEqual([429, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    const error = body(last as { body: string }).error;
    expect(error?.message).toBe('Too many attempts, please wait a moment and try again.');
    expect(error?.data).toMatchObject({ appCode: 'too_many_requests' });
    expect(error?.data).toHaveProperty('retryAfterSeconds');
  });
});

describe('client address behind a proxy', () => {
  it('takes the address the trusted hop saw, so a rotating X-Forwarded-For does not escape', async () => {
    const app = await startBff({
      gatewayUrl: stack.sandbox.url,
      config: {
        trustProxy: 1,
        rateLimits: {
          ...testConfig().rateLimits,
          globalPerMinute: 0,
          loginPerIp: { max: 3, windowMs: 60_000 },
        },
      },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/trpc/session.login',
        remoteAddress: '10.0.0.2',
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          // What the client wrote, then what our one proxy appended.
          'x-forwarded-for': `198.51.100.${i}, 203.0.113.7`,
        },
        payload: JSON.stringify({ type: 'username', username: `p${i}`, password: 'x' }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
    await app.close();
  });
});

describe('global limit per address', () => {
  it('answers 429 past the per-minute limit, but never on health checks', async () => {
    const app = await startBff({
      gatewayUrl: stack.sandbox.url,
      config: { rateLimits: { ...testConfig().rateLimits, globalPerMinute: 3 } },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await app.inject('/trpc/member.info')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
  });
});

const MEMBER_READS = 3;

/** A BFF of its own whose member reads are limited to `max` a minute per session. */
function startWithMemberReads(max: number): Promise<FastifyInstance> {
  return startBff({
    gatewayUrl: stack.sandbox.url,
    config: {
      rateLimits: {
        ...testConfig().rateLimits,
        globalPerMinute: 0,
        memberReadsPerSession: { max, windowMs: 60_000 },
      },
    },
  });
}

/** One batched GET of `count` calls to `path`, as the web's batch link sends it. */
function batch(app: FastifyInstance, path: string, count: number, cookie = '') {
  const paths = Array.from({ length: count }, () => path).join(',');
  const input = Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), {}]));
  return app.inject({
    method: 'GET',
    url: `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
    headers: { cookie },
  });
}

function statusesOf(response: { body: string }): number[] {
  const results = JSON.parse(response.body) as { error?: { data: { httpStatus: number } } }[];
  return results.map((r) => r.error?.data.httpStatus ?? 200);
}

describe('batches', () => {
  it('count every procedure of a batch against the global limit', async () => {
    const app = await startBff({
      gatewayUrl: stack.sandbox.url,
      config: { rateLimits: { ...testConfig().rateLimits, globalPerMinute: 5 } },
    });
    const statuses = statusesOf(await batch(app, 'system.status', 10));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // The same counter as plain requests: the address has used its minute.
    expect((await app.inject('/trpc/system.status')).statusCode).toBe(429);
    await app.close();
  });

  it('limit uncached member reads per session, batched or not', async () => {
    const app = await startWithMemberReads(MEMBER_READS);
    const member = await signedInClient(app);
    const cookie = member.cookieHeader();
    await stack.sandbox.control('DELETE', '/stats');
    const balances = statusesOf(await batch(app, 'member.balance', 10, cookie));
    expect(balances.filter((s) => s === 200)).toHaveLength(MEMBER_READS);
    expect(balances.filter((s) => s === 429)).toHaveLength(10 - MEMBER_READS);
    expect(await stack.sandbox.calls('/wps/v2/wallets/balance')).toBe(MEMBER_READS);

    // Home loads past the limit still render, with the member's sections reported failed.
    const homes = JSON.parse((await batch(app, 'home.bootstrap', 10, cookie)).body) as {
      result?: { data: { failedSections: string[]; member: unknown } };
    }[];
    expect(homes.every((h) => h.result?.data.failedSections.includes('member'))).toBe(true);
    expect(await stack.sandbox.calls('/wps/member/info')).toBe(0);
    await app.close();
  });

  // Each of these is one read: the member procedure counts it, the router and service do not
  // count it again (they once did, halving the member's allowance on the wallet and settings).
  it.each(['wallet.wallets', 'wallet.txCodes', 'member.profile', 'member.securityQuestion'])(
    'count %s once per call',
    async (path) => {
      const app = await startWithMemberReads(MEMBER_READS);
      const member = await signedInClient(app);
      const statuses = statusesOf(await batch(app, path, 5, member.cookieHeader()));
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      await app.close();
    },
  );
});
