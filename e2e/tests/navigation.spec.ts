/**
 * Issue 27 item 4 (spec "Layout"): the footer's Menu toggles the side panel (a second tap on the
 * same spot closes it: the open panel leaves the footer uncovered), and the providers page's back
 * goes to the previous page when there is one, else home.
 */
import type { Page } from '@playwright/test';
import { closeAnnouncements } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox, page }) => {
  await sandbox.reset();
  await closeAnnouncements(page);
});

/** Opens `path` on a first visit, the terms agreed. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Agree' }).click();
}

/**
 * Taps where the footer's Menu button is, as a finger does: whatever lies on top gets the tap
 * (while the modal panel is open the footer is inert, so its box is read before).
 */
async function tapAt(page: Page, box: { x: number; y: number; width: number; height: number }) {
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test('on an inner page the footer stays uncovered by the open side panel, and Menu tapped twice closes it', async ({
  page,
}, testInfo) => {
  await open(page, '/m/activity');
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const panel = page.getByRole('dialog', { name: 'Menu' });

  const menuBox = await menuButton.boundingBox();
  if (!menuBox) throw new Error('the Menu button has no box');
  await tapAt(page, menuBox);
  await expect(panel).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // The panel ends above the footer: the footer's top edge is not under the panel.
  const panelBox = await panel.boundingBox();
  const footerBox = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
  if (!panelBox || !footerBox) throw new Error('panel or footer has no box');
  expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(footerBox.y + 1);
  await shootBothThemes(page, testInfo, 'side-menu-open-activity');

  // Issue 27 item 6: the picker offers the merchant's languages (EN, TY, PT by default).
  await panel.getByRole('button', { name: 'Language' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a language' });
  await expect(picker.getByRole('listitem')).toHaveText(['English', 'Filipino', 'Português']);
  await shootBothThemes(page, testInfo, 'language-picker');
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(picker).toBeHidden();

  await tapAt(page, menuBox);
  await expect(panel).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/m\/activity$/);
});

test("the providers page's back returns to the page it was opened from", async ({ page }) => {
  await open(page, '/m/rng?vassalage=PG');
  await page.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/m\/providers/);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/m\/rng\?vassalage=PG$/);
});

test("the providers page's back leads home when the page was opened directly", async ({ page }) => {
  await open(page, '/m/providers');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
