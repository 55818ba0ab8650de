/**
 * Issue 29, item 2: the offline app shell (web/src/sw.ts, decision 041), both phones, with the
 * service worker allowed (the other journeys block it).
 *
 * - A first visit registers no worker; the second page load does, and the worker precaches the
 *   build and serves the page at once.
 * - Offline: the notice shows; a screen never opened before opens in the app (its chunk from
 *   the cache); a page loaded from the address bar is the app shell on that address, with the
 *   notice and the app's menu. Back online, the notice goes and the screen gets its data, in the
 *   same page (no reload).
 * - A second build deployed while the tab is open: the tab keeps taking its chunks from its own
 *   build's cache, the player is offered the update, and taking it reloads the page once onto
 *   the new worker.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkBothThemes } from '../support/axe-themes.ts';
import { closeAnnouncements, openInApp } from '../support/journeys.ts';
import { expect, startSite, test } from '../support/stack.ts';

test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'You are offline, please check your network connection';
const WEB_DIST = join(import.meta.dirname, '../../web/dist');

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** The notice above the footer (a screen that failed offline may say the same in its place). */
const offlineNotice = (page: Page) => page.locator('.network-notice').getByText(OFFLINE);

/** The script URL of the worker controlling the page, or null. */
const controller = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** A first visit (agreeing to the terms), then the second load, after which a worker serves the page. */
async function visitTwice(page: Page, path: string): Promise<void> {
  await closeAnnouncements(page);
  await page.goto(path);
  await page.getByRole('button', { name: 'Agree' }).click();
  // The first visit: no worker, none asked for (the whole build is not a first visit's cost).
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  await page.reload();
  await expect.poll(() => controller(page), { timeout: 20_000 }).toMatch(/\/m\/sw\.js$/);
}

test('offline, the app shell and the notice show; back online, the screen recovers in place', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await visitTwice(page, '/m/home');
  // A mark that a reload would wipe.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();

  // A screen this page never opened: its chunk comes from the worker's cache.
  const helpChunks: boolean[] = [];
  page.on('response', (response) => {
    if (/\/m\/assets\/help-screen-[^/]+\.js$/.test(response.url())) {
      helpChunks.push(response.fromServiceWorker());
    }
  });
  await openInApp(page, '/m/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  expect(helpChunks.length).toBeGreaterThan(0);
  expect(helpChunks.every(Boolean)).toBe(true);

  // Back online: the notice goes, and the help screen gets its content, in the same page.
  await context.setOffline(false);
  // The notice goes, and so does any screen's failure while offline.
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );

  // A page loaded from the address bar while offline: the app shell on that address.
  await context.setOffline(true);
  await page.goto('/m/activity');
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'offline-shell-promotions');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await context.setOffline(false);
  // The notice goes, and so does any screen's failure while offline.
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );

  // What the worker keeps: the build's files and the shell, never an answer or a page of data.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.map((url) => new URL(url).pathname);
  });
  expect(kept.length).toBeGreaterThan(100);
  expect(
    kept.filter(
      (path) => !/^\/m\/(assets|icons)\/|^\/m\/[\w.-]+\.(svg|webmanifest|js)$/.test(path),
    ),
  ).toEqual(['/m/shell.html']);
});

test('a second build deployed while the tab is open is offered, and taken on the tap', async ({
  page,
  stack,
}, testInfo) => {
  test.setTimeout(90_000);
  // This journey's own site, serving its own copy of the build: the deploy changes that copy.
  const dist = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  cpSync(WEB_DIST, dist, { recursive: true });
  const site = await startSite({
    gatewayUrl: stack.sandbox.url,
    logFile: join(stack.logDir, `bff-offline-${testInfo.workerIndex}.log`),
    env: { WEB_DIST_DIR: dist },
  });
  try {
    await visitTwice(page, `${site.baseURL}/m/home`);
    const firstWorker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/m/');
      return registration?.active?.state ?? null;
    });
    expect(firstWorker).toBe('activated');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    // The deploy: a new worker script (a new build's precache list differs the same way).
    const workerFile = join(dist, 'sw.js');
    writeFileSync(workerFile, `${readFileSync(workerFile, 'utf8')}\n// build 2\n`);
    // The tab's hourly check (or its return to view), now.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration('/m/'))?.update();
    });

    const update = page.getByRole('button', { name: 'Update', exact: true });
    await expect(page.getByText('A new version of the site is ready.')).toBeVisible();
    await checkBothThemes(page, testInfo, 'update-offered');
    // Until the player takes it, the tab stays on its own build: its chunks from its cache.
    const fromWorker: boolean[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/m/assets/')) fromWorker.push(response.fromServiceWorker());
    });
    await openInApp(page, '/m/vip');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
    expect(fromWorker.length).toBeGreaterThan(0);
    expect(fromWorker.every(Boolean)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );

    const reloaded = page.waitForEvent('load');
    await update.click();
    // One reload, onto the new worker: the mark is gone, nothing waits any more.
    await reloaded;
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    expect(
      await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
    ).toBeUndefined();
    await expect(update).toBeHidden();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/m/');
      return {
        waiting: registration?.waiting ?? null,
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    });
    expect(after).toEqual({ waiting: null, controlled: true });
  } finally {
    await site.close();
    rmSync(dist, { recursive: true, force: true });
  }
});
