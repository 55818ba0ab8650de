/**
 * Runs the product on its embedded defaults: the sandbox gateway (unless WPS_BASE_URL points at
 * a real one) and the BFF serving the built web app. Used by `npm start` and by the Playwright
 * journeys (with test ports and SANDBOX_MODE=test). Stops both on Ctrl-C or when either exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = resolve(root, 'node_modules/.bin/tsx');

const port = process.env.PORT ?? '8080';
const host = process.env.HOST ?? '127.0.0.1';
const sandboxPort = process.env.SANDBOX_PORT ?? '8090';
const externalGateway = process.env.WPS_BASE_URL;
const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(tsx, [entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code: number): void {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1_500).unref();
}

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

async function main(): Promise<void> {
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  let gateway = externalGateway;
  if (!gateway) {
    gateway = `http://127.0.0.1:${sandboxPort}`;
    start('sandbox', 'sandbox/src/server.ts', {
      SANDBOX_PORT: sandboxPort,
      SANDBOX_MODE: process.env.SANDBOX_MODE ?? 'demo',
    });
    await waitUntilUp(`${gateway}/wps/session/key/rsa`, 30_000);
  }

  start('bff', 'bff/src/server.ts', { PORT: port, HOST: host, WPS_BASE_URL: gateway });
  await waitUntilUp(`http://${host}:${port}/healthz`, 30_000);
  console.log(`
  Mobile site:  http://${host}:${port}/m/
  Gateway:      ${gateway}${externalGateway ? '' : ' (sandbox, demo mode)'}
  Store:        ${process.env.REDIS_URL ? process.env.REDIS_URL : 'in memory (set REDIS_URL for Redis)'}
  Demo member:  demo / Demo1234
  Stop with Ctrl-C.
`);
}

main().catch((error: unknown) => {
  console.error('[start]', error instanceof Error ? error.message : error);
  stop(1);
});
