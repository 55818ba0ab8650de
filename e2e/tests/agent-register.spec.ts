/**
 * Issue 26, item 3, through the real BFF and sandbox, both phones: agent01 creates an affiliate
 * link, copies it with the 1 s confirmation and deletes it after confirming; registers a downline
 * (the player registration's rules: a mismatched confirmation is refused first) and is refused
 * the same username a second time with the gateway's text; the sixth link is refused. A member
 * of type 0 opening the address is sent away with the no-permission text. Axe finds no serious
 * violation on either tab in either theme; with SHOTS_DIR set, both tabs are photographed in
 * English and Filipino, and 360 px wide.
 */
import type { Page } from '@playwright/test';
import { MAX_AFFILIATE_LINKS } from '@app/contracts';
import { AXE_JOURNEY_MS, checkBothThemes } from '../support/axe-themes.ts';
import { logIn, openInApp } from '../support/journeys.ts';
import { DEMO, DEMO_AGENT } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

const NO_PERMISSION =
  'Sorry, this account does not have permission or the feature is temporarily unavailable.';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

async function openAgentRegister(page: Page, tab: 'register' | 'links'): Promise<void> {
  await openInApp(page, tab === 'links' ? '/m/agentRegister?tab=links' : '/m/agentRegister');
  await expect(page.getByRole('tab', { selected: true })).toHaveText(
    tab === 'links' ? 'Affiliate links' : 'Register a downline',
  );
}

test('agent01 creates, copies and deletes an affiliate link', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(AXE_JOURNEY_MS);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, DEMO_AGENT);
  await openAgentRegister(page, 'links');
  await expect(page.getByText(`0 of ${MAX_AFFILIATE_LINKS} links`)).toBeVisible();

  await page.getByLabel('Who registers through it').selectOption('agent');
  await page.getByLabel('Remark (optional)').fill('Telegram group');
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = page.getByRole('list').getByRole('listitem');
  await expect(link).toHaveCount(1);
  await expect(link).toContainText('Agent link');
  await expect(link).toContainText('Telegram group');
  await expect(page.getByText(`1 of ${MAX_AFFILIATE_LINKS} links`)).toBeVisible();
  const url = ((await link.locator('.agent-link__url').textContent()) ?? '').trim();
  expect(url).toMatch(/\/m\/register\?affiliateCode=/);

  await link.getByRole('button', { name: /^Copy link/ }).click();
  await expect(page.getByRole('status').getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // The affiliate toast leaves after its second.
  await expect(page.getByRole('status').getByText('Copied')).toHaveCount(0);
  await checkBothThemes(page, testInfo, 'agent-register-links');

  await link.getByRole('button', { name: /^Delete link/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this link?' });
  await expect(dialog).toContainText(url);
  await shootBothThemes(page, testInfo, 'agent-register-delete');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('You have no affiliate link yet. Create one below.')).toBeVisible();
});

test('the gateway refuses a link past the limit, in its words', async ({ page }) => {
  await logIn(page, DEMO_AGENT);
  await openAgentRegister(page, 'links');
  const create = page.getByRole('button', { name: 'Create link' });
  for (let made = 1; made <= MAX_AFFILIATE_LINKS; made += 1) {
    await create.click();
    await expect(page.getByText(`${made} of ${MAX_AFFILIATE_LINKS} links`)).toBeVisible();
  }
  await create.click();
  await expect(page.getByRole('alert')).toHaveText(
    'You cannot create more referral links. Please delete one first.',
  );
  await expect(page.getByRole('list').getByRole('listitem')).toHaveCount(MAX_AFFILIATE_LINKS);
});

test('agent01 registers a downline, and the same username is refused', async ({
  page,
}, testInfo) => {
  test.setTimeout(AXE_JOURNEY_MS);
  await logIn(page, DEMO_AGENT);
  await openAgentRegister(page, 'register');
  await checkBothThemes(page, testInfo, 'agent-register-form');

  const fill = async (confirm: string) => {
    await page.getByLabel('Username').fill('downline7');
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill(confirm);
  };
  await page.getByLabel('Account type').selectOption('player');
  await fill('Secret124');
  await page.getByRole('button', { name: 'Register downline' }).click();
  await expect(page.getByText('Confirmation password not matched')).toBeVisible();

  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByLabel('Nickname (optional)').fill('Seven');
  await page.getByRole('button', { name: 'Register downline' }).click();
  await expect(
    page.getByText('Account downline7 is registered: a player in your team.'),
  ).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');
  await shootBothThemes(page, testInfo, 'agent-register-done', { fullPage: true });

  await fill('Secret123');
  await page.getByRole('button', { name: 'Register downline' }).click();
  await expect(page.getByRole('alert')).toHaveText('Sorry, the username already exists.');
});

test('a member of type 0 is kept out with the no-permission text', async ({ page }) => {
  await logIn(page, DEMO);
  const notice = page.getByRole('status').getByText(NO_PERMISSION).waitFor({ state: 'visible' });
  await page.goto('/m/agentRegister');
  await notice;
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('both tabs read in Filipino', async ({ page }, testInfo) => {
  test.setTimeout(AXE_JOURNEY_MS);
  await logIn(page, DEMO_AGENT);
  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  await page.goto('/m/agentRegister');
  await expect(page.getByRole('tab', { name: 'Magrehistro ng downline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Irehistro ang downline' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'agent-register-form-ty');
  await page.getByRole('tab', { name: 'Mga affiliate link' }).click();
  await page.getByRole('button', { name: 'Gumawa ng link' }).click();
  await expect(page.getByRole('list').getByRole('listitem')).toContainText(
    'Link para sa manlalaro',
  );
  await checkBothThemes(page, testInfo, 'agent-register-links-ty');
  // The narrowest phone the product is laid out for.
  await page.setViewportSize({ width: 360, height: 780 });
  await shootBothThemes(page, testInfo, 'agent-register-links-ty-360', { fullPage: true });
  await page.getByRole('tab', { name: 'Magrehistro ng downline' }).click();
  await expect(page.getByRole('button', { name: 'Irehistro ang downline' })).toBeVisible();
  await shootBothThemes(page, testInfo, 'agent-register-form-ty-360', { fullPage: true });
});
