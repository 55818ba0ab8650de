/**
 * Playwright journeys in Debian's Chromium (its headless shell) with mobile device profiles. Every worker builds its
 * own stack in its own process (support/stack.ts: a sandbox gateway in test mode and a BFF
 * serving the built web app, on free ports), so journeys run in parallel and a running
 * `npm start` (or anyone else's run) is never disturbed. The web app must be built first
 * (`npm test` does it).
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './support/chromium-flags.ts';

/**
 * Debian's Chromium build, as its headless shell (package `chromium-headless-shell`): the same
 * Blink and V8 without the browser's UI layer, which is what Playwright itself runs headless.
 * It took 0.58 of the full browser's CPU for the same journeys (decision 012). A headed or
 * debugging run needs a window, so it gets the full browser; `CHROMIUM_PATH` overrides both.
 */
const headed = process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg));
const executablePath =
  process.env.CHROMIUM_PATH ?? (headed ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell');

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath,
    args: [...CHROMIUM_FLAGS],
  },
};

export default defineConfig({
  testDir: './tests',
  // Each worker has its own sandbox and BFF (support/stack.ts): a journey that switches its
  // sandbox into maintenance affects its own worker only. Two workers: the test machine's two
  // cores (E2E_WORKERS overrides).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // A cap on waiting for a condition, not a timing claim: a run beside other jobs (load 15 on two
  // cores) once took more than 7 s to fetch a game page back.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // `baseURL` is the worker's own site: the `baseURL` fixture of support/stack.ts.
  use: {
    // A journey that fails is run again (`npm test` retries once) with a trace: actions, network,
    // console and DOM snapshots, kept whether the retry passes or fails. A journey that passes
    // first time records nothing: DOM snapshots of every step in every journey were 6 % of the
    // suite's CPU (161 against 152 CPU-seconds for home-layout.spec.ts). Not the screencast:
    // encoding a frame for every change on screen cost a quarter (212 CPU-seconds). A developer's
    // own run (no retries) asks for one with `--trace on`.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    // The app's service worker (from a player's second page load on, decision 041) would answer
    // the pages of a journey that loads twice, past its `page.route`; the offline journeys of
    // offline-shell.spec.ts allow it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'pixel-7', use: { ...devices['Pixel 7'], ...chromium } },
    { name: 'iphone-15', use: { ...devices['iPhone 15'], ...chromium } },
  ],
});
