/** Steps several journeys share, done the way a person does them. */
import { expect, type FrameLocator, type Page, type Request } from '@playwright/test';
import { DEMO } from './sandbox.ts';

/**
 * Closes the home's login popups ("Announcement", in any of the site's languages) whenever they
 * get in the way, with Escape as a player's keyboard would: a key press lands at once or not at
 * all, where a click on Close could be left waiting across a navigation and land later, twice on
 * one button, the second tap then going through to the banner under the closed popup.
 */
export async function closeAnnouncements(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: /^(Announcement|Anunsyo|Aviso)$/ });
  await page.addLocatorHandler(popup, async () => {
    await page.keyboard.press('Escape');
  });
}

/**
 * Opens the site (the run's own, or `origin`), agrees to the terms and logs in as the demo
 * member; ends on /m/home.
 */
export async function logInAsDemo(page: Page, origin = ''): Promise<void> {
  await logIn(page, DEMO, origin);
}

interface Account {
  username: string;
  password: string;
  nickname: string;
}

/** Logs in through the login form as `account`; the header then greets its nickname. */
export async function logIn(page: Page, account: Account, origin = ''): Promise<void> {
  await openLoginForm(page, origin);
  await fillLogin(page, account);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText(`Hi, ${account.nickname}`)).toBeVisible();
}

/** Opens the login form of a first visit: the home's popups out of the way, the terms agreed. */
export async function openLoginForm(page: Page, origin = ''): Promise<void> {
  await closeAnnouncements(page);
  await page.goto(`${origin}/m/login`);
  await page.getByRole('button', { name: 'Agree' }).click();
}

/** Opens the registration of a first visit: the home's popups out of the way, the terms agreed. */
export async function openRegister(page: Page): Promise<void> {
  await closeAnnouncements(page);
  await page.goto('/m/register');
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
}

/** The captcha on screen, solved as the player reads it (the sandbox tells the test). */
export async function solveCaptcha(
  page: Page,
  sandbox: { lastCaptcha(): Promise<{ answer: string }> },
): Promise<void> {
  await expect(page.getByRole('img', { name: 'Verification code image' })).toBeVisible();
  await page
    .getByLabel('Verification code', { exact: true })
    .fill((await sandbox.lastCaptcha()).answer);
}

/** The side menu's Sign out: the question 'Log out' is then open, waiting for an answer. */
export async function askToSignOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Sign out' })
    .click();
}

/**
 * Fills the login form as `account`, over 21 (and remembering the password when asked), ready
 * for the tap on Log in.
 */
export async function fillLogin(
  page: Page,
  account: Pick<Account, 'username' | 'password'>,
  { remember = false }: { remember?: boolean } = {},
): Promise<void> {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (remember) await page.getByLabel('Remember password').check();
  await page.getByLabel(/I am over 21 years old/).check();
}

/**
 * Opens `path` the way the app's own links do: a new history entry and a popstate for the
 * router, no reload. For journeys that look at many routes in a row: a full load of each would
 * start the whole app again every time, which is most of what such a journey costs.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** The procedures of one /trpc request with their inputs (batched GETs carry them by index). */
export function trpcCalls(request: Request): { procedure: string; input: unknown }[] {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/trpc/')) return [];
  const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  const raw = request.method() === 'GET' ? url.searchParams.get('input') : request.postData();
  let input: unknown;
  try {
    input = raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    input = undefined;
  }
  const batched = url.searchParams.get('batch') === '1';
  return procedures.map((procedure, index) => ({
    procedure,
    input: batched ? (input as Record<string, unknown> | undefined)?.[String(index)] : input,
  }));
}

/** Where a launched game is, and how to read it. */
export interface OpenedGame {
  /** The host's frame (issue 30: the default, the sandbox's providers allow framing), this tab, or on iOS the window opened in the tap. */
  where: 'host' | 'tab' | 'window';
  /** The game's page, to read: its frame inside the host's frame page, or the page itself. */
  view: Page | FrameLocator;
  /** The page the game is in (the window on iOS). */
  page: Page;
}

/** The game's page inside the host (the host's frame page embeds it). */
export function hostedGame(page: Page): FrameLocator {
  return page.frameLocator('iframe.game-host__frame').frameLocator('iframe');
}

/**
 * Where a game the player is about to open shows: our host (`/m/play/...`, its frame at `url`),
 * this tab, or on iOS the window the launcher opens in the tap (issue 12). Start it before the
 * tap; it settles once the game's page is at `url`.
 */
export function gameOpens(page: Page, url: RegExp): Promise<OpenedGame> {
  return Promise.race([
    page.waitForURL(/\/m\/play\/\d+\?launch=/).then(async () => {
      await expect.poll(() => page.frames().some((frame) => url.test(frame.url()))).toBe(true);
      return { where: 'host' as const, view: hostedGame(page), page };
    }),
    page.waitForURL(url).then(() => ({ where: 'tab' as const, view: page, page })),
    // On iOS the window opened in the tap closes again when the game opens in the host: then
    // this branch never settles.
    page.waitForEvent('popup').then((popup) =>
      popup.waitForURL(url).then(
        () => ({ where: 'window' as const, view: popup, page: popup }),
        () => new Promise<never>(() => undefined),
      ),
    ),
  ]);
}

/** A launched sandbox game's own page (its address carries the game's session key). */
export const SANDBOX_GAME_PAGE = /\/games\/play\/\d+\?ssoKey=[0-9a-f]+/;

/**
 * Opens a game from its list (filtered by its name) on `origin`'s site and taps it; settles where
 * it opened.
 */
export async function launchFromList(
  page: Page,
  game: { gameName: string; gameType: string },
  origin = '',
): Promise<OpenedGame> {
  const list = game.gameType.toLowerCase();
  await page.goto(`${origin}/m/${list}?gameName=${encodeURIComponent(game.gameName)}`);
  const opened = gameOpens(page, SANDBOX_GAME_PAGE);
  // Its card's name is the game's, then the players online (translated).
  await page
    .getByRole('list')
    .getByRole('button', { name: `${game.gameName} `, exact: false })
    .first()
    .click();
  return opened;
}

/**
 * The page renders on the phone, as before server rendering: the state the server put in the
 * first response is taken out, so the app asks /trpc for its data, where a journey can change an
 * answer with `page.route` (main.tsx renders afresh a page that carries no state).
 */
export async function renderOnThePhone(page: Page): Promise<void> {
  await page.route(/\/m\/[^.]*$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script id="page-state"[^>]*>[\s\S]*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body: html });
  });
}

/**
 * Agrees to the terms on the home and closes the announcement that opens right then (the home is
 * already under the notice, server-rendered): for journeys whose next tap must not race it.
 */
export async function agreeAndCloseAnnouncement(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Agree' }).click();
  const announcement = page.getByRole('dialog', { name: 'Announcement' });
  await expect(announcement).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(announcement).toBeHidden();
}
