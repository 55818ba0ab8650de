/**
 * Issue 11, the login IP verification step, through the real BFF and sandbox: the gateway takes
 * the demo member's password from a "new address" but wants the code it texted; a wrong code is
 * refused in words, Back keeps what was typed, and the right code (read from the sandbox, as the
 * member reads their phone) signs in.
 */
import { DEMO_MOBILE } from '@app/sandbox';
import { fillLogin, openLoginForm } from '../support/journeys.ts';
import { DEMO } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a login from a new address is confirmed with the texted code', async ({
  page,
  sandbox,
}, testInfo) => {
  await sandbox.requireLoginVerification(DEMO.username);
  await openLoginForm(page);
  await fillLogin(page, DEMO);
  await page.getByRole('button', { name: 'Log in' }).click();

  // The step is a region of its own; the form stays mounted (hidden) under it.
  const step = page.getByRole('region', { name: 'Verify this login' });
  await expect(step).toBeVisible();
  await expect(step.getByText('enter the code we sent to 0917****567')).toBeVisible();
  await expect(step.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await shootBothThemes(page, testInfo, 'login-verification');

  await step.getByLabel('SMS code').fill('000000');
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByRole('alert')).toHaveText('Verification code error');

  await step.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(DEMO.username);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(step).toBeVisible();
  await step.getByLabel('SMS code').fill(await sandbox.lastSms(DEMO_MOBILE.mobileNum));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
});
