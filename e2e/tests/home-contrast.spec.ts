/**
 * Issue 9 item 8: everything on the home is readable in both themes. axe's colour-contrast rule
 * runs on the home for a visitor and a member, dark and light, and fails on any violation; vendor
 * logos (Live Casino, Sports, the footer's game providers) must stand out from what is behind
 * them, which axe does not check for images: the test measures the pixels.
 */
import type { Locator, Page } from '@playwright/test';
import { axeOf } from '../support/axe-themes.ts';
import { closeAnnouncements, logInAsDemo } from '../support/journeys.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ page, sandbox }) => {
  await sandbox.reset();
  await closeAnnouncements(page);
});

async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
  }, theme);
}

/** Waits until the home's sections and the carousels' enhanced form (Swiper) are on screen. */
async function homeSettled(page: Page): Promise<void> {
  await expect(page.getByRole('group', { name: 'Promotions', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  // Swiper replaces the static tracks about 3 s after load; check what stays on screen: no
  // carousel of several slides still in its static track, every Swiper initialised. (Class names:
  // the carousel's form has no role or label of its own.)
  await expect(
    page.locator('.carousel__static:has(> .carousel__slide ~ .carousel__slide)'),
  ).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('.swiper:not(.swiper-initialized)')).toHaveCount(0);
}

async function expectNoContrastViolations(page: Page, label: string): Promise<void> {
  const results = await axeOf(page).withRules(['color-contrast']).analyze();
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
  expect(found, `${label}: colour-contrast violations`).toEqual([]);
  // The rule did run over the page (not vacuously passing).
  expect(results.passes.length + results.incomplete.length).toBeGreaterThan(0);
}

/**
 * The contrast between a picture's ink and what surrounds it, as rendered: the element's
 * screenshot is decoded on a blank page (the app's CSP allows no data: images) and the 3rd and
 * 97th percentiles of luminance compared.
 */
async function renderedContrast(blank: Page, element: Locator): Promise<number> {
  const png = (await element.screenshot()).toString('base64');
  return blank.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminances: number[] = [];
    for (let i = 0; i < pixels.length; i += 4) {
      luminances.push(
        0.2126 * channel(pixels[i] ?? 0) +
          0.7152 * channel(pixels[i + 1] ?? 0) +
          0.0722 * channel(pixels[i + 2] ?? 0),
      );
    }
    luminances.sort((a, b) => a - b);
    const low = luminances[Math.floor(luminances.length * 0.03)] ?? 0;
    const high = luminances[Math.floor(luminances.length * 0.97)] ?? 0;
    return (high + 0.05) / (low + 0.05);
  }, png);
}

/** Vendor logos of the Live Casino and Sports rows and the footer's game providers. */
async function vendorLogos(page: Page): Promise<Locator[]> {
  // Tile pictures are decorative (alt ""; the tile's name is its text), so no role reaches them.
  const rows = [
    page.getByRole('region', { name: 'Live Casino' }).getByRole('listitem').locator('img'),
    page.getByRole('region', { name: 'Sports' }).getByRole('listitem').locator('img'),
    page.getByRole('region', { name: 'Game providers' }).getByRole('img'),
  ];
  const logos: Locator[] = [];
  for (const row of rows) {
    await expect(row.first()).toBeVisible();
    logos.push(...(await row.all()));
  }
  return logos;
}

async function expectReadableLogos(page: Page, theme: string): Promise<void> {
  const blank = await page.context().newPage();
  // The blank page stays open in the background (it only decodes); the app's page must be in
  // front to paint its screenshots.
  await page.bringToFront();
  for (const logo of await vendorLogos(page)) {
    // Mid-screen, clear of the fixed bars and the floating button that would enter the picture.
    await logo.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
    const ratio = await renderedContrast(blank, logo);
    const name = (await logo.getAttribute('alt')) || ((await logo.getAttribute('src')) ?? '');
    // WCAG 1.4.11 (non-text contrast) asks 3:1; logos carry text, so we ask for 4.5:1.
    expect(ratio, `${theme}: logo "${name.trim()}" against its backdrop`).toBeGreaterThanOrEqual(
      4.5,
    );
  }
  await blank.close();
}

// One load per role, both themes on it: the theme is a switch on the page, and the home's
// carousels take seconds to settle.
const THEMES = ['dark', 'light'] as const;

test('the home of a visitor passes colour contrast in both themes', async ({ page }) => {
  // A cap, not a timing claim: 19 logos are pictured in each theme besides two axe runs; beside
  // a full test run and another job (load 7 on two cores) the journey took 1.7 minutes.
  test.setTimeout(180_000);
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Agree' }).click();
  await homeSettled(page);
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expectNoContrastViolations(page, `visitor, ${theme}`);
    await expectReadableLogos(page, theme);
  }
});

test('the home of a member passes colour contrast in both themes', async ({ page }) => {
  test.setTimeout(60_000);
  await logInAsDemo(page);
  await homeSettled(page);
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expectNoContrastViolations(page, `member, ${theme}`);
  }
});

test('with reduced motion, a theme switch recolours the sections not yet drawn too', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Reduced motion once gave every property of every element a 0.01 ms transition (theme.css):
  // the sections below the screen (`content-visibility: auto`) kept the dark theme's text on the
  // light background (1.01:1) until drawn.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Agree' }).click();
  await homeSettled(page);
  await setTheme(page, 'light');
  await expectNoContrastViolations(page, 'visitor, reduced motion, light');
});
