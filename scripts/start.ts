/**
 * Runs the product on its embedded defaults: the sandbox gateway (unless WPS_BASE_URL points at
 * a real one) and the BFF serving the built web app. Used by `npm start` and by the Playwright
 * journeys (with test ports and SANDBOX_MODE=test).
 *
 * Supervision: the BFF is the site, so when it exits everything stops (as does Ctrl-C). The
 * sandbox is only the gateway: when it dies after start-up, the BFF keeps serving degraded
 * (cached or stale data, notices) and the sandbox is restarted with a capped backoff, each step
 * announced on one line. Every child's pid is printed, so an operator (or a test) can find it.
 *
 * Output (issue 9, item 12): a person watches this run, so both children log readable text lines
 * (`LOG_FORMAT=pretty`), the BFF writes its per-request access lines at `debug` (hidden at the
 * default `info`; warnings, errors and refusals always show) and the sandbox logs warnings only.
 * Any of these the operator sets wins; NODE_ENV=production keeps JSON. The banner is printed
 * again when the operator presses Enter (or types `b`), when stdin is a terminal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const port = process.env.PORT ?? '8080';
const host = process.env.HOST ?? '127.0.0.1';
const sandboxPort = process.env.SANDBOX_PORT ?? '8090';
const externalGateway = process.env.WPS_BASE_URL;

/** Sandbox restarts wait 1 s, 2 s, 4 s ... at most 30 s; after 6 in a row that never answer
 * (about a minute: a port taken, a broken build) restarting is pointless, so we say so. */
const SANDBOX_RESTART_FIRST_DELAY_MS = 1_000;
const SANDBOX_RESTART_MAX_DELAY_MS = 30_000;
const SANDBOX_RESTART_MAX_ATTEMPTS = 6;

/** Readable lines for a person, unless asked otherwise; production logs stay JSON. */
const logFormat =
  process.env.LOG_FORMAT ?? (process.env.NODE_ENV === 'production' ? 'json' : 'pretty');

const children = new Set<ChildProcess>();
let stopping = false;
/** Set once the BFF answers: before that, a sandbox that dies means the start itself failed. */
let siteUp = false;
let sandboxRestartsInARow = 0;
let pendingSandboxRestart: NodeJS.Timeout | undefined;
let keyboard: Interface | undefined;

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ?? `code ${code ?? '?'}`;
}

function launch(
  name: string,
  entry: string,
  env: Record<string, string>,
  onExit: (how: string, code: number | null) => void,
): ChildProcess {
  // `node --import tsx` rather than the tsx binary: tsx would run the server in a grandchild, so
  // the pid we print and signal would not be the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) onExit(describeExit(code, signal), code);
  });
  console.log(`[start] ${name} running (pid ${child.pid ?? '?'})`);
  return child;
}

function stop(code: number): void {
  stopping = true;
  process.exitCode = code;
  clearTimeout(pendingSandboxRestart);
  keyboard?.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1_500).unref();
}

/** True once `url` answers at all; false after `timeoutMs` or as soon as `stillRunning` fails. */
async function answers(
  url: string,
  timeoutMs: number,
  stillRunning: () => boolean = () => true,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && stillRunning()) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return false;
}

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  if (!(await answers(url, timeoutMs)))
    throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/* -------------------------------------------------------------------------------------------------
 * The sandbox: restarted with a capped backoff when it dies while the site runs
 * ----------------------------------------------------------------------------------------------- */

const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const sandboxProbe = `${sandboxUrl}/wps/session/key/rsa`;

function startSandbox(): ChildProcess {
  return launch(
    'sandbox',
    'sandbox/src/server.ts',
    {
      SANDBOX_PORT: sandboxPort,
      SANDBOX_MODE: process.env.SANDBOX_MODE ?? 'demo',
      // Its per-request lines are the BFF's gateway calls again: noise here. SANDBOX_LOG_LEVEL
      // (not LOG_LEVEL, which is the BFF's) brings them back.
      LOG_LEVEL: process.env.SANDBOX_LOG_LEVEL ?? 'warn',
      LOG_FORMAT: logFormat,
    },
    onSandboxExit,
  );
}

function onSandboxExit(how: string): void {
  if (!siteUp) {
    console.error(`[start] sandbox exited (${how}) before the site was up; stopping`);
    stop(1);
    return;
  }
  const degraded =
    'the site stays up, degraded (cached or stale data, notices where the gateway is needed)';
  if (sandboxRestartsInARow >= SANDBOX_RESTART_MAX_ATTEMPTS) {
    console.error(
      `[start] gateway gone: the sandbox exited (${how}) and did not come back after ${SANDBOX_RESTART_MAX_ATTEMPTS} restarts; ${degraded}. Restart \`npm start\` to bring it back.`,
    );
    return;
  }
  const delayMs = Math.min(
    SANDBOX_RESTART_FIRST_DELAY_MS * 2 ** sandboxRestartsInARow,
    SANDBOX_RESTART_MAX_DELAY_MS,
  );
  sandboxRestartsInARow += 1;
  console.error(
    `[start] gateway gone: the sandbox exited (${how}); ${degraded}. Restarting it in ${delayMs / 1_000} s (attempt ${sandboxRestartsInARow} of ${SANDBOX_RESTART_MAX_ATTEMPTS}; or restart \`npm start\`).`,
  );
  pendingSandboxRestart = setTimeout(() => void restartSandbox(), delayMs);
}

async function restartSandbox(): Promise<void> {
  if (stopping) return;
  const child = startSandbox();
  const running = () => child.exitCode === null && child.signalCode === null;
  if (await answers(sandboxProbe, 30_000, running)) {
    sandboxRestartsInARow = 0;
    console.log(
      `[start] gateway back: the sandbox answers again at ${sandboxUrl} (pid ${child.pid ?? '?'}); the site recovers by itself`,
    );
  } else if (running() && !stopping) {
    console.error(`[start] the restarted sandbox (pid ${child.pid ?? '?'}) does not answer yet`);
  }
  // Otherwise it died again: its exit already scheduled the next attempt (or gave up).
}

/* -------------------------------------------------------------------------------------------------
 * The run
 * ----------------------------------------------------------------------------------------------- */

/**
 * The BFF's Firebase settings pointing at the embedded sandbox, unless the operator set their
 * own; none (no social login) when the sandbox does not say.
 */
async function sandboxSocialLogin(): Promise<Record<string, string>> {
  if (process.env.FIREBASE_WEB_CONFIG) return {};
  try {
    const response = await fetch(`${sandboxUrl}/emulator/firebase-web-config`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return {};
    return {
      FIREBASE_WEB_CONFIG: await response.text(),
      FIREBASE_AUTH_EMULATOR_URL: sandboxUrl,
    };
  } catch {
    return {};
  }
}

async function main(): Promise<void> {
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  let gateway = externalGateway;
  /** Facebook and Google login against the sandbox's stand-in for Firebase (decision 013). */
  let socialLogin: Record<string, string> = {};
  if (!gateway) {
    gateway = sandboxUrl;
    startSandbox();
    await waitUntilUp(sandboxProbe, 30_000);
    socialLogin = await sandboxSocialLogin();
  }

  launch(
    'bff',
    'bff/src/server.ts',
    {
      PORT: port,
      HOST: host,
      WPS_BASE_URL: gateway,
      // Successful requests at debug: one line each would bury the banner within minutes.
      ACCESS_LOG_LEVEL: process.env.ACCESS_LOG_LEVEL ?? 'debug',
      LOG_FORMAT: logFormat,
      ...socialLogin,
    },
    (how, code) => {
      console.error(`[start] bff exited (${how}); stopping`);
      stop(code ?? 1);
    },
  );
  await waitUntilUp(`http://${host}:${port}/healthz`, 30_000);
  siteUp = true;
  const interactive = process.stdin.isTTY === true;
  const banner = `
  Mobile site:  http://${host}:${port}/m/
  Gateway:      ${gateway}${externalGateway ? '' : ' (sandbox, demo mode)'}
  Store:        ${process.env.REDIS_URL ? process.env.REDIS_URL : 'in memory (set REDIS_URL for Redis)'}
  Demo member:  demo / Demo1234  (also player2 / Player1234, agent01 / Agent1234)
  Log:          ${describeLog()}
  ${interactive ? 'Press Enter to show this again. ' : ''}Stop with Ctrl-C.
`;
  console.log(banner);
  if (interactive) reprintOnEnter(banner);
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** What the BFF's log shows, in a few words, so a quiet log does not look like a dead one. */
function describeLog(): string {
  const level = process.env.LOG_LEVEL ?? 'info';
  const access = process.env.ACCESS_LOG_LEVEL ?? 'debug';
  const shown = LEVELS.indexOf(access) >= LEVELS.indexOf(level);
  return shown
    ? `${level} and above, one line per request`
    : `${level} and above; requests hidden (they log at ${access}: set ACCESS_LOG_LEVEL=info to see them)`;
}

/**
 * Enter (or `b`) prints the banner again. Only on a terminal: in CI or under Playwright stdin
 * is /dev/null or a pipe nobody writes to, and reading it would gain nothing. `terminal: false`
 * keeps the terminal in its normal mode, so Ctrl-C still reaches the whole process group as a
 * signal (a readline terminal would swallow it).
 */
function reprintOnEnter(banner: string): void {
  // Run as a background job (`npm start &`), reading the terminal would stop this process with
  // SIGTTIN's default action, and the site with it. A listener replaces that action: the read
  // then quietly yields nothing while in the background.
  process.on('SIGTTIN', () => {});
  keyboard = createInterface({ input: process.stdin, terminal: false });
  keyboard.on('line', (line) => {
    const typed = line.trim().toLowerCase();
    if (typed === '' || typed === 'b' || typed === 'banner') console.log(banner);
  });
  // stdin closed (Ctrl-D) or unreadable: nothing more to read, the site keeps running.
  keyboard.on('close', () => (keyboard = undefined));
  process.stdin.on('error', () => keyboard?.close());
}

main().catch((error: unknown) => {
  console.error('[start]', error instanceof Error ? error.message : error);
  stop(1);
});
