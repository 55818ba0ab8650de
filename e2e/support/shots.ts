/**
 * Screenshots for a person to look at, in both themes: only when SHOTS_DIR is set (a review
 * run), so ordinary runs write nothing. The theme is set as the side menu's switch sets it.
 */
import type { Page, TestInfo } from '@playwright/test';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
  }, theme);
}

/** One review screenshot of the page as it is now (`fullPage`: the whole length of it). */
export async function shoot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage });
}

export async function shootBothThemes(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.SHOTS_DIR) return;
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await shoot(page, testInfo, `${name}-${theme}`);
  }
  await setTheme(page, 'dark');
}
