/**
 * Issue 11, registration on /m/register through the real BFF and sandbox, both phones: by
 * username (with a valid invitation code), by mobile number with the six-box SMS panel (the code
 * read from the sandbox, as the player reads their phone; Back closes the panel first), and the
 * refusals: a wrong captcha, an unknown invitation code (focused), the age box unticked.
 */
import type { Page } from '@playwright/test';
import { checkBothThemes } from '../support/axe-themes.ts';
import { openRegister, solveCaptcha } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

const PASSWORD = 'Joined2026';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

async function fillPasswords(page: Page): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
}

test('a player registers by username with an invitation code and is signed in', async ({
  page,
  sandbox,
}, testInfo) => {
  await openRegister(page);
  await page.getByLabel('Username').fill('newcomer21');
  await fillPasswords(page);
  await expect(page.getByText('Password strength: medium')).toBeVisible();
  await page.getByLabel('Invitation code').fill('AG10003');
  await solveCaptcha(page, sandbox);
  await page.getByLabel(/I am over 21 years old/).check();
  await shootBothThemes(page, testInfo, 'register-username');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText('Hi, newcomer21')).toBeVisible();
});

test('a player registers by mobile number through the SMS panel', async ({
  page,
  sandbox,
}, testInfo) => {
  await openRegister(page);
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  const submit = page.getByRole('button', { name: 'Register' });
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel('Country code')).toHaveValue('+63');
  await page.getByLabel('Mobile number').fill('0918 765 0002');
  await expect(submit).toBeEnabled();
  await fillPasswords(page);
  await solveCaptcha(page, sandbox);
  await page.getByLabel(/I am over 21 years old/).check();
  await submit.click();

  // Only the code is missing: it is sent, and the panel asks for it.
  const panel = page.getByRole('dialog', { name: 'Enter the SMS code' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Digit 1 of 6')).toBeFocused();
  await shootBothThemes(page, testInfo, 'register-sms-panel');
  // Back closes the panel first, keeping the form as typed.
  await page.goBack();
  await expect(panel).toBeHidden();
  await expect(page.getByLabel('Mobile number')).toHaveValue('0918 765 0002');
  await page
    .getByLabel('Verification code', { exact: true })
    .fill((await sandbox.lastCaptcha()).answer);
  await submit.click();
  await expect(panel).toBeVisible();

  await panel.getByLabel('Digit 1 of 6').pressSequentially(await sandbox.lastSms('9187650002'));
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText('Hi, 9187650002')).toBeVisible();
});

test('refusals: a wrong captcha, an unknown invitation code, the age box', async ({
  page,
  sandbox,
}) => {
  await openRegister(page);
  await page.getByLabel('Username').fill('newcomer22');
  await fillPasswords(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('Please confirm you are at least 21 years old and accept the terms'),
  ).toBeVisible();

  await page.getByLabel(/I am over 21 years old/).check();
  await page.getByLabel('Invitation code').fill('AG99999');
  await solveCaptcha(page, sandbox);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('Invitation code')).toBeFocused();
  await expect(page.getByText('Invalid invitation code').first()).toBeVisible();

  await page.getByLabel('Invitation code').fill('');
  await page.getByLabel('Verification code', { exact: true }).fill('999999');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Verification code error' }),
  ).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('newcomer22');
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('after a wrong SMS code the panel stays open with a fresh captcha; the right code registers', async ({
  page,
  sandbox,
}, testInfo) => {
  await openRegister(page);
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await page.getByLabel('Mobile number').fill('0918 765 0003');
  await fillPasswords(page);
  await solveCaptcha(page, sandbox);
  await page.getByLabel(/I am over 21 years old/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  const panel = page.getByRole('dialog', { name: 'Enter the SMS code' });
  await expect(panel).toBeVisible();

  const code = await sandbox.lastSms('9187650003');
  const wrong = code === '000000' ? '111111' : '000000';
  await panel.getByLabel('Digit 1 of 6').pressSequentially(wrong);
  await expect(panel.getByRole('alert')).toContainText('Verification code error');
  await expect(panel.getByRole('alert')).toContainText('Type the new picture code');
  await expect(panel.getByRole('img', { name: 'Verification code image' })).toBeVisible();
  await expect(panel.getByLabel('Digit 1 of 6')).toHaveValue('');
  await shootBothThemes(page, testInfo, 'register-sms-retry');
  await checkBothThemes(page, testInfo, 'register-sms-retry');

  await panel.getByLabel('New picture code').fill((await sandbox.lastCaptcha()).answer);
  await panel.getByLabel('Digit 1 of 6').pressSequentially(code);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText('Hi, 9187650003')).toBeVisible();
});
