/**
 * `pnpm --filter @app/bff bench:status` (issue 28, item 5): the cached `system.status` against
 * `/healthz`, on the server `pnpm bench` loads (bench-server.ts: the real app, memory store,
 * sandbox gateway in-process, rate limits and logs off). On a shared machine only a ratio taken
 * in one run means anything, so the two routes alternate, back to back, for several rounds; the
 * figure is the median of the rounds' ratios (and of each route's req/s).
 *
 * The status request is the web app's own (lib/status.ts through httpBatchLink): a GET of a
 * batch of that one call with `{language}` as input, as a visitor without a cookie and as one
 * with a session cookie (the shell's usual caller once a captcha or a login made a session).
 *
 * `pnpm --filter @app/bff bench:pages` (issue 28, item 4) measures the same way the home rendered
 * on the server (`/m/home`, a visitor who agreed to the terms, warm cache) against the
 * `home.bootstrap` call the phone made before, and the other pages a visitor may open first (a game
 * list, the promotions, help), on the built web app (`pnpm --filter @app/web build`).
 *
 *   pnpm --filter @app/bff bench:status
 *   pnpm --filter @app/bff bench:pages
 *   BENCH_ROUNDS=5 pnpm --filter @app/bff bench:status                     # quicker
 *   BENCH_WRITE=0 ...                                                      # do not touch the doc
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { load, REPO, startBenchServer } from './harness.ts';

/**
 * Many short rounds rather than a few long ones: the load other people put on a shared machine
 * changes from second to second, and only two runs side by side in time see the same load.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WRITE = process.env.BENCH_WRITE !== '0';

const STATUS_PATH = `/trpc/system.status?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { language: 'EN' } }))}`;
const HOME_PATH = `/trpc/home.bootstrap?input=${encodeURIComponent(JSON.stringify({ language: 'EN' }))}`;
/** `status` (the default) or `pages`: which routes run against /healthz, and which doc section. */
const SET = process.argv[2] === 'pages' ? 'pages' : 'status';
const WEB_DIST = resolve(REPO, 'web/dist');

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

/**
 * A session cookie as the browser holds it: the captcha procedure makes a visitor's session
 * (the login popup asks for one), and its Set-Cookie is replayed on every status request.
 */
async function sessionCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/trpc/session.captcha`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie.split(';')[0] ?? '';
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The server process's CPU time so far, in µs (bench-server.ts). */
async function serverCpu(base: string): Promise<number> {
  const response = await fetch(`${base}/__bench/cpu`);
  return ((await response.json()) as { micros: number }).micros;
}

interface Sample {
  rps: number;
  /** Server CPU µs per answered request: stable where req/s is not on a shared machine. */
  cpuMicros: number;
  p50: number;
  p99: number;
  failures: number;
}

async function main(): Promise<void> {
  const server = await startBenchServer({
    BENCH_CONTROLS: '0',
    ...(SET === 'pages' ? { BENCH_WEB_DIST: WEB_DIST } : {}),
  });
  const base = server.bff;
  const samples = new Map<string, Sample[]>();
  let targets: Target[] = [];
  try {
    const cookie = SET === 'status' ? await sessionCookie(base) : '';
    targets =
      SET === 'pages'
        ? [
            { name: '/healthz', path: '/healthz' },
            { name: 'home.bootstrap, warm cache, visitor', path: HOME_PATH },
            {
              name: '/m/home rendered on the server, warm cache, visitor',
              path: '/m/home',
              headers: { cookie: 'mc_terms=1' },
            },
            // The other pages a visitor may open first (decision 035).
            ...['/m/gameList', '/m/activity', '/m/help'].map((path) => ({
              name: `${path} rendered on the server, warm cache, visitor`,
              path,
              headers: { cookie: 'mc_terms=1' },
            })),
          ]
        : [
            { name: '/healthz', path: '/healthz' },
            { name: 'system.status, warm cache, visitor without a cookie', path: STATUS_PATH },
            {
              name: 'system.status, warm cache, with a session cookie',
              path: STATUS_PATH,
              headers: { cookie },
            },
          ];
    for (const target of targets) {
      // Warm-up: JIT, connections, the cache.
      await load(`${base}${target.path}`, {
        connections: CONNECTIONS,
        duration: 1,
        headers: target.headers,
      });
      samples.set(target.name, []);
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      const line: string[] = [];
      for (const target of targets) {
        const cpuBefore = await serverCpu(base);
        const result = await load(`${base}${target.path}`, {
          connections: CONNECTIONS,
          duration: SECONDS,
          headers: target.headers,
        });
        const cpuMicros =
          ((await serverCpu(base)) - cpuBefore) / Math.max(1, result.requests.total);
        samples.get(target.name)?.push({
          // Over the whole run: autocannon's per-second average is of too few samples here.
          rps: result.requests.total / SECONDS,
          cpuMicros,
          p50: result.latency.p50,
          p99: result.latency.p99,
          failures: result.errors + result.timeouts + result.non2xx,
        });
        line.push(
          `${target.name} ${Math.round(result.requests.total / SECONDS)} (${Math.round(cpuMicros)} µs)`,
        );
      }
      console.log(`round ${round}: ${line.join(' | ')} `);
    }
  } finally {
    server.stop();
  }

  // A round in which the machine starved a route of every request compares nothing: left out.
  const usable = Array.from({ length: ROUNDS }, (_, index) => index).filter((index) =>
    targets.every((target) => (samples.get(target.name)?.[index]?.rps ?? 0) > 0),
  );
  const health = samples.get('/healthz') ?? [];
  const rows = targets.map((target) => {
    const all = samples.get(target.name) ?? [];
    const own = usable.map((index) => all[index] as Sample);
    const ratios = usable.map((index) => (all[index]?.rps ?? 0) / (health[index]?.rps ?? 1));
    return {
      name: target.name,
      rps: median(own.map((s) => s.rps)),
      cpuMicros: median(own.map((s) => s.cpuMicros)),
      p50: median(own.map((s) => s.p50)),
      p99: median(own.map((s) => s.p99)),
      ratio: median(ratios),
      ratioRange: `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
      failures: own.reduce((sum, s) => sum + s.failures, 0),
    };
  });
  const table = [
    '| route | req/s | ratio to /healthz (range) | server CPU µs / request | p50 ms | p99 ms | errors / non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.rps)} | ${r.ratio.toFixed(2)} (${r.ratioRange}) | ${Math.round(r.cpuMicros)} | ${r.p50} | ${r.p99} | ${r.failures} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  if (!WRITE) return;

  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const section = [
    `<!-- ${SET}-bench:start -->`,
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`pnpm --filter @app/bff bench:${SET}\` on ${machine}:`,
    `autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route (routes alternating, after 1 s`,
    `warm-ups), the server of \`pnpm bench\`; medians of the ${usable.length} rounds in which every route answered,`,
    `the ratio taken round by round; load average ${loadavg()[0]?.toFixed(1)} at the end.`,
    '',
    table,
    `<!-- ${SET}-bench:end -->`,
  ].join('\n');
  const docPath = resolve(REPO, 'docs/performance.md');
  const doc = readFileSync(docPath, 'utf8');
  writeFileSync(
    docPath,
    doc.replace(
      new RegExp(`<!-- ${SET}-bench:start -->[\\s\\S]*<!-- ${SET}-bench:end -->`),
      section,
    ),
  );
  console.log(`figures written to ${docPath}`);
}

await main();
