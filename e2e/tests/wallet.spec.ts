/**
 * Issue 13, the money journeys through the real BFF and sandbox, both phones: a member deposits by
 * manual transfer and, once the operator approves it, sees the new balance and the record; sets
 * the withdrawal password, binds an account and withdraws (pending, then approved: the balance
 * and the record change); is refused an amount above the balance by the form; filters the
 * records by date. A visitor is sent to log in.
 */
import type { Page } from '@playwright/test';
import { closeAnnouncements, logInAsDemo, openInApp } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

const balanceOnHome = async (page: Page) => {
  await page.goto('/m/home');
  return page.getByRole('button', { name: /^Balance/ });
};

test('a member deposits by bank transfer; approved, the balance and the record change', async ({
  page,
  sandbox,
}, testInfo) => {
  await logInAsDemo(page);
  await openInApp(page, '/m/voucherCenter');
  await page.getByLabel('Amount', { exact: true }).fill('500');
  await page.getByLabel('Name on your account').fill('Juan Dela Cruz');
  await shootBothThemes(page, testInfo, 'deposit-form');
  await page.getByRole('button', { name: 'Deposit ₱500.00' }).click();
  await expect(
    page.getByRole('heading', { name: 'Transfer now to complete your deposit' }),
  ).toBeVisible();
  await expect(page.getByText(/^REF\d{6}$/)).toBeVisible();
  await shootBothThemes(page, testInfo, 'deposit-transfer');

  const [deposit] = (await sandbox.money('demo')).deposits;
  expect(deposit).toMatchObject({ status: 'pending', amountCents: 50_000 });
  await sandbox.settle(deposit?.orderNo ?? '', 'approved');

  await expect(await balanceOnHome(page)).toHaveText(/₱1,750\.50/);
  await page.goto('/m/voucherCenter');
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(
    page.getByRole('list', { name: 'History' }).getByRole('listitem').first(),
  ).toContainText(/₱500\.00\s*Completed/);
  await page.goto('/m/gameRecord');
  await page.getByLabel('Type').selectOption('DEP');
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('list', { name: 'Transactions' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('+₱500.00');
  await shootBothThemes(page, testInfo, 'records');
});

test('a member pays on the payment gateway and comes back to the deposit screen', async ({
  page,
  sandbox,
}) => {
  await logInAsDemo(page);
  await openInApp(page, '/m/voucherCenter?amount=250');
  await page.getByText('GCash', { exact: true }).click();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('250');
  await page.getByRole('button', { name: 'Deposit ₱250.00' }).click();
  // The gateway's page (the sandbox's), then back here with the outcome.
  await expect(page).toHaveURL(/\/pay\/P[0-9A-F]+$/);
  await page.getByRole('link', { name: 'Pay PHP 250.00' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=P[0-9A-F]+&status=approved$/);
  await expect(page.getByText('Payment received. Your balance is updated.')).toBeVisible();
  expect((await sandbox.money('demo')).balanceCents).toBe(125_050 + 25_000);
});

test('a member sets the withdrawal password, binds an account and withdraws', async ({
  page,
  sandbox,
}, testInfo) => {
  await logInAsDemo(page);
  await openInApp(page, '/m/withdraw');
  await page.getByLabel('Withdrawal password (6 digits)').fill('246810');
  await page.getByLabel('Confirm the withdrawal password').fill('246810');
  await shootBothThemes(page, testInfo, 'withdraw-password');
  await page.getByRole('button', { name: 'Save password' }).click();

  await page.getByLabel('Bank or e-wallet').selectOption('BDO');
  await page.getByLabel('Account name').fill('Juan Dela Cruz');
  await page.getByLabel('Account number').fill('001234567890');
  await page.getByRole('button', { name: 'Add account' }).click();

  await expect(page.getByText('₱1,250.50')).toBeVisible();
  // More than the balance: refused by the form, nothing sent.
  await page.getByLabel('Amount').fill('1250.51');
  await page.getByLabel('Withdrawal password (6 digits)').fill('246810');
  await page.getByRole('button', { name: 'Withdraw ₱1,250.51' }).click();
  await expect(page.getByText('The amount is more than your balance')).toBeVisible();
  expect((await sandbox.money('demo')).withdrawals).toHaveLength(0);
  await shootBothThemes(page, testInfo, 'withdraw-refused');

  await page.getByLabel('Amount').fill('200.25');
  await page.getByRole('button', { name: 'Withdraw ₱200.25' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  const [withdrawal] = (await sandbox.money('demo')).withdrawals;
  expect(withdrawal).toMatchObject({ status: 'pending', amountCents: 20_025 });
  await expect(await balanceOnHome(page)).toHaveText(/₱1,050\.25/);

  await sandbox.settle(withdrawal?.orderNo ?? '', 'approved');
  await page.goto('/m/withdraw');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(
    page.getByRole('list', { name: 'History' }).getByRole('listitem').first(),
  ).toContainText(/₱200\.25\s*Completed/);
  await page.goto('/m/gameRecord');
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(
    page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first(),
  ).toContainText('-₱200.25');
});

test('the records filter by period, transactions and bets', async ({ page }) => {
  await logInAsDemo(page);
  await openInApp(page, '/m/gameRecord');
  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(rows).toHaveCount(24);
  await expect(page.getByText(/Page 1 \/ 2/)).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByText('No transactions in this period.').or(rows.first())).toBeVisible();

  // The bets of the same periods: the newest is still open, a settled one shows its net.
  await page.getByRole('tab', { name: 'Bets' }).click();
  await page.getByRole('button', { name: '30 days' }).click();
  const bets = page.getByRole('list', { name: 'Bets' }).getByRole('listitem');
  await expect(bets).toHaveCount(24);
  await expect(bets.first()).toContainText(/Super Ace.*Stake ₱50\.00.*Open/s);
  await expect(bets.nth(1)).toContainText('-₱20.00');
});

test('a visitor opening deposit, withdraw or records is sent to log in', async ({ page }) => {
  await closeAnnouncements(page);
  await page.goto('/m/withdraw');
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto('/m/gameRecord');
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a member moves money between wallets in the member centre', async ({
  page,
  sandbox,
}, testInfo) => {
  await logInAsDemo(page);
  await openInApp(page, '/m/member/home');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Lucky Demo');
  const wallets = page.getByRole('region', { name: 'Wallets' });
  await expect(wallets.getByRole('listitem')).toHaveCount(4);
  await expect(wallets.getByRole('listitem').filter({ hasText: 'SA Gaming' })).toContainText(
    '₱150.00',
  );
  await shootBothThemes(page, testInfo, 'member-centre');

  await page.getByLabel('From').selectOption('SA');
  await page.getByLabel('To').selectOption('MAIN');
  await page.getByLabel('Amount').fill('50.25');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('The transfer is done.')).toBeVisible();
  await expect(wallets.getByRole('listitem').filter({ hasText: 'SA Gaming' })).toContainText(
    '₱99.75',
  );
  await expect(wallets.getByRole('listitem').filter({ hasText: 'Main wallet' })).toContainText(
    '₱1,300.75',
  );
  expect((await sandbox.money('demo')).balanceCents).toBe(130_075);
  // Every member page is one tap away.
  await page
    .getByRole('navigation', { name: 'Member pages' })
    .getByRole('link', { name: 'Feedback' })
    .click();
  await expect(page).toHaveURL(/\/m\/feedback$/);
});
