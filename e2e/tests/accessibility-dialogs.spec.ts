/**
 * Every dialog of the app, opened the way a player opens it, on both phones: axe finds no serious
 * or critical violation with the dialog open, in either theme; focus is inside the dialog once it
 * is open (the page under a modal dialog is inert: focus left there is focus nowhere, for a
 * keyboard or a screen reader); and every visible button, link and field in it has an accessible
 * name (axe checks names too; the assertion says which control of which dialog lacks one).
 *
 * The journeys are grouped by who opens the dialogs (a visitor, the trial player, the demo
 * member, the agent, a member asked to verify), one sign-in each. Axe reads the whole page, and
 * the home costs it three times what an inner page does: a dialog that any page can open is
 * opened over a light one (/m/inviteFriends); the home keeps only the dialogs that are its own.
 * A dialog of several steps (the KYC overlay) keeps focus inside as its steps change, forward
 * and back (components/ui/open-dialog.tsx: the new step's title takes it).
 */
import type { Locator, Page } from '@playwright/test';
import { LIMITS } from '@app/contracts';
import { GAMES } from '@app/sandbox';
import { expectAccessibleInBothThemes } from '../support/axe-themes.ts';
import { askToSignOut, fillLogin, openInApp, solveCaptcha } from '../support/journeys.ts';
import { DEMO, DEMO_AGENT, siteWhitelabelFlag } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

/** A journey through several dialogs, each analysed by axe in two themes: slow on two cores. */
const DIALOGS_JOURNEY_MS = 120_000;

/** An inner page light for axe, with the footer's Menu and the header's Log in. */
const LIGHT_PAGE = '/m/inviteFriends';

/** The controls a player reaches in a dialog: each needs a name to be told apart. */
const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea';

interface Account {
  username: string;
  password: string;
}

/** A trial player's account (customer type 4), made by the sandbox for the journey. */
const TRIAL = { username: 'trial_a11y', password: 'Trial1234', nickname: 'Trial Tester' };

/** A 1×1 PNG: a promotion's application takes it as a picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/**
 * `dialog` is open with focus inside it, every visible control in it is named, and axe finds no
 * serious violation on the page in either theme.
 */
async function expectAccessibleDialog(page: Page, dialog: Locator, name: string): Promise<void> {
  await expectFocusInside(dialog, name);
  await expectNamedAndClean(page, dialog, name);
}

/** Focus is in `dialog` (or on it), not left on the page under it. */
async function expectFocusInside(dialog: Locator, name: string): Promise<void> {
  await expect(dialog).toBeVisible();
  // Polled: some dialogs move focus in an effect after they show (the terms notice to its
  // heading, the login to its first field after the spec's 500 ms).
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
      message: `${name}: focus is inside the dialog`,
    })
    .toBe(true);
}

/** Every visible control of `dialog` named; no serious axe violation in either theme. */
async function expectNamedAndClean(page: Page, dialog: Locator, name: string): Promise<void> {
  await expect(dialog).toBeVisible();
  for (const control of await dialog.locator(CONTROLS).filter({ visible: true }).all()) {
    await expect(control, `${name}: a control without a name`).toHaveAccessibleName(/\S/);
  }
  await expectAccessibleInBothThemes(page, name);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Escape closes the topmost dialog (dialogs.spec.ts checks how). */
async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** A first visit to the light page, the terms agreed (the home's popups never show there). */
async function openLightPage(page: Page): Promise<void> {
  await page.goto(LIGHT_PAGE);
  await page.getByRole('button', { name: 'Agree' }).click();
}

/** Signs `account` in through the header's login over the light page, which stays. */
async function logInOverLightPage(page: Page, account: Account): Promise<void> {
  await openLightPage(page);
  await logInOverPage(page, account);
}

/** Signs `account` in through the header's login over the page on screen, which stays. */
async function logInOverPage(page: Page, account: Account): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await fillLogin(page, account);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
}

test('a visitor’s dialogs of the home: announcement, certified institutes, download and its guide', async ({
  page,
}) => {
  test.setTimeout(DIALOGS_JOURNEY_MS);
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Agree' }).click();

  // The home is already there under the notice: its announcement opens the moment one agrees.
  const announcement = page.getByRole('dialog', { name: 'Announcement' });
  await expectAccessibleDialog(page, announcement, 'announcement');
  await closeWithEscape(page, announcement);

  const certified = page.getByRole('button', { name: 'Certified institute' });
  await certified.scrollIntoViewIfNeeded();
  await certified.click();
  const regulators = page.getByRole('dialog', { name: 'Licensing and certification' });
  await expectAccessibleDialog(page, regulators, 'home-footer-regulators');
  await closeWithEscape(page, regulators);

  await page.getByRole('button', { name: 'Download options' }).click();
  const download = page.getByRole('dialog', { name: 'Download the app' });
  await expectAccessibleDialog(page, download, 'download-popup');
  // The iOS profile entry opens the profile in a tab of its own and its install guide here, on
  // both phones (the iPhone's browser is Safari, where the entry is a link too).
  const profileTab = page.waitForEvent('popup');
  await download.getByRole('link', { name: 'iOS profile' }).click();
  await (await profileTab).close();
  const guide = page.getByRole('dialog', { name: 'Install the iOS profile' });
  await expectAccessibleDialog(page, guide, 'download-guide');
  await closeWithEscape(page, guide);
});

test('a visitor’s dialogs over the pages: terms, side menu, language, login, game filters, SMS code; then the trial player’s prompt', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(DIALOGS_JOURNEY_MS);
  // The welcome notice of a first visit, over any page (the page under it is inert).
  await page.goto(LIGHT_PAGE);
  const terms = page.getByRole('dialog', { name: 'Welcome' });
  await expectAccessibleDialog(page, terms, 'terms-gate');
  await terms.getByRole('button', { name: 'Agree' }).click();

  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expectAccessibleDialog(page, menu, 'side-menu');
  await menu.getByRole('button', { name: /Language/ }).click();
  const languages = page.getByRole('dialog', { name: 'Choose a language' });
  await expectAccessibleDialog(page, languages, 'language-picker');
  await closeWithEscape(page, languages);
  await closeWithEscape(page, menu);

  // The header's Log in opens the login over the page (a link with aria-haspopup).
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  // Axe reads the form once its focus has moved to the first field (after 500 ms).
  await expect(login.getByLabel('Username')).toBeFocused();
  await expectAccessibleDialog(page, login, 'login-dialog');
  await closeWithEscape(page, login);

  await openInApp(page, '/m/rng');
  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter games' });
  await expect(filter.getByRole('group', { name: 'Game provider' })).toBeVisible();
  await expectAccessibleDialog(page, filter, 'game-filter-panel');
  await closeWithEscape(page, filter);
  await page.getByRole('button', { name: 'All providers' }).click();
  const vendors = page.getByRole('dialog', { name: 'Game providers' });
  await expect(vendors.getByRole('button', { name: 'TCG Originals' })).toBeVisible();
  await expectAccessibleDialog(page, vendors, 'vendor-drawer');
  await closeWithEscape(page, vendors);

  // Registering by mobile number: with only the code missing, the SMS panel asks for it.
  await openInApp(page, '/m/register');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await page.getByLabel('Mobile number').fill('0918 765 0041');
  await page.getByLabel('Password', { exact: true }).fill('Joined2026');
  await page.getByLabel('Confirm password').fill('Joined2026');
  await solveCaptcha(page, sandbox);
  await page.getByLabel(/I am over 21 years old/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  const smsPanel = page.getByRole('dialog', { name: 'Enter the SMS code' });
  await expect(smsPanel.getByLabel('Digit 1 of 6')).toBeFocused();
  await expectAccessibleDialog(page, smsPanel, 'register-sms-panel');

  // The trial player (type 4, as Free play signs one in) signs in over the page: the member
  // centre then asks them to register a real account.
  await sandbox.createAccount({ ...TRIAL, type: 4 });
  await openInApp(page, LIGHT_PAGE);
  await logInOverPage(page, TRIAL);
  await page
    .getByRole('banner')
    .getByRole('link', { name: `Hi, ${TRIAL.nickname}` })
    .click();
  const prompt = page.getByRole('alertdialog', { name: 'Member centre' });
  await expectAccessibleDialog(page, prompt, 'trial-register-prompt');
});

test('the demo member’s dialogs: logout, play choice, inbox message and delete, same password, promotion application, account settings', async ({
  page,
}) => {
  test.setTimeout(DIALOGS_JOURNEY_MS);
  await logInOverLightPage(page, DEMO);

  await askToSignOut(page);
  const logout = page.getByRole('alertdialog', { name: 'Log out' });
  await expectAccessibleDialog(page, logout, 'logout-question');
  await closeWithEscape(page, logout);
  await closeWithEscape(page, page.getByRole('dialog', { name: 'Menu' }));

  // A game that offers free play asks which first: the first such of the RNG list's first page
  // (24 games, in the sandbox catalogue's order).
  const freePlay = GAMES.filter((game) => game.gameType === 'RNG')
    .slice(0, 24)
    .find((game) => game.supportPlay === 0);
  if (!freePlay) throw new Error('no seeded slot on the first page offers free play');
  await openInApp(page, '/m/rng');
  // The tile's name is the game's, then its player count; its heart is named 'Favourite: …'.
  await page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(freePlay.gameName)}`) })
    .click();
  const choice = page.getByRole('dialog', { name: freePlay.gameName });
  await expect(choice.getByRole('button', { name: 'Free play' })).toBeVisible();
  await expectAccessibleDialog(page, choice, 'game-play-choice');
  await closeWithEscape(page, choice);

  await openInApp(page, '/m/webEmail');
  await page.getByRole('button', { name: /Unread\s*Your weekly cashback/ }).click();
  const message = page.getByRole('dialog', { name: 'Your weekly cashback has arrived' });
  await expect(message.getByText('PHP 125.00 cashback was credited')).toBeVisible();
  await expectAccessibleDialog(page, message, 'inbox-message');
  await message.getByRole('button', { name: 'Delete' }).click();
  const deleting = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await expectAccessibleDialog(page, deleting, 'inbox-delete-question');
  await deleting.getByRole('button', { name: 'Cancel' }).click();
  await closeWithEscape(page, message);

  // The same password again: the spec's alert rather than a field error.
  await openInApp(page, '/m/changePsw');
  await page.getByLabel('Old password').fill(DEMO.password);
  await page.getByLabel('New password', { exact: true }).fill(DEMO.password);
  await page.getByLabel('Confirm new password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  const samePassword = page.getByRole('alertdialog', { name: 'Change password' });
  await expectAccessibleDialog(page, samePassword, 'change-password-same');
  await samePassword.getByRole('button', { name: 'OK' }).click();

  // The application with what it can show: a refused comment and a chosen picture.
  await openInApp(page, '/m/activity?category=WELCOME');
  await page
    .getByRole('article', { name: 'Welcome Bonus 100%' })
    .getByRole('button', { name: 'Apply' })
    .click();
  const application = page.getByRole('dialog', { name: 'Apply for Welcome Bonus 100%' });
  await application.getByRole('textbox', { name: /Comment/ }).fill('y'.repeat(141));
  await application.getByRole('button', { name: 'Send application' }).click();
  await expect(application.getByText('Please write at most 140 characters')).toBeVisible();
  await application
    .getByLabel('Add a picture', { exact: true })
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(application.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await expectAccessibleDialog(page, application, 'promotion-application');
  await closeWithEscape(page, application);

  await openInApp(page, '/m/member/home');
  const settings = page.getByRole('region', { name: 'Account settings' });

  // The nickname with a refused value: the field's error is part of what a player reads.
  await settings.getByRole('button', { name: 'Change: Nickname' }).click();
  const nickname = page.getByRole('dialog', { name: 'Nickname' });
  await nickname.getByLabel('Nickname').fill('J');
  await nickname.getByRole('button', { name: 'Save' }).click();
  await expect(nickname.getByText('Please enter a nickname of 2 to 20 characters')).toBeVisible();
  await expectAccessibleDialog(page, nickname, 'settings-nickname');
  await closeWithEscape(page, nickname);

  // The e-mail's and the payee name's dialogs are the nickname's with another field (the payee
  // name's adds the security question's kind of intro line): one of them is read.
  await settings.getByRole('button', { name: 'Set: Security question' }).click();
  const question = page.getByRole('dialog', { name: 'Security question' });
  await expectAccessibleDialog(page, question, 'settings-security-question');
  await closeWithEscape(page, question);
});

test('the agent’s dialogs: the contract request alert and the affiliate link’s delete question', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(DIALOGS_JOURNEY_MS);
  await expect.poll(() => siteWhitelabelFlag(page.request, 'AGENTPOLICY3')).toBe(true);
  await sandbox.putContractRequest(DEMO_AGENT.username, 'salary');
  // Signing in asks for pending contract requests: the alert opens over the page.
  await logInOverLightPage(page, DEMO_AGENT);
  const contract = page.getByRole('alertdialog', { name: 'Contract offer' });
  await expect(contract).toContainText('Your upline offers you a salary contract.');
  await expectAccessibleDialog(page, contract, 'contract-request-alert');
  await contract.getByRole('button', { name: 'Cancel' }).click();
  await expect(contract).toHaveCount(0);

  await openInApp(page, '/m/agentRegister?tab=links');
  await page.getByRole('button', { name: 'Create link' }).click();
  await page.getByRole('button', { name: /^Delete link/ }).click();
  const deleting = page.getByRole('alertdialog', { name: 'Delete this link?' });
  await expectAccessibleDialog(page, deleting, 'affiliate-link-delete-question');
});

test.describe('with identity verification mandatory', () => {
  // The BFF keeps the site's flags a moment: wait until it serves the switch, and put it back
  // after, for the next journey of this worker.
  test.beforeEach(async ({ page, sandbox }) => {
    await sandbox.setWhitelabel({ MANDATORYKYC3: true });
    await expect.poll(() => siteWhitelabelFlag(page.request, 'MANDATORYKYC3')).toBe(true);
  });

  test.afterEach(async ({ page, sandbox }) => {
    await sandbox.setWhitelabel({ MANDATORYKYC3: false });
    await expect.poll(() => siteWhitelabelFlag(page.request, 'MANDATORYKYC3')).toBe(false);
  });

  test('the KYC overlay’s three steps and its picture-size notice', async ({ page }) => {
    test.setTimeout(DIALOGS_JOURNEY_MS);
    // The member is not verified: the overlay opens by itself once signed in.
    await logInOverLightPage(page, DEMO);
    const overlay = page.getByRole('dialog', { name: 'Verify your identity' });
    await expectAccessibleDialog(page, overlay, 'kyc-intro');
    await overlay.getByRole('button', { name: 'Start Now' }).click();

    // Each step reached inside the overlay takes focus with it: the button that had it is gone.
    const information = page.getByRole('dialog', { name: 'Your information' });
    await expectAccessibleDialog(page, information, 'kyc-information');
    await information.getByLabel('ID type').selectOption({ label: 'National ID' });
    await information.getByLabel('Full name (as on your ID)').fill('Juan Dela Cruz');
    await information.getByLabel('Date of birth').fill('1985-01-31');
    await information.getByLabel('Current address').fill('12 Rizal Street, Makati');
    await information.getByLabel('Permanent address').fill('12 Rizal Street, Makati');
    await information.getByLabel('Place of birth').fill('Cebu City');
    await information.getByLabel('Source of income').selectOption({ label: 'Employed' });
    await information.getByLabel('Nature of work').selectOption({ label: 'Professionals' });
    await information.getByRole('button', { name: 'Next', exact: true }).click();

    const upload = page.getByRole('dialog', { name: 'Upload your ID' });
    await expectAccessibleDialog(page, upload, 'kyc-upload');
    // A picture over 5 MB gets the spec's notice, a dialog over the overlay.
    await upload.getByLabel('ID front').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(LIMITS.imageMaxBytes + 1, 0x11),
    });
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expectAccessibleDialog(page, notice, 'kyc-picture-too-large');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();

    // Back to the information: focus goes with the step again.
    await upload.getByRole('button', { name: 'Back', exact: true }).click();
    await expectFocusInside(information, 'kyc-information, back from the upload');
  });
});
