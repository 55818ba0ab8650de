/**
 * Issue 27 item 19 (spec section 4 "Login": each mode restores its own data), through the real
 * BFF and sandbox, both phones, with the SMS login on: switching tabs keeps what was typed in
 * each (username and password; number and code); a remembered login on one tab keeps the other
 * tab's, so each comes back on its own tab in the next visit. Screens at 360 px in both themes.
 */
import type { Page } from '@playwright/test';
import { DEMO_MOBILE } from '@app/sandbox';
import { checkBothThemes } from '../support/axe-themes.ts';
import { fillLogin, openLoginForm } from '../support/journeys.ts';
import { DEMO, siteWhitelabelFlag } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

const NUMBER = '0917 123 4567';

test.beforeEach(async ({ page, sandbox }) => {
  await sandbox.reset();
  await sandbox.setWhitelabel({ MOBILEVERCODELOGIN3: true });
  await expect.poll(() => siteWhitelabelFlag(page.request, 'MOBILEVERCODELOGIN3')).toBe(true);
});

const tab = (page: Page, name: 'Username' | 'Mobile number') => page.getByRole('tab', { name });

test('each tab keeps what was typed in it', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openLoginForm(page);
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);

  await tab(page, 'Mobile number').click();
  await page.getByLabel('Mobile number').fill(NUMBER);
  await page.getByLabel('SMS code').fill('123456');
  await checkBothThemes(page, testInfo, 'login-sms-tab-360');

  await tab(page, 'Username').click();
  await expect(page.getByLabel('Username')).toHaveValue(DEMO.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO.password);
  await checkBothThemes(page, testInfo, 'login-username-tab-360');

  await tab(page, 'Mobile number').click();
  await expect(page.getByLabel('Mobile number')).toHaveValue(NUMBER);
  await expect(page.getByLabel('SMS code')).toHaveValue('123456');
  await expect(page.getByLabel('Country code')).toHaveValue('+63');
});

test('a remembered login on one tab keeps the other tab’s', async ({ page, context, sandbox }) => {
  // First visit: by SMS, remembered.
  await openLoginForm(page);
  await tab(page, 'Mobile number').click();
  await page.getByLabel('Mobile number').fill(NUMBER);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await sandbox.lastSms(DEMO_MOBILE.mobileNum));
  await page.getByLabel('Remember password').check();
  await page.getByLabel(/I am over 21 years old/).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // Second visit (signed out): the mobile tab with the number; by username, remembered.
  await context.clearCookies();
  const second = await context.newPage();
  await openLoginForm(second);
  await expect(tab(second, 'Mobile number')).toHaveAttribute('aria-selected', 'true');
  await expect(second.getByLabel('Mobile number')).toHaveValue(NUMBER);
  await tab(second, 'Username').click();
  await fillLogin(second, DEMO, { remember: true });
  await second.getByRole('button', { name: 'Log in' }).click();
  await expect(second).toHaveURL(/\/m\/home$/);

  // Third visit: the username tab with its username, and the mobile tab still with its number.
  await context.clearCookies();
  const third = await context.newPage();
  await openLoginForm(third);
  await expect(tab(third, 'Username')).toHaveAttribute('aria-selected', 'true');
  await expect(third.getByLabel('Username')).toHaveValue(DEMO.username);
  await tab(third, 'Mobile number').click();
  await expect(third.getByLabel('Mobile number')).toHaveValue(NUMBER);
  await expect(third.getByLabel('Country code')).toHaveValue('+63');
});
