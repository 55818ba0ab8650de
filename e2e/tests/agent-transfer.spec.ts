/**
 * Issue 26, item 4 (the money part), through the real BFF and sandbox, both phones: agent01
 * sends 10.50 to a team member, its balance goes down exactly 10.50 once (on the page and in the
 * sandbox), a double tap and a replay of the same submission move nothing more; a transfer to
 * two members at once; the team P&L and the quota groups show the sandbox's figures. Axe finds
 * no serious violation on the three screens in either theme; with SHOTS_DIR set, pictures of
 * them at 360 px in English and Filipino.
 */
import type { Page, Request } from '@playwright/test';
import { AXE_JOURNEY_MS, checkBothThemes } from '../support/axe-themes.ts';
import { logIn, openInApp } from '../support/journeys.ts';
import { DEMO_AGENT } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

const TRANSFER = '/m/member/agent/transfer';
const REPORT = '/m/member/agent/report';
const QUOTA = '/m/member/agent/quota';
/** agent01's seeded balance, in centavos. */
const START_CENTS = 500_000;

test.beforeEach(async ({ sandbox }) => sandbox.reset());

interface AgentState {
  balanceCents: number;
  team: { username: string; balanceCents: number }[];
}

/** What the gateway holds of agent01 and its team (`/__sandbox/agent`). */
async function agentState(page: Page, sandboxUrl: string): Promise<AgentState> {
  const response = await page.request.get(
    `${sandboxUrl}/__sandbox/agent?username=${DEMO_AGENT.username}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as AgentState;
}

const memberCents = (state: AgentState, username: string) =>
  state.team.find((member) => member.username === username)?.balanceCents;

async function openTransfer(page: Page): Promise<void> {
  await logIn(page, DEMO_AGENT);
  await openInApp(page, TRANSFER);
  await expect(page.getByTestId('balance-before')).toHaveText('₱5,000.00');
}

/** Ticks a team member in the list and types its amount. */
async function addMember(page: Page, username: string, amount: string): Promise<void> {
  await page
    .getByRole('list', { name: 'Team members' })
    .getByLabel(new RegExp(`^${username}`))
    .check();
  await page.getByLabel(`Amount for ${username}`).fill(amount);
}

const isTransfer = (request: Request) =>
  request.method() === 'POST' && request.url().includes('agent.transfer');

test('agent01 sends 10.50 to a team member: the balance moves once, exactly', async ({
  page,
  sandbox,
}, testInfo) => {
  test.setTimeout(AXE_JOURNEY_MS);
  await openTransfer(page);
  await addMember(page, 'play01', '10.50');
  await expect(page.getByTestId('transfer-total')).toHaveText('₱10.50');
  await expect(page.getByTestId('balance-after')).toHaveText('₱4,989.50');
  await checkBothThemes(page, testInfo, 'agent-transfer-form');
  await page.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('region', { name: 'Confirm the transfer' });
  await expect(confirm.getByText('play01')).toBeVisible();
  await checkBothThemes(page, testInfo, 'agent-transfer-confirm');
  const sent = page.waitForRequest(isTransfer);
  // A double tap: one submission.
  await confirm.getByRole('button', { name: 'Send ₱10.50' }).dblclick();
  const request = await sent;

  const done = page.getByRole('region', { name: 'Transfer done' });
  await expect(done.getByText('play01')).toBeVisible();
  await expect(done.getByTestId('balance-now')).toHaveText('₱4,989.50');
  await checkBothThemes(page, testInfo, 'agent-transfer-done');
  let state = await agentState(page, sandbox.url);
  expect(state.balanceCents).toBe(START_CENTS - 1_050);
  expect(memberCents(state, 'play01')).toBe(1_050);

  // The same submission again (a retry after a lost answer): the first answer, nothing moves.
  const replay = await page.request.post(request.url(), {
    headers: await request.allHeaders(),
    data: request.postData() ?? '',
  });
  expect(replay.ok()).toBe(true);
  expect(await replay.text()).toContain('4989.5');
  state = await agentState(page, sandbox.url);
  expect(state.balanceCents).toBe(START_CENTS - 1_050);
  expect(memberCents(state, 'play01')).toBe(1_050);
  expect(await sandbox.received('/wps/agent/transferDownline')).toHaveLength(1);

  // The page's balance follows: a new transfer starts from the balance after.
  await done.getByRole('button', { name: 'New transfer' }).click();
  await expect(page.getByTestId('balance-before')).toHaveText('₱4,989.50');
});

test('agent01 sends to two team members at once', async ({ page, sandbox }) => {
  await openTransfer(page);
  await addMember(page, 'play01', '1.25');
  await addMember(page, 'sub01', '2');
  await expect(page.getByTestId('transfer-total')).toHaveText('₱3.25');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send ₱3.25' }).click();
  const done = page.getByRole('region', { name: 'Transfer done' });
  await expect(done.getByText('Sent to 2 team members:')).toBeVisible();
  await expect(done.getByRole('listitem').filter({ hasText: 'play01' })).toContainText('₱1.25');
  await expect(done.getByRole('listitem').filter({ hasText: 'sub01' })).toContainText('₱2.00');
  await expect(done.getByTestId('balance-now')).toHaveText('₱4,996.75');
  const state = await agentState(page, sandbox.url);
  expect(state.balanceCents).toBe(START_CENTS - 325);
  expect(memberCents(state, 'play01')).toBe(125);
  expect(memberCents(state, 'sub01')).toBe(200);
  expect(await sandbox.received('/wps/agent/transferMultipleDownline')).toHaveLength(1);
});

test('a transfer above the balance is refused before the confirmation', async ({ page }) => {
  await openTransfer(page);
  await addMember(page, 'play01', '5000.01');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The amount is more than your balance');
  await expect(page.getByRole('region', { name: 'Confirm the transfer' })).toHaveCount(0);
});

test('the team P&L and the quota groups show the sandbox figures', async ({ page }, testInfo) => {
  test.setTimeout(AXE_JOURNEY_MS);
  await logIn(page, DEMO_AGENT);
  await openInApp(page, REPORT);
  const totals = page.getByRole('region', { name: 'Team totals' });
  await expect(totals.getByText('9 members')).toBeVisible();
  const rows = page.getByRole('list', { name: 'Members' });
  await expect(rows.getByRole('heading', { name: 'play01' })).toBeVisible();
  await page.getByLabel('Search by account').fill('sub1');
  await expect(rows.getByRole('heading')).toHaveText(['sub11']);
  await page.getByLabel('Search by account').fill('');
  await expect(rows.getByRole('heading', { name: 'play01' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'agent-report');

  await openInApp(page, QUOTA);
  const slots = page.getByRole('region', { name: 'Slots (RNG)' });
  await expect(slots.getByText('RNG 1.20%')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Player vs player (poker, cards)' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'agent-quota');
});

test('the three screens at 360 px in Filipino', async ({ page }, testInfo) => {
  test.setTimeout(AXE_JOURNEY_MS);
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, DEMO_AGENT);
  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  await page.goto(TRANSFER);
  await expect(
    page.getByRole('region', { name: 'Pumili ng mga miyembro ng koponan' }),
  ).toBeVisible();
  await page.getByLabel(/^play01/).check();
  await page.getByLabel('Halaga para kay play01').fill('abc');
  await page.getByRole('button', { name: 'Magpatuloy' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Maglagay ng halaga, na may hanggang dalawang decimal',
  );
  await checkBothThemes(page, testInfo, 'agent-transfer-ty-360');
  await openInApp(page, REPORT);
  await expect(page.getByRole('region', { name: 'Kabuuan ng koponan' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'agent-report-ty-360');
  await openInApp(page, QUOTA);
  await expect(page.getByRole('region', { name: 'Loterya' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'agent-quota-ty-360');
});
