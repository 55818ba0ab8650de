/**
 * A second site for the journeys that need a real Redis behind it: its own throwaway
 * `redis-server` on a free port and a BFF built in this worker (support/stack.ts), talking to the
 * worker's sandbox gateway and serving the same built web app; with `replicas`, that many BFFs
 * on the one Redis, as production runs them (a cookie set by one is the session on every other:
 * cookies of 127.0.0.1 are shared across ports). `pause()` freezes Redis (SIGSTOP:
 * connections stay open, every command hangs, as with a stalled server) and `resume()` lets it
 * go on with its data intact.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { freePort, startSite, type Stack } from './stack.ts';

/** True when a Redis on `port` answers PING. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      done(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => done(false));
    socket.on('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  });
}

export interface RedisBackedSite {
  /** The first replica's address. */
  baseURL: string;
  /** Every replica's address, the first one first. */
  replicas: string[];
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

/** A site of its own on a Redis of its own; `env` adds BFF settings (a test setting, a merchant's). */
export async function startRedisBackedSite(
  stack: Stack,
  { replicas = 1, env = {} }: { replicas?: number; env?: Record<string, string> } = {},
): Promise<RedisBackedSite> {
  const redisPort = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'e2e-redis-'));
  const redis = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(redisPort), '--save', '', '--appendonly', 'no'],
    { cwd: dir, stdio: 'ignore' },
  );
  try {
    await expect
      .poll(() => redisAnswers(redisPort), { timeout: 10_000, message: 'redis-server is up' })
      .toBe(true);
    // One cookie secret for every replica, as production sets it: a cookie one signed is good on all.
    const cookieSecret = randomBytes(32).toString('hex');
    const sites = await Promise.all(
      Array.from({ length: replicas }, (_, index) =>
        startSite({
          gatewayUrl: stack.sandbox.url,
          redisUrl: `redis://127.0.0.1:${redisPort}`,
          logFile: join(stack.logDir, `bff-redis-${redisPort}-${index + 1}.log`),
          env: {
            COOKIE_SECURE: 'false',
            HSTS_MAX_AGE_SECONDS: '0',
            COOKIE_SECRET: cookieSecret,
            ...env,
          },
        }),
      ),
    );
    const addresses = sites.map((site) => site.baseURL);
    return {
      baseURL: addresses[0] ?? '',
      replicas: addresses,
      pause: () => redis.kill('SIGSTOP'),
      resume: () => redis.kill('SIGCONT'),
      close: async () => {
        redis.kill('SIGCONT');
        await Promise.all(sites.map((site) => site.close()));
        await stop(redis);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stop(redis);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
