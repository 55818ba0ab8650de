/**
 * A screen in both themes, as the side menu's switch sets them: no serious or critical axe
 * violation in either (on the Pixel 7 profile, see AXE_PROJECT), and (with SHOTS_DIR set, a
 * review run) pictures of each on both phones: the full page, or with `narrow` the page 360 px
 * wide (the narrowest phone we draw for) in parts a person can read at CSS pixels.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './stack.ts';

/** A journey that runs axe in both themes on several screens: each analysis costs seconds of CPU. */
export const AXE_JOURNEY_MS = 90_000;

/**
 * Axe reads the page's roles, names and colours, which the two phone profiles share (the same
 * Chromium, the same themes; only the width differs, and the journeys that matter check 360 px
 * on both): it runs on one profile. Each analysis of a heavy screen (the home) costs seconds of
 * CPU, and the journeys had grown past the suite's time budget.
 */
const AXE_PROJECT = 'pixel-7';

const NARROW_WIDTH = 360;
const PART_HEIGHT = 720;

export async function checkBothThemes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { narrow = false }: { narrow?: boolean } = {},
) {
  const dir = process.env.SHOTS_DIR;
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    if (testInfo.project.name === AXE_PROJECT) {
      expect(await seriousViolations(page), `${name} (${theme}): serious axe violations`).toEqual(
        [],
      );
    }
    if (dir) {
      const path = `${dir}/${name}-${testInfo.project.name}-${theme}`;
      if (narrow) await shootNarrow(page, path);
      else {
        // At the top: a full-page picture draws the sticky header where the page was scrolled to.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${path}.png`, fullPage: true });
      }
    }
  }
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'dark';
  });
}

/**
 * Axe over the page in both themes, on whichever phone runs it (the every-screen journeys of
 * accessibility.spec.ts run on both profiles, as issue 29 asks): no serious or critical
 * violation in either. The theme is given back dark.
 */
export async function expectAccessibleInBothThemes(page: Page, name: string): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    expect(await seriousViolations(page), `${name} (${theme}): serious axe violations`).toEqual([]);
  }
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'dark';
  });
}

/**
 * Axe over the page and its frames, run in the page itself (`setLegacyMode`). By default
 * @axe-core/playwright opens a blank page of its own for every analysis to gather the frames'
 * results there: that was most of an analysis, 4.7 s of the home's 5 s on a busy two-core
 * machine, against 1.3 s run in the page (1.7 s and 0.6 s on the promotions). What legacy mode
 * gives up is frames of another origin (a YouTube player): they are not ours to fix, and our own
 * frames (the lottery page, /m/lotto-h5) are same-origin and still analysed.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/**
 * The serious and critical violations on the page as drawn now, one line per element. Only
 * violations are collected (axe's passes and incomplete results cost most of an analysis).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await axeOf(page)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}`));
}

/**
 * Waits for the page's finite animations and transitions to end (a route's 300 ms fade-in, a
 * theme's colour transition): axe reads colours as drawn, and mid-fade text is fainter than the
 * theme makes it. Endless ones (the marquee, a spinner) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The page 360 px wide, top to bottom in parts; the viewport is given back afterwards. */
async function shootNarrow(page: Page, path: string) {
  const size = page.viewportSize();
  if (!size) return;
  await page.setViewportSize({ width: NARROW_WIDTH, height: size.height });
  // From the top: a page scrolled would draw the fixed header over its middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height; y += PART_HEIGHT, part += 1) {
    await page.screenshot({
      path: `${path}-${part}.png`,
      fullPage: true,
      scale: 'css',
      clip: { x: 0, y, width: NARROW_WIDTH, height: Math.min(PART_HEIGHT, height - y) },
    });
  }
  await page.setViewportSize(size);
}
