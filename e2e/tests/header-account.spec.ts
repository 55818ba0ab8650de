/**
 * Issue 27 items 1-3 on both phones: the inner pages' bar holds the account itself (a visitor's
 * Log in and Register, a member's greeting opening the member centre) with the title whole at
 * 360 px; the header's Log in opens the login over the page and closes back to it, the address
 * unchanged, focus in the form; route changes fade in (300 ms) only when motion is allowed.
 */
import type { Locator, Page } from '@playwright/test';
import { AXE_JOURNEY_MS, checkBothThemes } from '../support/axe-themes.ts';
import { closeAnnouncements, fillLogin } from '../support/journeys.ts';
import { DEMO } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

const PHONE_360 = { width: 360, height: 740 };

test.beforeEach(async ({ page, sandbox }) => {
  await sandbox.reset();
  await closeAnnouncements(page);
});

/** Nothing of the title cut sideways or downwards, and the bar itself no wider than the screen. */
async function expectWholeBar(header: Locator, title: string): Promise<void> {
  const element = header.getByText(title, { exact: true });
  await expect(element).toBeVisible();
  const fit = await element.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
    barScrollWidth: el.parentElement?.scrollWidth ?? 0,
    barClientWidth: el.parentElement?.clientWidth ?? 0,
    inside: el.getBoundingClientRect().right <= window.innerWidth,
  }));
  expect(fit.scrollWidth, `"${title}" is cut sideways`).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.scrollHeight, `"${title}" is cut downwards`).toBeLessThanOrEqual(fit.clientHeight);
  expect(fit.barScrollWidth, 'the bar overflows').toBeLessThanOrEqual(fit.barClientWidth);
  expect(fit.inside).toBe(true);
}

async function openRng(page: Page): Promise<Locator> {
  await page.setViewportSize(PHONE_360);
  await page.goto('/m/rng');
  const agree = page.getByRole('button', { name: 'Agree' });
  if (await agree.isVisible()) await agree.click();
  const header = page.getByRole('banner');
  await expect(header).toContainText('RNG');
  return header;
}

test('a visitor has Log in and Register in the bar, the title whole at 360 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(AXE_JOURNEY_MS);
  const header = await openRng(page);
  await expect(header.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
    'href',
    '/m/register',
  );
  await expectWholeBar(header, 'RNG');
  await shootBothThemes(page, testInfo, 'header-visitor-360');
  await checkBothThemes(page, testInfo, 'header-visitor-360-page');
});

test('the header’s Log in opens the login over the page and closes back to it', async ({
  page,
}, testInfo) => {
  const header = await openRng(page);
  const login = header.getByRole('link', { name: 'Log in', exact: true });
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/m\/rng$/);
  // Focus goes into the form once the spec's 500 ms modal delay has passed.
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await shootBothThemes(page, testInfo, 'login-dialog-360');

  // Escape closes it back to the page, the address unchanged.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/m\/rng$/);
  await expect(login).toBeFocused();

  // The close button too.
  await login.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/m\/rng$/);

  // Signing in there stays on the page, the member greeted in the bar.
  await login.click();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await fillLogin(page, DEMO);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/m\/rng$/);
  const greeting = header.getByRole('link', { name: new RegExp(`^Hi, ${DEMO.nickname}`) });
  await expect(greeting).toBeVisible();
  await expect(greeting).toHaveAttribute('href', '/m/member/home');
  await expect(header.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
  await expectWholeBar(header, 'RNG');
  await shootBothThemes(page, testInfo, 'header-member-360');
  // On the phone's own width the greeting shares the title's row, shortened if need be.
  await page.setViewportSize(testInfo.project.use.viewport ?? PHONE_360);
  const row = async (locator: Locator) => (await locator.boundingBox())?.y ?? -1;
  const titleRow = await row(header.getByText('RNG', { exact: true }));
  expect(Math.abs((await row(greeting)) - titleRow)).toBeLessThan(24);
  await shootBothThemes(page, testInfo, 'header-member-phone');

  // The greeting opens the member centre; Log out stays in the account menu.
  await header.getByRole('button', { name: 'Account' }).click();
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await greeting.click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
});

/** The animation on the screen's wrapper the route change brought in. */
async function pageAnimation(page: Page): Promise<{ name: string; duration: string }> {
  return page.locator('.page').evaluate((el) => {
    const style = getComputedStyle(el);
    return { name: style.animationName, duration: style.animationDuration };
  });
}

test('a route change fades the next screen in (300 ms) only when motion is allowed', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const header = await openRng(page);
  // The first screen of a visit appears at once.
  expect((await pageAnimation(page)).name).toBe('none');
  const footer = page.getByRole('navigation', { name: 'Main menu' });
  await footer.getByRole('link', { name: 'Promotion' }).click();
  await expect(header).toContainText('Promotions');
  expect(await pageAnimation(page)).toEqual({ name: 'page-enter', duration: '0.3s' });

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await footer.getByRole('link', { name: 'RNG' }).click();
  await expect(header).toContainText('RNG');
  expect((await pageAnimation(page)).name).toBe('none');
});
