/**
 * The spec's network notices (section 8; issue 29 item 3): offline while the browser has no
 * network, "network slow" while a call to the BFF has taken longer than 5 s
 * (web/src/lib/network-state.ts); both leave when the condition ends, in the player's language.
 */
import type { Route } from '@playwright/test';
import { checkBothThemes } from '../support/axe-themes.ts';
import { agreeAndCloseAnnouncement, openInApp } from '../support/journeys.ts';
import { expect, test } from '../support/stack.ts';

const OFFLINE = 'You are offline, please check your network connection';
const SLOW = 'The page took longer time to load, please check your network connectivity';
/** web/src/lib/network-state.ts */
const NETWORK_SLOW_AFTER_MS = 5_000;

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('going offline shows the offline notice, and it leaves when the network returns', async ({
  page,
}, testInfo) => {
  await page.goto('/m/home');
  await agreeAndCloseAnnouncement(page);
  const notices = page.getByRole('status').filter({ hasText: OFFLINE });
  await expect(notices).toHaveCount(0);

  await page.context().setOffline(true);
  await expect(notices).toBeVisible();
  await checkBothThemes(page, testInfo, 'network-offline');
  // Still there on the next screen: the notice belongs to the app, not to a page.
  await openInApp(page, '/m/hot');
  await expect(notices).toBeVisible();

  await page.context().setOffline(false);
  await expect(notices).toHaveCount(0);
});

test("a call slower than 5 s shows 'network slow' until it is answered", async ({ page }) => {
  await page.clock.install();
  await page.goto('/m/home');
  await agreeAndCloseAnnouncement(page);
  // The promotions' list is held until the test lets it through.
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('promotions.list'),
    (route) => {
      held.push(route);
    },
  );
  await openInApp(page, '/m/activity');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const slow = page.getByRole('status').filter({ hasText: SLOW });
  await page.clock.runFor(NETWORK_SLOW_AFTER_MS - 1_000);
  await expect(slow).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(slow).toBeVisible();

  await page.unroute('**/*');
  for (const route of held) await route.continue();
  await expect(slow).toHaveCount(0);
  await expect(page.getByText('Weekly Cashback').first()).toBeVisible();
});

test('the offline notice in Filipino', async ({ page }) => {
  await page.goto('/m/home');
  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  await page.reload();
  await page.getByRole('button', { name: 'Sumasang-ayon' }).click();
  await page.context().setOffline(true);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Offline ka, pakisuri ang iyong koneksyon sa network' }),
  ).toBeVisible();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await page.context().setOffline(false);
});
