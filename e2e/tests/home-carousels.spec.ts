/**
 * The home's carousels in a real browser, once their engine (Embla) has loaded (on interaction,
 * or 3 s after the page settled): the m_home banners advance by themselves (autoplay 5 s, looping), and the
 * Latest Winners (more than 3 in the seed) move on their own too.
 */
import type { Locator } from '@playwright/test';
import { closeAnnouncements } from '../support/journeys.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** The index of the slide shown (components/ui/carousel.tsx marks it). */
const activeIndex = (carousel: Locator) =>
  carousel.locator('.carousel__slide--selected').getAttribute('data-slide-index');
/** The track once the engine moves it (before: `.carousel__static`, scrolled by hand). */
const ENGINE_TRACK = '.carousel__track';

test('banners autoplay and loop; the winners carousel moves by itself', async ({ page }) => {
  await closeAnnouncements(page);
  await page.addInitScript(() => sessionStorage.setItem('termsAgreed', '1'));
  await page.goto('/m/home');

  const banners = page.getByRole('group', { name: 'Promotions', exact: true });
  await expect(banners.locator(ENGINE_TRACK)).toBeVisible({ timeout: 10_000 });
  const firstBanner = await activeIndex(banners);
  expect(firstBanner, 'banners loop').not.toBeNull();
  // 5 s autoplay: a change within 8 s, with no one touching it.
  await expect.poll(() => activeIndex(banners), { timeout: 8_000 }).not.toBe(firstBanner);

  const winners = page.getByRole('group', { name: 'Latest Winners', exact: true });
  await winners.scrollIntoViewIfNeeded();
  await expect(winners.locator(ENGINE_TRACK)).toBeVisible();
  const firstWinner = await activeIndex(winners);
  expect(firstWinner, 'winners loop').not.toBeNull();
  await expect.poll(() => activeIndex(winners), { timeout: 8_000 }).not.toBe(firstWinner);
});
