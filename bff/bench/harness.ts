/**
 * What the benches share: bench-server.ts started in its own process (so the load generator
 * does not share its event loop), and one autocannon run.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO = resolve(here, '../..');

export interface BenchServer {
  /** The BFF's origin, `http://127.0.0.1:PORT`. */
  bff: string;
  /** The sandbox's origin, when the server was started with `BENCH_CONTROLS=1`. */
  sandbox: string | null;
  stop: () => void;
}

/**
 * Starts bench-server.ts with these variables on top of this process's, and waits for its
 * `READY port` line (a `SANDBOX port` line comes before it when the controls are on).
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const child = spawn(resolve(REPO, 'node_modules/.bin/tsx'), [resolve(here, 'bench-server.ts')], {
    cwd: resolve(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const ports = await new Promise<{ bff: number; sandbox: number | null }>(
    (resolvePorts, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const ready = /READY (\d+)/.exec(out);
        if (!ready) return;
        const sandbox = /SANDBOX (\d+)/.exec(out);
        resolvePorts({ bff: Number(ready[1]), sandbox: sandbox ? Number(sandbox[1]) : null });
      });
      child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    },
  );
  return {
    bff: `http://127.0.0.1:${ports.bff}`,
    sandbox: ports.sandbox === null ? null : `http://127.0.0.1:${ports.sandbox}`,
    stop: () => child.kill('SIGTERM'),
  };
}

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
}

/** One autocannon run against one URL, no pipelining (as browsers send). */
export function load(url: string, options: LoadOptions): Promise<autocannon.Result> {
  const { connections, duration, headers = {} } = options;
  return new Promise((resolveRun, reject) => {
    autocannon(
      { url, connections, duration, pipelining: 1, headers },
      (error: Error | null, result) => (error ? reject(error) : resolveRun(result)),
    );
  });
}
