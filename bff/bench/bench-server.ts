/**
 * The server under benchmark, in its own process so the load generator does not share its event
 * loop: a sandbox gateway and the real BFF app (memory store, rate limits off, logs off), plus one
 * bare Fastify JSON route on the same app as the baseline. Prints `READY <port>` when listening.
 */
import { buildSandbox } from '@app/sandbox';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';

const sandbox = await buildSandbox({
  mode: 'test',
  publicUrl: 'http://127.0.0.1:1',
  logger: false,
});
await sandbox.listen({ port: 0, host: '127.0.0.1' });
const sandboxAddress = sandbox.server.address();
if (!sandboxAddress || typeof sandboxAddress !== 'object')
  throw new Error('sandbox did not listen');

const base = testConfig();
const app = await buildApp({
  config: {
    ...base,
    wpsBaseUrl: `http://127.0.0.1:${sandboxAddress.port}`,
    logLevel: 'silent',
    webDistDir: '/nonexistent',
    rateLimits: { ...base.rateLimits, globalPerMinute: 0 },
  },
});
app.get('/__bench/bare', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address !== 'object') throw new Error('bff did not listen');
console.log(`READY ${address.port}`);

process.on('SIGTERM', () => {
  void Promise.all([app.close(), sandbox.close()]).then(() => process.exit(0));
});
