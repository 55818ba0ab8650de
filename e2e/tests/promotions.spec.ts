/**
 * Issue 14, item 5: the promotions screen and the daily sign-in, both phones, through the BFF and
 * the sandbox. A member joins a target promotion and claims it once the turnover is reached
 * (Join → Process → Claim → Claimed; the balance grows), applies with a comment and a picture
 * (Applying; an over-long comment and a GIF are refused, nothing lost; the review approves it:
 * Claim), filters by category in the address; a visitor reads the common list and is sent to log
 * in by Join; a trial player is refused with free_reject; the sign-in calendar signs in once, and
 * with the LOGIN promotion off says so and offers the way home.
 */
import type { Page } from '@playwright/test';
import { closeAnnouncements, logIn, logInAsDemo } from '../support/journeys.ts';
import { DEMO } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** The card of a promotion, by its title. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a member joins a target promotion and claims it when the turnover is reached', async ({
  page,
  sandbox,
}, testInfo) => {
  test.setTimeout(60_000);
  await logInAsDemo(page);
  await page.goto('/m/activity');
  const challenge = card(page, 'Slots Turnover Challenge');
  await expect(challenge.getByText('Join', { exact: true }).first()).toBeVisible();
  // Every status the demo member's promotions are in, in the spec's words.
  for (const [title, word] of [
    ['Weekly Cashback', 'Issued'],
    ['Live Casino Weekend', 'Claim'],
    ['Sports Parlay Insurance', 'Rejected'],
    ['Fish Hunter Tournament', 'coming soon'],
    ['Lunar New Year Angpao', 'Close'],
    ['Daily Reload 10%', 'Claimed'],
    ['Referral Rush', 'Joined'],
    ['Birthday Bonus', 'Applying'],
  ] as const) {
    await expect(card(page, title).getByText(word, { exact: true }).first()).toBeVisible();
  }
  await expect(
    card(page, 'Sports Parlay Insurance').getByText(/minimum odds of 1\.50/),
  ).toBeVisible();
  await shootBothThemes(page, testInfo, 'promotions-member');

  await challenge.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('You joined Slots Turnover Challenge.')).toBeVisible();
  await expect(challenge.getByText('Process', { exact: true })).toBeVisible();
  await expect(challenge.getByText('Turnover ₱0.00 of ₱10,000.00')).toBeVisible();

  await sandbox.promotion('progress', {
    username: DEMO.username,
    promotionId: 7004,
    turnover: 10_000,
  });
  await page.reload();
  const before = (await sandbox.money(DEMO.username)).balanceCents;
  // A double tap claims once.
  await challenge.getByRole('button', { name: 'Claim' }).dblclick();
  await expect(page.getByText('₱300.00 was added to your balance.')).toBeVisible();
  await expect(challenge.getByText('Claimed', { exact: true })).toBeVisible();
  expect((await sandbox.money(DEMO.username)).balanceCents).toBe(before + 30_000);
});

test('a member applies with a comment and a picture; the review approves it', async ({
  page,
  sandbox,
}, testInfo) => {
  await logInAsDemo(page);
  await page.goto('/m/activity?category=WELCOME');
  await expect(page.getByRole('button', { name: 'Welcome', pressed: true })).toBeVisible();
  await expect(card(page, 'Weekly Cashback')).toHaveCount(0);
  const welcome = card(page, 'Welcome Bonus 100%');
  await welcome.getByRole('button', { name: 'Apply' }).click();

  const dialog = page.getByRole('dialog', { name: 'Apply for Welcome Bonus 100%' });
  const comment = dialog.getByRole('textbox', { name: /Comment/ });
  await comment.fill('y'.repeat(141));
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Please write at most 140 characters')).toBeVisible();
  await expect(comment).toHaveValue('y'.repeat(141));

  const pictures = dialog.getByLabel('Add a picture', { exact: true });
  await pictures.setInputFiles({
    name: 'slip.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(dialog.getByText('Please choose a PNG or JPG picture')).toBeVisible();
  await pictures.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await comment.fill('Deposit slip of PHP 500 attached');
  await shootBothThemes(page, testInfo, 'promotions-application');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByText('Your application was sent. We will review it shortly.'),
  ).toBeVisible();
  await expect(welcome.getByText('Applying', { exact: true })).toBeVisible();

  await sandbox.promotion('review', { username: DEMO.username, promotionId: 7001 });
  await page.reload();
  await expect(welcome.getByRole('button', { name: 'Claim' })).toBeVisible();
});

test('a visitor reads the common list and is sent to log in by Join', async ({
  page,
}, testInfo) => {
  await closeAnnouncements(page);
  await page.goto('/m/activity');
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByText('Log in to join promotions and see your progress.')).toBeVisible();
  // Nobody's statuses: only what the dates say.
  await expect(card(page, 'Birthday Bonus').getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(card(page, 'Fish Hunter Tournament').getByText('coming soon')).toBeVisible();
  await card(page, 'Weekly Cashback').getByRole('button', { name: 'Details' }).click();
  await expect(page.getByText('issued automatically')).toBeVisible();
  await shootBothThemes(page, testInfo, 'promotions-visitor');
  await card(page, 'Slots Turnover Challenge').getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  // The daily sign-in is a member's page: a visitor logs in first.
  await page.goto('/m/activity/signIn');
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a trial player reads the list and is refused taking part with free_reject', async ({
  page,
  sandbox,
}) => {
  const trial = { username: 'trial_promo', password: 'Trial1234', nickname: 'Trial Promo' };
  await sandbox.createAccount({ ...trial, type: 4 });
  await logIn(page, trial);
  await page.goto('/m/activity');
  await card(page, 'Slots Turnover Challenge').getByRole('button', { name: 'Join' }).click();
  await expect(
    page.getByRole('status').getByText('Please login an actual account to use this function'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/activity$/);
  // The sign-in calendar: a trial player may look, not sign in.
  await page.goto('/m/activity/signIn');
  await expect(page.locator('li[aria-current="date"]')).toContainText('Today');
  await page.getByRole('button', { name: /^Sign in for ₱/ }).click();
  await expect(
    page.getByRole('status').getByText('Please login an actual account to use this function'),
  ).toBeVisible();
  expect(await sandbox.received('/wps/relay/MCSFE_claimLoginPromotion')).toEqual([]);
});

test('a member signs in on the calendar once a day', async ({ page, sandbox }, testInfo) => {
  await logInAsDemo(page);
  await page.goto('/m/activity');
  await page.getByRole('link', { name: /Daily sign-in/ }).click();
  await expect(page).toHaveURL(/\/m\/activity\/signIn$/);
  const today = page.locator('li[aria-current="date"]');
  await expect(today).toContainText('Today');
  const before = (await sandbox.money(DEMO.username)).balanceCents;
  await page.getByRole('button', { name: /^Sign in for ₱/ }).dblclick();
  await expect(page.getByText(/^Signed in: ₱[\d.,]+ was added to your balance\.$/)).toBeVisible();
  await expect(today).toContainText('Signed in');
  await expect(page.getByText('You have signed in today. Come back tomorrow!')).toBeVisible();
  await expect(page.getByText('1 day in a row')).toBeVisible();
  await shootBothThemes(page, testInfo, 'promotions-sign-in');
  const credited = (await sandbox.money(DEMO.username)).balanceCents - before;
  expect(credited).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByText('You have signed in today. Come back tomorrow!')).toBeVisible();
  expect((await sandbox.money(DEMO.username)).balanceCents - before).toBe(credited);
});

test('the sign-in says so when the LOGIN promotion is off, with the way home', async ({
  page,
  sandbox,
}, testInfo) => {
  await sandbox.setPromotions({ LOGIN: false });
  await logInAsDemo(page);
  await page.goto('/m/activity');
  await expect(card(page, 'Welcome Bonus 100%')).toBeVisible();
  await expect(page.getByRole('link', { name: /Daily sign-in/ })).toHaveCount(0);
  await page.goto('/m/activity/signIn');
  await expect(
    page.getByText('This promotion or feature is not available right now.', { exact: false }),
  ).toBeVisible();
  await shootBothThemes(page, testInfo, 'promotions-sign-in-off');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
