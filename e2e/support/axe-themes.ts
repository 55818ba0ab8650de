/**
 * A screen in both themes, as the side menu's switch sets them: no serious or critical axe
 * violation in either, and (with SHOTS_DIR set, a review run) a full-page picture of each.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './stack.ts';

export async function checkBothThemes(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHOTS_DIR;
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}`));
    expect(serious, `${name} (${theme}): serious axe violations`).toEqual([]);
    if (dir) {
      // At the top: a full-page picture draws the sticky header where the page was scrolled to.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `${dir}/${name}-${testInfo.project.name}-${theme}.png`,
        fullPage: true,
      });
    }
  }
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'dark';
  });
}
