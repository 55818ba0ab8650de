/**
 * Redis servers for the integration suites.
 *
 * - Shared: `npm test` starts one throwaway server and passes REDIS_TEST_URL; suites that only
 *   need *a* Redis use it (each with its own key prefix).
 * - Dedicated: suites that kill and restart Redis get their own server on a fixed port. Where a
 *   container engine is available (DOCKER_HOST or /var/run/docker.sock), the server is a
 *   testcontainers Redis image; otherwise (as on the CI machines) a local `redis-server` process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '@app/sandbox';

export interface RedisFixture {
  url: string;
  /** Kills the server abruptly (connections drop, nothing is saved). */
  kill(): Promise<void>;
  /** Starts it again on the same port: empty, or with its data when `persistent` (AOF). */
  restart(): Promise<void>;
  /**
   * Freezes the server (connections stay open, nothing answers, every key is kept), as a
   * stalled Redis does, until `resume()`.
   */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export async function waitForPing(url: string, attempts = 100): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // Refused connections are expected while the server starts.
  client.on('error', () => {});
  try {
    for (let i = 0; i < attempts; i += 1) {
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

function containerEngineAvailable(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

export interface DedicatedRedisOptions {
  /**
   * Append-only file, fsync on every write (docs/operations.md): a killed and restarted server
   * comes back with every session, as production's must.
   */
  persistent?: boolean;
}

const persistence = (options: DedicatedRedisOptions) =>
  options.persistent ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];

async function startLocalServer(options: DedicatedRedisOptions): Promise<RedisFixture> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bff-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const launch = async () => {
    child = spawn(
      process.env.REDIS_SERVER_BIN ?? 'redis-server',
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(port),
        '--save',
        '',
        ...persistence(options),
        '--dir',
        dir,
      ],
      { stdio: 'ignore' },
    );
    await waitForPing(url);
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  const signal = async (name: 'SIGSTOP' | 'SIGCONT') => {
    const running = child;
    if (!running || running.exitCode !== null) throw new Error('redis is not running');
    running.kill(name);
  };
  await launch();
  return {
    url,
    kill,
    restart: launch,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startContainer(options: DedicatedRedisOptions): Promise<RedisFixture> {
  const { GenericContainer } = await import('testcontainers');
  const port = await freePort();
  const container = await new GenericContainer('redis:7-alpine')
    .withExposedPorts({ container: 6379, host: port })
    .withCommand(['redis-server', '--save', '', ...persistence(options)])
    .start();
  const url = `redis://127.0.0.1:${port}`;
  await waitForPing(url);
  return {
    url,
    kill: async () => {
      await container.exec(['redis-cli', 'shutdown', 'nosave']).catch(() => undefined);
    },
    restart: async () => {
      await container.restart();
      await waitForPing(url);
    },
    // `CLIENT PAUSE` freezes every client but keeps the data, like SIGSTOP on a local server.
    pause: async () => {
      await container.exec(['redis-cli', 'client', 'pause', '600000', 'ALL']);
    },
    resume: async () => {
      await container.exec(['redis-cli', 'client', 'unpause']);
    },
    stop: async () => {
      await container.stop();
    },
  };
}

/** A Redis this suite may kill and restart. */
export async function startDedicatedRedis(
  options: DedicatedRedisOptions = {},
): Promise<RedisFixture> {
  if (containerEngineAvailable()) {
    try {
      return await startContainer(options);
    } catch {
      // No usable engine after all (a socket without a daemon): use a local server.
    }
  }
  return startLocalServer(options);
}

export type SharedRedis = Pick<RedisFixture, 'url' | 'stop'>;

/** Any Redis: the run's shared server when there is one, else a dedicated one. */
export async function startRedis(): Promise<SharedRedis> {
  const shared = process.env.REDIS_TEST_URL;
  if (shared) return { url: shared, stop: async () => {} };
  return startDedicatedRedis();
}
