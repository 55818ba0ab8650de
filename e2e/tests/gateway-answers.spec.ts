/**
 * Issue 27 items 23 and 28, both phones, through the real BFF and sandbox: what a player reads
 * when the gateway refuses a login from a restricted region ('Access restricted', spec section 8
 * ip_restrict) or answers no live-chat or game address ('The requested url is empty'), and the vendor
 * lists in the order the gateway gives them (the merchant's sorting), whatever that order is.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { GAMES } from '@app/sandbox';
import {
  closeAnnouncements,
  fillLogin,
  logInAsDemo,
  openLoginForm,
  openInApp,
} from '../support/journeys.ts';
import { DEMO } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, startSite, test } from '../support/stack.ts';

/** The narrowest phone the site is drawn for: the review shots are taken at it. */
const PHONE_360 = { width: 360, height: 780 };

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test("a login from a restricted region reads 'Access restricted' and signs nobody in", async ({
  page,
  sandbox,
}, testInfo) => {
  await openLoginForm(page);
  await sandbox.setSettings({ ipRestricted: true });
  await fillLogin(page, DEMO);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Access restricted');
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  await page.setViewportSize(PHONE_360);
  await shootBothThemes(page, testInfo, 'login-access-restricted');

  // Out of the region again, the same form signs in.
  await sandbox.setSettings({ ipRestricted: false });
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("live chat without an address reads 'The requested url is empty' and stays", async ({
  page,
  sandbox,
}, testInfo) => {
  await logInAsDemo(page);
  await sandbox.setSettings({ emptyChatUrl: true });
  await openInApp(page, '/m/message');
  await page
    .getByRole('list', { name: 'Messages and support' })
    .getByRole('button', { name: /^Live chat/ })
    .click();
  await expect(page.getByRole('status').getByText('The requested url is empty')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/message$/);
  await page.setViewportSize(PHONE_360);
  await shootBothThemes(page, testInfo, 'live-chat-url-empty');
});

test("a game launch without an address reads 'The requested url is empty' and stays", async ({
  page,
  sandbox,
}, testInfo) => {
  // A slot without free play: the tap launches at once, no choice to make.
  const game = GAMES.find((g) => g.gameType === 'RNG' && g.supportPlay !== 0 && g.index > 30);
  if (!game) throw new Error('the catalogue has no real-money-only slot');
  await logInAsDemo(page);
  await sandbox.setSettings({ emptyLaunchUrl: true });
  await page.goto(`/m/rng?gameName=${encodeURIComponent(game.gameName)}`);
  await page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: `${game.gameName} `, exact: false })
    .first()
    .click();
  await expect(page.getByRole('status').getByText('The requested url is empty')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/rng\?gameName=/);
  // On iOS the game's window opened in the tap closes again: only this page is left.
  await expect.poll(() => page.context().pages().length).toBe(1);
  await page.setViewportSize(PHONE_360);
  await shootBothThemes(page, testInfo, 'game-launch-url-empty');
});

/** The names of a list's vendor buttons, in the order drawn. */
async function vendorNames(page: Page, list: 'list' | 'group'): Promise<string[]> {
  const vendors = page.getByRole(list, { name: 'Providers' }).getByRole('button');
  await expect(vendors.first()).toBeVisible();
  return (await vendors.allInnerTexts()).map((name) => name.trim()).filter(Boolean);
}

test("the vendor lists follow the gateway's order, whatever it is", async ({
  page,
  sandbox,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await closeAnnouncements(page);
  await page.goto(`${baseURL ?? ''}/m/live`);
  await page.getByRole('button', { name: 'Agree' }).click();
  expect(await vendorNames(page, 'list')).toEqual(['Evolution', 'SA Gaming', 'Dream Gaming']);

  // The merchant reorders its vendors; a site started now reads the new order (the catalogue is
  // cached for minutes).
  await sandbox.setSettings({ vendorOrder: { LIVE: ['DG', 'SA', 'EG4'], RNG: ['PP', 'JDB'] } });
  mkdirSync(testInfo.outputDir, { recursive: true });
  const site = await startSite({
    gatewayUrl: sandbox.url,
    logFile: join(testInfo.outputDir, 'bff-vendor-order.log'),
  });
  try {
    // The second site asks for the terms again: cookies ignore the port, so the first site's
    // agreement (mc_terms) would otherwise reach it on the same host.
    await page.context().clearCookies();
    await page.goto(`${site.baseURL}/m/live`);
    await page.getByRole('button', { name: 'Agree' }).click();
    expect(await vendorNames(page, 'list')).toEqual(['Dream Gaming', 'SA Gaming', 'Evolution']);
    await page.goto(`${site.baseURL}/m/rng`);
    const strip = await vendorNames(page, 'group');
    expect(strip.slice(0, 4)).toEqual(['All', 'Pragmatic Play', 'JDB', 'JILI']);
  } finally {
    await site.close();
  }
});
