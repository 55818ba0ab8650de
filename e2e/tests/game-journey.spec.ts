/**
 * A member plays: the balance shows and refreshes on a tap, a game opens from the home's Slots
 * row in our host (the gateway's game page in its frame), a favourite added from a tile appears
 * in the FAV row and is still there after a reload. Bet Now on an upcoming match opens its sports game. A visitor
 * tapping a game is sent to log in.
 */
import { GAMES } from '@app/sandbox';
import { closeAnnouncements, gameOpens, logInAsDemo } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a member sees the balance, opens a game and keeps a favourite', async ({ page }) => {
  await logInAsDemo(page);

  // Seed balance: 1250.50 PHP, symbol first, 2 decimals; a tap refreshes it.
  const balance = page.getByRole('button', { name: /^Balance/ });
  await expect(balance).toHaveText(/₱1,250\.50/);
  const refreshed = page.waitForRequest((r) => r.url().includes('member.balance'));
  await balance.click();
  await refreshed;
  await expect(balance).toHaveText(/₱1,250\.50/);

  // Favourite the first slot that is not a favourite yet.
  const slots = page.getByRole('region', { name: 'Slots' });
  const heart = slots.locator('button[aria-pressed="false"].tile__fav').first();
  const name = (await heart.getAttribute('aria-label')) ?? (await heart.innerText());
  const gameName = name.replace(/^Favourite: /, '').trim();
  await heart.click();
  await expect(page.getByText('Saved to favourites')).toBeVisible();
  const favRow = page.getByRole('region', { name: 'Favourites' });
  await expect(favRow.getByRole('button', { name: gameName, exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Favourites' }).getByRole('button', {
      name: gameName,
      exact: true,
    }),
  ).toBeVisible();

  // Open that game: real money when the game also offers free play.
  const playing = /\/games\/play\/\d+\?ssoKey=[0-9a-f]+/;
  const game = gameOpens(page, playing);
  await page
    .getByRole('region', { name: 'Slots' })
    .getByRole('button', { name: gameName, exact: true })
    .click();
  const choice = page.getByRole('dialog', { name: gameName });
  // Either the choice opens (its chunk may load first) or the game does.
  const choiceShown = choice.waitFor({ state: 'visible' }).then(
    () => true,
    () => false,
  );
  if (await Promise.race([choiceShown, game.then(() => false)])) {
    await choice.getByRole('button', { name: 'Real money' }).click();
  }
  const opened = await game;
  // The sandbox's providers allow framing: the game is in our host, under its bar.
  expect(opened.where).toBe('host');
  await expect(opened.view.getByText(gameName).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: gameName })).toBeVisible();
  // Leaving the host reads the balance again (the game moved it).
  const reread = page.waitForRequest((r) => r.url().includes('member.balance'));
  await page.getByRole('button', { name: 'Leave the game' }).click();
  await reread;
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a member taps Bet Now on an upcoming match and the sports game opens', async ({
  page,
}, testInfo) => {
  await logInAsDemo(page);
  const events = page.getByRole('region', { name: 'Upcoming Events' });
  await events.scrollIntoViewIfNeeded();
  await shootBothThemes(page, testInfo, 'upcoming-events-member');
  const game = gameOpens(page, /\/games\/play\/\d+\?ssoKey=[0-9a-f]+/);
  await events.getByRole('button', { name: 'Bet Now' }).first().click();
  // The gateway's game page for the match's sports game (no "Unknown error" toast).
  await game;
  await expect(page.getByText('Unknown error')).toHaveCount(0);
});

test('a visitor tapping a game is asked to log in', async ({ page }) => {
  await closeAnnouncements(page);
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.getByRole('region', { name: 'Slots' }).locator('.tile__button').first().click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByText('You are not logged in, please login first')).toBeVisible();
});

test('a member plays a game for free from the RNG list and finds it under recent games', async ({
  page,
}) => {
  const game = GAMES.find((g) => g.gameType === 'RNG' && g.supportPlay === 0 && g.index > 30);
  if (!game) throw new Error('the catalogue has no free-play slot');
  await logInAsDemo(page);
  await page.goto(`/m/rng?gameName=${encodeURIComponent(game.gameName)}`);
  const tiles = page.getByRole('list', { name: 'Games' });
  const opened = gameOpens(page, /\/games\/play\/\d+\?ssoKey=[0-9a-f]+/);
  // An RNG card's button reads its name and the players online.
  await tiles
    .getByRole('button', { name: `${game.gameName} `, exact: false })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: game.gameName })
    .getByRole('button', { name: 'Free play' })
    .click();
  const { view } = await opened;
  await expect(view.locator('#wallet')).toHaveText('Free play');

  // The launch was recorded: the game leads the member's recent games.
  await page.goto('/m/recent');
  await expect(
    page.getByRole('list', { name: 'Games' }).getByRole('listitem').first(),
  ).toContainText(game.gameName);
});
