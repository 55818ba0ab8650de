/**
 * Issue 12, item 5: online cockfighting (e-sabong) is suspended in the Philippines, so the
 * cockfight category is off unless the merchant's configuration turns it on
 * (`GAME_TYPES_DISABLED`, `COCKFIGHT` by default). A player sees it in the side menu only then.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { closeAnnouncements } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, startSite, test } from '../support/stack.ts';

/**
 * The side menu's categories, opened on a light page with the footer's Menu (the home's carousels
 * and rows would only slow two full loads down on a busy machine).
 */
async function sideMenuCategories(page: Page, origin: string): Promise<string[]> {
  // Each site asks for the terms again: cookies ignore the port, so the first site's agreement
  // (mc_terms) would otherwise reach the second one on the same host.
  await page.context().clearCookies();
  await page.goto(`${origin}/m/activity`);
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const categories = page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('list', { name: 'Game categories' })
    .getByRole('link');
  await expect(categories.first()).toBeVisible();
  return categories.allInnerTexts();
}

test('the side menu offers Cockfight only where the merchant turned it on, and its list shows SV388', async ({
  page,
  sandbox,
  baseURL,
}, testInfo) => {
  // Two sites (a second stack starts inside the test), two full loads: a loaded CI machine took
  // over 60 s once.
  test.setTimeout(120_000);
  await closeAnnouncements(page);
  const byDefault = await sideMenuCategories(page, baseURL ?? '');
  expect(byDefault).toContain('Slots');
  expect(byDefault).not.toContain('Cockfight');

  mkdirSync(testInfo.outputDir, { recursive: true });
  const site = await startSite({
    gatewayUrl: sandbox.url,
    logFile: join(testInfo.outputDir, 'bff-cockfight-on.log'),
    env: { GAME_TYPES_DISABLED: '' },
  });
  try {
    expect(await sideMenuCategories(page, site.baseURL)).toContain('Cockfight');
    // Its list shows the cockfight vendor, not the sports vendors the link's route is named after.
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Cockfight' })
      .click();
    await expect(page).toHaveURL(/\/m\/sports\?gameType=COCKFIGHT$/);
    // The header names cockfighting, not the route it borrows (Sports).
    const title = page.getByRole('banner').locator('.header__title');
    await expect(title).toHaveText('Cockfight');
    const vendors = page.getByRole('list', { name: 'Providers' });
    await expect(vendors.getByRole('button', { name: 'SV388' })).toBeVisible();
    await expect(vendors.getByRole('button', { name: 'Saba Sports' })).toBeHidden();
    await page.setViewportSize({ width: 360, height: 780 });
    await shootBothThemes(page, testInfo, 'cockfight-list');
  } finally {
    await site.close();
  }
});
