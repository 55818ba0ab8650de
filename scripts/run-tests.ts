/**
 * The test orchestrator behind `npm test`. It starts a throwaway Redis, runs every suite (lint,
 * typecheck, unit and integration tests per package, the web build, the Playwright journeys,
 * the budgets), and ends with ONE plain line that sums them all: `N passed, N failed`. The
 * single-threaded checks run side by side, one per core; the test suites one after the other,
 * each over every core (docs/performance.md, "npm test").
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
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
const packages = ['contracts', 'sandbox', 'bff', 'web'] as const;
const cores = availableParallelism();

interface Tally {
  passed: number;
  failed: number;
}

interface Step {
  name: string;
  /**
   * Runs beside the other `alongside` steps of its batch, its output collected and printed in
   * one block when it ends: single-threaded checks (lint, typecheck, format, the build) and the
   * suites that mostly wait. Steps that spread over every core themselves (vitest's workers,
   * Playwright's) run alone.
   */
  alongside: boolean;
  run: (quiet: boolean) => Promise<Outcome>;
}

interface Outcome extends Tally {
  output: string;
  /** The tests to name under the summary: each failure, and each journey that passed only on its retry. */
  named?: string[];
}

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);

/**
 * Runs a command. Its output goes straight to ours, or, for a step that runs beside others
 * (`quiet`), is collected and handed back so that it can be printed as one block.
 */
function exec(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd = root,
  quiet = false,
): Promise<{ code: number; output: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('close', (code, signal) => resolvePromise({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) =>
      resolvePromise({ code: 1, output: `${output}${String(error)}\n` }),
    );
  });
}

const check = (
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Step => ({
  name,
  alongside: true,
  run: async (quiet) => {
    const { code, output } = await exec(command, args, env, root, quiet);
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, output };
  },
});

function vitest(pkg: string, env: Record<string, string>, alongside = false): Step {
  const report = join(reports, `${pkg}-vitest.json`);
  return {
    name: `${pkg}:test`,
    alongside,
    run: async (quiet) => {
      rmSync(report, { force: true });
      const { code, output } = await exec(
        join(root, 'node_modules/.bin/vitest'),
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
        env,
        join(root, pkg),
        quiet,
      );
      if (!existsSync(report)) return { passed: 0, failed: 1, output };
      const json = JSON.parse(readFileSync(report, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
        testResults: { assertionResults: { fullName: string; status: string }[] }[];
      };
      // A suite that fails to load has no failed test but a failed file: count it.
      const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
      const named = json.testResults.flatMap((file) =>
        file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => `${pkg}: FAILED ${test.fullName}`),
      );
      return { passed: json.numPassedTests, failed, output, named };
    },
  };
}

function playwright(env: Record<string, string>): Step {
  const report = join(reports, 'e2e-playwright.json');
  return {
    name: 'e2e:test',
    alongside: false,
    run: async (quiet) => {
      rmSync(report, { force: true });
      // One retry here (never in a developer's own `playwright test`): these machines are shared
      // and a journey can lose a race with a loaded neighbour. A journey that passed only on its
      // retry is named under the summary, so a flake is seen and fixed rather than hidden.
      const { code, output } = await exec(
        join(root, 'e2e/node_modules/.bin/playwright'),
        ['test', '--reporter=list,json', '--retries=1'],
        { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
        join(root, 'e2e'),
        quiet,
      );
      if (!existsSync(report)) return { passed: 0, failed: 1, output };
      const { stats, suites } = JSON.parse(readFileSync(report, 'utf8')) as {
        stats: { expected: number; unexpected: number; flaky: number };
        suites: PlaywrightSuite[];
      };
      const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
      const named = playwrightSpecs(suites).flatMap(({ file, title, tests }) =>
        tests
          .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
          .map(
            (test) =>
              `e2e: ${test.status === 'flaky' ? 'passed on its retry' : 'FAILED'} ${file} › ${title} [${test.projectName}]`,
          ),
      );
      return { passed: stats.expected + stats.flaky, failed, output, named };
    },
  };
}

/** The part of Playwright's JSON report the summary reads. */
interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { projectName: string; status: string }[] }[];
}

function playwrightSpecs(
  suites: PlaywrightSuite[],
): { file: string; title: string; tests: { projectName: string; status: string }[] }[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).map((spec) => ({ file: suite.file, ...spec })),
    ...playwrightSpecs(suite.suites ?? []),
  ]);
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
  const runStarted = Date.now();
  mkdirSync(reports, { recursive: true });
  const redis = await startRedis();
  process.on('exit', redis.stop);
  const env = { REDIS_TEST_URL: redis.url, REDIS_SERVER_BIN: 'redis-server' };
  const pnpm = 'pnpm';

  // In this order; a run of `alongside` steps goes as one batch, as many at once as there are
  // cores. The vitest suites and the journeys each spread over the cores by themselves.
  const steps: Step[] = [
    // `npm start`'s supervision (scripts/test): runs start.ts for real on free ports; it waits
    // on processes far more than it computes, so it goes first.
    vitest('scripts', env, true),
    check('format', join(root, 'node_modules/.bin/prettier'), ['--check', '--log-level=warn', '.']),
    check('root:lint', join(root, 'node_modules/.bin/eslint'), [
      'scripts',
      'eslint.config.js',
      'eslint.shared.js',
    ]),
    check('root:typecheck', join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json']),
    ...[...packages, 'e2e'].flatMap((pkg) => [
      check(`${pkg}:lint`, pnpm, ['--filter', `@app/${pkg}`, 'lint']),
      check(`${pkg}:typecheck`, pnpm, ['--filter', `@app/${pkg}`, 'typecheck']),
    ]),
    // `docker-compose config` validates the operators' compose file without a container engine.
    check('compose:config', 'docker-compose', ['--profile', 'sandbox', 'config', '--quiet'], {
      COOKIE_SECRET: 'validation-only-secret-of-32-characters',
    }),
    check('web:build', pnpm, ['--filter', '@app/web', 'build']),
    ...packages.map((pkg) => vitest(pkg, env)),
    playwright(env),
  ];

  const selected = only
    ? steps.filter((s) => only.some((o) => s.name === o || s.name.startsWith(`${o}:`)))
    : steps;
  const results = new Map<Step, Outcome & { seconds: number }>();
  const runStep = async (step: Step, quiet: boolean) => {
    if (!quiet) console.log(`\n\u001b[1m=== ${step.name} ===\u001b[0m`);
    const started = Date.now();
    const outcome = await step.run(quiet);
    results.set(step, { ...outcome, seconds: (Date.now() - started) / 1000 });
    if (quiet) {
      console.log(`\n\u001b[1m=== ${step.name} ===\u001b[0m`);
      process.stdout.write(outcome.output);
    }
  };
  for (let i = 0; i < selected.length;) {
    const batch = [selected[i] as Step];
    while (batch[0]?.alongside && selected[i + batch.length]?.alongside) {
      batch.push(selected[i + batch.length] as Step);
    }
    i += batch.length;
    if (batch.length === 1) {
      await runStep(batch[0] as Step, false);
      continue;
    }
    const queue = [...batch];
    const lane = async () => {
      for (let step = queue.shift(); step; step = queue.shift()) await runStep(step, true);
    };
    await Promise.all(Array.from({ length: Math.min(cores, batch.length) }, lane));
  }

  const total: Tally = { passed: 0, failed: 0 };
  const named = selected.flatMap((step) => results.get(step)?.named ?? []);
  const summary = selected.map((step) => {
    const { passed, failed, seconds } = results.get(step) ?? { passed: 0, failed: 1, seconds: 0 };
    total.passed += passed;
    total.failed += failed;
    return `${failed ? 'FAIL' : 'ok  '} ${step.name.padEnd(20)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed  ${seconds.toFixed(1)} s`;
  });
  redis.stop();
  console.log(`\n${summary.join('\n')}\n`);
  if (named.length > 0) console.log(`${named.join('\n')}\n`);
  // The whole run's wall time (the target is 20 minutes on two cores), then the one total line.
  console.log(`whole run: ${((Date.now() - runStarted) / 60_000).toFixed(1)} min`);
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
