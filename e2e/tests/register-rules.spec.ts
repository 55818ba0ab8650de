/**
 * Issue 27 item 20 (spec sections 3 and 5), through the real BFF and sandbox, both phones: the
 * register form shows the fields the server's per-field rules switch on (the sandbox's
 * /__sandbox/register-rules control), an optional one says so, a required one left empty blocks
 * Register, a value outside its rule is refused in words; the registration then goes through with
 * the page's address and host (registerUrl, domain), which the sandbox refuses to do without.
 * Screens at 360 px in both themes.
 */
import { checkBothThemes } from '../support/axe-themes.ts';
import { openRegister, solveCaptcha } from '../support/journeys.ts';
import { siteRegisterRule } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

const PASSWORD = 'Joined2026';

const SEED_NICKNAME = { enabled: false, required: false };

test.beforeEach(async ({ page, sandbox }) => {
  await sandbox.reset();
  // The BFF keeps the rules as long as the status: wait until it serves the seed's again.
  await expect.poll(() => siteRegisterRule(page.request, 'nickname')).toEqual(SEED_NICKNAME);
});

test.afterEach(async ({ page, sandbox }) => {
  // The next journey on this worker (another file's) finds the seed's rules, not these.
  await sandbox.reset();
  await expect.poll(() => siteRegisterRule(page.request, 'nickname')).toEqual(SEED_NICKNAME);
});

test("the fields the server's rules switch on: shown, required ones blocking, then registered", async ({
  page,
  sandbox,
}, testInfo) => {
  await sandbox.setRegisterRules({
    nickname: { enabled: true, required: true, acceptedPattern: '^[a-zA-Z]+$' },
    idNumber: { enabled: true, required: false, acceptedPattern: '^[0-9]+$', minLength: 6 },
    whatsapp: { enabled: true, required: false },
  });
  await expect
    .poll(() => siteRegisterRule(page.request, 'nickname'))
    .toEqual({ enabled: true, required: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await openRegister(page);

  const nickname = page.getByLabel('Nickname');
  const idNumber = page.getByLabel('ID number');
  await expect(nickname).toBeVisible();
  await expect(idNumber).toHaveAccessibleDescription('Optional');
  await expect(page.getByLabel('WhatsApp number')).toBeVisible();
  // Fields whose rule is off are not drawn.
  await expect(page.getByLabel('QQ number')).toHaveCount(0);
  await expect(page.getByLabel('Real name')).toHaveCount(0);

  await page.getByLabel('Username').fill('ruled21');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await idNumber.fill('12AB');
  await solveCaptcha(page, sandbox);
  await page.getByLabel(/I am over 21 years old/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('ID number format is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register$/);
  expect(await sandbox.requestCount('/wps/member/register')).toBe(0);
  await checkBothThemes(page, testInfo, 'register-rules-360');

  await nickname.fill('Juan');
  await idNumber.fill('1234567');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText('Hi, Juan')).toBeVisible();
});

test('with the seed rules the extra fields are not drawn, and a plain registration goes through', async ({
  page,
  sandbox,
}) => {
  await openRegister(page);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Nickname')).toHaveCount(0);
  await expect(page.getByLabel('ID number')).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Optional');
  await page.getByLabel('Username').fill('plain21');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await solveCaptcha(page, sandbox);
  await page.getByLabel(/I am over 21 years old/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  // The sandbox refuses a registration without the page's address and host.
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText('Hi, plain21')).toBeVisible();
});
