/**
 * The session store stalls under a signed-in player (a real Redis, frozen and thawed): the home
 * still renders, says the service is degraded and keeps the player signed in; logout still
 * works; once Redis is back the member's sections return with nothing lost.
 */
import { askToSignOut, logInAsDemo } from '../support/journeys.ts';
import { startRedisBackedSite, type RedisBackedSite } from '../support/redis-replica.ts';
import { DEMO } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

const DEGRADED = /Some services are temporarily unavailable/;
let site: RedisBackedSite;

test.beforeAll(async ({ stack }) => {
  site = await startRedisBackedSite(stack);
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.afterEach(() => {
  site.resume();
});

test('the home says the service is degraded while Redis stalls, and the member is still there after', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await logInAsDemo(page, site.baseURL);

  site.pause();
  await page.reload();
  await expect(page.getByText(DEGRADED)).toBeVisible();
  // Still signed in: the member's greeting stays, no log in appears.
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();
  // For the person reviewing the change: the notice in both themes.
  await page.screenshot({ path: testInfo.outputPath('degraded-home-dark.png') });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  await page.screenshot({ path: testInfo.outputPath('degraded-home-light.png') });

  site.resume();
  // The BFF tries the store again once its circuit breaker lets it (half-open after a few
  // seconds): until then a reload still shows the notice, as a player retrying would see.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible({ timeout: 2_000 });
    // The notice goes with the first home answer that had the store back.
    await expect(page.getByText(DEGRADED)).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test('logout works while Redis stalls', async ({ page }) => {
  test.setTimeout(60_000);
  await logInAsDemo(page, site.baseURL);
  site.pause();
  // The home's bar is one row (greeting, balance, Deposit): Log out is in the side menu. The
  // member's login popup first goes (this assertion lets the popup handler close it).
  await expect(page.getByRole('dialog', { name: 'Announcement' })).toHaveCount(0);
  await askToSignOut(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  site.resume();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toHaveCount(0);
});
