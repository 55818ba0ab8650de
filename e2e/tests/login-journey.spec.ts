/**
 * A player opens the site, accepts the terms, fails one login and sees the captcha, logs in,
 * sees the greeting, and logs out. Along the way: no token or password is readable by page
 * JavaScript.
 */
import { askToSignOut, closeAnnouncements } from '../support/journeys.ts';
import { DEMO } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('log in after a failed attempt with the captcha, see the greeting, log out', async ({
  page,
  sandbox,
}) => {
  // The home greets with the login popups (an "Announcement" dialog): a person closes them.
  await closeAnnouncements(page);
  await page.goto('/m/');

  // Terms gate first.
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('button', { name: 'Agree' })).toBeHidden();

  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/m\/login$/);
  // The sheet puts the cursor in the username once it has opened (500 ms).
  await expect(page.getByLabel('Username')).toBeFocused();

  const loginButton = page.getByRole('button', { name: 'Log in' });
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await expect(loginButton).toBeDisabled();
  await page.getByLabel(/I am over 21 years old/).check();
  await expect(loginButton).toBeEnabled();

  // No captcha before a failure.
  await expect(page.getByLabel('Verification code')).toHaveCount(0);
  await loginButton.click();
  await expect(page.getByRole('alert').filter({ hasText: /incorrect/i })).toBeVisible();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByRole('img', { name: /verification code/i })).toBeVisible();

  const { answer } = await sandbox.lastCaptcha();
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByLabel('Verification code').fill(answer);
  await loginButton.click();

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();

  // Nothing secret is readable by page JavaScript.
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  for (const value of Object.values(readable)) {
    expect(value).not.toContain(DEMO.password);
    expect(value.toLowerCase()).not.toContain('token');
  }
  expect(readable.cookie).not.toContain('sid=');
  expect(readable.session).toContain('MC_SESSION_INFO');

  // Log out with confirmation.
  // The home's bar is one row (greeting, balance, Deposit): Log out is in the side menu. The
  // member's login popup first goes (this assertion lets the popup handler close it).
  await expect(page.getByRole('dialog', { name: 'Announcement' })).toHaveCount(0);
  await askToSignOut(page);
  await expect(page.getByRole('alertdialog', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});
