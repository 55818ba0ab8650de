/**
 * Runs the sandbox gateway. Configuration comes from the environment, parsed once here.
 */
import { buildSandbox } from './app.ts';
import { z } from 'zod';

const EnvSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_MODE: z.enum(['test', 'demo', 'production']).default('demo'),
  SANDBOX_DATA_FILE: z.string().min(1).optional(),
  SANDBOX_PUBLIC_URL: z.url().optional(),
  MERCHANT_CODE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` lines by default; `pretty` (one readable text line per entry) for `npm start`. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
});

const env = EnvSchema.parse(process.env);

/** Readable lines for a person at a terminal; loaded only then (pino-pretty is a dev dependency). */
async function prettyStream() {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    sync: true,
    colorize: process.stdout.isTTY === true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
}

const app = await buildSandbox({
  mode: env.SANDBOX_MODE,
  publicUrl: env.SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`,
  ...(env.MERCHANT_CODE ? { merchantCode: env.MERCHANT_CODE } : {}),
  ...(env.SANDBOX_DATA_FILE ? { dataFile: env.SANDBOX_DATA_FILE } : {}),
  logger:
    env.LOG_FORMAT === 'pretty'
      ? { level: env.LOG_LEVEL, stream: await prettyStream() }
      : { level: env.LOG_LEVEL },
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing the sandbox gateway');
  // app.close() runs the onClose hook, which writes the final snapshot.
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: env.SANDBOX_PORT, host: env.SANDBOX_HOST });
console.log(`Sandbox gateway (${env.SANDBOX_MODE}) listening on ${address}`);
