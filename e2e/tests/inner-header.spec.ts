/**
 * Issue 9 item 7: the inner-page header keeps the page title whole on a 360 px phone and on both
 * profiles' widths, in every shipped language (en, ty, pt; the longest titles), for a visitor and
 * a member, and every header action stays reachable by its accessible name (in the bar, or in the
 * header's account menu; issue 27 item 1: log in, register and the greeting are in the bar).
 */
import type { Locator, Page } from '@playwright/test';
import { closeAnnouncements, logIn, openInApp } from '../support/journeys.ts';
import { brokenWords } from '../support/text-lines.ts';
import { DEMO_AGENT } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

type Lang = 'EN' | 'TY' | 'PT';

/** The header's accessible names per language (web/src/i18n: header.*). */
const NAMES: Record<
  Lang,
  {
    back: string;
    customerService: string;
    deposit: string;
    login: string;
    register: string;
    freePlay: string;
    memberCentre: string;
    logout: string;
  }
> = {
  EN: {
    back: 'Back',
    customerService: 'Customer service',
    deposit: 'Deposit',
    login: 'Log in',
    register: 'Register',
    freePlay: 'Free play',
    memberCentre: 'Member centre',
    logout: 'Log out',
  },
  TY: {
    back: 'Bumalik',
    customerService: 'Serbisyo sa customer',
    deposit: 'Magdeposito',
    login: 'Mag-log in',
    register: 'Magparehistro',
    freePlay: 'Libreng laro',
    memberCentre: 'Sentro ng miyembro',
    logout: 'Mag-log out',
  },
  PT: {
    back: 'Voltar',
    customerService: 'Atendimento ao cliente',
    deposit: 'Depositar',
    login: 'Entrar',
    register: 'Registrar',
    freePlay: 'Jogar grátis',
    memberCentre: 'Centro do membro',
    logout: 'Sair',
  },
};

/** Inner routes with a header, the longest titles of each language among them. */
const ROUTES = [
  '/m/activity',
  '/m/voucherCenter',
  '/m/member/agent/getHourContract',
  '/m/recent',
  '/m/receivingCenter',
  '/m/notice',
];
/** The ones a visitor may open (the others send a visitor to log in: routes.ts). */
const VISITOR_ROUTES = ['/m/notice', '/m/inviteFriends', '/m/activity'];

const VIEWPORTS = [
  ['360 px phone', { width: 360, height: 740 }],
  ['profile', null],
] as const;

test.beforeEach(async ({ page, sandbox }) => {
  await sandbox.reset();
  await closeAnnouncements(page);
});

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('language', code), lang);
}

/**
 * The title shows whole: nothing clipped sideways or downwards, nothing covering it, no word
 * broken across two lines.
 */
async function expectWholeTitle(header: Locator, title: string): Promise<void> {
  const element = header.getByText(title, { exact: true });
  await expect(element).toBeVisible();
  const fit = await element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      width: [el.scrollWidth, el.clientWidth],
      height: [el.scrollHeight, el.clientHeight],
      inside: box.left >= 0 && box.right <= window.innerWidth,
      uncovered: hit !== null && (hit === el || el.contains(hit)),
    };
  });
  expect(fit.width[0], `"${title}" is cut sideways`).toBeLessThanOrEqual(fit.width[1] as number);
  expect(fit.height[0], `"${title}" is cut downwards`).toBeLessThanOrEqual(fit.height[1] as number);
  expect(fit.inside, `"${title}" leaves the screen`).toBe(true);
  expect(fit.uncovered, `"${title}" is covered`).toBe(true);
  expect(await brokenWords(element), `"${title}" breaks inside a word`).toEqual([]);
}

/** An action is reachable: visible in the bar, or in the header's menu once it is opened. */
async function expectReachable(
  page: Page,
  header: Locator,
  role: 'link' | 'button',
  name: string | RegExp,
): Promise<void> {
  const inBar = header.getByRole(role, { name, exact: true });
  if (await inBar.isVisible()) return;
  const more = header.getByRole('button', { expanded: false });
  await expect(more, `"${name}" is neither in the bar nor behind a menu`).toHaveCount(1);
  // The menu the button opens, not the page: a screen may offer the same action (invite
  // friends has its own Log in).
  const menuId = await more.getAttribute('aria-controls');
  expect(menuId, 'the menu button names its menu').toBeTruthy();
  await more.click();
  const inMenu = page.locator(`[id="${menuId}"]`).getByRole(role, { name, exact: true });
  await expect(inMenu).toBeVisible();
  await expect(inMenu).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('button', { expanded: true })).toHaveCount(0);
}

async function checkRoutes(page: Page, member: boolean): Promise<void> {
  // Member pages send a visitor to log in (the route table's rules; access-rules.spec.ts).
  const routes = member ? ROUTES : VISITOR_ROUTES;
  for (const lang of ['EN', 'TY', 'PT'] as const) {
    // The language is read at start: one full load per language, then the app's own navigation.
    await useLanguage(page, lang);
    await page.goto(routes[0] as string);
    const names = NAMES[lang];
    for (const [, size] of VIEWPORTS) {
      if (size) await page.setViewportSize(size);
      for (const path of routes) {
        await openInApp(page, path);
        // The screen's heading carries the same title as the header. A real screen may still be
        // loading its chunk while the header already shows the new title (the old screen stays
        // until then): wait until the two agree.
        const heading = page.getByRole('heading', { level: 1 });
        const header = page.getByRole('banner');
        await expect(heading).toBeVisible();
        await expect
          .poll(async () => {
            const text = (await heading.textContent()) ?? '';
            return text !== '' && (await header.getByText(text, { exact: true }).count()) > 0;
          })
          .toBe(true);
        const title = (await heading.textContent()) ?? '';
        await expect(header.getByRole('link', { name: names.back, exact: true })).toBeVisible();
        await expectWholeTitle(header, title);
        await expectReachable(page, header, 'link', names.customerService);
        await expectReachable(page, header, 'link', names.deposit);
        if (member) {
          // The greeting in the bar is the member-centre link ("Hi, … Member centre").
          await expectReachable(page, header, 'link', new RegExp(`${names.memberCentre}$`));
          await expectReachable(page, header, 'button', names.logout);
        } else {
          await expectReachable(page, header, 'link', names.login);
          await expectReachable(page, header, 'link', names.register);
          // Free play is an action (it signs a trial member in), not a link.
          await expectReachable(page, header, 'button', names.freePlay);
        }
      }
    }
    if (VIEWPORTS.some(([, size]) => size)) {
      const device = test.info().project.use.viewport;
      if (device) await page.setViewportSize(device);
    }
  }
}

test('a visitor reads the whole title in every language and reaches every action', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/m/notice');
  await page.getByRole('button', { name: 'Agree' }).click();
  await checkRoutes(page, false);
});

test('a member reads the whole title in every language and reaches every action', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // An agent: every route above opens for them (agent01 holds salary and dividend contracts).
  await logIn(page, DEMO_AGENT);
  await checkRoutes(page, true);
});
