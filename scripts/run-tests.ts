/**
 * The test orchestrator behind `npm test`. It starts a throwaway Redis, runs every suite (lint,
 * typecheck, unit and integration tests per package, the web build, the Playwright journeys,
 * the budgets), and ends with ONE plain line that sums them all: `N passed, N failed`.
 *
 * Counting: each lint / typecheck / build / budget step is one check; test runners contribute
 * their own test counts, read from their JSON reports. A runner that dies without a report counts
 * as one failure. Exit code 1 on any failure.
 *
 * Usage: tsx scripts/run-tests.ts [--only=<name>[,<name>...]]   (names as printed, e.g. bff:test)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
const packages = ['contracts', 'sandbox', 'bff', 'web'] as const;

interface Tally {
  passed: number;
  failed: number;
}

interface Step {
  name: string;
  run: () => Promise<Tally>;
}

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);

function exec(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd = root,
): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolvePromise(1));
  });
}

const check = (name: string, command: string, args: string[], cwd?: string): Step => ({
  name,
  run: async () =>
    (await exec(command, args, {}, cwd)) === 0
      ? { passed: 1, failed: 0 }
      : { passed: 0, failed: 1 },
});

function vitest(pkg: string, env: Record<string, string>): Step {
  const report = join(reports, `${pkg}-vitest.json`);
  return {
    name: `${pkg}:test`,
    run: async () => {
      rmSync(report, { force: true });
      const code = await exec(
        join(root, 'node_modules/.bin/vitest'),
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
        env,
        join(root, pkg),
      );
      if (!existsSync(report)) return { passed: 0, failed: 1 };
      const json = JSON.parse(readFileSync(report, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
      };
      // A suite that fails to load has no failed test but a failed file: count it.
      const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
      return { passed: json.numPassedTests, failed };
    },
  };
}

function playwright(env: Record<string, string>): Step {
  const report = join(reports, 'e2e-playwright.json');
  return {
    name: 'e2e:test',
    run: async () => {
      rmSync(report, { force: true });
      const code = await exec(
        join(root, 'e2e/node_modules/.bin/playwright'),
        ['test', '--reporter=list,json'],
        { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
        join(root, 'e2e'),
      );
      if (!existsSync(report)) return { passed: 0, failed: 1 };
      const { stats } = JSON.parse(readFileSync(report, 'utf8')) as {
        stats: { expected: number; unexpected: number; flaky: number };
      };
      const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
      return { passed: stats.expected + stats.flaky, failed };
    },
  };
}

/** `docker-compose config` validates the operators' compose file without a container engine. */
function composeConfig(): Step {
  return {
    name: 'compose:config',
    run: async () => {
      const code = await exec('docker-compose', ['--profile', 'sandbox', 'config', '--quiet'], {
        COOKIE_SECRET: 'validation-only-secret-of-32-characters',
      });
      return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
    },
  };
}

/* -------------------------------------------------------------------------------------------------
 * A throwaway Redis for the integration suites
 * ----------------------------------------------------------------------------------------------- */

function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePromise(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolvePromise(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolvePromise(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolvePromise(false);
    });
  });
}

async function startRedis(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'redis-test-'));
  const child = spawn(
    'redis-server',
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    if (await redisAnswers(port)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/* -------------------------------------------------------------------------------------------------
 * The run
 * ----------------------------------------------------------------------------------------------- */

async function main(): Promise<number> {
  mkdirSync(reports, { recursive: true });
  const redis = await startRedis();
  process.on('exit', redis.stop);
  const env = { REDIS_TEST_URL: redis.url, REDIS_SERVER_BIN: 'redis-server' };
  const pnpm = 'pnpm';

  const steps: Step[] = [
    check('format', join(root, 'node_modules/.bin/prettier'), ['--check', '--log-level=warn', '.']),
    check('root:lint', join(root, 'node_modules/.bin/eslint'), ['scripts', 'eslint.config.js']),
    check('root:typecheck', join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json']),
    ...packages.flatMap((pkg) => [
      check(`${pkg}:lint`, pnpm, ['--filter', `@app/${pkg}`, 'lint']),
      check(`${pkg}:typecheck`, pnpm, ['--filter', `@app/${pkg}`, 'typecheck']),
    ]),
    check('e2e:lint', pnpm, ['--filter', '@app/e2e', 'lint']),
    check('e2e:typecheck', pnpm, ['--filter', '@app/e2e', 'typecheck']),
    ...packages.map((pkg) => vitest(pkg, env)),
    // `npm start`'s supervision (scripts/test): runs start.ts for real on free ports.
    vitest('scripts', env),
    composeConfig(),
    check('web:build', pnpm, ['--filter', '@app/web', 'build']),
    playwright(env),
  ];

  const selected = only
    ? steps.filter((s) => only.some((o) => s.name === o || s.name.startsWith(`${o}:`)))
    : steps;
  const total: Tally = { passed: 0, failed: 0 };
  const summary: string[] = [];
  for (const step of selected) {
    console.log(`\n\u001b[1m=== ${step.name} ===\u001b[0m`);
    const started = Date.now();
    const tally = await step.run();
    total.passed += tally.passed;
    total.failed += tally.failed;
    summary.push(
      `${tally.failed ? 'FAIL' : 'ok  '} ${step.name.padEnd(20)} ${String(tally.passed).padStart(4)} passed ${String(tally.failed).padStart(3)} failed  ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  redis.stop();
  console.log(`\n${summary.join('\n')}\n`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  return total.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
