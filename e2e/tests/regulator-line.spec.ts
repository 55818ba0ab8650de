/**
 * Issue 30 item 4: the regulator line, "21+ · Play responsibly · Get help", at the foot of every
 * page's content (above the footer menu, never under it or the floating service button) and under
 * the game host's frame; its help leads to the play-responsibly page and on home; the merchant's
 * settings (REGULATOR_*) change it; Filipino and Portuguese show no English; axe finds nothing
 * serious in either theme.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { GAMES } from '@app/sandbox';
import type { Locator, Page } from '@playwright/test';
import { checkBothThemes } from '../support/axe-themes.ts';
import { englishOnScreen, forbiddenEnglish } from '../support/english-left.ts';
import {
  agreeAndCloseAnnouncement,
  closeAnnouncements,
  gameOpens,
  logInAsDemo,
  openInApp,
} from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, startSite, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

const lineOf = (page: Page, name = 'Age limit and responsible gaming') =>
  page.getByRole('contentinfo', { name });

/**
 * At the page's end the line is on screen whole, above the footer menu where there is one, and a
 * tap on its help link reaches the link (nothing floats over it). Measured at the end as the page
 * is then, again until it holds: a list still loading grows the page and moves the end.
 */
async function expectLineClear(page: Page, where: string): Promise<void> {
  await expect(lineOf(page), where).toBeVisible();
  await expect(async () => {
    const seen = await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const line = document.querySelector('footer.regulator-line');
      const help = line?.querySelector('a');
      if (!line || !help) return null;
      const box = line.getBoundingClientRect();
      const r = help.getBoundingClientRect();
      const covered = [0.1, 0.5, 0.9].filter((f) => {
        const top = document.elementFromPoint(r.left + r.width * f, r.top + r.height / 2);
        return !(top !== null && (top === help || help.contains(top)));
      });
      return {
        top: box.top,
        bottom: box.bottom,
        menuTop: document.querySelector('nav.footer-menu')?.getBoundingClientRect().top ?? null,
        height: window.innerHeight,
        covered: covered.length,
      };
    });
    expect(seen, `${where}: the line and its link`).not.toBeNull();
    if (!seen) return;
    expect(seen.top, `${where}: on screen`).toBeGreaterThanOrEqual(0);
    expect(seen.bottom, `${where}: on screen`).toBeLessThanOrEqual(seen.height + 0.5);
    if (seen.menuTop !== null) {
      expect(seen.bottom, `${where}: the line ends above the footer menu`).toBeLessThanOrEqual(
        seen.menuTop + 0.5,
      );
    }
    expect(seen.covered, `${where}: the help link is not covered`).toBe(0);
  }).toPass({ timeout: 15_000 });
}

test('the line ends every page above the footer menu; its help explains and leads home', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/m/home');
  // Closed here, not by a locator handler: the measurements below are no Playwright actions.
  await agreeAndCloseAnnouncement(page);
  await expect(lineOf(page)).toContainText('21+');
  await expect(lineOf(page)).toContainText('Play responsibly');
  await expectLineClear(page, 'home');
  await shootBothThemes(page, testInfo, 'regulator-home');
  // A game list with the footer menu, one without (providers), promotions, help (no menu).
  for (const path of [
    '/m/rng',
    '/m/providers',
    '/m/gameList?gameType=RNG&vassalage=PG',
    '/m/activity',
    '/m/help',
  ]) {
    await openInApp(page, path);
    await expectLineClear(page, path);
  }
  await openInApp(page, '/m/rng');
  await expectLineClear(page, '/m/rng');
  await shootBothThemes(page, testInfo, 'regulator-rng');

  await lineOf(page).getByRole('link', { name: 'Get help' }).click();
  await expect(page).toHaveURL(/\/m\/playResponsibly$/);
  await expect(page.getByRole('heading', { name: /Adults only/ })).toBeVisible();
  await expect(page.getByText('persons under 21 years of age;')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Breaks and reality check' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a member sees it in the member centre and under the game host’s frame', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInAsDemo(page);
  await openInApp(page, '/m/member/home');
  await expect(page.getByRole('heading', { name: 'Member centre' }).first()).toBeAttached();
  await expectLineClear(page, 'member centre');

  const found = GAMES.find((g) => g.gameType === 'RNG' && g.supportPlay === 1 && g.index > 40);
  if (!found) throw new Error('no real-money slot in the sandbox catalogue');
  await page.goto(`/m/rng?gameName=${encodeURIComponent(found.gameName)}`);
  const opened = gameOpens(page, /\/games\/play\/\d+\?ssoKey=[0-9a-f]+/);
  await page
    .getByRole('list')
    .getByRole('button', { name: `${found.gameName} `, exact: false })
    .first()
    .click();
  expect((await opened).where).toBe('host');
  const frame = page.locator('iframe.game-host__frame');
  await expect(frame).toBeVisible();
  const line = page.locator('.game-host').getByLabel('Age limit and responsible gaming');
  await expect(line).toBeInViewport({ ratio: 1 });
  await expect(line.getByRole('link', { name: 'Get help' })).toBeVisible();
  await expect(page.getByLabel('Age limit and responsible gaming')).toHaveCount(1);
  const [frameBox, lineBox] = [await frame.boundingBox(), await line.boundingBox()];
  expect(frameBox && lineBox).toBeTruthy();
  if (frameBox && lineBox) {
    expect(frameBox.y + frameBox.height).toBeLessThanOrEqual(lineBox.y + 0.5);
    // One slim row: the game keeps the screen.
    expect(lineBox.height).toBeLessThanOrEqual(32);
  }
  await shootBothThemes(page, testInfo, 'regulator-host');
});

/**
 * The English catalogue texts visible on `language`'s screen at `path`, once `ready` shows (every
 * declared route is read in english-left.spec.ts too; here the line's own screens, at once).
 */
async function englishLeft(
  page: Page,
  language: 'ty' | 'pt',
  path: string,
  ready: Locator,
): Promise<string[]> {
  await openInApp(page, path);
  await expect(ready).toBeVisible();
  return (await englishOnScreen(page, await forbiddenEnglish(language))).map(
    (text) => `${path}: ${text}`,
  );
}

const TRANSLATED = {
  ty: {
    code: 'TY',
    agree: 'Sumasang-ayon',
    label: 'Limitasyon sa edad at responsableng paglalaro',
    line: 'Maglaro nang responsable',
    help: 'Humingi ng tulong',
    heading: /Para lamang sa may sapat na gulang/,
  },
  pt: {
    code: 'PT',
    agree: 'Concordo',
    label: 'Limite de idade e jogo responsável',
    line: 'Jogue com responsabilidade',
    help: 'Obter ajuda',
    heading: /Apenas para adultos/,
  },
} as const;

for (const [language, texts] of Object.entries(TRANSLATED) as [
  'ty' | 'pt',
  (typeof TRANSLATED)['ty' | 'pt'],
][]) {
  test(`${texts.code}: the line and the play-responsibly page in the player's language, no English`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await closeAnnouncements(page);
    await page.addInitScript((value) => localStorage.setItem('language', value), texts.code);
    await page.goto('/m/rng');
    await page.getByRole('button', { name: texts.agree }).click();
    const line = lineOf(page, texts.label);
    await expect(line).toContainText('21+');
    await expect(line).toContainText(texts.line);
    await expect(line.getByRole('link', { name: texts.help })).toBeVisible();
    await line.scrollIntoViewIfNeeded();
    await shootBothThemes(page, testInfo, `regulator-rng-${language}`);
    const heading = page.getByRole('heading', { name: texts.heading });
    expect([
      ...(await englishLeft(page, language, '/m/rng', line)),
      ...(await englishLeft(page, language, '/m/playResponsibly', heading)),
    ]).toEqual([]);
  });
}

test('axe finds nothing serious on the line or its page, in either theme', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await closeAnnouncements(page);
  await page.goto('/m/rng');
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(lineOf(page)).toBeVisible();
  await checkBothThemes(page, testInfo, 'regulator-rng-axe');
  await openInApp(page, '/m/playResponsibly');
  await expect(page.getByRole('heading', { name: /Adults only/ })).toBeVisible();
  await checkBothThemes(page, testInfo, 'regulator-page-axe');
});

/** Opens `origin`'s promotions as a first visit (the terms of another site's port asked again). */
async function firstVisit(page: Page, origin: string): Promise<Locator> {
  // Cookies ignore the port: the first site's agreement would reach the second one.
  await page.context().clearCookies();
  await page.goto(`${origin}/m/activity`);
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  return lineOf(page);
}

test("the merchant's settings: another age and help address, or no line", async ({
  page,
  sandbox,
}, testInfo) => {
  // Two more sites (each a BFF started in the test), a full load on each.
  test.setTimeout(120_000);
  await closeAnnouncements(page);
  mkdirSync(testInfo.outputDir, { recursive: true });
  const abroad = await startSite({
    gatewayUrl: sandbox.url,
    logFile: join(testInfo.outputDir, 'bff-regulator-abroad.log'),
    env: { REGULATOR_MIN_AGE: '18', REGULATOR_HELP_URL: 'https://help.example/responsible' },
  });
  try {
    const line = await firstVisit(page, abroad.baseURL);
    await expect(line).toContainText('18+');
    const help = line.getByRole('link', { name: 'Get help (opens in a new window)' });
    await expect(help).toHaveAttribute('href', 'https://help.example/responsible');
    await expect(help).toHaveAttribute('target', '_blank');
  } finally {
    await abroad.close();
  }
  const off = await startSite({
    gatewayUrl: sandbox.url,
    logFile: join(testInfo.outputDir, 'bff-regulator-off.log'),
    env: { REGULATOR_LINE: 'false' },
  });
  try {
    const line = await firstVisit(page, off.baseURL);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await expect(line).toHaveCount(0);
  } finally {
    await off.close();
  }
});
