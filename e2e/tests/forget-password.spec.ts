/**
 * Issue 11, password recovery on /m/forget through the real BFF and sandbox: the code texted to
 * the demo member's number (read from the sandbox, as the member reads their phone) sets a new
 * password, which then signs in; a wrong code is refused in words and only the code is cleared.
 */
import { DEMO_MOBILE } from '@app/sandbox';
import type { Page } from '@playwright/test';
import { closeAnnouncements } from '../support/journeys.ts';
import { DEMO } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

const NEW_PASSWORD = 'Regain2026';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

async function openRecovery(page: Page): Promise<void> {
  await closeAnnouncements(page);
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
}

async function requestCode(page: Page): Promise<void> {
  await expect(page.getByLabel('Country code')).toHaveValue('+63');
  await page.getByLabel('Mobile number').fill(`0${DEMO_MOBILE.mobileNum}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
}

test('a member resets the password by SMS and logs in with the new one', async ({
  page,
  sandbox,
}, testInfo) => {
  await openRecovery(page);
  await requestCode(page);
  await page.getByLabel('SMS code').fill(await sandbox.lastSms(DEMO_MOBILE.mobileNum));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  // The 'SMS sent' notice lasts 1.5 s; the picture is of the form itself.
  await expect(page.getByText('SMS sent')).toBeHidden();
  await shootBothThemes(page, testInfo, 'forget-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(/I am over 21 years old/).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
});

test('a wrong code is refused and only the code is cleared', async ({ page }) => {
  await openRecovery(page);
  await requestCode(page);
  await page.getByLabel('SMS code').fill('000000');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Verification code error' }),
  ).toBeVisible();
  await expect(page.getByLabel('SMS code')).toHaveValue('');
  await expect(page.getByLabel('Mobile number')).toHaveValue(`0${DEMO_MOBILE.mobileNum}`);
  // The way back to the login is always there.
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});
