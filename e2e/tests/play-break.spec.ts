/**
 * Issue 30, item 3: a player's own break from play, on two BFF replicas over one real Redis, as
 * production runs them. Taken in the member centre on the first replica, the break refuses a game
 * launch, the lottery and a deposit on the second, each saying when it ends in the player's
 * language; withdrawals stay open. The throwaway Redis goes with the journey, and the break with
 * it: no other journey of the demo member meets it.
 */
import type { Page } from '@playwright/test';
import { checkBothThemes } from '../support/axe-themes.ts';
import { logInAsDemo, openInApp } from '../support/journeys.ts';
import { startRedisBackedSite } from '../support/redis-replica.ts';
import { DEMO } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

const DAY_MS = 24 * 3_600_000;

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** The end of the break the BFF answered to `responsible.takeBreak` (ISO 8601). */
async function breakTaken(page: Page): Promise<string> {
  const answer = await page.waitForResponse(
    (response) => response.url().includes('responsible.takeBreak') && response.ok(),
  );
  const body = JSON.stringify(await answer.json());
  return /"until":"([^"]+)"/.exec(body)?.[1] ?? '';
}

test('a 24-hour break refuses a launch, the lottery and a deposit with its end, on another replica too', async ({
  page,
  stack,
}, testInfo) => {
  test.setTimeout(120_000);
  const site = await startRedisBackedSite(stack, { replicas: 2 });
  try {
    const [first = '', second = ''] = site.replicas;
    await logInAsDemo(page, first);

    // The member centre links to the break; each period says when it would end.
    await openInApp(page, '/m/member/home');
    await page.getByRole('link', { name: 'Breaks and reality check' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Breaks and reality check' }),
    ).toBeFocused();
    const periods = page.getByRole('group', { name: 'How long?' });
    await expect(periods.getByRole('radio')).toHaveCount(4);
    await expect(periods.getByRole('radio', { name: /^24 hours until / })).toBeChecked();
    await checkBothThemes(page, testInfo, 'play-break');

    await page.getByRole('button', { name: 'Take a break' }).click();
    const question = page.getByRole('alertdialog', { name: 'Take a break for 24 hours?' });
    await expect(question).toContainText('You cannot shorten or end the break');
    await checkBothThemes(page, testInfo, 'play-break-confirm');
    const taken = breakTaken(page);
    const askedAt = Date.now();
    await question.getByRole('button', { name: 'Start my break' }).click();
    const until = Date.parse(await taken);
    expect(until - askedAt).toBeGreaterThan(DAY_MS - 60_000);
    expect(until - askedAt).toBeLessThanOrEqual(DAY_MS + 60_000);

    const current = page.getByText(/^You are on a break until .+\.$/);
    await expect(current).toBeVisible();
    const ends = /until (.+)\.$/.exec(await current.innerText())?.[1] ?? '';
    expect(ends).toMatch(/\d{4}/);
    // The 24 hours it already lasts cannot be taken again; longer ones can.
    await expect(page.getByRole('radio', { name: /^24 hours/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /^7 days/ })).toBeChecked();
    await checkBothThemes(page, testInfo, 'play-break-on');

    // The second replica: the same session (one Redis), and the same break.
    await page.goto(`${second}/m/home`);
    await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
    const refusal = `Your break ends on ${ends}.`;

    // A game launch is refused with the end; no game window stays open.
    const slot = page.getByRole('region', { name: 'Slots' }).locator('.tile__button').first();
    await slot.click();
    const realMoney = page.getByRole('button', { name: 'Real money' });
    const toast = page.getByText(refusal);
    await expect(realMoney.or(toast)).toBeVisible();
    if (await realMoney.isVisible()) await realMoney.click();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('You are taking a break from play.');
    expect(page.context().pages()).toHaveLength(1);
    await checkBothThemes(page, testInfo, 'play-break-launch');

    // The lottery says the same in the frame's place.
    await page.goto(
      `${second}/m/launchGame?playType=ent&gameId=TCG_SEA0002&prize_mode=Elott&code=lobby`,
    );
    const closed = page.getByRole('alert').filter({ hasText: refusal });
    await expect(closed).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await checkBothThemes(page, testInfo, 'play-break-lottery');

    // A deposit is refused with the end; the form keeps what was typed.
    await openInApp(page, '/m/voucherCenter');
    await page.getByLabel('Amount', { exact: true }).fill('500');
    await page.getByLabel('Name on your account').fill('Juan Dela Cruz');
    await page.getByRole('button', { name: 'Deposit ₱500.00' }).click();
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('500');
    await checkBothThemes(page, testInfo, 'play-break-deposit');

    // Withdrawals stay open: the screen's options are answered, and no refusal shows.
    const options = page.waitForResponse((r) => r.url().includes('wallet.withdrawOptions'));
    await openInApp(page, '/m/withdraw');
    expect((await options).ok()).toBe(true);
    await expect(page.getByRole('tab', { name: 'Withdraw' })).toBeVisible();
    await expect(page.locator('.spinner')).toHaveCount(0);
    await expect(page.getByText('You are taking a break from play.')).toHaveCount(0);
  } finally {
    await site.close();
  }
});
