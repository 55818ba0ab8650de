/**
 * Issue 30, item 1: the game host, both phones, through the real BFF and sandbox. A game whose
 * provider lets our site frame it opens at /m/play/... under our bar (leave, clock, balance,
 * deposit), the provider's page in a frame whose policy names that provider's origin alone; the
 * app's own pages name none. A provider that refuses framing opens the old way: this tab, or on
 * iOS the window opened in the tap.
 */
import { GAMES } from '@app/sandbox';
import { checkBothThemes } from '../support/axe-themes.ts';
import { englishOnScreen, forbiddenEnglish } from '../support/english-left.ts';
import type { Page } from '@playwright/test';
import { hostedGame, launchFromList, logInAsDemo } from '../support/journeys.ts';
import { startRedisBackedSite } from '../support/redis-replica.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

// A real-money slot without free play: a tap launches it at once.
const found = GAMES.find((g) => g.gameType === 'RNG' && g.supportPlay === 1 && g.index > 40);
if (!found) throw new Error('no real-money slot in the sandbox catalogue');
const game = found;

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** Opens the slot from its RNG list on `origin`'s site and taps it; settles where it opened. */
const launchSlot = (page: Page, origin = '') => launchFromList(page, game, origin);

/** A `Content-Security-Policy`'s sources for `directive`. */
function sourcesOf(policy: string | undefined, directive: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found ? found.slice(1) : [];
}

test('a game opens in the host under our bar, framed under a policy naming its provider alone', async ({
  page,
  sandbox,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInAsDemo(page);
  const framePage = page.waitForResponse((r) => r.url().includes('/games/frame/'));
  expect((await launchSlot(page)).where).toBe('host');
  await expect(page).toHaveURL(new RegExp(`/m/play/${game.nodeId}\\?launch=[\\w-]{22}$`));

  // The bar: the game's name, leave, the time played, the balance and the way to deposit.
  await expect(page.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave the game' })).toBeVisible();
  await expect(page.locator('.game-host__clock time')).toHaveText(/^\d+:\d{2}$/);
  await expect(page.getByRole('button', { name: /^Balance ₱1,250\.50/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible();
  // No app header or footer menu takes height from the game.
  await expect(page.locator('header.header')).toHaveCount(0);
  await expect(page.locator('nav.footer-menu')).toHaveCount(0);

  // The provider's page, in its frame: the game and its wallet.
  const view = hostedGame(page);
  await expect(view.getByRole('heading', { name: game.gameName })).toBeVisible();
  await expect(view.locator('#wallet')).toHaveText('Real money');
  // The frame page's policy names the provider's origin and nothing wider; the app's none.
  const policy = (await framePage).headers()['content-security-policy'];
  expect(sourcesOf(policy, 'frame-src')).toEqual([new URL(sandbox.url).origin]);
  const appPolicy = await page.evaluate(async () =>
    (await fetch('/m/home')).headers.get('content-security-policy'),
  );
  expect(sourcesOf(appPolicy ?? '', 'frame-src')).not.toContain(new URL(sandbox.url).origin);
  // The game's session key is nowhere in the app's address or storage.
  expect(page.url()).not.toContain('ssoKey');
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })),
  ).not.toContain('ssoKey');
  // The frame fills what the bar leaves of the screen.
  const viewport = page.viewportSize();
  const frameBox = await page.locator('iframe.game-host__frame').boundingBox();
  expect(frameBox?.height ?? 0).toBeGreaterThan((viewport?.height ?? 0) - 80);
  await checkBothThemes(page, testInfo, 'game-host');

  // A reload finds the game again (the browser keeps the entry's name), its clock counting on.
  await page.reload();
  await expect(hostedGame(page).locator('#wallet')).toHaveText('Real money');
  await expect(page.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();

  // Leaving goes back to the list and reads the balance again.
  const reread = page.waitForRequest((r) => r.url().includes('member.balance'));
  await page.getByRole('button', { name: 'Leave the game' }).click();
  await expect(page).toHaveURL(/\/m\/rng\?gameName=/);
  await reread;
});

test('a provider that refuses framing opens the old way', async ({ page, stack, sandbox }) => {
  test.setTimeout(90_000);
  // A site of its own: its BFF has asked no provider yet, so nothing it kept says "host".
  const site = await startRedisBackedSite(stack);
  try {
    await sandbox.setSettings({ framingRefusedBy: [game.vassalage] });
    await logInAsDemo(page, site.baseURL);
    const { where, view } = await launchSlot(page, site.baseURL);
    // This tab on Android, the window opened in the tap on iOS (issue 12).
    expect(where).toBe(test.info().project.name === 'iphone-15' ? 'window' : 'tab');
    await expect(view.locator('#wallet')).toHaveText('Real money');
    expect(page.url()).not.toContain('/m/play/');
  } finally {
    await site.close();
  }
});

test('the host reads fully in Filipino and Portuguese', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await logInAsDemo(page);
  for (const [language, code, leave] of [
    ['ty', 'TY', 'Umalis sa laro'],
    ['pt', 'PT', 'Sair do jogo'],
  ] as const) {
    await page.evaluate((value) => localStorage.setItem('language', value), code);
    await launchSlot(page);
    await expect(page.getByRole('button', { name: leave })).toBeVisible();
    await expect(page.locator('.game-host__clock time')).toBeVisible();
    expect(await englishOnScreen(page, await forbiddenEnglish(language))).toEqual([]);
    await shootBothThemes(page, testInfo, `game-host-${language}`);
  }
});
