/**
 * Issue 12, the game lists through the real BFF and sandbox, both phones: the RNG grid paged with
 * "More games" (the page count in the address, so a reload keeps it), the vendor strip, the
 * category strip, the search (typing fast asks once), the vendor tiles of Live, and the member's
 * favourites (a visitor is sent to log in).
 */
import type { Page } from '@playwright/test';
import { closeAnnouncements, trpcCalls } from '../support/journeys.ts';
import { GAMES } from '@app/sandbox';
import { DEMO } from '../support/sandbox.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

async function open(page: Page, path: string): Promise<void> {
  await closeAnnouncements(page);
  await page.goto(path);
  await page.getByRole('button', { name: 'Agree' }).click();
}

const grid = (page: Page) => page.getByRole('list', { name: 'Games' }).getByRole('listitem');

test('the RNG grid pages with More games, and a reload keeps the pages shown', async ({
  page,
}, testInfo) => {
  await open(page, '/m/rng');
  await expect(grid(page)).toHaveCount(24);
  await expect(page.getByText('Page 1 / 12')).toBeVisible();
  // RNG cards: players online between 500 and 1999, the style by nodeId mod 8 plus 1.
  const players = Number(
    /(\d+) playing/.exec((await grid(page).first().textContent()) ?? '')?.[1] ?? NaN,
  );
  expect(players).toBeGreaterThanOrEqual(500);
  expect(players).toBeLessThanOrEqual(1999);
  await expect(grid(page).first().locator('.tile')).toHaveClass(/tile--card-[1-8]\b/);
  await shootBothThemes(page, testInfo, 'rng-list');

  await page.getByRole('button', { name: 'More games' }).click();
  await expect(grid(page)).toHaveCount(48);
  await expect(page.getByText('Page 2 / 12')).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2\b/);

  await page.reload();
  await expect(grid(page)).toHaveCount(48);
  await expect(page.getByText('Page 2 / 12')).toBeVisible();
});

test('a vendor and a category narrow the grid; the same vendor again clears it', async ({
  page,
}) => {
  await open(page, '/m/rng');
  const providers = page.getByRole('group', { name: 'Providers' });
  await providers.getByRole('button', { name: 'PG Soft' }).click();
  await expect(page).toHaveURL(/vassalage=PG/);
  await expect(page.getByText('Page 1 / 3')).toBeVisible();
  await expect(providers.getByRole('button', { name: 'PG Soft' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const categories = page.getByRole('group', { name: 'Categories' });
  await categories.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/classify=new/);
  await expect(grid(page).first()).toBeVisible();
  await expect(page.getByText('Page 1 / 1')).toBeVisible();

  await providers.getByRole('button', { name: 'PG Soft' }).click();
  await expect(page).not.toHaveURL(/vassalage=/);
  await expect(page.getByText('Page 1 / 2')).toBeVisible();

  // A visitor's favourites are the login's business.
  await categories.getByRole('button', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('the filter panel narrows by provider and minimum bet; Reset and Apply clear them', async ({
  page,
}, testInfo) => {
  const jiliCheap = GAMES.filter(
    (g) => g.gameType === 'RNG' && g.vassalage === 'JL' && g.minBet === 0.01,
  );
  await open(page, '/m/rng');
  await page.getByRole('button', { name: 'Filter' }).click();
  const panel = page.getByRole('dialog', { name: 'Filter games' });
  await panel.getByRole('group', { name: 'Game provider' }).getByText('JILI').click();
  await panel.getByRole('group', { name: 'Minimum bet' }).getByText('0.01').click();
  await expect(panel.getByRole('group', { name: 'Game type' })).toBeVisible();
  await shootBothThemes(page, testInfo, 'rng-filter');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/vassalage=JL/);
  await expect(page).toHaveURL(/minBet=0\.01/);
  await expect(page.getByText(`Page 1 / ${Math.ceil(jiliCheap.length / 24)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter 2' })).toBeVisible();

  await page.getByRole('button', { name: 'Filter 2' }).click();
  await panel.getByRole('button', { name: 'Reset' }).click();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).not.toHaveURL(/vassalage=|minBet=/);
  await expect(page.getByText('Page 1 / 12')).toBeVisible();
});

test('typing a name fast searches once, for the final text', async ({ page }) => {
  await open(page, '/m/rng');
  await expect(grid(page)).toHaveCount(24);
  const searched: string[] = [];
  page.on('request', (request) => {
    for (const { procedure, input } of trpcCalls(request)) {
      const gameName = (input as { gameName?: unknown } | undefined)?.gameName;
      if (procedure === 'games.list' && typeof gameName === 'string') searched.push(gameName);
    }
  });
  await page.getByRole('searchbox', { name: 'Search games' }).pressSequentially('golden', {
    delay: 40,
  });
  await expect(page).toHaveURL(/gameName=golden/);
  await expect(grid(page).first()).toContainText(/golden/i);
  expect(searched).toEqual(['golden']);
});

test('Live shows its vendor tiles; a member finds the favourites on /m/fav', async ({
  page,
}, testInfo) => {
  await open(page, '/m/live');
  const vendors = page.getByRole('list', { name: 'Providers' }).getByRole('listitem');
  await expect(vendors.first()).toBeVisible();
  expect(await vendors.count()).toBeGreaterThan(1);
  await shootBothThemes(page, testInfo, 'live-vendors');

  await page.goto('/m/fav');
  await expect(page).toHaveURL(/\/m\/login$/);

  // Signed in (the terms already agreed in this tab), the favourites are there.
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByLabel(/I am over 21 years old/).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/fav');
  await expect(page.getByRole('heading', { name: 'Favourites' })).toBeVisible();
  await expect(grid(page)).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
  await shootBothThemes(page, testInfo, 'favourites');
});
