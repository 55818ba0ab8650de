/**
 * Issue 10 item 4: texts per domain. The home's first load fetches no text chunk (its English is
 * in the first chunk); the login brings its own texts (and the error catalogue) with its screen,
 * in the player's language.
 */
import type { Page } from '@playwright/test';
import { closeAnnouncements } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

/** Text chunks are named after their language file (en.ts, ty.ts, pt.ts). */
const TEXT_CHUNK = /\/m\/assets\/(en|ty|pt)-[\w-]+\.js$/;

function textChunksRequested(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (TEXT_CHUNK.test(path)) requested.push(path);
  });
  return requested;
}

test.beforeEach(async ({ page, sandbox }) => {
  await sandbox.reset();
  await closeAnnouncements(page);
});

test('the English home loads no text chunk; the login loads its own with its screen', async ({
  page,
}) => {
  const requested = textChunksRequested(page);
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested, 'text chunks requested by the home').toEqual([]);

  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  // session, errors and validation at least (the routes titles too): English, nothing else.
  expect(requested.length).toBeGreaterThanOrEqual(3);
  expect(requested.every((path) => /\/en-/.test(path))).toBe(true);
});

test('a Filipino player reads the login, its errors included, in Filipino', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('language', 'TY'));
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Sumasang-ayon' }).click();
  await expect(page.getByRole('heading', { name: 'Mag-log in' })).toBeVisible();

  // A wrong password: the catalogue's text (the errors namespace, loaded with the route).
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  // The terms box (the other one is "remember password").
  await page.getByRole('checkbox', { name: /21/ }).check();
  await page.getByRole('button', { name: 'Mag-log in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Mali ang username o password' }),
  ).toBeVisible();
  await shootBothThemes(page, testInfo, 'login-filipino-error');
});
