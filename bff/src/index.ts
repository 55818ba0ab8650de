export { buildApp, type BuildAppOptions } from './app.ts';
export { loadConfig, testConfig, type Config } from './config.ts';
export type { AppRouter } from './trpc/router.ts';
