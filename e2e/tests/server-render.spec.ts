/**
 * The home paints from the first response (issue 28): the BFF renders the home on the server
 * with its data in the page; the browser hydrates it without asking /trpc for anything, without
 * a mismatch, in the player's language and theme; the page's inline state carries the response's
 * CSP nonce; a member's page is the member's and is never stored by a cache; with the gateway
 * failing the page still comes, degraded; its terms notice agrees before the script has run.
 */
import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { checkBothThemes } from '../support/axe-themes.ts';
import { closeAnnouncements, logInAsDemo } from '../support/journeys.ts';
import { DEMO } from '../support/sandbox.ts';
import { brokenWords } from '../support/text-lines.ts';
import { expect, test } from '../support/stack.ts';

/** bff/src/pages/page-renderer.ts: the longest the boot waits for the main image. */
const BOOT_WAIT_MAX_MS = 3_000;

/** Sandbox content the home shows (sandbox/src/data): a banner, a hot game, a winner. */
const BANNER_TITLE = 'Welcome Bonus 100%';
const HOT_GAME = 'Midnight Queen';
const WINNER = 'ju***88';

/** What React says when a server page and the first client render differ, or it gave up. */
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error|server rendering errored/i;

function watchHydration(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_TROUBLE.test(error.message)) trouble.push(error.message);
  });
  return trouble;
}

function watchTrpc(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/trpc')) calls.push(request.url());
  });
  return calls;
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('the first response already holds the home: banners, games and winners, with a nonce on its state', async ({
  request,
}) => {
  const response = await request.get('/m/home');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-state"'));
  expect(root).toContain(BANNER_TITLE);
  expect(root).toContain(HOT_GAME);
  expect(root).toContain(WINNER);
  // The terms notice is in the page too, over the home, for a first visit.
  expect(root).toContain('terms-gate');

  const csp = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toContain('unsafe-inline');
  expect(html).toContain(`<script id="page-state" type="application/json" nonce="${nonce}">`);
  // Every inline script React wrote carries the nonce; none without it.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  // A fresh nonce per response.
  const again = (await request.get('/m/home')).headers()['content-security-policy'];
  expect(again).not.toContain(`'nonce-${nonce}'`);
  expect(response.headers()['cache-control']).toContain('no-store');
});

test('a first visit shows the home with no /trpc request, hydrates without a mismatch, and the agreement asks for nothing', async ({
  page,
}) => {
  const trouble = watchHydration(page);
  const calls = watchTrpc(page);
  await page.goto('/m/home');
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();
  await expect(page.getByText(HOT_GAME).first()).toBeVisible();
  await expect(page.getByText(WINNER).first()).toBeVisible();
  expect(calls).toEqual([]);
  await page.waitForLoadState('networkidle');
  await closeAnnouncements(page);
  expect(calls).toEqual([]);
  expect(trouble).toEqual([]);
});

/**
 * The home hydrates in turns (web/src/lib/hydrate-later.tsx): the shell first, then each part in
 * a task of its own. Every node the server sent is kept (a part hydrated against the wrong nodes
 * would replace them), and once the app is ready the deferred parts answer taps.
 */
test('the home is hydrated in turns and keeps every node the server sent', async ({ page }) => {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedBeforeReady: string[] }).removedBeforeReady = removed;
    new MutationObserver((records, observer) => {
      if (document.documentElement.hasAttribute('data-app-ready')) {
        observer.disconnect();
        return;
      }
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest('#root')) continue;
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const trouble = watchHydration(page);
  await page.goto('/m/home');
  expect(
    await page.evaluate(
      () => (window as unknown as { removedBeforeReady: string[] }).removedBeforeReady,
    ),
  ).toEqual([]);
  await page.getByRole('button', { name: 'Agree' }).click();
  await closeAnnouncements(page);
  // A part hydrated in a later turn: the hot games' View all is the app's link.
  await page
    .getByRole('region', { name: 'Hot Games' })
    .getByRole('link', { name: 'View all' })
    .click();
  await expect(page).toHaveURL(/\/m\/hot$/);
  expect(trouble).toEqual([]);
});

/**
 * The other pages a visitor may open first (decision 035): each with a text of its content and
 * its screen's own stylesheet, which the page links in its head for the first paint.
 */
const FIRST_PAGES = [
  { path: '/m/activity', text: 'Weekly Cashback', stylesheet: /\/m\/assets\/promotion-screens-/ },
  { path: '/m/gameList', text: HOT_GAME, stylesheet: /\/m\/assets\/game-list-/ },
  { path: '/m/providers', text: 'Pragmatic Play', stylesheet: /\/m\/assets\/game-list-/ },
  { path: '/m/help', text: 'Privacy Policy', stylesheet: /\/m\/assets\/help-screen-/ },
] as const;

test("the game lists, the promotions and the help come rendered too, their screen's stylesheets in the head", async ({
  request,
}) => {
  for (const { path, text, stylesheet } of FIRST_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-state"'));
    expect(root, path).toContain(text);
    const links = [...head.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
    expect(
      links.some(([, href]) => stylesheet.test(href ?? '')),
      path,
    ).toBe(true);
    // The screen's chunk starts with the app's: the boot imports more than the entry.
    const boot = /for\(const m of (\[[^\]]+\])\)import\(m\)/.exec(html)?.[1];
    expect((JSON.parse(boot ?? '[]') as string[]).length, path).toBeGreaterThan(1);
  }
});

test.describe('a rendered list, promotion or help page hydrates with its screen', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'mc_terms', value: '1', url: `${baseURL}/m` }]);
  });

  test('a game list asks nothing after hydrating, then pages on with More games', async ({
    page,
  }) => {
    const trouble = watchHydration(page);
    const calls = watchTrpc(page);
    await page.goto('/m/gameList');
    const games = page.locator('.paged-list__items > li');
    await expect(games).toHaveCount(24);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    await page.getByRole('button', { name: 'More games' }).click();
    await expect(games).toHaveCount(48);
    await expect(page.getByText('Page 2 / 12')).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('games.list');
    expect(trouble).toEqual([]);
  });

  test("a visitor's promotions ask nothing after hydrating; Apply sends them to log in", async ({
    page,
  }) => {
    const trouble = watchHydration(page);
    const calls = watchTrpc(page);
    await page.goto('/m/activity');
    const welcome = page.locator('article', { hasText: 'Welcome Bonus 100%' }).first();
    await welcome.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/m\/login/);
    expect(calls.filter((call) => call.includes('promotions.'))).toEqual([]);
    expect(trouble).toEqual([]);
  });

  test("help shows the topic's own content once hydrated, and its menu works", async ({ page }) => {
    const trouble = watchHydration(page);
    const calls = watchTrpc(page);
    await page.goto('/m/help');
    // The operator's HTML is checked in the browser (decision 035): there once the app runs.
    await expect(page.getByText('persons under 21 years of age;')).toBeVisible();
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect(trouble).toEqual([]);
  });
});

/**
 * Taps a card's button in the same task as the app's ready mark, before anything else could run:
 * the page's screen (a lazy chunk) must have been hydrated with the rest, its buttons handled.
 */
async function tapWhenAppReady(page: Page, cardTitle: string, buttonText: string): Promise<void> {
  await page.addInitScript(
    ([title, text]) => {
      // The document is still empty when this runs: its <html> comes with the first bytes.
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-app-ready')) return;
        observer.disconnect();
        const card = Array.from(document.querySelectorAll('article')).find((article) =>
          article.textContent?.includes(title),
        );
        const button = Array.from(card?.querySelectorAll('button') ?? []).find(
          (candidate) => candidate.textContent === text,
        );
        button?.click();
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-app-ready'],
      });
    },
    [cardTitle, buttonText] as const,
  );
}

test("a member's promotions are the member's, and Apply the moment the app is ready opens the application", async ({
  page,
}) => {
  await logInAsDemo(page);
  const trouble = watchHydration(page);
  const calls = watchTrpc(page);
  await tapWhenAppReady(page, 'Welcome Bonus 100%', 'Apply');
  const response = await page.goto('/m/activity');
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('dialog', { name: 'Apply for Welcome Bonus 100%' })).toBeVisible();
  expect(calls.filter((call) => call.includes('promotions.list'))).toEqual([]);
  // The bar's title beside the member's greeting wraps between words, never inside one.
  const title = page.locator('.header__title');
  expect(await brokenWords(title)).toEqual([]);
  expect(trouble).toEqual([]);
});

/**
 * The page's timers and frames run only when the test moves the clock. The clock is installed,
 * then paused a minute later (`pauseAt` only moves forward, and the installed clock has already
 * moved on by the time it is called).
 */
async function stoppedClock(page: Page): Promise<void> {
  const start = new Date('2026-01-01T08:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/** The app takes the page over, its own timers moved on by the stopped clock meanwhile. */
async function expectTakenOver(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return page.locator('html[data-app-ready]').count();
    })
    .toBe(1);
}

test.describe('the app starts after the page has painted its main image (decision 039)', () => {
  const isEntry = (url: string) => /\/m\/assets\/index-[^/]+\.js$/.test(new URL(url).pathname);
  const isMainBanner = (url: string) => decodeURIComponent(url).includes(BANNER_TITLE);

  test("the app's script is asked for only once the first banner has arrived", async ({ page }) => {
    const order: string[] = [];
    page.on('request', (request) => {
      if (isEntry(request.url())) order.push('script asked');
    });
    page.on('requestfinished', (request) => {
      if (isMainBanner(request.url())) order.push('banner arrived');
    });
    const trouble = watchHydration(page);
    const script = page.waitForResponse((response) => isEntry(response.url()));
    await page.goto('/m/home');
    await script;
    expect(order.slice(0, 2)).toEqual(['banner arrived', 'script asked']);
    // And the app then runs: a tap on Agree is the app's, not a form posted to the BFF.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);
    expect(posts).toEqual([]);
    expect(trouble).toEqual([]);
  });

  test('a main image that never comes holds the app back only for a while', async ({ page }) => {
    // The page's clock is the test's, stopped: the boot's limit passes when the test says so.
    await stoppedClock(page);
    // The banner's request is left unanswered: the page's load never completes.
    await page.route(
      (url) => isMainBanner(url.href),
      () => undefined,
    );
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isEntry(request.url())) asked.push(request.url());
    });
    // 'commit': the app is not expected to take the page over (support/stack.ts waits for that).
    await page.goto('/m/home', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    await page.clock.runFor(BOOT_WAIT_MAX_MS - 500);
    expect(asked).toEqual([]);
    const script = page.waitForResponse((response) => isEntry(response.url()));
    await page.clock.runFor(500);
    await script;
    await expectTakenOver(page);
  });

  test('a page opened in the background starts the app at once', async ({ page }) => {
    await stoppedClock(page);
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    });
    await page.route(
      (url) => isMainBanner(url.href),
      () => undefined,
    );
    // Neither the banner nor the clock moves: only the background rule can start it.
    const script = page.waitForResponse((response) => isEntry(response.url()));
    await page.goto('/m/home', { waitUntil: 'commit' });
    await script;
    await expectTakenOver(page);
  });
});

test.describe('before the script runs', () => {
  // The moment between the server's page and the app's hydration, held open: no script at all.
  test.use({ javaScriptEnabled: false });

  test('Agree on the rendered terms notice still agrees and brings the player back to the page', async ({
    page,
  }) => {
    await page.goto('/m/home?from=ad');
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
    await page.getByRole('button', { name: 'Agree' }).click();
    await expect(page).toHaveURL(/\/m\/home\?from=ad$/);
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Hot Games' })).toBeVisible();
    await expect(page.getByText(HOT_GAME).first()).toBeVisible();
  });
});

test('the page comes in the language and theme the player chose, and hydrates in them', async ({
  page,
  baseURL,
}) => {
  const trouble = watchHydration(page);
  const calls = watchTrpc(page);
  await page.context().addCookies([
    { name: 'mc_language', value: 'TY', url: `${baseURL}/m` },
    { name: 'mc_theme', value: 'light', url: `${baseURL}/m` },
    { name: 'mc_terms', value: '1', url: `${baseURL}/m` },
  ]);
  await page.addInitScript(() => {
    localStorage.setItem('language', 'TY');
    localStorage.setItem('theme', 'light');
  });
  const response = await page.goto('/m/home');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="fil" data-theme="light">');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('heading', { name: 'Mga Sikat na Laro' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  expect(trouble).toEqual([]);
});

/** The terms notice's title, first point and button in each language the merchant offers. */
const TERMS_IN = [
  { code: 'EN', lang: 'en', title: 'Welcome', age: 'I am at least 21 years old.', agree: 'Agree' },
  {
    code: 'TY',
    lang: 'fil',
    title: 'Maligayang pagdating',
    age: 'Ako ay hindi bababa sa 21 taong gulang.',
    agree: 'Sumasang-ayon',
  },
  {
    code: 'PT',
    lang: 'pt',
    title: 'Bem-vindo',
    age: 'Tenho pelo menos 21 anos.',
    agree: 'Concordo',
  },
] as const;

for (const terms of TERMS_IN) {
  test(`a first visit in ${terms.code}: the terms notice over the rendered home reads in that language, no serious axe violation in either theme`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const trouble = watchHydration(page);
    await page
      .context()
      .addCookies([{ name: 'mc_language', value: terms.code, url: `${baseURL}/m` }]);
    await page.addInitScript((code) => localStorage.setItem('language', code), terms.code);
    const response = await page.goto('/m/home');
    expect((await response?.text()) ?? '').toContain(`<html lang="${terms.lang}"`);
    const notice = page.getByRole('dialog', { name: terms.title });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(terms.age)).toBeVisible();
    await expect(notice.getByRole('button', { name: terms.agree })).toBeVisible();
    if (terms.code !== 'EN') {
      // Nothing of the English notice is left on a Filipino or Portuguese page.
      await expect(notice).not.toContainText(/Welcome|at least 21|Agree|Terms and Conditions/);
    }
    await page.waitForLoadState('networkidle');
    await checkBothThemes(page, testInfo, `terms-over-home-${terms.code}`);
    expect(trouble).toEqual([]);
  });
}

test("a member's page carries the member, is never stored, and hydrates as the member", async ({
  page,
}) => {
  await logInAsDemo(page);
  const trouble = watchHydration(page);
  const calls = watchTrpc(page);
  const response = await page.reload();
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`Hi, ${DEMO.nickname}`);
  expect(response?.headers()['cache-control']).toContain('no-store');
  expect(response?.headers()['cache-control']).not.toContain('public');
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  expect(trouble).toEqual([]);
});

test('a new tab of a signed-in player is signed in from the first response', async ({ page }) => {
  await logInAsDemo(page);
  const tab = await page.context().newPage();
  const trouble = watchHydration(tab);
  await tab.goto('/m/home');
  await expect(tab.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
  expect(trouble).toEqual([]);
});

test('with the gateway failing, the server still sends the home, degraded, never an error page', async ({
  request,
  sandbox,
}, testInfo) => {
  for (const relay of [
    'MCSFE_getListAnnouncements',
    'GCSGAME_getRankList',
    'GCSGAME_hotGamesV2',
    'GCSGAME_gameList',
  ]) {
    await sandbox.fault({ path: `/wps/relay/${relay}`, status: 503 });
  }
  // A language no other journey asks for: nothing of it is cached in this worker's BFF yet.
  const language = testInfo.project.name === 'pixel-7' ? 'VI' : 'TH';
  const response = await request.get('/m/home', { headers: { cookie: `mc_language=${language}` } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-state"'));
  expect(root).not.toContain(WINNER);
  expect(root).not.toContain(BANNER_TITLE);
  // The rest of the home is there: the sections that did not fail, and the footer menu.
  expect(root).toContain('Upcoming Events');
  expect(html).toMatch(/"failedSections":\[[^\]]*"winners"/);
});
