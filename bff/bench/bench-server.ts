/**
 * The server under benchmark, in its own process so the load generator does not share its event
 * loop: a sandbox gateway and the real BFF app (memory store, rate limits off, logs off), plus one
 * bare Fastify JSON route on the same app as the baseline. Prints `READY <port>` when listening.
 */
import { buildSandbox } from '@app/sandbox';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { MemoryStore } from '../src/store/memory-store.ts';
import type { Store } from '../src/store/store.ts';

/**
 * The memory store the app would make, with one addition: `clear()` forgets everything, so a
 * benchmark can make the cache cold again without restarting the process (and re-warming JIT).
 */
class ClearableStore implements Store {
  readonly kind = 'memory' as const;
  #inner = new MemoryStore();

  clear(): void {
    void this.#inner.close();
    this.#inner = new MemoryStore();
  }
  get(key: string) {
    return this.#inner.get(key);
  }
  set(key: string, value: string, ttlMs: number) {
    return this.#inner.set(key, value, ttlMs);
  }
  del(key: string) {
    return this.#inner.del(key);
  }
  incr(key: string, windowMs: number) {
    return this.#inner.incr(key, windowMs);
  }
  setIfAbsent(key: string, value: string, ttlMs: number) {
    return this.#inner.setIfAbsent(key, value, ttlMs);
  }
  setIfLonger(key: string, value: string, ttlMs: number) {
    return this.#inner.setIfLonger(key, value, ttlMs);
  }
  ttl(key: string) {
    return this.#inner.ttl(key);
  }
  ping() {
    return this.#inner.ping();
  }
  close() {
    return this.#inner.close();
  }
}

/**
 * BENCH_CONTROLS=1 (`bench/game-list-bench.ts`): the store is a ClearableStore emptied by
 * `DELETE /__bench/cache`, and the sandbox's port is printed (`SANDBOX <port>`) so the benchmark
 * can read and reset the gateway's request counts. Unset (`pnpm bench`): as before, the app makes
 * its own memory store and nothing more is printed.
 */
const controls = process.env.BENCH_CONTROLS === '1';
const clearable = controls ? new ClearableStore() : undefined;

const sandbox = await buildSandbox({
  mode: 'test',
  publicUrl: 'http://127.0.0.1:1',
  logger: false,
});
await sandbox.listen({ port: 0, host: '127.0.0.1' });
const sandboxAddress = sandbox.server.address();
if (!sandboxAddress || typeof sandboxAddress !== 'object')
  throw new Error('sandbox did not listen');

/**
 * BENCH_REDIS_URL or BENCH_REDIS_CLUSTER (`host:port,…`; bench/load-bench.ts): the store is that
 * Redis or cluster, as in production, and the per-address and per-session limits are lifted
 * rather than turned off (all the load comes from one address, but every request still counts in
 * the store as a player's would).
 */
const redisUrl = process.env.BENCH_REDIS_URL;
const redisCluster = process.env.BENCH_REDIS_CLUSTER?.split(',').map((entry) => {
  const [host = '127.0.0.1', port = '0'] = entry.split(':');
  return { host, port: Number(port) };
});
const LIFTED = 1_000_000_000;

const base = testConfig();
const lifted = (limit: { max: number; windowMs: number }) => ({ ...limit, max: LIFTED });
const app = await buildApp({
  config: {
    ...base,
    ...(redisUrl ? { redisUrl } : {}),
    ...(redisCluster ? { redisCluster: { nodes: redisCluster, password: undefined } } : {}),
    wpsBaseUrl: `http://127.0.0.1:${sandboxAddress.port}`,
    logLevel: 'silent',
    // The page benchmark (`bench:pages`) serves the built web app and its server renderer.
    webDistDir: process.env.BENCH_WEB_DIST ?? '/nonexistent',
    webSsrDir: process.env.BENCH_WEB_DIST ? `${process.env.BENCH_WEB_DIST}-ssr` : null,
    rateLimits:
      redisUrl || redisCluster
        ? {
            ...base.rateLimits,
            globalPerMinute: LIFTED,
            loginPerIp: lifted(base.rateLimits.loginPerIp),
            memberReadsPerSession: lifted(base.rateLimits.memberReadsPerSession),
          }
        : { ...base.rateLimits, globalPerMinute: 0 },
  },
  ...(clearable ? { store: clearable } : {}),
});
app.get('/__bench/bare', async () => ({ ok: true }));
// The server's own CPU time so far (µs): per request, a figure the other loads on a shared
// machine hardly move, unlike req/s (bench/status-bench.ts).
// The server's memory (bytes), for the soak (bench/load-bench.ts).
app.get('/__bench/memory', async () => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
});
app.get('/__bench/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { micros: user + system };
});
if (clearable) {
  app.delete('/__bench/cache', async () => {
    clearable.clear();
    return { ok: true };
  });
  // Before READY: the benchmark reads both ports once it sees READY.
  console.log(`SANDBOX ${sandboxAddress.port}`);
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address !== 'object') throw new Error('bff did not listen');
console.log(`READY ${address.port}`);

process.on('SIGTERM', () => {
  // A store passed in is not closed by the app: it belongs to whoever made it.
  void Promise.all([app.close(), sandbox.close(), clearable?.close()]).then(() => process.exit(0));
});
