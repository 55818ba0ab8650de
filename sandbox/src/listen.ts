/**
 * A test-mode sandbox listening on a free loopback port, for the BFF's tests and the journeys.
 * The sandbox must know its own URL before it is built (game pages and images point at it), so
 * its port is chosen first; another process may take it in between: then a fresh one is tried.
 */
import { once } from 'node:events';
import { createServer } from 'node:net';
import { buildSandbox } from './app.ts';

export type SandboxApp = Awaited<ReturnType<typeof buildSandbox>>;

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address !== 'object') throw new Error('no free port');
  return address.port;
}

export async function listenOnFreePort(): Promise<{ app: SandboxApp; url: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const app = await buildSandbox({ mode: 'test', publicUrl: url, logger: false });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return { app, url };
    } catch (error) {
      await app.close();
      if (attempt < 5 && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') continue;
      throw error;
    }
  }
}
