/**
 * Issue 9 item 9: nothing on the home sits on a control. The Upcoming Events pagination stays
 * clear of Bet Now; the floating customer-service button never covers a 'View all' link wherever
 * the page is scrolled, and the last control scrolls clear of it; the announcement popup shows
 * that it has more than one slide and lets the player move between them.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

async function openHome(page: Page, closePopup = true): Promise<void> {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('group', { name: 'Promotions', exact: true })).toBeVisible();
  if (closePopup) {
    // The announcement opens the moment the terms are agreed (the home is already there): closed
    // here, before a measurement that a locator handler would not guard (page.evaluate).
    const announcement = page.getByRole('dialog', { name: 'Announcement' });
    await expect(announcement).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(announcement).toBeHidden();
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Waits until every element `locator` matches stays where it is between two looks. */
async function stopsMoving(locator: Locator): Promise<void> {
  const boxes = async () =>
    JSON.stringify(await Promise.all((await locator.all()).map((l) => l.boundingBox())));
  let last = await boxes();
  await expect
    .poll(
      async () => {
        const now = await boxes();
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [100], message: 'the slides stop moving' },
    )
    .toBe(true);
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the Upcoming Events pagination sits clear of every Bet Now button', async ({ page }) => {
  await openHome(page);
  const events = page.getByRole('group', { name: 'Upcoming Events' });
  await events.scrollIntoViewIfNeeded();
  // A touch (here: the pointer) loads the enhanced carousel; its pagination must be there.
  await events.hover();
  // Its dots: Swiper's own were "Go to slide N"; the pager's are "Slide N of M".
  const pager = events.getByRole('button', { name: /^(go to )?slide \d/i });
  await expect(pager.first()).toBeVisible();
  const betNow = events.getByRole('button', { name: 'Bet Now' });
  await expect(betNow.first()).toBeVisible();
  for (const page2 of [0, 1]) {
    if (page2 === 1) {
      await pager.nth(1).click();
      // The second dot is current and the slide transition has ended.
      await expect(pager.nth(1)).toHaveAttribute('aria-current', 'true');
      await stopsMoving(betNow);
    }
    const pagerBoxes = async () =>
      (await Promise.all((await pager.all()).map((p) => p.boundingBox()))).filter(
        (b): b is Box => b !== null,
      );
    expect((await pagerBoxes()).length).toBeGreaterThan(0);
    for (const button of await betNow.all()) {
      if (!(await button.isVisible())) continue;
      const box = await button.boundingBox();
      if (!box || box.x < 0 || box.x >= (page.viewportSize()?.width ?? 0)) continue;
      for (const dot of await pagerBoxes()) {
        expect(overlaps(box, dot), `a pagination control sits on Bet Now`).toBe(false);
      }
      // And a tap at its centre reaches the button itself.
      const hit = await button.evaluate((el) => {
        // Vertically into the middle of the screen only (a sideways scroll would move the slides).
        const before = el.getBoundingClientRect();
        window.scrollBy(0, before.top + before.height / 2 - window.innerHeight / 2);
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        if (x < 0 || x > window.innerWidth) return 'ok'; // on another slide, out of sight
        const top = document.elementFromPoint(x, r.top + r.height / 2);
        return top !== null && (top === el || el.contains(top)) ? 'ok' : (top?.outerHTML ?? 'none');
      });
      expect(hit.slice(0, 120), 'Bet Now is covered at its centre').toBe('ok');
    }
  }
});

test('the floating customer-service button never covers a View all link', async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('link', { name: 'Customer service' })).toBeVisible();
  const links = page.getByRole('link', { name: 'View all' });
  await expect(links.first()).toBeVisible();
  // As the page loads, then with each link scrolled through the whole visible band between the
  // top bar and the footer menu, 12 px at a time.
  const covered = await page.evaluate(async () => {
    const problems: string[] = [];
    const anchors = Array.from(document.querySelectorAll('a')).filter(
      (a) => a.textContent?.trim() === 'View all',
    );
    const check = (a: HTMLAnchorElement, when: string) => {
      const r = a.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (y < 0 || y > window.innerHeight) return;
      const top = document.elementFromPoint(x, y);
      if (!top || top.closest('header, nav')) return; // under the top bar or the footer: out of view
      if (top !== a && !a.contains(top)) {
        problems.push(
          `${a.getAttribute('href') ?? ''} ${when}: covered by ${top.outerHTML.slice(0, 60)}`,
        );
      }
    };
    for (const a of anchors) check(a, 'on load');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (const a of anchors) {
      for (let y = 0; y < window.innerHeight; y += 12) {
        const r = a.getBoundingClientRect();
        window.scrollBy(0, r.top + r.height / 2 - y);
        await frame();
        check(a, `at y=${y}`);
      }
    }
    return problems;
  });
  expect(covered).toEqual([]);
});

test('the last control on the home scrolls clear of the customer-service button', async ({
  page,
}) => {
  await openHome(page);
  const last = page.getByRole('button', { name: 'Certified institute' });
  await expect(last).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The page has reached its bottom (also when the scroll is smooth).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >=
          document.documentElement.scrollHeight - 1,
      ),
    )
    .toBe(true);
  await stopsMoving(last);
  const hit = await last.evaluate((el) => {
    const r = el.getBoundingClientRect();
    // Its whole width: the service button floats at the right edge.
    return [0.1, 0.5, 0.9].every((f) => {
      const top = document.elementFromPoint(r.left + r.width * f, r.top + r.height / 2);
      return top !== null && (top === el || el.contains(top));
    });
  });
  expect(hit).toBe(true);
});

test('the announcement popup shows it has a second slide and moves to it', async ({ page }) => {
  await openHome(page, false);
  const dialog = page.getByRole('dialog', { name: 'Announcement' });
  await expect(dialog).toBeVisible();
  // Visible position and controls, without waiting for any enhancement.
  await expect(dialog.getByText('1 of 2', { exact: true })).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next slide', exact: true });
  await expect(next).toBeVisible();
  const dots = dialog.getByRole('button', { name: /^Slide \d of 2$/ });
  await expect(dots).toHaveCount(2);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  const headings = dialog.getByRole('heading', { level: 3 });
  await expect(headings).toHaveCount(2);
  const second = headings.nth(1);
  await expect(second).not.toBeInViewport({ ratio: 0.5 });
  await next.click();
  await expect(dialog.getByText('2 of 2', { exact: true })).toBeVisible();
  await expect(second).toBeInViewport({ ratio: 0.5 });
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

  await dialog.getByRole('button', { name: 'Previous slide', exact: true }).click();
  await expect(dialog.getByText('1 of 2', { exact: true })).toBeVisible();
  await expect(headings.first()).toBeInViewport({ ratio: 0.5 });
  // The pagination does not sit on the popup's text.
  const text = await dialog.getByText(/Register now/).boundingBox();
  for (const dot of await dots.all()) {
    const box = await dot.boundingBox();
    if (text && box) expect(overlaps(text, box)).toBe(false);
  }
});
