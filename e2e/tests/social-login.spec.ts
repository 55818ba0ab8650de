/**
 * Facebook and Google login (issue 11, decision 013) through the real BFF, the Firebase Web SDK
 * and the sandbox's stand-in for Firebase, both phones. The provider's sign-in window is the
 * sandbox's account chooser: the journey fills it as a player fills Google's.
 */
import type { Page } from '@playwright/test';
import { closeAnnouncements } from '../support/journeys.ts';
import { siteWhitelabelFlag } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

async function open(page: Page, path: '/m/login' | '/m/register'): Promise<void> {
  await closeAnnouncements(page);
  await page.goto(path);
  await page.getByRole('button', { name: 'Agree' }).click();
}

/** Taps the icon and answers the provider's window as the player would. */
async function signInWith(
  page: Page,
  provider: 'Google' | 'Facebook',
  account: { email: string; name: string },
): Promise<void> {
  const chooserOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  const chooser = await chooserOpens;
  await expect(chooser.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  await chooser.getByLabel('Email').fill(account.email);
  await chooser.getByLabel('Name').fill(account.name);
  // The window hands the credential back and closes itself on this click: its closing may
  // overtake the click's own bookkeeping, which is then not an error.
  const closes = chooser.waitForEvent('close');
  await chooser
    .getByRole('button', { name: 'Continue' })
    .click()
    .catch((error: unknown) => {
      if (!chooser.isClosed()) throw error;
    });
  await closes;
}

test('a player logs in with Google and nothing of the sign-in stays readable in the page', async ({
  page,
}, testInfo) => {
  await open(page, '/m/login');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  const facebook = page.getByRole('button', { name: 'Continue with Facebook' });
  await expect(page.getByText('Or continue with')).toBeVisible();
  // The same terms as the Log in button: ticked first.
  await expect(google).toBeDisabled();
  await expect(facebook).toBeDisabled();
  await page.getByLabel(/I am over 21 years old/).check();
  await expect(google).toBeEnabled();
  await shootBothThemes(page, testInfo, 'login-social');

  await signInWith(page, 'Google', {
    email: `ana.${testInfo.project.name}@example.test`,
    name: 'Ana Cruz',
  });
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText('Hi, Ana Cruz')).toBeVisible();

  // Firebase kept its session in memory and signed out: no token anywhere script can read.
  const readable = await page.evaluate(async () => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
  }));
  for (const value of [readable.cookie, readable.local, readable.session]) {
    expect(value.toLowerCase()).not.toContain('token');
    expect(value).not.toMatch(/eyJ[\w-]+\.eyJ/);
  }
  expect(readable.databases).not.toContain('firebaseLocalStorageDb');
});

test('from the registration, Facebook waits for the age box; a closed window changes nothing', async ({
  page,
}, testInfo) => {
  await open(page, '/m/register');
  const facebook = page.getByRole('button', { name: 'Continue with Facebook' });
  await expect(facebook).toBeDisabled();
  await page.getByLabel(/I am over 21 years old/).check();
  await expect(facebook).toBeEnabled();
  await facebook.scrollIntoViewIfNeeded();
  await shootBothThemes(page, testInfo, 'register-social');

  // The player changes their mind: the window closes, the screen is as it was.
  const chooserOpens = page.waitForEvent('popup');
  await facebook.click();
  const chooser = await chooserOpens;
  if (process.env.SHOTS_DIR) {
    await chooser.screenshot({
      path: `${process.env.SHOTS_DIR}/sandbox-chooser-${testInfo.project.name}.png`,
    });
  }
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  await expect(facebook).toBeEnabled();
  await expect(facebook).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/register$/);

  await signInWith(page, 'Facebook', {
    email: `bea.${testInfo.project.name}@example.test`,
    name: 'Bea Reyes',
  });
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText('Hi, Bea Reyes')).toBeVisible();
});

test('each icon shows only under its flag, and none without either', async ({ page, sandbox }) => {
  await sandbox.setWhitelabel({ FACEBOOKLOGIN3: false });
  await expect.poll(() => siteWhitelabelFlag(page.request, 'FACEBOOKLOGIN3')).toBe(false);
  await open(page, '/m/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);

  await sandbox.setWhitelabel({ GOOGLELOGIN3: false });
  await expect.poll(() => siteWhitelabelFlag(page.request, 'GOOGLELOGIN3')).toBe(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByText('Or continue with')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Continue with (Google|Facebook)/ })).toHaveCount(
    0,
  );
});
