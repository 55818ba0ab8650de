/**
 * Issue 29, item 5: every route of the spec, as a visitor, a member and an agent would open it,
 * on both phones. On each screen, reached the way the app's own links reach it (an in-app
 * navigation, no reload):
 * - focus is on the new screen's heading (web/src/lib/heading-focus.ts), so a screen reader
 *   announces where the player is and the next Tab starts at the top of the new screen;
 * - every control on screen is reached by Tab (none left out of the order by a stray tabindex
 *   or a click handler on a plain element); that each is named is axe's part;
 * - axe finds no serious or critical violation in either theme (colour contrast included).
 * The dialogs over these screens are accessibility-dialogs.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from '../support/axe-themes.ts';
import { closeAnnouncements, logIn, openInApp } from '../support/journeys.ts';
import { DEMO, DEMO_AGENT } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

/**
 * A screen: where the app's links open it, the name its heading gives it, and where focus ends
 * when not on the heading (the login sheet puts the cursor in its first field once it has
 * opened, as the spec's modal focus delay has it).
 */
type Screen = [path: string, heading: string, focused?: string];

/** Every route a visitor may open (the member-only ones send a visitor to log in). */
const VISITOR_SCREENS: Screen[][] = [
  [
    ['/m/help', 'Help center'],
    ['/m/helpDetail?id=1', 'Help center'],
    ['/m/notice', 'Announcements'],
    ['/m/message', 'Message center'],
    ['/m/activity', 'Promotions'],
    ['/m/providers', 'Game providers'],
    ['/m/lottery', 'Lottery'],
    ['/m/gameList?platformId=1', 'Games'],
    ['/m/home', 'Home'],
  ],
  [
    ['/m/hot', 'Hot games'],
    ['/m/rng', 'RNG'],
    ['/m/live', 'Live casino'],
    ['/m/pvp', 'Poker'],
    ['/m/fish', 'Fishing'],
    ['/m/sports', 'Sports'],
    ['/m/elott', 'E-lottery'],
    ['/m/game', 'Games'],
    ['/m/vip', 'VIP club'],
  ],
  [
    ['/m/app', 'App download'],
    ['/m/inviteFriends', 'Invite friends'],
    ['/m/startLottery', 'Lottery'],
    ['/m/trail', 'Free trial'],
    ['/m/gameCenter', 'Game center'],
    ['/m/slotsCenter', 'Slots center'],
    ['/m/register', 'Register'],
    ['/m/forget', 'Forgot password'],
    ['/m/login', 'Log in', 'Username'],
  ],
];

/** The member's own screens; the launch frame carries the embedded lottery page (lotto-h5). */
const MEMBER_SCREENS: Screen[][] = [
  [
    ['/m/webEmail', 'Inbox'],
    ['/m/activity/signIn', 'Daily sign-in'],
    ['/m/fav', 'Favourites'],
    ['/m/recent', 'Recent games'],
    ['/m/member/home', 'Member centre'],
    ['/m/voucherCenter', 'Deposit and promotions'],
    ['/m/withdraw', 'Withdraw'],
    ['/m/leaderBoard', 'Leaderboard'],
    ['/m/member/break', 'Breaks and reality check'],
  ],
  [
    ['/m/gameRecord', 'Game records'],
    ['/m/feedback', 'Feedback'],
    ['/m/rewardCenter', 'Reward centre'],
    ['/m/receivingCenter', 'Receiving centre'],
    ['/m/changePsw', 'Change password'],
    ['/m/member/agent/getSalaryContract', 'Salary contract'],
    ['/m/member/agent/getDevidendContract', 'Dividend contract'],
    ['/m/member/agent/getHourContract', 'Hourly salary contract'],
    ['/m/launchGame', 'Lottery'],
  ],
];

const AGENT_SCREENS: Screen[] = [
  ['/m/member/agent', 'Agent centre'],
  ['/m/member/agent/downlines', 'My team'],
  ['/m/member/agent/transfer', 'Transfer to team'],
  ['/m/member/agent/report', 'Team profit and loss'],
  ['/m/member/agent/quota', 'Quota groups'],
  ['/m/agentRegister', 'Agent registration'],
];

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** What the page notes while Tab goes round: the stops that had focus, and its listener. */
interface TabCheck {
  reached: Set<string>;
  note: (event: FocusEvent) => void;
}

/**
 * The controls on screen that Tab never reaches, described for the failure message. Tab goes
 * round the page from wherever focus is until every control has had focus (or three rounds'
 * worth of presses: scrollable boxes are stops too); a listener in the page notes each stop, so
 * a press costs no round trip of its own. A control counts when it is drawn (not hidden, not
 * inside something hidden from assistive technology or inert) and still is at the end (an
 * autoplaying carousel disables its arrow at the last slide). A composite widget (tabs, a radio
 * group) is one stop, moved within by the arrow keys as ARIA's patterns have it.
 */
async function unreachableByTab(page: Page): Promise<string[]> {
  const stopCount = await page.evaluate(() => {
    const controls =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), ' +
      'select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex^="-"])';
    const composite = '[role="tablist"], [role="radiogroup"], [role="listbox"], [role="menu"]';
    const widgetStop = new Map<Element, string>();
    const stops = new Set<string>();
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(controls))) {
      const shown =
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('[aria-hidden="true"], [inert]');
      // What script focuses (a heading after a navigation, a dialog) is no stop of the order.
      if (!shown || element.matches('h1, dialog, [role="dialog"]')) continue;
      const widget = element.closest(composite);
      let stop = `control-${stops.size}`;
      if (widget) {
        stop = widgetStop.get(widget) ?? `widget-${stops.size}`;
        widgetStop.set(widget, stop);
      } else if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
        stop = `radio-${element.name}`;
      }
      element.dataset.tabCheck = stop;
      stops.add(stop);
    }
    const reached = new Set<string>();
    const note = (event: FocusEvent) => {
      const stop = (event.target as HTMLElement).dataset?.tabCheck;
      if (stop) reached.add(stop);
    };
    document.addEventListener('focusin', note);
    (window as unknown as { tabCheck: TabCheck }).tabCheck = { reached, note };
    return stops.size;
  });
  // Three rounds' worth of presses, counted on the page as it is now: content that came in
  // after the marking (a list's rows) adds stops between the marked ones.
  const progress = () =>
    page.evaluate(() => ({
      reached: (window as unknown as { tabCheck: TabCheck }).tabCheck.reached.size,
      presses:
        3 * document.querySelectorAll('a[href], button, input, select, textarea').length + 20,
    }));
  for (let press = 1, most = 3 * stopCount + 20; press <= most; press += 1) {
    await page.keyboard.press('Tab');
    if (press % 10 !== 0) continue;
    const now = await progress();
    if (now.reached === stopCount) break;
    most = Math.max(most, now.presses);
  }
  return page.evaluate(() => {
    const { reached, note } = (window as unknown as { tabCheck: TabCheck }).tabCheck;
    document.removeEventListener('focusin', note);
    const missed: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-tab-check]'))) {
      const stop = element.dataset.tabCheck ?? '';
      element.removeAttribute('data-tab-check');
      const stillThere =
        element.isConnected &&
        !element.matches(':disabled, [tabindex^="-"]') &&
        element.checkVisibility({ visibilityProperty: true });
      if (reached.has(stop) || !stillThere) continue;
      const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
      const name = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : label;
      missed.push(`${element.tagName.toLowerCase()} "${(name ?? '').trim().slice(0, 40)}"`);
    }
    return missed;
  });
}

/** Opens each screen in turn the way the app's links do, and checks it as the header says. */
async function checkScreens(page: Page, screens: Screen[]): Promise<void> {
  for (const [path, heading, focused] of screens) {
    await openInApp(page, path);
    const title = page.getByRole('heading', { level: 1, name: heading, exact: true });
    if (focused) await expect(page.getByLabel(focused, { exact: true })).toBeFocused();
    else await expect(title, `${path}: focus on its heading`).toBeFocused();
    // Axe and Tab look at the screen as it settles: its data in, no spinner left, and the
    // carousels driven by their engine (it loads a moment after the page settles, and then
    // takes the track out of the Tab order: its arrows and dots are the stops).
    await expect(page.locator('.spinner')).toHaveCount(0);
    await expect(
      page.locator('.carousel:has(.carousel__slide + .carousel__slide) .carousel__static'),
    ).toHaveCount(0);
    expect(await unreachableByTab(page), `${path}: controls Tab does not reach`).toEqual([]);
    await expectAccessibleInBothThemes(page, path);
  }
}

/** A journey of nine screens, each with two axe analyses and a round of Tab presses. */
const JOURNEY_MS = 150_000;

for (const [part, screens] of VISITOR_SCREENS.entries()) {
  test(`a visitor's screens, part ${part + 1}: focus on the heading, Tab reaches every control, axe passes`, async ({
    page,
  }) => {
    test.setTimeout(JOURNEY_MS);
    await closeAnnouncements(page);
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Agree' }).click();
    // The first load keeps the browser's own start: nothing is focused for the player.
    await expect(page.locator('h1')).not.toBeFocused();
    await checkScreens(page, screens);
  });
}

for (const [part, screens] of MEMBER_SCREENS.entries()) {
  test(`a member's screens, part ${part + 1}: focus on the heading, Tab reaches every control, axe passes`, async ({
    page,
  }) => {
    test.setTimeout(JOURNEY_MS);
    await logIn(page, DEMO);
    await checkScreens(page, screens);
  });
}

test("an agent's screens: focus on the heading, Tab reaches every control, axe passes", async ({
  page,
}) => {
  test.setTimeout(JOURNEY_MS);
  await logIn(page, DEMO_AGENT);
  await checkScreens(page, AGENT_SCREENS);
  // A downline's page, opened from the team list as an agent does.
  await openInApp(page, '/m/member/agent/downlines');
  await page.getByRole('list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/downlines\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await unreachableByTab(page), 'a downline: controls Tab does not reach').toEqual([]);
  await expectAccessibleInBothThemes(page, 'a downline');
});
