/**
 * A second BFF for the journeys that need a real Redis behind the site: its own throwaway
 * `redis-server` and a BFF process on free ports, talking to the run's sandbox gateway and
 * serving the same built web app. `pause()` freezes Redis (SIGSTOP: connections stay open, every
 * command hangs, as with a stalled server) and `resume()` lets it go on with its data intact.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sandboxUrl } from '../playwright.config.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error()),
      );
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  });
}

export interface RedisBackedSite {
  baseURL: string;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startRedisBackedSite(): Promise<RedisBackedSite> {
  const [redisPort, port] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'e2e-redis-'));
  const redis = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(redisPort), '--save', '', '--appendonly', 'no'],
    { cwd: dir, stdio: 'ignore' },
  );
  const bff = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      WPS_BASE_URL: sandboxUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      COOKIE_SECURE: 'false',
      HSTS_MAX_AGE_SECONDS: '0',
      LOG_LEVEL: 'error',
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseURL}/healthz`, 30_000);
  } catch (error) {
    await Promise.all([stop(bff), stop(redis)]);
    throw error;
  }
  return {
    baseURL,
    pause: () => redis.kill('SIGSTOP'),
    resume: () => redis.kill('SIGCONT'),
    close: async () => {
      await Promise.all([stop(bff), stop(redis)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
