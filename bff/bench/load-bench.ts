/**
 * `pnpm --filter @app/bff bench:load` (issue 29 item 6): mixed traffic of signed-in players on the
 * server of `pnpm bench` (bench-server.ts: the real app, the sandbox gateway in-process) with
 * the store on a real Redis, or on a real Redis Cluster of three masters and three replicas.
 *
 * Each virtual player signs in, then keeps asking what a player's phone asks, in these shares:
 * the home (`home.bootstrap`), a game list, the balance, the unread counts, the favourite ids, a
 * favourite set or unset, and now and then a new sign-in. Closed loop: as many players as
 * CONNECTIONS, each sending its next request when the last one is answered, which is the
 * highest rate the machine gives at that concurrency; every answer that is not a 200 (or a
 * failed request) is an error.
 *
 *   pnpm --filter @app/bff bench:load                    # 60 s on one Redis
 *   BENCH_STORE=cluster pnpm --filter @app/bff bench:load
 *   BENCH_SOAK_SECONDS=600 pnpm --filter @app/bff bench:load   # then a soak at half the rate
 *
 * The soak paces the same players to half the rate the load reached, and reads the server's
 * memory every 15 s: the heap after the first minute against the heap at the end.
 */
import { cpus, loadavg } from 'node:os';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts/values';
import { DEMO_MEMBER } from '@app/sandbox';
import { startRedisCluster } from '../test/helpers/redis-cluster.ts';
import { startDedicatedRedis } from '../test/helpers/redis.ts';
import { startBenchServer } from './harness.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const STORE = process.env.BENCH_STORE === 'cluster' ? 'cluster' : 'redis';

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

interface Call {
  name: string;
  /** Out of 100. */
  share: number;
  request: (player: Player) => { path: string; body?: unknown };
}

const GAME = { nodeId: '178001', vendor: 'JL', gameType: 'RNG' };

const MIX: Call[] = [
  {
    name: 'home.bootstrap',
    share: 25,
    request: () => ({ path: `/trpc/home.bootstrap?${input({ language: 'EN' })}` }),
  },
  {
    name: 'games.list',
    share: 20,
    request: (player) => ({
      path: `/trpc/games.list?${input({ gameType: 'RNG', cursor: 1 + (player.turn % 3) })}`,
    }),
  },
  { name: 'member.balance', share: 20, request: () => ({ path: '/trpc/member.balance' }) },
  { name: 'inbox.unreadCounts', share: 15, request: () => ({ path: '/trpc/inbox.unreadCounts' }) },
  { name: 'games.favouriteIds', share: 10, request: () => ({ path: '/trpc/games.favouriteIds' }) },
  {
    name: 'games.setFavourite',
    share: 7,
    request: (player) => ({
      path: '/trpc/games.setFavourite',
      body: { ...GAME, favourite: player.turn % 2 === 0 },
    }),
  },
  {
    name: 'session.login',
    share: 3,
    request: () => ({ path: '/trpc/session.login', body: LOGIN }),
  },
];

const LOGIN = {
  type: 'username',
  username: DEMO_MEMBER.username,
  password: DEMO_MEMBER.password,
};

interface Player {
  cookie: string;
  turn: number;
}

interface Tally {
  latencies: Map<string, number[]>;
  errors: Map<string, number>;
  answered: number;
}

const newTally = (): Tally => ({ latencies: new Map(), errors: new Map(), answered: 0 });

/** The call for this turn, by the shares above (a fixed order, the same in every run). */
function callFor(turn: number): Call {
  let slot = (turn * 37) % 100;
  for (const call of MIX) {
    if (slot < call.share) return call;
    slot -= call.share;
  }
  return MIX[0] as Call;
}

async function send(base: string, player: Player, call: Call, tally: Tally): Promise<void> {
  const { path, body } = call.request(player);
  const started = performance.now();
  let ok = false;
  try {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        cookie: player.cookie,
        // The BFF's CSRF rule for state-changing calls, as the web app sends it.
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
    if (setCookie) player.cookie = setCookie.split(';')[0] ?? player.cookie;
    await response.arrayBuffer();
    ok = response.status === 200;
  } catch {
    ok = false;
  }
  const elapsed = performance.now() - started;
  if (!tally.latencies.has(call.name)) tally.latencies.set(call.name, []);
  tally.latencies.get(call.name)?.push(elapsed);
  tally.answered += 1;
  if (!ok) tally.errors.set(call.name, (tally.errors.get(call.name) ?? 0) + 1);
}

async function signIn(base: string): Promise<Player> {
  const player: Player = { cookie: '', turn: 0 };
  const tally = newTally();
  await send(base, player, MIX.find((c) => c.name === 'session.login') as Call, tally);
  if (tally.errors.size > 0 || !player.cookie) throw new Error('a player could not sign in');
  return player;
}

/**
 * Every player sends, waits for the answer, sends the next, until `seconds` have passed. With
 * `cycleMs`, each player starts a request at most once per cycle (it waits out the rest of it),
 * so that all of them together ask `players / cycleMs` a millisecond; 0: no wait.
 */
async function drive(
  base: string,
  players: Player[],
  seconds: number,
  cycleMs: number,
  tally: Tally,
): Promise<void> {
  const end = performance.now() + seconds * 1_000;
  await Promise.all(
    players.map(async (player, index) => {
      player.turn = index * 11;
      while (performance.now() < end) {
        const started = performance.now();
        await send(base, player, callFor(player.turn), tally);
        player.turn += 1;
        const rest = cycleMs - (performance.now() - started);
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      }
    }),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function table(tally: Tally, seconds: number): string {
  const rows = MIX.map(({ name }) => {
    const sorted = [...(tally.latencies.get(name) ?? [])].sort((a, b) => a - b);
    return `| ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${tally.errors.get(name) ?? 0} |`;
  });
  const errors = [...tally.errors.values()].reduce((a, b) => a + b, 0);
  return [
    `${tally.answered} requests in ${seconds} s: **${Math.round(tally.answered / seconds)} req/s**, ${errors} errors`,
    '',
    '| procedure | requests | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

/** A Redis of the bench's own: one server, or a cluster of six nodes. */
async function startStore(): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  if (STORE === 'cluster') {
    const cluster = await startRedisCluster();
    return {
      env: { BENCH_REDIS_CLUSTER: cluster.nodes.map((n) => `${n.host}:${n.port}`).join(',') },
      stop: () => cluster.stop(),
    };
  }
  const redis = await startDedicatedRedis();
  return { env: { BENCH_REDIS_URL: redis.url }, stop: () => redis.stop() };
}

async function memory(base: string): Promise<{ rss: number; heapUsed: number }> {
  return (await (await fetch(`${base}/__bench/memory`)).json()) as {
    rss: number;
    heapUsed: number;
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const store = await startStore();
  const server = await startBenchServer(store.env);
  try {
    const players: Player[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) players.push(await signIn(server.bff));
    // Warm-up: the cache filled and the code optimised before anything is counted.
    await drive(server.bff, players, 5, 0, newTally());
    const tally = newTally();
    await drive(server.bff, players, SECONDS, 0, tally);
    const rate = tally.answered / SECONDS;
    console.log(
      `\n${STORE === 'cluster' ? 'Redis Cluster (3 masters, 3 replicas)' : 'one Redis'}, ` +
        `${CONNECTIONS} players, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ` +
        `load average ${loadavg()[0]?.toFixed(1)} at the end\n`,
    );
    console.log(table(tally, SECONDS));

    if (SOAK_SECONDS > 0) {
      // Half the rate: each player starts one request per cycle, all of them rate / 2 a second.
      const cycleMs = (CONNECTIONS * 1_000) / (rate / 2);
      const soak = newTally();
      const samples: { at: number; rss: number; heapUsed: number }[] = [];
      const sampler = setInterval(() => {
        void memory(server.bff).then((m) => samples.push({ at: performance.now(), ...m }));
      }, 15_000);
      const started = performance.now();
      await drive(server.bff, players, SOAK_SECONDS, cycleMs, soak);
      clearInterval(sampler);
      const afterMinute = samples.find((s) => s.at - started >= 60_000) ?? samples[0];
      const last = samples.at(-1);
      console.log(
        `\nSoak: ${SOAK_SECONDS} s at about half the rate (${Math.round(rate / 2)} req/s asked)\n`,
      );
      console.log(table(soak, SOAK_SECONDS));
      if (afterMinute && last) {
        console.log(
          `\nServer memory after the first minute: heap ${mb(afterMinute.heapUsed)}, RSS ${mb(afterMinute.rss)}; ` +
            `at the end: heap ${mb(last.heapUsed)}, RSS ${mb(last.rss)} ` +
            `(heap ${last.heapUsed >= afterMinute.heapUsed ? '+' : ''}${mb(last.heapUsed - afterMinute.heapUsed)}); ` +
            `heap samples every 15 s: ${samples.map((s) => (s.heapUsed / 1024 / 1024).toFixed(0)).join(', ')} MB`,
        );
      }
    }
  } finally {
    server.stop();
    await store.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
