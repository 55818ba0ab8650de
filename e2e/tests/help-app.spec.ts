/**
 * Issue 14, items 3 and 6: the help center (the terms gate's link, `?i=`, the footer's titles,
 * Accept), the app page's entries for the phone, and the customer-service icons of the service
 * page; every route as a visitor, a member and the trial player (they are open to all).
 */
import type { Page, TestInfo } from '@playwright/test';
import { closeAnnouncements, logIn, logInAsDemo, openInApp } from '../support/journeys.ts';
import { siteStatusFlag } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

/** The sandbox's topics, in its order (sandbox/src/domains/system/help-center.ts). */
const TOPICS = [
  'Terms & Conditions',
  'Responsible Gaming',
  'Privacy Policy',
  'FAQ',
  'Deposits',
  'Withdrawals',
  'About Us',
];

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

const selectedTopic = (page: Page) => page.getByRole('tab', { selected: true });

test('the terms link opens the terms topic; Accept agrees and goes home', async ({
  page,
}, testInfo) => {
  await closeAnnouncements(page);
  await page.goto('/m/home');
  await page.getByRole('link', { name: 'Read the full Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/m\/help#terms$/);
  await expect(selectedTopic(page)).toHaveText('Terms & Conditions');
  await expect(page.getByRole('tabpanel').getByText(/at least 21 years old/)).toBeVisible();
  // Spec "Layout": the header shows, the footer menu does not.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await shootBothThemes(page, testInfo, 'help-terms');

  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('button', { name: 'Agree' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('?i=2 opens the third topic; the footer titles open each topic', async ({
  page,
}, testInfo) => {
  await page.goto('/m/help?i=2');
  await expect(selectedTopic(page)).toHaveText(TOPICS[2] as string);
  await expect(page.getByRole('tab')).toHaveText(TOPICS);
  await page.getByRole('tab', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/m\/help\?i=3$/);
  await expect(page.getByRole('tabpanel').getByText('I forgot my password.')).toBeVisible();
  await shootBothThemes(page, testInfo, 'help-menu');

  const footer = page.getByRole('navigation', { name: 'Help and information' });
  await expect(footer.getByRole('link')).toHaveText(TOPICS);
  await footer.getByRole('link', { name: 'Withdrawals' }).click();
  await expect(page).toHaveURL(/\/m\/helpDetail\?i=5$/);
  await expect(page.getByRole('article', { name: 'Withdrawals' })).toBeVisible();
  await expect(page.getByText(/Withdrawals from PHP 100/)).toBeVisible();
  await shootBothThemes(page, testInfo, 'help-detail');
  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/m\/helpDetail\?i=6$/);
  await expect(page.getByRole('article', { name: 'About Us' })).toBeVisible();
  await page.getByRole('link', { name: 'All topics' }).click();
  await expect(page).toHaveURL(/\/m\/help\?i=6$/);
  await expect(selectedTopic(page)).toHaveText('About Us');
});

test('a bad ?i= opens the first topic without an error', async ({ page }) => {
  await page.goto('/m/help?i=99');
  await expect(selectedTopic(page)).toHaveText(TOPICS[0] as string);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** What /m/app offers this phone: the profile's device decides (spec "Download and install"). */
async function expectAppEntries(page: Page, testInfo: TestInfo) {
  const entries = page.getByRole('list', { name: 'Downloads for this device' });
  const titles = entries.getByRole('heading', { level: 3 });
  if (testInfo.project.name === 'iphone-15') {
    await expect(titles).toHaveText(['Add to home screen', 'iOS profile', 'iOS app']);
    await expect(page.getByRole('link', { name: 'Download iOS profile' })).toHaveAttribute(
      'href',
      /\/download\/mobileconfig$/,
    );
    const guide = page.getByRole('region', { name: 'Install the iOS profile' });
    await expect(guide.getByRole('listitem')).toHaveCount(4);
    await guide.scrollIntoViewIfNeeded();
    await shootBothThemes(page, testInfo, 'app-page-profile-guide');
    await expect(page.getByRole('link', { name: 'Download iOS app' })).toHaveAttribute(
      'href',
      /\/download\/ios$/,
    );
  } else {
    await expect(titles).toHaveText(['Android app']);
    await expect(page.getByRole('link', { name: 'Download Android app' })).toHaveAttribute(
      'href',
      /\/download\/android$/,
    );
  }
}

test('the app page shows the downloads for the phone and its own way home', async ({
  page,
}, testInfo) => {
  await closeAnnouncements(page);
  await page.goto('/m/app');
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
  await expectAppEntries(page, testInfo);
  // Spec "Layout": neither header nor footer menu here, so the page has its own.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await shootBothThemes(page, testInfo, 'app-page');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

/** The three routes open for this player, with what each must show. */
async function visitEach(page: Page, testInfo: TestInfo) {
  await openInApp(page, '/m/help?i=1');
  await expect(selectedTopic(page)).toHaveText(TOPICS[1] as string);
  await openInApp(page, '/m/helpDetail?i=4');
  await expect(page.getByRole('article', { name: 'Deposits' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/helpDetail\?i=4$/);
  await openInApp(page, '/m/app');
  await expectAppEntries(page, testInfo);
  await expect(page).toHaveURL(/\/m\/app$/);
}

test('a visitor, a member and the trial player each open help, helpDetail and app', async ({
  page,
  sandbox,
}, testInfo) => {
  test.setTimeout(90_000);
  await closeAnnouncements(page);
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Agree' }).click();
  await visitEach(page, testInfo);

  // Each player starts as a new browser session would: no cookie, no session storage.
  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await logInAsDemo(page);
  await visitEach(page, testInfo);
  await page.context().clearCookies();

  const trial = { username: 'trial_help', password: 'Trial1234', nickname: 'Trial Helper' };
  await sandbox.createAccount({ ...trial, type: 4 });
  await page.evaluate(() => window.sessionStorage.clear());
  await logIn(page, trial);
  await visitEach(page, testInfo);
});

test.describe('the service page', () => {
  test.afterEach(async ({ page, sandbox }) => {
    await sandbox.setStatus({ maintenance: false, regionRestriction: false });
    await expect.poll(() => siteStatusFlag(page.request), { timeout: 10_000 }).toBe(0);
  });

  test('maintenance shows the customer-service social icons', async ({
    page,
    sandbox,
  }, testInfo) => {
    await sandbox.setStatus({ maintenance: true });
    await expect.poll(() => siteStatusFlag(page.request), { timeout: 10_000 }).toBe(1);
    await page.goto('/m/help');
    await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
    const service = page.getByRole('region', { name: 'Customer service' });
    await expect(service.getByRole('link')).toHaveText([
      'Telegram',
      'Telegram 2',
      'Instagram',
      'Facebook',
    ]);
    await expect(service.getByRole('link', { name: 'Telegram 2' })).toHaveAttribute(
      'href',
      'https://t.me/tcgdemo_support',
    );
    await shootBothThemes(page, testInfo, 'service-page');
  });
});
