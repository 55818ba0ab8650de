/**
 * A real Redis Cluster for the integration suites (issue 29 item 1): three masters and three
 * replicas, each a local `redis-server` with `cluster-enabled yes`, joined by
 * `redis-cli --cluster create`. The node timeout is short (1 s), so a killed master's replica
 * takes over within a few seconds.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { freePort } from '@app/sandbox';
import type { ClusterNode } from '../../src/store/redis-store.ts';
import { waitForPing } from './redis.ts';

const run = promisify(execFile);

/** How long a node may be silent before the cluster counts it as failed (ms). */
export const CLUSTER_NODE_TIMEOUT_MS = 1_000;

export interface RedisClusterFixture {
  nodes: ClusterNode[];
  /** The node now serving `key` (with the store's prefix) as master. */
  masterOf(key: string): Promise<ClusterNode>;
  /** The replica of a master (the first one the cluster lists). */
  replicaOf(master: ClusterNode): Promise<ClusterNode>;
  /** Kills a node abruptly, as a crashed machine. */
  kill(node: ClusterNode): Promise<void>;
  /** Resolves once `replica` is a master and sees the cluster healthy. */
  tookOver(replica: ClusterNode, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const REDIS_SERVER = () => process.env.REDIS_SERVER_BIN ?? 'redis-server';
const REDIS_CLI = () => process.env.REDIS_CLI_BIN ?? 'redis-cli';

async function cli(port: number, ...args: string[]): Promise<string> {
  const { stdout } = await run(REDIS_CLI(), ['-h', '127.0.0.1', '-p', String(port), ...args]);
  return stdout;
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis cluster: ${what} within ${timeoutMs} ms`);
}

export async function startRedisCluster(): Promise<RedisClusterFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'bff-redis-cluster-'));
  const ports: number[] = [];
  for (let i = 0; i < 6; i += 1) ports.push(await freePort());
  const children = new Map<number, ChildProcess>();
  for (const port of ports) {
    const child = spawn(
      REDIS_SERVER(),
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(port),
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        `nodes-${port}.conf`,
        '--cluster-node-timeout',
        String(CLUSTER_NODE_TIMEOUT_MS),
        '--save',
        '',
        '--appendonly',
        'no',
        // A replica's first copy at once: by default a master waits 5 s for more replicas.
        '--repl-diskless-sync-delay',
        '0',
        '--dir',
        dir,
      ],
      { stdio: 'ignore' },
    );
    children.set(port, child);
  }
  const alive = () => ports.filter((port) => children.get(port)?.exitCode === null);
  await Promise.all(ports.map((port) => waitForPing(`redis://127.0.0.1:${port}`)));
  await run(REDIS_CLI(), [
    '--cluster',
    'create',
    ...ports.map((port) => `127.0.0.1:${port}`),
    '--cluster-replicas',
    '1',
    '--cluster-yes',
  ]);
  const healthy = async () => {
    for (const port of alive()) {
      if (!(await cli(port, 'cluster', 'info')).includes('cluster_state:ok')) return false;
    }
    return true;
  };
  await until(healthy, 20_000, 'no healthy state');
  // A replica that has not copied its master yet cannot take over from it.
  const replicasInSync = async () => {
    let replicas = 0;
    for (const port of ports) {
      const info = await cli(port, 'info', 'replication');
      if (!info.includes('role:slave')) continue;
      if (!info.includes('master_link_status:up')) return false;
      replicas += 1;
    }
    return replicas === 3;
  };
  await until(replicasInSync, 20_000, 'replicas not in sync');

  const node = (port: number): ClusterNode => ({ host: '127.0.0.1', port });
  /** CLUSTER SLOTS from a live node: each range with its master's port. */
  const slotMasters = async (): Promise<{ from: number; to: number; port: number }[]> => {
    const client = new Redis(alive()[0] as number, '127.0.0.1', { lazyConnect: true });
    try {
      await client.connect();
      const slots = (await client.call('cluster', 'slots')) as [number, number, [string, number]][];
      return slots.map(([from, to, [, port]]) => ({ from, to, port }));
    } finally {
      client.disconnect();
    }
  };
  return {
    nodes: ports.map(node),
    async masterOf(key) {
      const slot = Number((await cli(alive()[0] as number, 'cluster', 'keyslot', key)).trim());
      const owner = (await slotMasters()).find(({ from, to }) => slot >= from && slot <= to);
      if (!owner) throw new Error(`no node serves slot ${slot}`);
      return node(owner.port);
    },
    async replicaOf({ port }) {
      const view = (await cli(alive()[0] as number, 'cluster', 'nodes')).split('\n');
      const masterId = view.find((line) => line.includes(`:${port}@`))?.split(' ')[0];
      const replica = view.find((line) => masterId && line.includes(`slave ${masterId}`));
      const replicaPort = Number(/:(\d+)@/.exec(replica ?? '')?.[1]);
      if (!replicaPort) throw new Error(`no replica of :${port}`);
      return node(replicaPort);
    },
    async kill({ port }) {
      const child = children.get(port);
      if (!child || child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
    },
    async tookOver(replica, timeoutMs = 30_000) {
      await until(
        async () => {
          const role = await cli(replica.port, 'info', 'replication');
          const state = await cli(replica.port, 'cluster', 'info');
          return role.includes('role:master') && state.includes('cluster_state:ok');
        },
        timeoutMs,
        `:${replica.port} did not take over`,
      );
    },
    async stop() {
      for (const child of children.values()) {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
