/**
 * Issue 27 item 21 (spec section 5), through the real BFF and sandbox, both phones: the code
 * fields keep digits only as they are typed (the register captcha, the SMS login's code, the
 * login verification code); the strength meter goes by character classes, not length alone; an
 * empty confirmation reads 'incorrect password' on registration and 'Enter password' on change
 * password; a filled confirmation is re-checked at once when the password changes; change
 * password checks the site's rule before sending anything.
 */
import { DEMO_MOBILE } from '@app/sandbox';
import { fillLogin, logIn, openInApp, openLoginForm, openRegister } from '../support/journeys.ts';
import { DEMO, siteWhitelabelFlag } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('registration: digits-only captcha, strength by character classes, the confirmation messages', async ({
  page,
  sandbox,
}) => {
  await openRegister(page);
  const captcha = page.getByLabel('Verification code', { exact: true });
  await expect(page.getByRole('img', { name: 'Verification code image' })).toBeVisible();
  await captcha.pressSequentially('1a2 b3');
  await expect(captcha).toHaveValue('123');

  // Twelve letters of one kind are weak; fewer characters of more kinds are stronger.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abcdefghijkl');
  await expect(page.getByText('Password strength: weak')).toBeVisible();
  await password.fill('Abcdefgh12!x');
  await expect(page.getByText('Password strength: strong')).toBeVisible();

  // An empty confirmation: the spec's words on registration.
  await page.getByLabel('Username').fill('digits21');
  await captcha.fill((await sandbox.lastCaptcha()).answer);
  await page.getByLabel(/I am over 21 years old/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('incorrect password', { exact: true })).toBeVisible();

  // A filled confirmation follows the password as it changes.
  const confirm = page.getByLabel('Confirm password');
  await confirm.fill('Abcdefgh12!x');
  await expect(page.getByText('incorrect password', { exact: true })).toBeHidden();
  await password.fill('Abcdefgh12!y');
  await expect(page.getByText('Confirmation password not matched')).toBeVisible();
  await password.fill('Abcdefgh12!x');
  await expect(page.getByText('Confirmation password not matched')).toBeHidden();
});

test('the SMS login code and the login verification code keep digits only as typed', async ({
  page,
  sandbox,
}) => {
  await sandbox.setWhitelabel({ MOBILEVERCODELOGIN3: true });
  await expect.poll(() => siteWhitelabelFlag(page.request, 'MOBILEVERCODELOGIN3')).toBe(true);
  await sandbox.requireLoginVerification(DEMO.username);
  await openLoginForm(page);

  await page.getByRole('tab', { name: 'Mobile number' }).click();
  const smsCode = page.getByLabel('SMS code');
  await smsCode.pressSequentially('12ab 34');
  await expect(smsCode).toHaveValue('1234');

  await page.getByRole('tab', { name: 'Username' }).click();
  await fillLogin(page, DEMO);
  await page.getByRole('button', { name: 'Log in' }).click();
  const step = page.getByRole('region', { name: 'Verify this login' });
  await expect(step).toBeVisible();
  const code = step.getByLabel('SMS code');
  const texted = await sandbox.lastSms(DEMO_MOBILE.mobileNum);
  // Letters and spaces between the digits, as a pasted message might bring them, are dropped.
  await code.pressSequentially(texted.split('').join('x '));
  await expect(code).toHaveValue(texted);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
});

test("change password: 'Enter password', the re-check, and the site's rule before sending", async ({
  page,
  sandbox,
}) => {
  await logIn(page, DEMO);
  await openInApp(page, '/m/changePsw');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Old password').fill(DEMO.password);
  const fresh = page.getByLabel('New password', { exact: true });
  await fresh.fill('Fresh2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Enter password', { exact: true })).toBeVisible();

  const confirm = page.getByLabel('Confirm new password');
  await confirm.fill('Fresh2026');
  await expect(page.getByText('Enter password', { exact: true })).toBeHidden();
  await fresh.fill('Fresh2027');
  await expect(page.getByText('Confirmation password not matched')).toBeVisible();

  // The site's password rule (letters and digits, 6 to 12) is checked here, before sending.
  await fresh.fill('Fresh 2026');
  await confirm.fill('Fresh 2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password format is incorrect')).toBeVisible();
  expect(await sandbox.requestCount('/wps/member/password')).toBe(0);
  await expect(page).toHaveURL(/\/m\/changePsw$/);
});
