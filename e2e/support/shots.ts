/**
 * Screenshots for a person to look at, in both themes: only when SHOTS_DIR is set (a review
 * run), so ordinary runs write nothing. The theme is set as the side menu's switch sets it.
 */
import type { Page, TestInfo } from '@playwright/test';

export async function shootBothThemes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    await page.screenshot({
      path: `${dir}/${name}-${testInfo.project.name}-${theme}.png`,
      fullPage,
    });
  }
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'dark';
  });
}
