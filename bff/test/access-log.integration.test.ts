/**
 * Access log (issue 8, item 14): one line per request, one per refused request, and a flood of
 * refusals sampled to a bounded number of lines plus a summary.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../src/config.ts';
import { LogCapture, sandboxPerFile, startBff } from './helpers/stack.ts';

const PER_SECOND = 10;

const suite = sandboxPerFile('nothing');
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  url?: string;
  status?: number;
  reason?: string;
  suppressed?: number;
}

async function bff(globalPerMinute: number) {
  const logs = new LogCapture();
  app = await startBff({
    gatewayUrl: suite.sandbox.url,
    config: {
      logLevel: 'info',
      refusalLogsPerSecond: PER_SECOND,
      rateLimits: {
        ...testConfig().rateLimits,
        globalPerMinute,
      },
    },
    logStream: logs,
  });
  await app.ready();
  const parsed = () => logs.lines.map((line) => JSON.parse(line) as Line);
  return { app, parsed };
}

describe('access log', () => {
  it('writes exactly one line for a successful request, without its query', async () => {
    const { app, parsed } = await bff(100);
    const before = parsed().length;
    const response = await app.inject('/healthz?token=secret-value');
    expect(response.statusCode).toBe(200);
    const lines = parsed().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', url: '/healthz', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('secret-value');
  });

  it('writes exactly one line for a refused request', async () => {
    const { app, parsed } = await bff(1);
    expect((await app.inject('/trpc/system.status')).statusCode).toBe(200);
    const before = parsed().length;
    const refused = await app.inject('/trpc/system.status');
    expect(refused.statusCode).toBe(429);
    const lines = parsed().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request refused', status: 429 });
  });

  it('writes exactly one line for a router refusal (414), without the URL', async () => {
    const { app, parsed } = await bff(100);
    const before = parsed().length;
    const segment = 'a'.repeat(6_000);
    expect((await app.inject(`/trpc/${segment}`)).statusCode).toBe(414);
    const lines = parsed().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request refused',
      reason: 'framework:FST_ERR_MAX_PARAM_LENGTH',
    });
    expect(JSON.stringify(lines)).not.toContain(segment.slice(0, 100));
  });

  it('samples a flood of 300 refusals into a bounded number of lines and a summary', async () => {
    const { app, parsed } = await bff(1);
    await app.inject('/trpc/system.status');
    const before = parsed().length;
    const started = Date.now();
    for (let i = 0; i < 300; i += 1) {
      const response = await app.inject(`/trpc/system.status?i=${i}`);
      expect(response.statusCode).toBe(429);
    }
    const elapsedSeconds = (Date.now() - started) / 1_000;
    const lines = () => parsed().slice(before);
    const refused = () => lines().filter((line) => line.msg === 'request refused');
    const summaries = () =>
      lines().filter((line) => line.msg === 'refused requests not logged (flood)');
    const suppressed = () => summaries().reduce((sum, line) => sum + (line.suppressed ?? 0), 0);
    // The summary of the last interval is written once that interval ends (within a second).
    await vi.waitFor(() => expect(refused().length + suppressed()).toBe(300), {
      timeout: 3_000,
      interval: 50,
    });
    const budget = PER_SECOND * (Math.ceil(elapsedSeconds) + 1);
    expect(refused().length).toBeLessThanOrEqual(budget);
    expect(summaries().length).toBeGreaterThanOrEqual(1);
    expect(summaries().length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 2);
    // Nothing is lost (the wait above): every refusal is either a line or counted in a summary.
    expect(refused().length + suppressed()).toBe(300);
    expect(lines().length).toBe(refused().length + summaries().length);
    // 300 requests take 2 s on an idle machine and 6 s on a loaded one (a CI neighbour): the
    // figures above follow the time it took, the test's limit must too.
  }, 30_000);
});
