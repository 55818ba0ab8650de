/**
 * The home is fed by one BFF call: when the phone renders the home itself, it makes exactly one
 * request to /trpc before the sections render, and a failing section does not take the page down.
 * (A home the server rendered needs none at all: server-render.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ page, sandbox }) => {
  await sandbox.reset();
  // Visitors see the terms gate first; accept it for this browser session.
  await page.addInitScript(() => sessionStorage.setItem('termsAgreed', '1'));
});

test('a home the phone renders itself loads every section with exactly one /trpc request', async ({
  page,
}) => {
  // A language chosen on this phone before the server knew of it (no cookie yet): the server's
  // page is in English, so the phone renders the home afresh in its own language.
  await page.addInitScript(() => localStorage.setItem('language', 'MS'));
  const trpcRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/trpc')) trpcRequests.push(request.url());
  });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest Winners' })).toBeVisible();
  // Counted when the sections have rendered: one batched call carried status and home.
  expect(trpcRequests, trpcRequests.join('\n')).toHaveLength(1);
  expect(trpcRequests[0]).toContain('home.bootstrap');
});

/**
 * The BFF caches shared sections (that is the point), so a relay failing later would not show.
 * Each failure test uses a language no other test uses: its cache keys are cold.
 */
async function useColdLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((code) => localStorage.setItem('language', code), language);
}

test('with the winners relay failing, the rest of the home renders', async ({
  page,
  sandbox,
}, testInfo) => {
  await useColdLanguage(page, testInfo.project.name === 'pixel-7' ? 'FR' : 'DE');
  await sandbox.fault({ path: '/wps/relay/GCSGAME_getRankList', status: 500 });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest Winners' })).toHaveCount(0);
});

test('with the matches relay failing, the rest of the home renders', async ({
  page,
  sandbox,
}, testInfo) => {
  await useColdLanguage(page, testInfo.project.name === 'pixel-7' ? 'IT' : 'ES');
  await sandbox.fault({ path: '/wps/relay/GCSGAME_getGameMatchV2', status: 503 });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'Latest Winners' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toHaveCount(0);
});
