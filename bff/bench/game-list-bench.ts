/**
 * `pnpm --filter @app/bff bench:games`: the game lists (games.list) through the BFF, against the
 * same server `pnpm bench` loads (bench-server.ts: the real app, memory store, sandbox gateway
 * in-process, rate limits and logs off), started with BENCH_CONTROLS=1 so this script can empty
 * the cache (`DELETE /__bench/cache`) and read the gateway's request counts (`/__sandbox/stats`).
 *
 * In one run:
 *   1. cold and warm latency of 20 distinct list views, one request at a time: each round empties
 *      the cache, then asks each view once (cold: the page is loaded from the gateway) and again
 *      (warm: the same page from the cache);
 *   2. gateway calls per page view for a visitor, counted by the sandbox: games.list alone for
 *      each view, and the list screen's deep link (system.status, games.categories, games.list);
 *   3. autocannon on a warm page, as `pnpm bench` does, beside the minimal tRPC procedure.
 * The figures go between the games-bench markers of docs/performance.md.
 *
 *   pnpm --filter @app/bff bench:games
 *   BENCH_ROUNDS=3 BENCH_SECONDS=2 pnpm --filter @app/bff bench:games   # quicker
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { load, REPO, startBenchServer, type BenchServer } from './harness.ts';
import { Pool } from 'undici';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type GameListInput } from '@app/contracts';

/** Latency rounds: each gives one cold and `WARM_REPEATS` warm samples of every view. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);
const WARM_REPEATS = Number(process.env.BENCH_WARM ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * Chrome's Accept-Encoding: answers over 1 KiB come compressed (brotli, which the BFF prefers),
 * and compressing is part of what a page costs.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** The BFF refuses any other method than GET without the app's CSRF header. */
const EMPTY_CACHE = {
  method: 'DELETE',
  headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
} as const;

interface View {
  label: string;
  input: GameListInput;
}

/** The web app's input (game-list-screen.tsx): the classify and the data language always set. */
const view = (label: string, input: Partial<GameListInput>): View => ({
  label,
  input: { gameType: 'RNG', classify: 'all', language: 'EN', ...input },
});

/**
 * Twenty distinct views, each its own cache entry, as players open them: the pages of the big
 * RNG list, the small types, a vendor, a minimum bet, the new and hot options, a vendor's
 * classification and two searches (the sandbox catalogue: RNG 287 games, 12 pages of 24).
 */
const VIEWS: View[] = [
  ...[1, 2, 3, 4, 5, 6, 7].map((page) => view(`RNG page ${page}`, { cursor: page })),
  view('FISH page 1', { gameType: 'FISH' }),
  view('PVP page 1', { gameType: 'PVP' }),
  view('PVP page 2', { gameType: 'PVP', cursor: 2 }),
  view('RNG vendor PG', { vendor: 'PG' }),
  view('RNG vendor JL page 2', { vendor: 'JL', cursor: 2 }),
  view('FISH vendor JL', { gameType: 'FISH', vendor: 'JL' }),
  view('RNG min bet 0.01', { minBet: '0.01' }),
  view('RNG min bet 0.5', { minBet: '0.5' }),
  view('RNG new', { classify: 'new' }),
  view('RNG hot', { classify: 'hot' }),
  view('RNG Slots', { classify: 'Slots' }),
  view('RNG search "golden"', { gameName: 'golden' }),
  view('RNG search "fortune"', { gameName: 'fortune' }),
];

const trpcPath = (procedure: string, input: unknown): string =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
const listPath = (v: View): string => trpcPath('games.list', v.input);

/**
 * What a visitor's deep link to /m/rng asks the BFF, as read from web/src (not observed in a
 * browser): the shell's system.status, the vendor categories for the strip and filter panel,
 * and the first page of the list.
 */
const SCREEN_PATHS = [
  trpcPath('system.status', { language: 'EN' }),
  trpcPath('games.categories', { language: 'EN' }),
  listPath(view('RNG page 1', {})),
];

/** bench-server.ts in its own process, with the controls on (the sandbox's origin). */
async function startServer(): Promise<BenchServer & { sandbox: string }> {
  const server = await startBenchServer({ BENCH_CONTROLS: '1' });
  const { sandbox } = server;
  if (sandbox !== null) return { ...server, sandbox };
  // READY without SANDBOX: a server without the controls, whose figures would be wrong.
  server.stop();
  throw new Error('bench server started without BENCH_CONTROLS');
}

interface RequestOptions {
  method?: 'GET' | 'DELETE';
  headers?: Record<string, string>;
}

/**
 * One request at a time on one kept-alive connection, as a single browser tab: the time runs
 * from sending the request to the last byte of the body, compression included.
 */
class Client {
  readonly #pool: Pool;

  constructor(origin: string) {
    this.#pool = new Pool(origin, { connections: 1 });
  }

  async timed(
    path: string,
    { method = 'GET', headers = BROWSER_HEADERS }: RequestOptions = {},
  ): Promise<Answer> {
    const start = performance.now();
    const response = await this.#pool.request({ path, method, headers });
    const body = Buffer.from(await response.body.arrayBuffer());
    const ms = performance.now() - start;
    if (response.statusCode !== 200) {
      throw new Error(`${method} ${path}: ${response.statusCode} ${body.toString().slice(0, 300)}`);
    }
    const encoding = response.headers['content-encoding'];
    return { ms, body, encoding: typeof encoding === 'string' ? encoding : 'identity' };
  }

  async json<T>(path: string, method: 'GET' | 'DELETE' = 'GET'): Promise<T> {
    return JSON.parse(decoded(await this.timed(path, { method }))) as T;
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

interface Answer {
  ms: number;
  /** The body as it came over the wire. */
  body: Buffer;
  /** Content-Encoding: `br`, `gzip`, `deflate` or `identity`. */
  encoding: string;
}

function decoded({ body, encoding }: Answer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  if (encoding === 'deflate') return inflateSync(body).toString();
  if (encoding === 'identity') return body.toString();
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

/** A page that came back empty would be a benchmark of nothing: every view must list games. */
function checkPage(label: string, answer: Answer): void {
  const parsed = JSON.parse(decoded(answer)) as {
    result?: { data?: { games?: unknown[] } };
  };
  const games = parsed.result?.data?.games?.length ?? 0;
  if (games === 0) throw new Error(`${label}: no games in the answer`);
}

/** Nearest-rank percentile of samples in milliseconds. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number): string => value.toFixed(2);

/* ------------------------------------------------------------------------- 1. latency */

interface Latency {
  cold: number[];
  warm: number[];
}

async function measureLatency(client: Client): Promise<Latency> {
  const latency: Latency = { cold: [], warm: [] };
  // Round 0 is discarded: the first requests of a process also pay for JIT compilation and
  // connection set-up, which no player's cold page pays once the server has run a while.
  for (let round = 0; round <= ROUNDS; round += 1) {
    await client.timed('/__bench/cache', EMPTY_CACHE);
    for (const v of VIEWS) {
      const cold = await client.timed(listPath(v));
      checkPage(v.label, cold);
      if (round > 0) latency.cold.push(cold.ms);
      for (let repeat = 0; repeat < WARM_REPEATS; repeat += 1) {
        const warm = await client.timed(listPath(v));
        if (round > 0) latency.warm.push(warm.ms);
      }
    }
  }
  return latency;
}

/* -------------------------------------------------------- 2. gateway calls per page view */

type Counts = Record<string, number>;

interface ViewCalls {
  cold: Counts;
  warm: Counts;
}

const total = (counts: Counts): number => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * The gateway calls one page view causes: the cache emptied and the sandbox's counts reset, the
 * view's requests once (cold), the counts read and reset, the same requests again (warm).
 */
async function gatewayCalls(bff: Client, sandbox: Client, paths: string[]): Promise<ViewCalls> {
  const counted = async (): Promise<Counts> => {
    await sandbox.json('/__sandbox/stats', 'DELETE');
    for (const path of paths) await bff.timed(path);
    return (await sandbox.json<{ counts: Counts }>('/__sandbox/stats')).counts;
  };
  await bff.timed('/__bench/cache', EMPTY_CACHE);
  const cold = await counted();
  const warm = await counted();
  return { cold, warm };
}

/* --------------------------------------------------------------------- 3. throughput */

interface Throughput {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function throughput(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  await load(url, { connections: CONNECTIONS, duration: 1, headers }); // warm-up: JIT, connections, the cache
  const result = await load(url, { connections: CONNECTIONS, duration: SECONDS, headers });
  console.log(
    `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/* ------------------------------------------------------------------------------ main */

async function main(): Promise<void> {
  const server = await startServer();
  const bff = new Client(server.bff);
  const sandbox = new Client(server.sandbox);
  try {
    console.log(`latency: ${ROUNDS} rounds of ${VIEWS.length} views (+1 discarded)`);
    const latency = await measureLatency(bff);

    console.log('gateway calls per page view');
    const perView = [];
    for (const v of VIEWS)
      perView.push({ view: v, calls: await gatewayCalls(bff, sandbox, [listPath(v)]) });
    const screen = await gatewayCalls(bff, sandbox, SCREEN_PATHS);

    // Sizes of one page as sent, for the reading of the figures.
    const page = VIEWS[0] ?? view('RNG page 1', {});
    const compressed = await bff.timed(listPath(page));
    const identityBytes = (await bff.timed(listPath(page), { headers: {} })).body.length;

    // The warm page under load: the gateway's counts before and after say whether any of the
    // thousands of requests reached it.
    await sandbox.json('/__sandbox/stats', 'DELETE');
    const pageUrl = `${server.bff}${listPath(page)}`;
    const runs = [
      await throughput(
        'minimal tRPC procedure (member.info, visitor)',
        `${server.bff}/trpc/member.info`,
      ),
      await throughput('games.list RNG page 1, warm, no compression', pageUrl),
      await throughput(
        `games.list RNG page 1, warm, ${compressed.encoding} (browser's Accept-Encoding)`,
        pageUrl,
        BROWSER_HEADERS,
      ),
    ];
    const underLoad = total((await sandbox.json<{ counts: Counts }>('/__sandbox/stats')).counts);

    writeResults({
      latency,
      perView,
      screen,
      runs,
      underLoad,
      identityBytes,
      compressedBytes: compressed.body.length,
      encoding: compressed.encoding,
    });
  } finally {
    await Promise.all([bff.close(), sandbox.close()]);
    server.stop();
  }
}

interface Results {
  latency: Latency;
  perView: { view: View; calls: ViewCalls }[];
  screen: ViewCalls;
  runs: Throughput[];
  underLoad: number;
  compressedBytes: number;
  encoding: string;
  identityBytes: number;
}

const describeCounts = (counts: Counts): string =>
  Object.entries(counts)
    .map(([path, n]) => `\`${path}\` × ${n}`)
    .join(', ') || 'none';

function writeResults(r: Results): void {
  const coldP50 = percentile(r.latency.cold, 50);
  const coldP95 = percentile(r.latency.cold, 95);
  const warmP50 = percentile(r.latency.warm, 50);
  const warmP95 = percentile(r.latency.warm, 95);

  const coldCalls = r.perView.map((v) => total(v.calls.cold));
  const warmCalls = r.perView.map((v) => total(v.calls.warm));
  const coldPaths: Counts = {};
  for (const v of r.perView) {
    for (const [path, n] of Object.entries(v.calls.cold))
      coldPaths[path] = (coldPaths[path] ?? 0) + n;
  }
  const warmSum = warmCalls.reduce((a, b) => a + b, 0);
  const views = r.perView.length;

  const latencyTable = [
    '| games.list, one request at a time | samples | p50 ms | p95 ms |',
    '|---|---:|---:|---:|',
    `| cold (cache empty: the page is loaded from the gateway) | ${r.latency.cold.length} | ${ms(coldP50)} | ${ms(coldP95)} |`,
    `| warm (the same request again: from the cache) | ${r.latency.warm.length} | ${ms(warmP50)} | ${ms(warmP95)} |`,
    `| ratio cold / warm | | ${(coldP50 / warmP50).toFixed(1)} | ${(coldP95 / warmP95).toFixed(1)} |`,
  ].join('\n');

  const callsTable = [
    '| gateway calls, visitor | cold | warm |',
    '|---|---:|---:|',
    `| one list view (games.list), each of the ${views} views | ${Math.min(...coldCalls)}${Math.max(...coldCalls) === Math.min(...coldCalls) ? '' : ` to ${Math.max(...coldCalls)}`} | ${warmSum === 0 ? 0 : `${warmSum} over ${views} views`} |`,
    `| deep link to /m/rng (system.status, games.categories, games.list) | ${total(r.screen.cold)} | ${total(r.screen.warm)} |`,
    `| autocannon runs below (${SECONDS} s each on the warm page, after 1 s warm-ups) | | ${r.underLoad} |`,
  ].join('\n');

  const runsTable = [
    '| route | req/s | p50 ms | p99 ms | ratio to minimal tRPC | errors / non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    ...r.runs.map(
      (t) =>
        `| ${t.name} | ${Math.round(t.rps)} | ${t.p50} | ${t.p99} | ${(t.rps / (r.runs[0]?.rps ?? 1)).toFixed(2)} | ${t.errors} / ${t.non2xx} |`,
    ),
  ].join('\n');

  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const section = [
    '<!-- games-bench:start -->',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`pnpm --filter @app/bff bench:games\` on ${machine};`,
    'the server of `pnpm bench` in its own process (sandbox gateway in-process with it, memory store,',
    'rate limits and logs off), with `BENCH_CONTROLS=1` to empty its cache between rounds.',
    '',
    `Latency: ${ROUNDS} rounds (after one discarded warm-up round) of ${views} distinct views (RNG pages 1 to 7,`,
    'FISH, PVP pages 1 and 2, three vendor filters, two minimum bets, new, hot, a vendor classification,',
    "two searches), one request at a time on one kept-alive connection, with Chrome's Accept-Encoding;",
    `each round empties the cache, then asks each view once (cold) and ${WARM_REPEATS} times more (warm).`,
    `Time from sending to the last byte. A page of 24 games is ${r.identityBytes} bytes, ${r.compressedBytes} as sent (${r.encoding}).`,
    '',
    latencyTable,
    '',
    'Gateway calls, counted by the sandbox (`/__sandbox/stats`) after emptying the cache: the view once',
    '(cold), then the same again (warm), by a visitor (no cookie).',
    '',
    callsTable,
    '',
    `Cold calls by path, over the ${views} views: ${describeCounts(coldPaths)}. The deep link's cold calls: ${describeCounts(r.screen.cold)}; warm: ${describeCounts(r.screen.warm)}.`,
    '',
    `Throughput: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route after a 1 s warm-up, as \`pnpm bench\`.`,
    '',
    runsTable,
    '<!-- games-bench:end -->',
  ].join('\n');
  console.log(`\n${section}\n`);

  const docPath = resolve(REPO, 'docs/performance.md');
  const doc = readFileSync(docPath, 'utf8');
  const markers = /<!-- games-bench:start -->[\s\S]*<!-- games-bench:end -->/;
  if (!markers.test(doc)) throw new Error(`no games-bench markers in ${docPath}`);
  writeFileSync(
    docPath,
    doc.replace(markers, () => section),
  );
  console.log(`figures written to ${docPath}`);
}

await main();
