/**
 * A Redis server for the integration suites. `npm test` starts a throwaway one and passes its
 * URL as REDIS_TEST_URL; run alone, a suite starts its own local `redis-server` process. (Issue 3
 * adds testcontainers where a container engine exists.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

export interface RedisFixture {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForPing(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Refused connections are expected while the server starts.
  client.on('error', () => {});
  try {
    for (let i = 0; i < 100; i += 1) {
      try {
        if (client.status !== 'ready') await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch {
        client.disconnect();
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`redis at ${url} did not answer`);
  } finally {
    client.disconnect();
  }
}

export async function startRedis(): Promise<RedisFixture> {
  const shared = process.env.REDIS_TEST_URL;
  if (shared) return { url: shared, stop: async () => {} };
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bff-redis-'));
  const child: ChildProcess = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  await waitForPing(url);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
