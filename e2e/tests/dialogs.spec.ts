/**
 * The app's dialogs are one component on the native <dialog> (web/src/components/ui/dialog.tsx):
 * Escape closes the topmost one and focus goes back to what opened it; the page under an open
 * dialog does not scroll; a tap on the backdrop closes it. With SHOTS_DIR set, each dialog is
 * photographed in both themes (support/shots.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { logInAsDemo } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

// Several dialogs a journey, each photographed twice when SHOTS_DIR is set: slow on two cores.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

const pageScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflowY === 'hidden');

/** Escape closes `dialog` and focus returns to `opener`. */
async function escapeReturnsFocus(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('Escape closes a dialog and gives focus back to its opener; the page does not scroll under it', async ({
  page,
}, testInfo) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Agree' }).click();

  // The login popups greet a visitor: the first dialog of the home.
  const popups = page.getByRole('dialog', { name: 'Announcement' });
  await expect(popups).toBeVisible();
  await shootBothThemes(page, testInfo, 'dialog-popups');
  await page.keyboard.press('Escape');
  await expect(popups).toBeHidden();

  // The footer's certified institute list.
  const certified = page.getByRole('button', { name: 'Certified institute' });
  await certified.scrollIntoViewIfNeeded();
  await certified.click();
  const regulators = page.getByRole('dialog', { name: 'Licensing and certification' });
  await expect(regulators).toBeVisible();
  expect(await pageScrollLocked(page)).toBe(true);
  await shootBothThemes(page, testInfo, 'dialog-regulators');
  await escapeReturnsFocus(page, regulators, certified);
  expect(await pageScrollLocked(page)).toBe(false);

  // The download popup from the top bar.
  const download = page.getByRole('button', { name: 'Download options' });
  await download.click();
  const downloadDialog = page.getByRole('dialog', { name: 'Download the app' });
  await shootBothThemes(page, testInfo, 'dialog-download');
  await escapeReturnsFocus(page, downloadDialog, download);
});

test('Escape closes only the topmost dialog: the language picker, then the side menu', async ({
  page,
}, testInfo) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Agree' }).click();
  // The home is already there under the terms notice (server-rendered), so its announcement
  // opens the moment the player agrees: closed first, before the menu this journey is about.
  const announcement = page.getByRole('dialog', { name: 'Announcement' });
  await expect(announcement).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(announcement).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
  await shootBothThemes(page, testInfo, 'dialog-side-menu');

  const languageButton = menu.getByRole('button', { name: /Language/ });
  await languageButton.click();
  const picker = page.getByRole('dialog', { name: 'Choose a language' });
  await shootBothThemes(page, testInfo, 'dialog-language');
  await escapeReturnsFocus(page, picker, languageButton);
  await expect(menu).toBeVisible();

  await escapeReturnsFocus(page, menu, menuButton);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // A tap on the backdrop closes the menu too.
  await menuButton.click();
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box');
  await page.mouse.click(box.x + box.width + (viewport.width - box.x - box.width) / 2, box.y + 80);
  await expect(menu).toBeHidden();
});

test("a member's logout question and a game's play choice close on Escape", async ({
  page,
}, testInfo) => {
  await logInAsDemo(page);

  // The side menu's Sign out asks first (an alertdialog, focus on Cancel).
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const signOut = menu.getByRole('button', { name: 'Sign out' });
  await signOut.click();
  const question = page.getByRole('alertdialog', { name: 'Log out' });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shootBothThemes(page, testInfo, 'dialog-logout');
  await escapeReturnsFocus(page, question, signOut);
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // A game that offers free play asks which first. Launches are held back while looking for one.
  await page.route('**/trpc/games.launch**', (route) => route.abort());
  const tiles = page.getByRole('region', { name: 'Slots' }).locator('.tile__button');
  const choice = page.locator('dialog.play-choice');
  let opener: Locator | null = null;
  for (let index = 0; index < (await tiles.count()) && !opener; index += 1) {
    const tile = tiles.nth(index);
    await tile.click();
    const asked = await choice
      .waitFor({ state: 'visible', timeout: 1_500 })
      .then(() => true)
      .catch(() => false);
    if (asked) opener = tile;
  }
  if (!opener) throw new Error('no seeded slot offers free play');
  await expect(choice.getByRole('button', { name: 'Free play' })).toBeVisible();
  await shootBothThemes(page, testInfo, 'dialog-play-choice');
  await escapeReturnsFocus(page, choice, opener);
});
