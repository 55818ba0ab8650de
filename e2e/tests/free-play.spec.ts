/**
 * Free play (spec section 4 "Trial play"): a visitor taps Free play in the account menu and is on
 * the home, signed in as a trial member (type 4). The free-trial guard (spec section 6) then
 * blocks a tap on deposit where the player is, told why; the member centre asks them to register
 * a real account, which the register form then takes; an address opened directly goes home.
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

  // A tap on deposit is blocked where the player is, with the spec's text.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Deposit/Promo' })
    .click();
  await expect(
    page.getByRole('status').getByText('Please login an actual account to use this function'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  // The member centre (the home's own bar shows it) asks for a real account; Register now
  // opens the form.
  await header.getByRole('link', { name: 'Member centre' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Member centre' });
  await expect(prompt).toContainText('Register a real account to use the member centre.');
  await prompt.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();

  // Opened directly, the member centre sends the trial player home with the notice.
  const shown = page
    .getByRole('status')
    .getByText('Please login an actual account to use this function')
    .waitFor({ state: 'visible' });
  await page.goto('/m/member/home');
  await shown;
  await expect(page).toHaveURL(/\/m\/home$/);
});
