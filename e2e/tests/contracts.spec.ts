/**
 * Issue 26, items 5 and 6, through the real BFF and sandbox, both phones: the contract-request
 * check (spec section 6) and the salary, dividend and hourly contract screens. A pending salary
 * request (put by the sandbox's control) shows the alert after login and on entering the member
 * centre, for agent01 and for the demo member (type 0: the check applies to types 0, 1, 2);
 * cancel stays, 'go' opens the salary screen where the contract is accepted and the request is
 * gone. With AGENTPOLICY3 off, or as the trial player (type 4), no contract request reaches the
 * sandbox, and the trial player opening a contract screen gets free_reject. Axe finds no serious
 * violation on the alert and the three screens in either theme; with SHOTS_DIR set, pictures of
 * them in EN, TY and PT at 360 px.
 */
import type { Page, Request } from '@playwright/test';
import { checkBothThemes } from '../support/axe-themes.ts';
import { closeAnnouncements, logIn, openInApp, trpcCalls } from '../support/journeys.ts';
import { DEMO, DEMO_AGENT, siteWhitelabelFlag } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

const CHECK_PATH = '/wps/relay/MCS2_getContractRequestCheck';
const SCREENS = {
  salary: ['/m/member/agent/getSalaryContract', 'Salary contract'],
  dividend: ['/m/member/agent/getDevidendContract', 'Dividend contract'],
  hourly: ['/m/member/agent/getHourContract', 'Hourly salary contract'],
} as const;
const NOT_REAL = 'Please login an actual account to use this function';

test.beforeEach(async ({ sandbox, page }) => {
  await sandbox.reset();
  await sandbox.setWhitelabel({ AGENTPOLICY3: true });
  await expect.poll(() => siteWhitelabelFlag(page.request, 'AGENTPOLICY3')).toBe(true);
});

const alert = (page: Page) => page.getByRole('alertdialog', { name: 'Contract offer' });

/** Every /trpc call the page makes from now on. */
function watchCalls(page: Page): string[] {
  const procedures: string[] = [];
  page.on('request', (request: Request) => {
    for (const call of trpcCalls(request)) procedures.push(call.procedure);
  });
  return procedures;
}

async function openMemberCentre(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Member centre' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
}

test('agent01: the alert after login and in the member centre; go, accept, the request is gone', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(90_000);
  await sandbox.putContractRequest(DEMO_AGENT.username, 'salary');
  await logIn(page, DEMO_AGENT);

  // After login: the alert over the home; cancel closes it and the player stays.
  await expect(alert(page)).toContainText('Your upline offers you a salary contract.');
  await alert(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(alert(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);

  // Entering the member centre asks again.
  await openMemberCentre(page);
  await expect(alert(page)).toBeVisible();
  await checkBothThemes(page, test.info(), 'contracts-alert');
  await alert(page).getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);

  const pending = page.getByRole('region', { name: 'Waiting for your answer' });
  await expect(pending).toContainText('Offered by');
  await checkBothThemes(page, test.info(), 'contracts-salary-pending');
  const before = await sandbox.contracts(DEMO_AGENT.username);
  await pending.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').getByText('Contract accepted')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect
    .poll(async () => (await sandbox.contracts(DEMO_AGENT.username)).requests.DAILY_SALARY)
    .toBeNull();
  const after = await sandbox.contracts(DEMO_AGENT.username);
  expect(after.contracts.DAILY_SALARY?.contractId).not.toBe(
    before.contracts.DAILY_SALARY?.contractId,
  );
  await expect(
    page.getByRole('list', { name: 'Contract decisions' }).getByText('Accepted').first(),
  ).toBeVisible();

  // Back in the member centre nothing waits any more: no alert.
  const checks = await sandbox.requestCount(CHECK_PATH);
  await openInApp(page, '/m/member/home');
  await expect.poll(() => sandbox.requestCount(CHECK_PATH)).toBe(checks + 1);
  await expect(page.getByRole('link', { name: 'VIP club' })).toBeVisible();
  await expect(alert(page)).toHaveCount(0);
});

test('the demo member (type 0): the alert in the member centre, cancel stays there', async ({
  page,
  sandbox,
}) => {
  await sandbox.putContractRequest(DEMO.username, 'salary');
  await logIn(page, DEMO);
  await expect(alert(page)).toContainText('salary contract');
  await alert(page).getByRole('button', { name: 'Cancel' }).click();
  await openMemberCentre(page);
  await expect(alert(page)).toBeVisible();
  await alert(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(alert(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByRole('link', { name: 'VIP club' })).toBeVisible();
  // 'go' from here opens the salary screen with the request waiting.
  await openInApp(page, '/m/home');
  await openMemberCentre(page);
  await alert(page).getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  await expect(page.getByRole('region', { name: 'Waiting for your answer' })).toBeVisible();
  await expect(page.getByText('No contract yet.', { exact: false })).toBeVisible();
});

test('with AGENTPOLICY3 off no contract request reaches the sandbox', async ({ page, sandbox }) => {
  await sandbox.setWhitelabel({ AGENTPOLICY3: false });
  await expect.poll(() => siteWhitelabelFlag(page.request, 'AGENTPOLICY3')).toBe(false);
  await sandbox.putContractRequest(DEMO.username, 'salary');
  const calls = watchCalls(page);
  await logIn(page, DEMO);
  await openMemberCentre(page);
  // The member centre's own data has come: the check would have gone with or before it.
  await expect(page.getByRole('link', { name: 'VIP club' })).toBeVisible();
  await expect.poll(() => calls.includes('member.profile')).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(calls).not.toContain('agent.contractRequests');
  expect(await sandbox.requestCount(CHECK_PATH)).toBe(0);
  await expect(alert(page)).toHaveCount(0);
  await sandbox.setWhitelabel({ AGENTPOLICY3: true });
});

test('the trial player (type 4): no contract request, and a contract screen is refused', async ({
  page,
  sandbox,
}) => {
  await sandbox.setWhitelabel({ FREEPLAY3: true });
  await expect.poll(() => siteWhitelabelFlag(page.request, 'FREEPLAY3')).toBe(true);
  const calls = watchCalls(page);
  await closeAnnouncements(page);
  await page.goto('/m/notice');
  await page.getByRole('button', { name: 'Agree' }).click();
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Account' }).click();
  await header.getByRole('button', { name: 'Free play' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText(/Hi, TRIAL[0-9a-f]+/i).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Opened directly, a contract screen sends the trial player home with free_reject.
  const shown = page.getByRole('status').getByText(NOT_REAL).waitFor({ state: 'visible' });
  await page.goto(SCREENS.salary[0]);
  await shown;
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(calls).not.toContain('agent.contractRequests');
  expect(calls.filter((procedure) => procedure.startsWith('contracts.'))).toEqual([]);
  expect(await sandbox.requestCount(CHECK_PATH)).toBe(0);
});

test('the three screens: terms, income, records and history; axe in both themes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, DEMO_AGENT);
  for (const [kind, [path, title]] of Object.entries(SCREENS)) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    if (kind === 'hourly') {
      // agent01 holds no hourly contract (the sandbox's seed): the empty state.
      await expect(page.getByText('No contract yet.', { exact: false })).toBeVisible();
    } else {
      await expect(page.getByRole('list', { name: 'Terms' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Income' })).toContainText('₱');
      await expect(
        page.getByRole('list', { name: 'Income records' }).getByRole('listitem').first(),
      ).toBeVisible();
    }
    await expect(
      page
        .getByRole('list', { name: 'Contract decisions' })
        .or(page.getByText('No decisions yet.')),
    ).toBeVisible();
    await checkBothThemes(page, test.info(), `contracts-${kind}`);
  }
});

test('the dividend pays out once into the wallet', async ({ page, sandbox }) => {
  await logIn(page, DEMO_AGENT);
  await openInApp(page, SCREENS.dividend[0]);
  const before = (await sandbox.money(DEMO_AGENT.username)).balanceCents;
  const payout = page.getByRole('button', { name: 'Pay out to my wallet' });
  await payout.click();
  await expect(page.getByRole('status').getByText('₱3,456.79 paid into your wallet')).toBeVisible();
  expect((await sandbox.money(DEMO_AGENT.username)).balanceCents).toBe(before + 345_679);
  // Nothing is payable any more: the gateway's refusal in the player's language.
  await payout.click();
  await expect(
    page.getByRole('alert').getByText('There is no dividend to pay out yet.'),
  ).toBeVisible();
  expect((await sandbox.money(DEMO_AGENT.username)).balanceCents).toBe(before + 345_679);
});

test('the screens and the alert in English, Filipino and Portuguese, at 360 px', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(90_000);
  await sandbox.putContractRequest(DEMO_AGENT.username, 'dividend');
  await logIn(page, DEMO_AGENT);
  await alert(page).getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 360, height: 740 });
  const LANGUAGES = {
    EN: { title: 'Dividend contract', alert: 'Contract offer', pending: 'Waiting for your answer' },
    TY: {
      title: 'Kontrata ng dibidendo',
      alert: 'Alok na kontrata',
      pending: 'Naghihintay ng iyong sagot',
    },
    PT: {
      title: 'Contrato de dividendos',
      alert: 'Oferta de contrato',
      pending: 'Aguardando sua resposta',
    },
  } as const;
  for (const [language, words] of Object.entries(LANGUAGES)) {
    // The language is read at start: one load per language.
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    await page.goto('/m/member/home');
    const offer = page.getByRole('alertdialog', { name: words.alert });
    await expect(offer).toBeVisible();
    await shootBothThemes(page, test.info(), `contracts-alert-${language}-360`);
    await offer
      .getByRole('button', { name: { EN: 'Go', TY: 'Pumunta', PT: 'Ir' }[language] })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByRole('region', { name: words.pending })).toBeVisible();
    await expect(
      page.getByRole('list', {
        name: /^(Income records|Mga tala ng kita|Registros de rendimentos)$/,
      }),
    ).toBeVisible();
    await shootBothThemes(page, test.info(), `contracts-dividend-${language}-360`, {
      fullPage: true,
    });
  }
});
