/**
 * Issue 12, the lottery through the real BFF and sandbox, both phones: the lottery list; a member
 * opens a lottery through /m/launchGame, whose frame is the H5 page the BFF proxies (its token
 * from the server-side session, never in the app's own address or storage), places a bet in it,
 * and closes it back home with pageBack or back to the list without; a visitor is sent to log in.
 */
import { closeAnnouncements, logInAsDemo, openInApp } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

const LAUNCH = '/m/launchGame?playType=ent&gameId=TCG_SEA0002&prize_mode=Elott&code=lobby';

test('a member bets in a lottery opened through /m/launchGame and closes it home', async ({
  page,
}, testInfo) => {
  await logInAsDemo(page);
  await page.goto(`${LAUNCH}&pageBack=home`);
  // One bar over the frame: its own, not the app's header above it.
  await expect(page.getByRole('button', { name: 'Close the lottery' })).toBeVisible();
  await expect(page.locator('header.header')).toHaveCount(0);
  const frame = page.frameLocator('iframe[title="Lottery game"]');
  await expect(frame.getByRole('heading', { name: 'SEA 1 Minute' })).toBeVisible();
  await expect(frame.getByText(/Draw \d{8}-\d{4} closes in/)).toBeVisible();
  // The H5 page dropped the token from its own address once read.
  const h5 = page.frames().find((f) => f.url().includes('/m/lotto-h5/'));
  expect(h5?.url()).not.toContain('token=');
  // Nothing of the token in the app's address or storage.
  expect(page.url()).not.toContain('token');
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })),
  ).not.toMatch(/[0-9a-f]{48}/);

  for (const [i, digit] of ['7', '0', '3'].entries()) {
    await frame.getByLabel(`Digit ${i + 1}`).fill(digit);
  }
  await frame.getByLabel('Stake').fill('2.50');
  await frame.getByRole('button', { name: 'Place bet' }).click();
  await expect(frame.getByRole('status')).toContainText(/Bet placed: LG/);
  await expect(frame.getByRole('listitem').first()).toContainText('7 0 3 · 2.50');
  await shootBothThemes(page, testInfo, 'lottery-frame');

  await page.getByRole('button', { name: 'Close the lottery' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the lottery list opens a game whose close comes back to the list', async ({
  page,
}, testInfo) => {
  await logInAsDemo(page);
  await openInApp(page, '/m/lottery');
  const electronic = page.getByRole('list', { name: 'E-lottery' });
  await expect(
    page.getByRole('list', { name: 'Lottery', exact: true }).getByRole('listitem'),
  ).toHaveCount(8);
  await expect(electronic.getByRole('listitem')).toHaveCount(6);
  await shootBothThemes(page, testInfo, 'lottery-list');

  await electronic.getByRole('button', { name: 'SEA 3 Minutes', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/launchGame\?.*gameId=TCG_SEA0003/);
  expect(page.url()).not.toContain('pageBack');
  await expect(
    page
      .frameLocator('iframe[title="Lottery game"]')
      .getByRole('heading', { name: 'SEA 3 Minutes' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close the lottery' }).click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
});

test('a visitor opening a lottery is sent to log in', async ({ page }) => {
  await closeAnnouncements(page);
  await page.goto(`${LAUNCH}&pageBack=home`);
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});
