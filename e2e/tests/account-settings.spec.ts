/**
 * Issue 13, item 5: the member centre's account settings, both phones: a new nickname greets the
 * player, an e-mail shows masked, the payee name is set once, the profile icon is chosen, and
 * 'Verify now' opens the identity verification.
 */
import { logInAsDemo, openInApp } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a member changes the account settings from the member centre', async ({ page }, testInfo) => {
  await logInAsDemo(page);
  await openInApp(page, '/m/member/home');
  const settings = page.getByRole('region', { name: 'Account settings' });
  await expect(settings).toContainText('Lucky Demo');
  await shootBothThemes(page, testInfo, 'account-settings');

  await settings.getByRole('button', { name: 'Change: Nickname' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nickname' });
  await dialog.getByLabel('Nickname').fill('J');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a nickname of 2 to 20 characters')).toBeVisible();
  await dialog.getByLabel('Nickname').fill('Lucky Juan');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Lucky Juan');

  await settings.getByRole('button', { name: 'Add: E-mail' }).click();
  await page.getByRole('dialog', { name: 'E-mail' }).getByLabel('E-mail').fill('juan@example.com');
  await page.getByRole('dialog', { name: 'E-mail' }).getByRole('button', { name: 'Save' }).click();
  await expect(settings).toContainText('j***@example.com');

  await settings.getByRole('button', { name: 'Set: Payee name' }).click();
  const payee = page.getByRole('dialog', { name: 'Payee name' });
  await payee.getByLabel('Payee name').fill('Juan Dela Cruz');
  await payee.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toContainText('Juan Dela Cruz');
  // Set once: no way to change it here any more.
  await expect(settings.getByRole('button', { name: 'Set: Payee name' })).toHaveCount(0);

  await settings.getByRole('button', { name: 'Set: Security question' }).click();
  const question = page.getByRole('dialog', { name: 'Security question' });
  await question.getByLabel('Question').selectOption({ index: 1 });
  await question.getByLabel('Your answer').fill('Cebu');
  await question.getByRole('button', { name: 'Save' }).click();
  await expect(question).toBeHidden();
  await expect(settings.getByRole('button', { name: 'Set: Security question' })).toHaveCount(0);

  const icons = page.getByRole('group', { name: 'Profile icon' });
  await icons.getByRole('button', { name: 'Icon 8' }).click();
  await expect(icons.getByRole('button', { name: 'Icon 8' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await settings.getByRole('button', { name: 'Verify now: Identity verification' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: /verif/i }).first()).toBeVisible();
});
