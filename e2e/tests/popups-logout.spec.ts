/**
 * Issue 27 item 24, both phones, through the real BFF and sandbox: the home's login popups
 * (announcements) show once per browser session for each audience. Logging out writes the
 * auto-login flag '0' (spec section 4 "Logout") and must not bring the popups back: not after the
 * first logout, nor after the next login and logout in the same session.
 */
import type { Page } from '@playwright/test';
import { askToSignOut, fillLogin } from '../support/journeys.ts';
import { DEMO } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => sandbox.reset());
test.describe.configure({ timeout: 120_000 });

const popup = (page: Page) => page.getByRole('dialog', { name: 'Announcement' });

async function closePopup(page: Page, title: string): Promise<void> {
  await expect(popup(page).getByRole('heading', { name: title })).toBeVisible();
  await popup(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(popup(page)).toHaveCount(0);
}

async function logInFromHome(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await fillLogin(page, DEMO);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await askToSignOut(page);
  await page
    .getByRole('alertdialog', { name: 'Log out' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

/** The home has settled: its rows drawn, so a popup that would open has opened. */
async function homeSettled(page: Page): Promise<void> {
  await expect(
    page.getByRole('region', { name: 'Slots' }).locator('.tile__button').first(),
  ).toBeVisible();
}

test('the login popups do not come back after a logout, nor after the next one', async ({
  page,
}) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Agree' }).click();
  // A visitor's popups, then a member's: each once.
  await closePopup(page, 'New here?');
  await logInFromHome(page);
  await closePopup(page, 'Welcome back!');

  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  await homeSettled(page);
  await expect(popup(page)).toHaveCount(0);

  // Again in the same browser session: no popup on either side.
  await logInFromHome(page);
  await homeSettled(page);
  await expect(popup(page)).toHaveCount(0);
  await logOut(page);
  await homeSettled(page);
  await expect(popup(page)).toHaveCount(0);
  // A reload of the home in the same session shows none either.
  await page.reload();
  await homeSettled(page);
  await expect(popup(page)).toHaveCount(0);
});

test("a member who logged in without seeing the visitors' popups does not get them on logout", async ({
  page,
}) => {
  // Straight to the login form: the visitors' popups were never shown.
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Agree' }).click();
  await fillLogin(page, DEMO);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await closePopup(page, 'Welcome back!');
  await logOut(page);
  await homeSettled(page);
  await expect(popup(page)).toHaveCount(0);
});
