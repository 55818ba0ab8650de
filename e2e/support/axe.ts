/**
 * The accessibility check of a screen: no serious or critical axe violation in either theme,
 * each theme also photographed for review when SHOTS_DIR is set (shots.ts). Ends in the dark
 * theme, the default.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { setTheme, shoot, THEMES } from './shots.ts';

export async function checkBothThemes(page: Page, testInfo: TestInfo, name: string) {
  for (const theme of THEMES) {
    await setTheme(page, theme);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}`));
    expect(serious, `${name} (${theme}): serious axe violations`).toEqual([]);
    await shoot(page, testInfo, `${name}-${theme}`, { fullPage: true });
  }
  await setTheme(page, 'dark');
}
