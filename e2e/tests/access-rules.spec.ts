/**
 * The route table's access rules as a player meets them (spec section 6): the trial player
 * (type 4) is refused the money pages, the inbox and the agent centre with the spec's text, a member who is no agent
 * the agent contracts, an agent opens them, a visitor of a member page logs in first. Each opens
 * the page by its address, as a bookmark would.
 */
import type { Page } from '@playwright/test';
import { logIn } from '../support/journeys.ts';
import { DEMO, DEMO_AGENT } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

const NOT_REAL = 'Please login an actual account to use this function';
const NO_PERMISSION =
  'Sorry, this account does not have permission or the feature is temporarily unavailable.';

test.beforeEach(async ({ sandbox }, testInfo) => {
  // The rules are the route table's and the session's: no phone can change where a player is
  // sent or what the toast says, so they are checked on one phone (the screens they lead to
  // are checked on both by their own journeys).
  test.skip(testInfo.project.name !== 'pixel-7', 'access rules: checked on the Pixel 7 only');
  await sandbox.reset();
});

/** Opens `path` by its address (a full load, as a bookmark would). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

/**
 * Opens `path` by its address and expects to be sent to `to` with `notice` shown (a toast for
 * 2 s: watched from before the load, so a slow phone cannot miss it).
 */
async function openRefused(page: Page, path: string, to: RegExp, notice: string): Promise<void> {
  const shown = page.getByRole('status').getByText(notice).waitFor({ state: 'visible' });
  await page.goto(path);
  await shown;
  await expect(page).toHaveURL(to);
}

test('the trial player is sent home from withdraw and the member centre, and kept out of Messages', async ({
  page,
  sandbox,
}) => {
  // Eight page loads, each waiting for its notice: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const trial = { username: 'trial_e2e', password: 'Trial1234', nickname: 'Trial Tester' };
  await sandbox.createAccount({ ...trial, type: 4 });
  await logIn(page, trial);

  // The money pages, the records among them (issue 13: the trial account has no money).
  for (const path of ['/m/withdraw', '/m/voucherCenter', '/m/gameRecord']) {
    await openRefused(page, path, /\/m\/home$/, NOT_REAL);
  }
  // The member centre asks them to register a real account instead (issue 27 item 5, spec 4).
  await page.goto('/m/member/home');
  await expect(page).toHaveURL(/\/m\/home$/);
  const prompt = page.getByRole('alertdialog', { name: 'Member centre' });
  await expect(prompt).toContainText('Register a real account to use the member centre.');
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  // The agent centre tells the trial player the free-trial guard's text (free_reject), not the
  // no-permission of a member who is no agent (issue 26, item 7).
  await openRefused(page, '/m/member/agent', /\/m\/home$/, NOT_REAL);
  await expect(page.getByText(NO_PERMISSION)).toHaveCount(0);
  // Messages refuses the trial player (free_reject), who stays in the message center.
  await openRefused(page, '/m/webEmail', /\/m\/message$/, NOT_REAL);
  // Pages for every member still open.
  await open(page, '/m/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeAttached();
});

test('a member who is no agent is refused the agent centre; an agent opens it', async ({
  page,
}) => {
  // Two logins and four page loads: a loaded CI machine needs more than the default 30 s.
  test.setTimeout(60_000);
  await logIn(page, DEMO);
  await openRefused(page, '/m/member/agent', /\/m\/home$/, NO_PERMISSION);
  // A real member opens the money pages.
  await open(page, '/m/withdraw');
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByText(NOT_REAL)).toHaveCount(0);

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await logIn(page, DEMO_AGENT);
  await open(page, '/m/member/agent');
  await expect(page).toHaveURL(/\/m\/member\/agent$/);
  await expect(page.getByText(NO_PERMISSION)).toHaveCount(0);
});

test('a visitor opening a member page logs in first, without a notice', async ({ page }) => {
  await page.goto('/m/notice');
  await page.getByRole('button', { name: 'Agree' }).click();
  for (const path of ['/m/voucherCenter', '/m/member/agent/getSalaryContract']) {
    await open(page, path);
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByText(NOT_REAL)).toHaveCount(0);
  }
});
