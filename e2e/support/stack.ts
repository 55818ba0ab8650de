/**
 * Every Playwright worker runs its own stack, in its own process: a sandbox gateway in test mode
 * and a BFF serving the built web app (web/dist), both built in-process with their build
 * functions (`buildSandbox`, `buildApp`) and listening on free loopback ports. Journeys import
 * `test` and `expect` from here: `baseURL` points at the worker's BFF and the `sandbox` fixture
 * drives the worker's sandbox, so a journey that switches maintenance on affects only its own
 * worker, and the journeys run in parallel.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { buildApp, loadConfig } from '@app/bff';
import { SANDBOX_FIREBASE_WEB_CONFIG, freePort, listenOnFreePort } from '@app/sandbox';
import { sandboxControls, type SandboxControls } from './sandbox.ts';

/** The BFF's environment as the journeys want it (what the old webServer entry set). */
const BFF_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // Status switches (maintenance) reach players within this; short so journeys stay quick.
  STATUS_CACHE_TTL_MS: '300',
  // The same for the promotion switches (LOGIN, MISSION) the journeys turn on and off.
  PROMOTIONS_CACHE_TTL_MS: '300',
  // home.bootstrap sends a section empty when the gateway misses this deadline (1.5 s by
  // default), and a gateway call gives up after 3 s. No journey tests either limit (faults here
  // fail fast), but on a loaded two-core machine a worker's BFF can miss them and a journey would
  // find a section gone or a login timed out.
  HOME_SECTION_DEADLINE_MS: '10000',
  UPSTREAM_TIMEOUT_MS: '15000',
  // A worker's BFF lives through all its journeys, and several text the demo member's number
  // (SMS login, its countdown, digits-only fields, login verification): the production 3 a number
  // in 10 minutes is tested by the BFF's own suites (sms-login-free-play, register), not here,
  // where it refused whichever journey came fourth.
  RATE_LIMIT_SMS_PER_MOBILE_PER_10_MIN: '100',
  RATE_LIMIT_SMS_PER_IP_PER_10_MIN: '100',
  // Every journey logs in from 127.0.0.1: since the journeys run three times faster (Preact, a
  // quiet machine), one worker's BFF saw more than the production 20 logins a minute and
  // refused the next ("Too many attempts"). The limit itself is tested by the BFF's own suites.
  RATE_LIMIT_LOGIN_PER_IP_PER_MIN: '200',
} as const;

export { freePort };

export interface SiteOptions {
  /** The gateway the BFF talks to. */
  gatewayUrl: string;
  /** A Redis for sessions and cache; the memory store otherwise. */
  redisUrl?: string;
  /** Where the BFF's log lines (warnings and worse) go. */
  logFile: string;
  /** More BFF settings, as environment variables (they win over the journeys' defaults). */
  env?: Record<string, string>;
}

export interface Site {
  baseURL: string;
  close(): Promise<void>;
}

/**
 * A BFF serving the built web app on a free port. The port is chosen before the BFF is built:
 * its public origin (where a payment gateway sends the player back) is configuration, never the
 * request's Host (issue 25), so it must name the port the site listens on.
 */
export async function startSite(options: SiteOptions): Promise<Site> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return await startSiteOn(port, options);
    } catch (error) {
      // Another process took the port between the probe and the listen: try another.
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 3) throw error;
    }
  }
}

async function startSiteOn(port: number, options: SiteOptions): Promise<Site> {
  const baseURL = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    ...BFF_ENV,
    PUBLIC_ORIGIN: baseURL,
    WPS_BASE_URL: options.gatewayUrl,
    // Facebook and Google login against the sandbox's stand-in for Firebase (decision 013).
    FIREBASE_WEB_CONFIG: JSON.stringify(SANDBOX_FIREBASE_WEB_CONFIG),
    FIREBASE_AUTH_EMULATOR_URL: options.gatewayUrl,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    // Another build of the web app (`vite build --outDir …`), so that two people's runs on one
    // machine do not overwrite each other's web/dist.
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    ...options.env,
  });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const app = await buildApp({ config, loggerStream: log });
  try {
    await app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    log.end();
    throw error;
  }
  return {
    baseURL,
    close: async () => {
      await app.close();
      log.end();
    },
  };
}

export interface Stack {
  /** The worker's site (its BFF). */
  baseURL: string;
  sandbox: SandboxControls;
  /** Where this worker's BFF logs go (one file per worker under the output folder). */
  logDir: string;
}

export const test = base.extend<{ sandbox: SandboxControls }, { stack: Stack }>({
  stack: [
    // Playwright reads a fixture's dependencies from this destructuring: it must be there, empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const logDir = join(workerInfo.project.outputDir, 'stack-logs');
      mkdirSync(logDir, { recursive: true });
      const gateway = await listenOnFreePort();
      const site = await startSite({
        gatewayUrl: gateway.url,
        logFile: join(logDir, `bff-worker-${workerInfo.workerIndex}.log`),
      });
      await use({
        baseURL: site.baseURL,
        sandbox: sandboxControls(gateway.app, gateway.url),
        logDir,
      });
      await site.close();
      await gateway.app.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.baseURL);
  },
  sandbox: async ({ stack }, use) => {
    await use(stack.sandbox);
  },
  /**
   * A page whose `goto` to one of the app's pages returns once the app has taken the page over
   * (`html[data-app-ready]`, web/src/main.tsx): a rendered page is on screen before that, and a
   * tap on one of its buttons would be lost (decision 039). `waitUntil: 'commit'` opts out, as
   * does a page without script.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      const app = new URL(page.url()).pathname.startsWith('/m/');
      if (javaScriptEnabled !== false && options?.waitUntil !== 'commit' && html && app) {
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});

export { expect };
