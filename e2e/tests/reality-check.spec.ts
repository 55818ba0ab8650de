/**
 * Issue 30, item 2: the reality check, both phones, through the real BFF, Redis and sandbox. On a
 * site whose reality-check minute is shortened (REALITY_CHECK_MINUTE_MS, a test setting), the
 * member chooses the interval in the member centre, opens a slot in the host and loses a bet on
 * the sandbox's game page; at the interval a dialog over the game shows the time played and the
 * net result, stays through Escape, and 'Take a break' ends the game's session and goes home.
 */
import { GAMES } from '@app/sandbox';
import type { Page } from '@playwright/test';
import { checkBothThemes } from '../support/axe-themes.ts';
import { englishOnScreen, forbiddenEnglish } from '../support/english-left.ts';
import { launchFromList, logInAsDemo } from '../support/journeys.ts';
import { startRedisBackedSite, type RedisBackedSite } from '../support/redis-replica.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

// A real-money slot without free play: a tap launches it at once.
const found = GAMES.find((g) => g.gameType === 'RNG' && g.supportPlay === 1 && g.index > 40);
if (!found) throw new Error('no real-money slot in the sandbox catalogue');
const game = found;

/**
 * Two seconds a "minute": the shortest interval a player may choose (15) comes after 30 s, time
 * enough to open the game and place a bet on a loaded machine before it.
 */
const MINUTE_MS = 2_000;
const SHORTEST = 15;

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** Seconds of an `m:ss` or `h:mm:ss` clock. */
function secondsOf(clock: string): number {
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** Whether the element at the middle of `dialog` belongs to it (nothing covers it). */
async function onTop(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    const box = dialog?.getBoundingClientRect();
    if (!dialog || !box) return false;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && dialog.contains(hit);
  });
}

test('the reality check shows the time played and a lost bet, and Take a break goes home', async ({
  page,
  stack,
}, testInfo) => {
  test.setTimeout(150_000);
  const site = await startRedisBackedSite(stack, {
    env: { REALITY_CHECK_MINUTE_MS: String(MINUTE_MS) },
  });
  try {
    await logInAsDemo(page, site.baseURL);
    // The member centre: the shortest interval the merchant allows.
    await page.goto(`${site.baseURL}/m/member/break`);
    const setting = page.getByRole('region', { name: 'Reality check' });
    const every = setting.getByRole('combobox', { name: 'Show the reality check every' });
    await expect(every).toHaveValue('60');
    await every.selectOption(String(SHORTEST));
    await setting.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(`The reality check now comes every ${SHORTEST} minutes.`),
    ).toBeVisible();
    await checkBothThemes(page, testInfo, 'play-responsibly');

    const { where, view } = await launchFromList(page, game, site.baseURL);
    expect(where).toBe('host');
    const launchId = new URL(page.url()).searchParams.get('launch');
    await view.locator('#bet-lose').click();
    await expect(view.locator('#last-bet')).toHaveText('Lost 10.00');
    await expect(view.locator('#game-balance')).toHaveText('Balance 1240.50');

    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toBeVisible({ timeout: 60_000 });
    await expect(check.getByText('-₱10.00')).toBeVisible();
    const played = secondsOf((await check.locator('time').textContent()) ?? '');
    expect(played).toBeGreaterThanOrEqual((SHORTEST * MINUTE_MS) / 1000 - 1);
    expect(await onTop(page)).toBe(true);

    // Escape does not dismiss it, not even Chrome's second Escape, which closes any dialog.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(check).toBeVisible();
    expect(await onTop(page)).toBe(true);
    await checkBothThemes(page, testInfo, 'reality-check');

    await check.getByRole('button', { name: 'Take a break' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // The game's session is over: its frame page opens no more.
    const frame = await page.request.get(`${site.baseURL}/games/frame/${launchId}`);
    expect(frame.status()).not.toBe(200);
  } finally {
    await site.close();
  }
});

test('the reality check and its setting read fully in Filipino and Portuguese', async ({
  page,
  stack,
}, testInfo) => {
  test.setTimeout(150_000);
  // A merchant that allows a check every "minute": a second here.
  const site: RedisBackedSite = await startRedisBackedSite(stack, {
    env: {
      REALITY_CHECK_MINUTE_MS: '1000',
      REALITY_CHECK_MINUTES: '3',
      REALITY_CHECK_MIN_MINUTES: '3',
    },
  });
  try {
    await logInAsDemo(page, site.baseURL);
    for (const [language, code, keepPlaying] of [
      ['ty', 'TY', 'Magpatuloy sa paglalaro'],
      ['pt', 'PT', 'Continuar jogando'],
    ] as const) {
      const forbidden = await forbiddenEnglish(language);
      await page.evaluate((value) => localStorage.setItem('language', value), code);
      await page.goto(`${site.baseURL}/m/member/break`);
      await expect(page.getByRole('combobox')).toBeVisible();
      expect(await englishOnScreen(page, forbidden)).toEqual([]);

      await launchFromList(page, game, site.baseURL);
      const check = page.getByRole('alertdialog');
      await expect(check.getByRole('button', { name: keepPlaying })).toBeVisible({
        timeout: 30_000,
      });
      await expect(check.locator('time')).toBeVisible();
      expect(await englishOnScreen(page, forbidden)).toEqual([]);
      await shootBothThemes(page, testInfo, `reality-check-${language}`);
      await check.getByRole('button', { name: keepPlaying }).click();
      await expect(check).toBeHidden();
    }
  } finally {
    await site.close();
  }
});
