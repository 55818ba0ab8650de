/**
 * Free play (spec section 4 "Trial play"): a visitor taps Free play in the account menu and is on
 * the home, signed in as a trial member (type 4), who is then refused the member centre as the
 * access rules say.
 */
import { closeAnnouncements } from '../support/journeys.ts';
import { siteWhitelabelFlag } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a visitor taps Free play and lands on the home as a trial member', async ({
  page,
  sandbox,
}) => {
  await sandbox.setWhitelabel({ FREEPLAY3: true });
  await expect.poll(() => siteWhitelabelFlag(page.request, 'FREEPLAY3')).toBe(true);
  await closeAnnouncements(page);
  await page.goto('/m/notice');
  await page.getByRole('button', { name: 'Agree' }).click();

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Account' }).click();
  await header.getByRole('button', { name: 'Free play' }).click();

  await expect(page).toHaveURL(/\/m\/home$/);
  // The trial account has no nickname: the greeting names its account (TRIAL...).
  await expect(page.getByText(/Hi, TRIAL[0-9a-f]+/i).first()).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ type: 4 });

  // The type-4 rule: the member centre sends the trial player home with the notice.
  const shown = page
    .getByRole('status')
    .getByText('Please login an actual account to use this function')
    .waitFor({ state: 'visible' });
  await page.goto('/m/member/home');
  await shown;
  await expect(page).toHaveURL(/\/m\/home$/);
});
