/**
 * Issue 9 item 6: the routes whose screens hide both the header and the footer menu must not
 * strand the player. The app page (issue 14) offers its own Back and a way home, named in the
 * player's language; the game screens (providers, lottery, gameList: issue 12) draw a top bar
 * whose way home is 'Back to home'.
 */
import type { Page } from '@playwright/test';
import { closeAnnouncements, openInApp } from '../support/journeys.ts';
import { expect, test } from '../support/stack.ts';

/** Route → its title in English (web/src/features/download/texts/titles/en.ts). */
const STRANDED = [['/m/app', 'App download']] as const;

/** Real screens without header and footer (issue 12). */
const GAME_SCREENS = [
  ['/m/providers', 'Game providers'],
  ['/m/lottery', 'Lottery'],
  ['/m/gameList?gameType=RNG&vassalage=PG', 'Games'],
] as const;

test.beforeEach(async ({ page, sandbox }) => {
  await sandbox.reset();
  await closeAnnouncements(page);
});

async function agreeToTerms(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('button', { name: 'Agree' })).toBeHidden();
}

test('every placeholder without header and footer offers the way home', async ({ page }) => {
  // The first opened from its address, the others as the app's links open them (no reload).
  await page.goto(STRANDED[0][0]);
  await agreeToTerms(page);
  for (const [path, title] of STRANDED) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    // The real screen's layout: neither the header nor the footer menu.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

    const home = page.getByRole('link', { name: 'Go to home', exact: true });
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('group', { name: 'Promotions', exact: true })).toBeVisible();
  }
});

test('the game screens without header and footer draw their own way home', async ({ page }) => {
  await page.goto('/m/home');
  await agreeToTerms(page);
  for (const [path, title] of GAME_SCREENS) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to home', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  }
});

test('Back returns to the previous page, or home when opened directly', async ({ page }) => {
  // The home's login popups are not this test's business: seen already in this session, they
  // cannot open on the way back home while the test ends (a race of their handler).
  await page.addInitScript(() => sessionStorage.setItem('loginPopupsShown', '1'));
  await page.goto('/m/home');
  await agreeToTerms(page);
  await openInApp(page, '/m/app');
  await expect(page.getByRole('heading', { name: 'App download' })).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // Opened directly (a shared link): no previous page, Back goes home.
  await page.goto('/m/app');
  await expect(page.getByRole('heading', { name: 'App download' })).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the way home is named in the player’s language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'TY'));
  await page.goto('/m/app');
  await page
    .getByRole('button', { name: 'Sumasang-ayon' })
    .or(page.getByRole('button', { name: 'Agree' }))
    .click();
  // The title and the way home, both in Filipino.
  await expect(page.getByRole('heading', { name: 'I-download ang app' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bumalik', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Pumunta sa home', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
