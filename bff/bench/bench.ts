/**
 * `pnpm bench`: loads the BFF on loopback with autocannon, all routes in one run so their ratios
 * are comparable on a shared, noisy machine. Prints req/s, p50 and p99 per route and the ratio to
 * the bare Fastify route, and writes the table to docs/performance.md.
 *
 *   pnpm bench                 # 10 s per route, 50 connections (4 routes)
 *   BENCH_SECONDS=3 pnpm bench  # quicker
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { load, REPO, startBenchServer } from './harness.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Target {
  name: string;
  path: string;
}

const targets: Target[] = [
  { name: 'bare Fastify JSON route', path: '/__bench/bare' },
  { name: 'minimal tRPC procedure (member.info, visitor)', path: '/trpc/member.info' },
  { name: 'system.status, warm cache', path: '/trpc/system.status' },
  { name: 'home.bootstrap, visitor, warm cache', path: '/trpc/home.bootstrap' },
];

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  const rows: Row[] = [];
  try {
    const base = server.bff;
    for (const target of targets) {
      await load(`${base}${target.path}`, { connections, duration: 1 }); // warm-up: JIT, connections, the cache
      const result = await load(`${base}${target.path}`, { connections, duration: seconds });
      rows.push({
        name: target.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
      console.log(
        `${target.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      );
    }
  } finally {
    server.stop();
  }

  const bare = rows[0]?.rps ?? 1;
  const trpc = rows[1]?.rps ?? 1;
  const table = [
    '| route | req/s | p50 ms | p99 ms | ratio to bare | ratio to minimal tRPC | errors / non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / bare).toFixed(2)} | ${(r.rps / trpc).toFixed(2)} | ${r.errors} / ${r.non2xx} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);

  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const section = [
    '<!-- bench:start -->',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`pnpm bench\` on ${machine}:`,
    `autocannon, ${connections} connections, ${seconds} s per route after a 1 s warm-up, server in its own process`,
    '(sandbox gateway in-process with it, memory store, rate limits and logs off).',
    '',
    table,
    '<!-- bench:end -->',
  ].join('\n');
  const docPath = resolve(REPO, 'docs/performance.md');
  const doc = readFileSync(docPath, 'utf8');
  writeFileSync(docPath, doc.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, section));
  console.log(`figures written to ${docPath}`);
}

await main();
