/**
 * Issue 14, the message screens through the real BFF and sandbox, both phones: a member reads an
 * announcement from the home's marquee (the badge drops, the mark survives a reload); reads and
 * deletes an inbox message and pages through a long inbox; opens live chat and lands on the
 * sandbox's chat page. The access rules of /m/message, /m/notice and /m/webEmail for a visitor, a
 * member and the trial player (type 4): login redirects and free_reject.
 */
import type { Locator, Page } from '@playwright/test';
import { closeAnnouncements, logIn, logInAsDemo, openInApp } from '../support/journeys.ts';
import { siteWhitelabelFlag } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

const FREE_REJECT = 'Please login an actual account to use this function';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

const rows = (page: Page) => page.getByRole('list', { name: 'Messages and support' });
/** A message-center row by its name (links and buttons alike). */
const row = (page: Page, name: RegExp) =>
  rows(page).getByRole('listitem').filter({ hasText: name }).first();
const badgeOf = (item: Locator) => item.locator('.badge span[aria-hidden="true"]');

test('a member reads an announcement from the marquee: the badge drops and it stays read', async ({
  page,
  sandbox,
}, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logInAsDemo(page);
  await openInApp(page, '/m/message');
  // 4 marquee lines + 2 notices for signed-in players, all unread.
  await expect(badgeOf(row(page, /^Announcements/))).toHaveText('6');
  await shootBothThemes(page, testInfo, 'message-center-member');

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const strip = page.getByRole('region', { name: 'Announcements' });
  await strip.getByRole('link', { name: 'Maintenance notice', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/notice\?index=1$/);

  const list = page.getByRole('list', { name: 'Announcements' });
  const opened = list.getByRole('button', { name: /Maintenance notice/ });
  await expect(opened).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByText(/Scheduled maintenance for the JL vendor/)).toBeVisible();
  await expect(opened).not.toContainText('Unread');
  // The others are still unread.
  await expect(list.getByRole('button', { name: 'Unread Welcome', exact: true })).toBeVisible();
  await expect
    .poll(async () => (await sandbox.received('/wps/relay/MCSFE_markAnnouncementAsRead')).length)
    .toBe(1);
  expect(
    JSON.parse((await sandbox.received('/wps/relay/MCSFE_markAnnouncementAsRead'))[0] ?? '{}'),
  ).toEqual({ announcementId: '9002', read: true });
  await shootBothThemes(page, testInfo, 'notice-opened');

  // A reload: the mark is the server's.
  await page.reload();
  await expect(list.getByRole('button', { name: /Welcome/ }).first()).toBeVisible();
  await expect(list.getByRole('button', { name: /Maintenance notice/ })).not.toContainText(
    'Unread',
  );
  await expect(list.getByRole('button', { name: /Unread.*Deposit bonus/ })).toBeVisible();

  // A notice opened from the list, then the badge in the message center.
  await list.getByRole('button', { name: /Deposit bonus/ }).click();
  await expect(list.getByText(/10% reload bonus/)).toBeVisible();
  await openInApp(page, '/m/message');
  await expect(badgeOf(row(page, /^Announcements/))).toHaveText('4');
});

test('a member reads and deletes inbox messages and pages through a long inbox', async ({
  page,
  sandbox,
}, testInfo) => {
  await logInAsDemo(page);
  await openInApp(page, '/m/message');
  const messagesRow = row(page, /^Messages/);
  await expect(badgeOf(messagesRow)).toHaveText('2');
  await messagesRow.getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);

  const inbox = page.getByRole('list', { name: 'Your messages' });
  await expect(inbox.getByRole('listitem')).toHaveCount(5);
  await shootBothThemes(page, testInfo, 'inbox-list');
  const cashback = inbox.getByRole('button', { name: /Unread\s*Your weekly cashback/ });
  await cashback.click();
  const dialog = page.getByRole('dialog', { name: 'Your weekly cashback has arrived' });
  await expect(dialog.getByText('PHP 125.00 cashback was credited')).toBeVisible();
  await shootBothThemes(page, testInfo, 'inbox-message');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(
    inbox.getByRole('button', { name: /^Your weekly cashback has arrived/ }),
  ).toBeVisible();
  expect(
    (await sandbox.received('/wps/relay/EMFE_readInbox')).map((b) => JSON.parse(b) as unknown),
  ).toEqual([{ id: 5005 }]);

  // Delete asks first; cancel keeps it, confirm removes it.
  await inbox.getByRole('button', { name: 'Delete: Security reminder' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await expect(confirm).toContainText('"Security reminder" will be removed');
  await shootBothThemes(page, testInfo, 'inbox-delete');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(inbox.getByRole('listitem')).toHaveCount(5);
  await inbox.getByRole('button', { name: 'Delete: Security reminder' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').getByText('Message deleted')).toBeVisible();
  await expect(inbox.getByRole('listitem')).toHaveCount(4);
  await expect(inbox).not.toContainText('Security reminder');
  expect(await sandbox.requestCount('/wps/message/inbox')).toBe(1);

  // The badge dropped by the one read.
  await openInApp(page, '/m/message');
  await expect(badgeOf(row(page, /^Messages/))).toHaveText('1');

  // A long inbox: 24 a page, 'more' appends the next.
  for (let i = 1; i <= 21; i += 1) await sandbox.addInboxMessage('demo', `Bulletin ${i}`);
  await page.goto('/m/webEmail');
  await expect(inbox.getByRole('listitem')).toHaveCount(24);
  await expect(page.getByText('Page 1 / 2')).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await expect(inbox.getByRole('listitem')).toHaveCount(25);
  await expect(inbox.getByRole('listitem').last()).toContainText('Welcome to TCG Demo');
});

test('an empty inbox says so', async ({ page, sandbox }, testInfo) => {
  await sandbox.createAccount({ username: 'quiet_e2e', password: 'Quiet1234', nickname: 'Quiet' });
  await logIn(page, { username: 'quiet_e2e', password: 'Quiet1234', nickname: 'Quiet' });
  await openInApp(page, '/m/webEmail');
  await expect(page.getByText('Your inbox is empty.')).toBeVisible();
  await shootBothThemes(page, testInfo, 'inbox-empty');
});

test('a member opens live chat and lands on the chat page', async ({ page, sandbox }) => {
  await logInAsDemo(page);
  await openInApp(page, '/m/message');
  await expect(badgeOf(row(page, /^Live chat/))).toHaveText('1');
  await row(page, /^Live chat/)
    .getByRole('button')
    .click();
  await expect(page.getByRole('status').getByText('Opening live chat…')).toBeVisible();
  await page.waitForURL((url) => url.href.startsWith(`${sandbox.url}/chat?`));
  await expect(page.getByText('An agent would chat with you here')).toBeVisible();
  const back = page.getByRole('link', { name: /back/i });
  await expect(back).toHaveAttribute('href', /\/m\/message$/);
  await back.click();
  await expect(page).toHaveURL(/\/m\/message$/);
  // Opening the chat read its messages.
  await expect(row(page, /^Live chat/).locator('.badge')).toHaveCount(0);
});

test('a visitor: no badges, Messages and Live chat log in first, notices open', async ({
  page,
  sandbox,
}, testInfo) => {
  await closeAnnouncements(page);
  await page.goto('/m/message');
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message center' })).toBeVisible();
  await expect(rows(page).getByRole('listitem')).toHaveCount(5);
  await expect(rows(page).locator('.badge')).toHaveCount(0);
  await shootBothThemes(page, testInfo, 'message-center-visitor');

  await row(page, /^Messages/)
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await openInApp(page, '/m/message');
  await row(page, /^Live chat/)
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto('/m/webEmail');
  await expect(page).toHaveURL(/\/m\/login$/);

  // Announcements are open to visitors; their marks stay on this device.
  await openInApp(page, '/m/message');
  await row(page, /^Announcements/)
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  const list = page.getByRole('list', { name: 'Announcements' });
  await list.getByRole('button', { name: /Welcome$/ }).click();
  await expect(list.getByRole('button', { name: /Welcome$/ })).not.toContainText('Unread');
  await page.reload();
  await expect(list.getByRole('button', { name: /Welcome$/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(list.getByRole('button', { name: /Welcome$/ })).not.toContainText('Unread');
  await shootBothThemes(page, testInfo, 'notice-visitor');
  expect(await sandbox.requestCount('/wps/relay/MCSFE_markAnnouncementAsRead')).toBe(0);

  // The way home from the message center (its header is hidden).
  await openInApp(page, '/m/message');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the trial player is refused Messages and Live chat with free_reject and stays', async ({
  page,
  sandbox,
}, testInfo) => {
  const trial = { username: 'trial_msg', password: 'Trial1234', nickname: 'Trial Msg' };
  await sandbox.createAccount({ ...trial, type: 4 });
  await logIn(page, trial);
  await openInApp(page, '/m/message');
  for (const name of [/^Messages/, /^Live chat/]) {
    await row(page, name).getByRole('button').click();
    await expect(page.getByRole('status').getByText(FREE_REJECT)).toBeVisible();
    await expect(page).toHaveURL(/\/m\/message$/);
  }
  // Issue 27 item 5: the spec's kind of toast (offline, with its icon; 2 s: web/test/ui/toast).
  await expect(page.locator('.toast--offline')).toContainText(FREE_REJECT);
  await shootBothThemes(page, testInfo, 'free-reject-toast');
  // No inbox or chat badge for the trial player (nothing is fetched for them).
  await expect(row(page, /^Messages/).locator('.badge')).toHaveCount(0);
  // Opened by its address, the inbox sends them to the message center, told why.
  await page.goto('/m/webEmail');
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(page.getByRole('status').getByText(FREE_REJECT)).toBeVisible();
  // Announcements are theirs to read.
  await openInApp(page, '/m/notice');
  await expect(page.getByRole('list', { name: 'Announcements' })).toBeVisible();
  expect(await sandbox.requestCount('/wps/relay/CBS_launchChat')).toBe(0);
});

test('without CBS3 there is no live chat row', async ({ page, sandbox }) => {
  await sandbox.setWhitelabel({ CBS3: false });
  await expect.poll(() => siteWhitelabelFlag(page.request, 'CBS3')).toBe(false);
  await logInAsDemo(page);
  await openInApp(page, '/m/message');
  await expect(row(page, /^Messages/)).toBeVisible();
  await expect(rows(page).getByRole('listitem')).toHaveCount(4);
  await expect(rows(page)).not.toContainText('Live chat');
});
