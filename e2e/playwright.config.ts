/**
 * Playwright journeys in Debian's Chromium with mobile device profiles. The runner starts the
 * whole stack itself (sandbox gateway in test mode + BFF serving the built web app) on ports of
 * its own, so a running `npm start` is never disturbed. The web app must be built first
 * (`npm test` does it).
 */
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 18090);

export const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The network here is closed: without these flags Chromium floods refused connections.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  // One sandbox serves every journey, and some journeys switch it into maintenance: run serially.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'pixel-7', use: { ...devices['Pixel 7'], ...chromium } },
    { name: 'iphone-15', use: { ...devices['iPhone 15'], ...chromium } },
  ],
  webServer: {
    command: '../node_modules/.bin/tsx ../scripts/start.ts',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_MODE: 'test',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Status switches (maintenance) reach players within this; short so journeys stay quick.
      STATUS_CACHE_TTL_MS: '300',
    },
  },
});
