/**
 * The BFF on a Redis Cluster (issue 29 item 1). Two replicas configured as an operator does
 * (`redisCluster`, from REDIS_CLUSTER_NODES) share a player's session. Then a master fails under
 * load: its replica takes over, no session is lost, no rate-limit window starts over, and the
 * commands that fail do so only while the cluster fails over. Paced load (each worker one session
 * read and one counter increment every 10 ms), as traffic arrives, not a loop that spins on
 * failures.
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DEMO_MEMBER } from '@app/sandbox';
import { RedisStore } from '../src/store/redis-store.ts';
import { sandboxPerFile, signedInClient, startBff, TrpcClient } from './helpers/stack.ts';
import { startRedisCluster, type RedisClusterFixture } from './helpers/redis-cluster.ts';

const SESSIONS = 60;
const WORKERS = 8;
const PACE_MS = 10;
/** After the cluster reports the failover done, the client has this long to follow it. */
const FOLLOW_MS = 5_000;

const suite = sandboxPerFile();
let cluster: RedisClusterFixture;
let store: RedisStore;
const prefix = `failover:${randomUUID()}:`;

beforeAll(async () => {
  cluster = await startRedisCluster();
  store = new RedisStore({
    clusterNodes: cluster.nodes,
    logger: pino({ level: 'silent' }),
    keyPrefix: prefix,
  });
  await store.connected(10_000);
}, 60_000);

afterAll(async () => {
  await store.close();
  await cluster.stop();
});

it('two BFF replicas on the cluster share a signed-in player', async () => {
  // One secret for both, as every replica of a deployment has: the session cookie is signed.
  const config = {
    redisCluster: { nodes: cluster.nodes.slice(0, 3), password: undefined },
    cookieSecret: 'cluster-replicas-'.repeat(3),
  };
  const first = await startBff({ gatewayUrl: suite.sandbox.url, config });
  const second = await startBff({ gatewayUrl: suite.sandbox.url, config });
  try {
    expect(first.store.kind).toBe('redis');
    const onFirst = await signedInClient(first);
    const onSecond = new TrpcClient(second);
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
    const info = await onSecond.query('member.info');
    expect(info.statusCode, info.body).toBe(200);
    expect(info.body).toContain(DEMO_MEMBER.username);
  } finally {
    await first.close();
    await second.close();
  }
});

/** A value as one node holds it, read from that node directly (a replica: READONLY). */
async function readOn(port: number, key: string): Promise<string | null> {
  const client = new Redis(port, '127.0.0.1', { lazyConnect: true });
  try {
    await client.connect();
    await client.call('readonly');
    return await client.get(`${prefix}${key}`);
  } finally {
    client.disconnect();
  }
}

it('a master killed under load: its replica takes over, sessions and limits survive', async () => {
  const sessions = Array.from({ length: SESSIONS }, (_, i) => ({
    key: `session:${i}:${randomUUID()}`,
    value: JSON.stringify({ userName: `player${i}`, token: randomUUID() }),
  }));
  for (const { key, value } of sessions) await store.set(key, value, 3_600_000);
  const victim = await cluster.masterOf(`${prefix}${sessions[0]!.key}`);
  // A login limit's counter kept on the same master.
  let limitKey = '';
  for (let i = 0; !limitKey; i += 1) {
    const candidate = `limit:login:${i}`;
    if ((await cluster.masterOf(`${prefix}${candidate}`)).port === victim.port) {
      limitKey = candidate;
    }
  }
  for (let i = 0; i < 20; i += 1) await store.incr(limitKey, 3_600_000);
  // Replication is asynchronous: the test starts once the replica has what was written.
  const replica = await cluster.replicaOf(victim);
  const onVictim: typeof sessions = [];
  for (const session of sessions) {
    if ((await cluster.masterOf(`${prefix}${session.key}`)).port === victim.port) {
      onVictim.push(session);
    }
  }
  await vi.waitFor(
    async () => {
      expect(await readOn(replica.port, limitKey)).toBe('20');
      for (const { key, value } of onVictim) expect(await readOn(replica.port, key)).toBe(value);
    },
    { timeout: 10_000, interval: 100 },
  );

  /** Each operation: when it started, when it was answered or failed, and which. */
  const outcomes: { at: number; end: number; ok: boolean }[] = [];
  const counts: number[] = [];
  let running = true;
  const worker = async (w: number) => {
    for (let i = 0; running; i += 1) {
      const { key, value } = sessions[(w * 7 + i) % SESSIONS]!;
      const at = Date.now();
      try {
        expect(await store.get(key)).toBe(value);
        counts.push((await store.incr(limitKey, 3_600_000)).count);
        outcomes.push({ at, end: Date.now(), ok: true });
      } catch {
        outcomes.push({ at, end: Date.now(), ok: false });
      }
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));

  await vi.waitFor(() => expect(outcomes.length).toBeGreaterThan(100), { timeout: 10_000 });
  const lastBeforeKill = Math.max(...counts);
  const killedAt = Date.now();
  await cluster.kill(victim);
  await cluster.tookOver(replica);
  const failedOverAt = Date.now();
  // Load goes on until the client has followed the new map and a good stretch has succeeded.
  await vi.waitFor(
    () => {
      const since = outcomes.filter((o) => o.at > failedOverAt + FOLLOW_MS);
      expect(since.length).toBeGreaterThan(200);
    },
    { timeout: 20_000, interval: 100 },
  );
  running = false;
  await load;

  const failed = outcomes.filter((o) => !o.ok);
  const during = outcomes.filter((o) => o.at >= killedAt && o.at <= failedOverAt + FOLLOW_MS);
  console.info(
    `cluster failover: ${outcomes.length} operations, ${failed.length} failed ` +
      `(${during.length} attempted between the kill and ${FOLLOW_MS} ms after the failover); ` +
      `failover took ${failedOverAt - killedAt} ms; counter ${lastBeforeKill} before, ` +
      `${Math.max(...counts)} after`,
  );
  // Failures only while the cluster failed over: none before the kill, none once the client had
  // followed the new master.
  for (const { at, end } of failed) {
    expect(end).toBeGreaterThanOrEqual(killedAt);
    expect(at).toBeLessThanOrEqual(failedOverAt + FOLLOW_MS);
  }
  // No session lost: every one reads back from the new master.
  for (const { key, value } of sessions) expect(await store.get(key)).toBe(value);
  // No limit window started over: the counter went on from where it was.
  const next = await store.incr(limitKey, 3_600_000);
  expect(next.count).toBeGreaterThan(20);
  expect(next.ttlMs).toBeGreaterThan(3_000_000);
}, 90_000);
