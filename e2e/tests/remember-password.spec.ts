/**
 * Issue 11, "remember password" (decision 010), through the real BFF and sandbox: a player ticks
 * the box, logs out, closes the browser, comes back and logs in without typing the password. At
 * no point is the password or a token readable by page JavaScript: not in document.cookie,
 * localStorage, sessionStorage or IndexedDB. Changing the password keeps the remembered login
 * working (re-sealed with the new one); unticking the box forgets it.
 */
import type { Page } from '@playwright/test';
import { askToSignOut, closeAnnouncements, fillLogin } from '../support/journeys.ts';
import { DEMO } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

const NEW_PASSWORD = 'Fresh2026';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** Everything page JavaScript can read, as one string. */
async function readableByScript(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    return JSON.stringify({
      cookie: document.cookie,
      local: { ...localStorage },
      session: { ...sessionStorage },
      indexedDb: databases.map((db) => db.name),
    });
  });
}

async function expectNothingSecret(page: Page, password: string): Promise<void> {
  const readable = await readableByScript(page);
  expect(readable).not.toContain(password);
  expect(readable.toLowerCase()).not.toContain('token');
  expect(readable).not.toMatch(/remember=|sid=/);
  expect((JSON.parse(readable) as { indexedDb: unknown }).indexedDb).toEqual([]);
}

async function logOut(page: Page): Promise<void> {
  // The home's bar is one row (greeting, balance, Deposit): Log out is in the side menu. The
  // member's login popup first goes (this assertion lets the popup handler close it).
  await expect(page.getByRole('dialog', { name: 'Announcement' })).toHaveCount(0);
  await askToSignOut(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
}

async function openLogin(page: Page): Promise<void> {
  await closeAnnouncements(page);
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Agree' }).click();
}

test('a remembered password survives a logout and a browser restart, never readable by script', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  // Three logins, a logout, a restart and a password change: a long journey.
  test.setTimeout(90_000);
  await openLogin(page);
  await fillLogin(page, DEMO, { remember: true });
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
  await expectNothingSecret(page, DEMO.password);

  await logOut(page);
  // The browser closes; what it kept on disk opens the next one.
  const kept = await context.storageState();
  // A browser that closes drops its session cookies (the terms agreement, mc_terms, among them).
  kept.cookies = kept.cookies.filter((cookie) => cookie.expires !== -1);
  await context.close();
  const reopened = await browser.newContext({ storageState: kept, baseURL });
  const later = await reopened.newPage();
  await openLogin(later);
  await expect(later.getByLabel('Username')).toHaveValue(DEMO.username);
  await expect(later.getByLabel('Remember password')).toBeChecked();
  const password = later.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('placeholder', 'Saved password');
  await expect(password).toHaveValue('');
  await shootBothThemes(later, testInfo, 'login-remembered');
  await later.getByLabel(/I am over 21 years old/).check();
  await later.getByRole('button', { name: 'Log in' }).click();
  await expect(later).toHaveURL(/\/m\/home$/);
  await expect(later.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
  await expectNothingSecret(later, DEMO.password);

  // The password changes without the old one typed, and the saved login follows it.
  await later.goto('/m/changePsw');
  await expect(later.getByText('Your saved password is used as the old password.')).toBeVisible();
  await expect(later.getByLabel('Old password')).toHaveCount(0);
  await later.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await later.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await later.getByRole('button', { name: 'Change password' }).click();
  await expect(later).toHaveURL(/\/m\/home$/);
  await logOut(later);
  await later.goto('/m/login');
  await expect(later.getByLabel('Password', { exact: true })).toHaveAttribute(
    'placeholder',
    'Saved password',
  );
  await later.getByLabel(/I am over 21 years old/).check();
  await later.getByRole('button', { name: 'Log in' }).click();
  await expect(later.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
  await expectNothingSecret(later, NEW_PASSWORD);
  await reopened.close();
});

test('unticking "remember password" forgets it on this browser', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, DEMO, { remember: true });
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
  await logOut(page);

  await page.goto('/m/login');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('placeholder', 'Saved password');
  await page.getByLabel('Remember password').uncheck();
  await expect(password).not.toHaveAttribute('placeholder', 'Saved password');
  await page.reload();
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute(
    'placeholder',
    'Saved password',
  );
});
