/**
 * Issue 27, item 27: Filipino and Portuguese cover every screen. A visitor and the demo member
 * open every route the app declares, in TY and in PT, and no visible text may equal an English
 * catalogue text the translation does not use itself (support/english-left.ts says what may).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import {
  englishOnScreen,
  forbiddenEnglish,
  type TranslatedLanguage,
} from '../support/english-left.ts';
import { closeAnnouncements, logInAsDemo } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

const WEB_SRC = join(dirname(fileURLToPath(import.meta.url)), '../../web/src');

/**
 * Every path the domains declare (`const PATHS = { … }` in each `*.routes.ts`), read from the
 * source so a new route is looked at too. Routes with a parameter need one to be a screen, and
 * the launch routes leave the app for a game: those are left out.
 */
function declaredPaths(): string[] {
  const files = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.routes.ts'),
  );
  const paths = files.flatMap((file) => {
    const source = readFileSync(join(WEB_SRC, file), 'utf8');
    const block = /const PATHS = \{([\s\S]*?)\} as const/.exec(source)?.[1] ?? '';
    return [...block.matchAll(/:\s*'(\/[^']*)'/g)].map((match) => `/m${match[1] ?? ''}`);
  });
  return paths.filter((path) => !path.includes(':') && !/\/(launchGame|lottery)$/.test(path));
}

const PATHS = declaredPaths();

/**
 * The sandbox gateway's own data that happens to equal an English catalogue text, by the screen
 * it shows on. The gateway answers in the `Language` header's language (docs/gateway.md); the
 * sandbox answers in English only, so these are its data, not text of ours left untranslated.
 * Kept per screen, so the same English as our own text anywhere else still fails.
 */
const SANDBOX_DATA: Readonly<Record<string, readonly string[]>> = {
  // The announcement 'Welcome' (marquee, popup and notice list: announcements.data.ts).
  '/m/home': ['Welcome'],
  '/m/notice': ['Welcome'],
  // The help centre's categories (help-center.ts).
  '/m/help': ['Deposits', 'Withdrawals'],
  '/m/helpDetail': ['Deposits', 'Withdrawals'],
  // The vendors' game classes, the list's filter (vendors.data.ts).
  '/m/fish': ['Fishing'],
  '/m/pvp': ['Poker'],
  // The ledger's transaction-type names (GLS2_TxCodeList, wallet.data.ts).
  '/m/gameRecord': ['Deposit'],
  // A reward's source (rewards.data.ts).
  '/m/rewardCenter': ['VIP wheel'],
};
const LANGUAGES: Record<TranslatedLanguage, { code: string; agree: string }> = {
  ty: { code: 'TY', agree: 'Sumasang-ayon' },
  pt: { code: 'PT', agree: 'Concordo' },
};

/** Requests still out (the screen's data, its text chunks): a screen is read when none are. */
function requestsInFlight(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** Waits until the screen has its data: nothing in flight, no spinner, skeleton or busy list. */
async function settled(page: Page, inFlight: () => number): Promise<void> {
  await expect
    .poll(
      async () =>
        inFlight() + (await page.locator('.spinner, .skeleton, [aria-busy="true"]').count()),
      { message: `${page.url()} settles` },
    )
    .toBe(0);
}

/**
 * Opens `path` as the app's links do (journeys.ts' openInApp), without expecting to stay there:
 * a route the player may not open sends them on, and that screen is the one read.
 */
async function follow(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Two frames: React has committed what the last step started (a route, its redirect). */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * The path of the screen once it has settled and stays: a route whose chunk is loaded already
 * renders, or redirects, without a request, so the old screen may still be up when nothing is in
 * flight; a redirect after settling starts the wait again.
 */
async function settledScreen(page: Page, inFlight: () => number): Promise<string> {
  for (;;) {
    await nextFrames(page);
    const before = new URL(page.url()).pathname;
    await settled(page, inFlight);
    await nextFrames(page);
    if (new URL(page.url()).pathname === before) return before;
  }
}

async function everyScreen(
  page: Page,
  testInfo: TestInfo,
  language: TranslatedLanguage,
  who: string,
): Promise<string[]> {
  const forbidden = await forbiddenEnglish(language);
  const inFlight = requestsInFlight(page);
  const found: string[] = [];
  for (const path of PATHS) {
    await follow(page, path);
    // Where the route went (a visitor is sent to log in) is the screen that is read.
    const shown = await settledScreen(page, inFlight);
    const data = SANDBOX_DATA[shown] ?? [];
    const english = (await englishOnScreen(page, forbidden)).filter((t) => !data.includes(t));
    found.push(...english.map((text) => `${path} (${shown}): "${text}"`));
    await shootBothThemes(
      page,
      testInfo,
      `english-left-${language}-${who}${path.replaceAll('/', '-')}`,
    );
  }
  return found;
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

for (const [language, { code, agree }] of Object.entries(LANGUAGES) as [
  TranslatedLanguage,
  (typeof LANGUAGES)[TranslatedLanguage],
][]) {
  test(`a visitor reads no English on any screen in ${code}`, async ({ page }, testInfo) => {
    test.slow();
    await closeAnnouncements(page);
    await page.addInitScript((value) => localStorage.setItem('language', value), code);
    await page.goto('/m/home');
    await page.getByRole('button', { name: agree }).click();
    expect(await everyScreen(page, testInfo, language, 'visitor')).toEqual([]);
  });

  test(`the demo member reads no English on any screen in ${code}`, async ({ page }, testInfo) => {
    test.slow();
    await logInAsDemo(page);
    await page.evaluate((value) => localStorage.setItem('language', value), code);
    await page.reload();
    expect(await everyScreen(page, testInfo, language, 'member')).toEqual([]);
  });
}
