/**
 * Issue 9's routing slips, as a person meets them: `/` and a typed path outside /m/ land on the
 * home, a legacy `/m/register.html` opens the app, a member opening the login form is sent home
 * (and back does not loop), and a visitor's Recent in the side menu goes to log in.
 */
import type { Page } from '@playwright/test';
import { agreeAndCloseAnnouncement, closeAnnouncements, logInAsDemo } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** The home as a visitor sees it, past the terms gate: its top bar and its Slots row. */
async function expectVisitorHome(page: Page) {
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Slots' })).toBeVisible();
}

test('opening / lands on the home, keeping the query', async ({ page }, testInfo) => {
  await closeAnnouncements(page);
  await page.goto('/?ref=sms');
  await expect(page).toHaveURL(/\/m\/\?ref=sms$/);
  await expectVisitorHome(page);
  await shootBothThemes(page, testInfo, 'root-home');
});

test('a path typed outside /m/ lands on the home, like an unknown /m/ path', async ({
  page,
}, testInfo) => {
  await closeAnnouncements(page);
  await page.goto('/nothing');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expectVisitorHome(page);
  await shootBothThemes(page, testInfo, 'nothing-home');

  await page.goto('/m/nothing');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the legacy /m/register.html opens the register screen', async ({ page }, testInfo) => {
  await page.goto('/m/register.html');
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register\.html$/);
  await shootBothThemes(page, testInfo, 'register-html');

  // Another legacy spelling: the app maps it to its route.
  await page.goto('/m/login.html');
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('a member opening /m/login is sent home, and back does not loop', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/m/login');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText('Hi, Lucky Demo')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);

  await page.goBack();
  await expect(page).not.toHaveURL(/\/m\/login$/);
  await expect(page.getByLabel('Username')).toHaveCount(0);
});

test("a visitor's Recent in the side menu goes to log in", async ({ page }, testInfo) => {
  await page.goto('/m/home');
  await agreeAndCloseAnnouncement(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await shootBothThemes(page, testInfo, 'side-menu-visitor');
  await menu.getByRole('link', { name: 'Recent' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  await shootBothThemes(page, testInfo, 'login-from-recent');
});

test('the side menu’s Invite friends sends a visitor to invite friends', async ({ page }) => {
  await page.goto('/m/home');
  await agreeAndCloseAnnouncement(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // The sandbox's merchant runs REFERRAL; a visitor goes to invite friends (spec section 4).
  await menu.getByRole('link', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
});
