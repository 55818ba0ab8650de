/**
 * Issue 10: a screen opened first, in a fresh browser that never visits the home, reads its own
 * domains' data. The session comes from an API login (as a bookmark or a shared link would find
 * it); then /m/rng and the member centre are opened directly, and the member (greeting) and the
 * balance the page receives are the member's own, from member.info and member.balance: in the
 * page itself for /m/rng, which the server renders (decision 035), asked by the app for the
 * member centre, which it does not.
 */
import type { Page, Response } from '@playwright/test';
import { DEMO } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

const CSRF = { 'x-app-request': '1' };

// A journey before may have left this worker's gateway wanting a captcha for the demo member.
test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** The data of one procedure in a tRPC response (batched or not). */
async function trpcData(response: Response, procedure: string): Promise<unknown> {
  const body = (await response.json()) as unknown;
  const paths = new URL(response.url()).pathname.replace('/trpc/', '').split(',');
  const results = Array.isArray(body) ? body : [body];
  const result = results[paths.indexOf(procedure)] as { result?: { data?: unknown } } | undefined;
  return result?.result?.data;
}

/** The data of one procedure in the state a server-rendered page came with, if it has it. */
function pageData(html: string, procedure: string): unknown {
  const json = /<script id="page-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return undefined;
  const { queries } = JSON.parse(json) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  // tRPC's keys begin with the procedure's path (`[['member', 'balance'], …]`); the app's own
  // keys for a procedure's data spell it out (`['games', 'favouriteIds', userName]`).
  const path = ([first, second]: unknown[]) =>
    Array.isArray(first) ? first.join('.') : `${String(first)}.${String(second)}`;
  return queries.queries.find((query) => path(query.queryKey) === procedure)?.state.data;
}

function answerOf(page: Page, procedure: string): Promise<Response> {
  return page.waitForResponse(
    (r) => r.url().includes('/trpc/') && new URL(r.url()).pathname.includes(procedure),
  );
}

/** Signs a member (the demo one) in through the API only, then opens `path` as the first page. */
async function openSignedIn(
  page: Page,
  path: string,
  account: { username: string; password: string } = DEMO,
): Promise<{ procedures: string[]; html: string }> {
  const login = await page.request.post('/trpc/session.login', {
    headers: CSRF,
    data: { type: 'username', username: account.username, password: account.password },
  });
  expect(login.ok()).toBe(true);
  const session = ((await login.json()) as { result: { data: { session: unknown } } }).result.data
    .session;
  await page.addInitScript((info) => {
    window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
    window.sessionStorage.setItem('termsAgreed', '1');
    window.sessionStorage.setItem('loginPopupsShown', '1');
  }, session);
  const procedures: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) {
      procedures.push(...url.pathname.replace('/trpc/', '').split(','));
    }
  });
  const response = await page.goto(path);
  return { procedures, html: (await response?.text()) ?? '' };
}

async function expectGreeting(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { expanded: false }).click();
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
}

for (const [path, title, rendered] of [
  ['/m/rng', 'RNG', true],
  ['/m/member/home', 'Member centre', false],
] as const) {
  test(`${path} opened first: the member and the balance are the member's own`, async ({
    page,
  }) => {
    const balanceAnswer = rendered ? null : answerOf(page, 'member.balance');
    const { procedures, html } = await openSignedIn(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectGreeting(page);

    const shown = balanceAnswer
      ? await trpcData(await balanceAnswer, 'member.balance')
      : pageData(html, 'member.balance');
    const own = await page.request.get('/trpc/member.balance', { headers: CSRF });
    const expected = ((await own.json()) as { result: { data: unknown } }).result.data;
    expect(shown).toEqual(expected);
    if (rendered) {
      expect(pageData(html, 'member.info')).toMatchObject({ nickname: DEMO.nickname });
      // What the page holds is not asked for again.
      expect(procedures).not.toContain('member.balance');
    } else {
      expect(procedures).toContain('member.info');
      expect(procedures).toContain('member.balance');
    }
    // Signed in all along: nothing read the missing home as "signed out".
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
  });
}

interface RowGame {
  nodeId: string;
  name: string;
}

test('a favourite beyond the first 20: all ids on /m/rng opened first, a filled heart on its tile', async ({
  page,
  sandbox,
}) => {
  // Games the home shows (its RNG and FISH rows, 20 each), asked of the BFF as a visitor.
  const input = encodeURIComponent(JSON.stringify({ language: 'EN' }));
  const home = await page.request.get(`/trpc/home.bootstrap?input=${input}`);
  const rows = ((await home.json()) as { result: { data: { rows: Record<string, RowGame[]> } } })
    .result.data.rows;
  const rng = rows.RNG ?? [];
  const fish = rows.FISH ?? [];
  const deep = rng[0];
  if (!deep || rng.length < 10 || fish.length < 20)
    throw new Error('the sandbox home rows changed');
  // 30 favourites, newest first: the first RNG tile is the 25th, beyond the FAV row's 20.
  const favourites = [...fish.slice(0, 20), ...rng.slice(1, 10)].map((g) => g.nodeId);
  favourites.splice(24, 0, deep.nodeId);
  const member = { username: 'hearts30', password: 'Hearts1234', nickname: 'Thirty Hearts' };
  await sandbox.createAccount({ ...member, favourites });

  // /m/rng opened first, rendered on the server: its hearts' key holds all 30 ids.
  const { procedures, html } = await openSignedIn(page, '/m/rng', member);
  expect(pageData(html, 'games.favouriteIds')).toEqual(favourites);
  await expect(page.getByRole('heading', { level: 1, name: 'RNG' })).toBeVisible();
  expect(procedures).not.toContain('home.bootstrap');

  // The tiles are on the home: the 25th favourite's heart is filled there.
  await page.goto('/m/home');
  const slots = page.getByRole('region', { name: 'Slots' });
  await expect(slots.getByRole('button', { name: `Favourite: ${deep.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
