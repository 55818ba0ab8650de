/**
 * The login guard (features/session/login-guard.ts) on two replicas sharing a real Redis and the
 * real sandbox gateway: failures per username demand a captcha and slow down, but the real
 * player with the right password and a correct captcha is never refused; an unknown user and a
 * wrong password answer alike.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '@app/sandbox';
import { testConfig } from '../src/config.ts';
import { body, replicasPerFile, TrpcClient } from './helpers/stack.ts';

const CAPTCHA_AFTER = 3;
const SLOWDOWN_BASE_MS = 200;
const LOGIN_PATH = '/wps/session/login';

const stack = replicasPerFile(2, {
  config: {
    rateLimits: {
      ...testConfig().rateLimits,
      globalPerMinute: 0,
      loginPerIp: { max: 1_000, windowMs: 60_000 },
      captchaPerIp: { max: 1_000, windowMs: 60_000 },
    },
    loginGuard: {
      captchaAfterFailures: CAPTCHA_AFTER,
      windowMs: 60_000,
      slowdownBaseMs: SLOWDOWN_BASE_MS,
      slowdownMaxMs: 4 * SLOWDOWN_BASE_MS,
    },
  },
});

const replica = (i: number) => stack.replicas.at(i);

/** A fresh browser on replica `i` that fetched a captcha and read its answer (as a human would). */
async function withCaptcha(i: number): Promise<{ client: TrpcClient; captcha: string }> {
  const client = new TrpcClient(replica(i));
  expect((await client.query('session.captcha')).statusCode).toBe(200);
  const answer = await stack.sandbox.captchaAnswer();
  return { client, captcha: answer };
}

function login(client: TrpcClient, username: string, password: string, captcha?: string) {
  return client.mutate('session.login', {
    type: 'username',
    username,
    password,
    ...(captcha ? { captcha } : {}),
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('failed logins for one username', () => {
  it('never refuse the right password with a correct captcha, however many failed before', async () => {
    // An attacker guessing from "anywhere": fresh browsers on both replicas, each solving a captcha.
    for (let i = 0; i < 12; i += 1) {
      const { client, captcha } = await withCaptcha(i);
      const guess = await login(client, DEMO_MEMBER.username, `guess-${i}`, captcha);
      expect(guess.statusCode).toBe(400);
      expect(body(guess).error?.data.appCode).toBe('login_failed');
    }
    const { client, captcha } = await withCaptcha(1);
    const player = await login(client, DEMO_MEMBER.username, DEMO_MEMBER.password, captcha);
    expect(player.statusCode).toBe(200);
  }, 30_000);

  it('demand a captcha past the threshold without asking the gateway, and do not count that', async () => {
    const username = `nobody-${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < CAPTCHA_AFTER; i += 1) {
      const { client, captcha } = await withCaptcha(i);
      expect(body(await login(client, username, 'wrong', captcha)).error?.data.appCode).toBe(
        'login_failed',
      );
    }
    const before = await stack.sandbox.calls(LOGIN_PATH);
    for (let i = 0; i < 5; i += 1) {
      const bare = await login(new TrpcClient(replica(i)), username, 'wrong');
      expect(bare.statusCode).toBe(400);
      expect(body(bare).error?.data).toMatchObject({
        appCode: 'captcha_required',
        captchaRequired: true,
      });
    }
    expect(await stack.sandbox.calls(LOGIN_PATH)).toBe(before);
  });

  it('answer slower past the threshold, doubling, while the right password is not slowed', async () => {
    const attempts: number[] = [];
    for (let i = 0; i < CAPTCHA_AFTER + 3; i += 1) {
      const { client, captcha } = await withCaptcha(i);
      const { ms } = await timed(() => login(client, DEMO_MEMBER.username, 'wrong', captcha));
      attempts.push(ms);
    }
    // Delays only ever add: each slowed answer took at least its delay, whatever the machine.
    expect(attempts[CAPTCHA_AFTER]).toBeGreaterThanOrEqual(SLOWDOWN_BASE_MS);
    expect(attempts[CAPTCHA_AFTER + 1]).toBeGreaterThanOrEqual(2 * SLOWDOWN_BASE_MS);
    expect(attempts[CAPTCHA_AFTER + 2]).toBeGreaterThanOrEqual(4 * SLOWDOWN_BASE_MS);
    const { client, captcha } = await withCaptcha(0);
    // The right password still gets in; that it waits for nothing is shown on a fake clock
    // (login-guard.test.ts): an upper bound on real time fails on a busy machine.
    const success = await login(client, DEMO_MEMBER.username, DEMO_MEMBER.password, captcha);
    expect(success.statusCode).toBe(200);
  });

  it('start afresh after a success', async () => {
    for (let i = 0; i < CAPTCHA_AFTER; i += 1) {
      const { client, captcha } = await withCaptcha(i);
      await login(client, DEMO_MEMBER.username, 'wrong', captcha);
    }
    const { client, captcha } = await withCaptcha(0);
    expect(
      (await login(client, DEMO_MEMBER.username, DEMO_MEMBER.password, captcha)).statusCode,
    ).toBe(200);
    // The gateway itself no longer wants a captcha after the success; nor does the guard.
    const next = await login(
      new TrpcClient(replica(1)),
      DEMO_MEMBER.username,
      DEMO_MEMBER.password,
    );
    expect(next.statusCode).toBe(200);
  });
});

describe('one answer for a failed login', () => {
  it('gives an unknown user and a wrong password the same status, code and text', async () => {
    const unknown = await login(new TrpcClient(replica(0)), `ghost-${randomUUID()}`, 'Whatever1');
    const wrong = await login(new TrpcClient(replica(1)), DEMO_MEMBER.username, 'Whatever1');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(body(unknown).error?.message).toBe(body(wrong).error?.message);
    expect(body(unknown).error?.data).toEqual(body(wrong).error?.data);
    expect(body(unknown).error?.data.appCode).toBe('login_failed');
  });

  it('asks for the captcha the player was never shown instead of calling it wrong', async () => {
    // One failure: the gateway now wants a captcha for this account; a fresh browser knows nothing.
    await login(new TrpcClient(replica(0)), DEMO_MEMBER.username, 'wrong');
    const fresh = await login(
      new TrpcClient(replica(1)),
      DEMO_MEMBER.username,
      DEMO_MEMBER.password,
    );
    expect(fresh.statusCode).toBe(400);
    expect(body(fresh).error?.data).toMatchObject({
      appCode: 'captcha_required',
      captchaRequired: true,
    });
  });
});
