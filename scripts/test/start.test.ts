/**
 * `npm start`'s supervision (scripts/start.ts), run for real: the script on free ports, the
 * sandbox and the BFF as its children, killed the way a crash kills them. No built web app is
 * needed (the BFF answers /m/ with 503 without one; these tests never ask for it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(what: string, timeoutMs: number, ok: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/** One `tsx scripts/start.ts` run in its own process group, with its output collected. */
class StartRun {
  output = '';
  readonly exited: Promise<number | null>;
  readonly #process: ChildProcess;

  constructor(
    readonly port: number,
    readonly sandboxPort: number,
    overrides: Record<string, string | undefined> = {},
  ) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_MODE: 'test',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The status read before the gateway dies stays fresh for the whole test.
      STATUS_CACHE_TTL_MS: '120000',
      ...overrides,
    };
    // The sandbox, the memory store and this repository only; the log as start.ts chooses it.
    delete env.WPS_BASE_URL;
    delete env.REDIS_URL;
    delete env.SANDBOX_DATA_FILE;
    delete env.LOG_FORMAT;
    delete env.ACCESS_LOG_LEVEL;
    delete env.SANDBOX_LOG_LEVEL;
    for (const [name, value] of Object.entries(overrides))
      if (value === undefined) delete env[name];
    this.#process = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so the clean-up reaches every child it started.
      detached: true,
    });
    this.#process.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.#process.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolveExit) =>
      this.#process.on('exit', (code) => resolveExit(code)),
    );
  }

  get running(): boolean {
    return this.#process.exitCode === null && this.#process.signalCode === null;
  }

  /** The pids start.ts announced for `name` ("[start] sandbox running (pid N)"), oldest first. */
  pidsOf(name: 'sandbox' | 'bff'): number[] {
    return [
      ...this.output.matchAll(new RegExp(`\\[start\\] ${name} running \\(pid (\\d+)\\)`, 'g')),
    ].map((match) => Number(match[1]));
  }

  async waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void> {
    await until(`${String(pattern)} in:\n${this.output}`, timeoutMs, () =>
      pattern.test(this.output),
    );
  }

  async started(): Promise<void> {
    await this.waitForOutput(/Mobile site:/, 60_000);
  }

  /** Ctrl-C's signal first, then SIGKILL to whatever of the group is left. */
  async stop(): Promise<void> {
    const pid = this.#process.pid;
    if (pid === undefined) return;
    if (this.running) {
      this.#process.kill('SIGTERM');
      await Promise.race([this.exited, new Promise((r) => setTimeout(r, 5_000))]);
    }
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // The whole group is already gone.
    }
  }
}

let run: StartRun | undefined;

async function launch(env: Record<string, string | undefined> = {}): Promise<StartRun> {
  const port = await freePort();
  let sandboxPort = await freePort();
  while (sandboxPort === port) sandboxPort = await freePort();
  run = new StartRun(port, sandboxPort, env);
  await run.started();
  return run;
}

afterEach(async () => {
  await run?.stop();
  run = undefined;
});

describe('npm start (scripts/start.ts)', () => {
  it('keeps the site up when the sandbox dies, says so, and brings the sandbox back', async () => {
    const start = await launch();
    const bff = `http://127.0.0.1:${start.port}`;
    const status = `${bff}/trpc/system.status?input=%7B%7D`;
    expect((await fetch(status)).status).toBe(200);
    const [sandboxPid] = start.pidsOf('sandbox');
    expect(sandboxPid).toBeDefined();

    process.kill(sandboxPid!, 'SIGKILL');
    await until('the sandbox to die', 5_000, () => !isAlive(sandboxPid!));
    // start.ts reacts either by announcing the outage or (before issue 8 #15) by stopping.
    await Promise.race([
      start.waitForOutput(/gateway gone/, 10_000),
      start.exited.then(() => new Promise((r) => setTimeout(r, 500))),
    ]);

    // A dropped connection (no BFF) is `undefined` here, not an exception, so the failure reads.
    const health = await fetch(`${bff}/healthz`).catch(() => undefined);
    expect(health?.status).toBe(200);
    const degraded = await fetch(status).catch(() => undefined);
    expect(degraded?.status).toBe(200);
    expect(await degraded?.json()).toHaveProperty('result.data');
    expect(start.output).toMatch(
      /gateway gone: the sandbox exited \(SIGKILL\); the site stays up, degraded/,
    );

    // Restarted after a 1 s backoff, on the same port.
    await start.waitForOutput(/gateway back/, 30_000);
    const restarted = start.pidsOf('sandbox')[1];
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(sandboxPid);
    expect(await answers(`http://127.0.0.1:${start.sandboxPort}/wps/session/key/rsa`)).toBe(true);

    // Ctrl-C still stops everything.
    await start.stop();
    await until(
      'both children to stop',
      5_000,
      () => !isAlive(restarted!) && !isAlive(start.pidsOf('bff')[0]!),
    );
  }, 120_000);

  it('stops everything when the BFF itself dies', async () => {
    const start = await launch();
    const [bffPid] = start.pidsOf('bff');
    const [sandboxPid] = start.pidsOf('sandbox');
    expect(bffPid).toBeDefined();

    process.kill(bffPid!, 'SIGKILL');
    const code = await Promise.race([
      start.exited,
      new Promise((r) => setTimeout(r, 10_000, 'still running')),
    ]);
    expect(code).toBe(1);
    expect(start.output).toMatch(/bff exited \(SIGKILL\); stopping/);
    await until('the sandbox to stop', 5_000, () => !isAlive(sandboxPid!));
  }, 120_000);

  it('keeps its banner in sight: no line per request at the default level, text not JSON', async () => {
    // The operator's defaults: no LOG_LEVEL (info), stdin not a terminal (as in CI).
    const start = await launch({ LOG_LEVEL: undefined });
    const bff = `http://127.0.0.1:${start.port}`;
    expect(start.output).toMatch(/Demo member: +demo \/ Demo1234/);
    // Not a terminal: no promise of a reprint, and nothing waits on stdin.
    expect(start.output).not.toMatch(/Press Enter/);
    const before = start.output.length;

    for (let i = 0; i < 40; i += 1) {
      const url = i % 2 ? `${bff}/healthz` : `${bff}/trpc/system.status?input=%7B%7D`;
      expect((await fetch(url)).status).toBe(200);
    }
    // A refusal someone explained is a warning: still shown.
    const refused = await fetch(`${bff}/trpc/session.logout`, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    await start.waitForOutput(/WARN: request refused.*csrf/, 5_000);

    const after = start.output.slice(before);
    expect(after).not.toMatch(/request completed/);
    // The refusal is the only line the 41 requests wrote, and it reads as text.
    expect(after.trim().split('\n')).toHaveLength(1);
    expect(start.output).not.toMatch(/^\{"level"/m);
    expect(start.running).toBe(true);
  }, 120_000);
});
