/**
 * Issue 11: a member changes their password on /m/changePsw, through the real BFF and sandbox.
 * The new password signs in afterwards; the same password again gets the spec's dialog.
 */
import { closeAnnouncements, logIn, openInApp } from '../support/journeys.ts';
import { DEMO } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

const NEW_PASSWORD = 'Fresh2026';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a member changes the password, is taken home, and signs in with the new one', async ({
  page,
  context,
}, testInfo) => {
  await logIn(page, DEMO);
  await openInApp(page, '/m/changePsw');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Old password').fill(DEMO.password);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await shootBothThemes(page, testInfo, 'change-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  // A fresh browser: the old password is refused, the new one signs in.
  await context.clearCookies();
  const fresh = await context.newPage();
  await closeAnnouncements(fresh);
  await logIn(fresh, { ...DEMO, password: NEW_PASSWORD });
});

test('the same password again gets the spec dialog and changes nothing', async ({ page }) => {
  await logIn(page, DEMO);
  await openInApp(page, '/m/changePsw');
  await page.getByLabel('Old password').fill(DEMO.password);
  await page.getByLabel('New password', { exact: true }).fill(DEMO.password);
  await page.getByLabel('Confirm new password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The new password and the old password cannot be the same');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
});

test('a visitor opening /m/changePsw lands on the home', async ({ page }) => {
  await closeAnnouncements(page);
  await page.goto('/m/changePsw');
  // The welcome notice comes first for a new visitor; the route's rule then applies.
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
