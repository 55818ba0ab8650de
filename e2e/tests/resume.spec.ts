/**
 * Coming back to the page (issue 29 item 4, web/src/lib/resume.ts): the member's balance and
 * unread counts are asked for once, in one request, whichever events announce the return; a
 * session that ended meanwhile is noticed by that request and told once.
 */
import type { Page, Request } from '@playwright/test';
import { logInAsDemo, trpcCalls } from '../support/journeys.ts';
import { expect, test } from '../support/stack.ts';

const SESSION_ENDED = 'Your session has ended, please login again';

/** The page goes to the background and comes back, as a phone's app switcher does it. */
async function leaveAndReturn(page: Page): Promise<void> {
  await page.evaluate(() => {
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The page is put in the back-forward cache (`pagehide`) and restored from it (`pageshow`). */
async function leaveThroughCache(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  });
}

/**
 * The /trpc requests made from now on that ask for the balance and the unread counts together,
 * as a return does (a request of the sign-in still under way is not one of them).
 */
function watchRefreshes(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    const procedures = trpcCalls(request).map(({ procedure }) => procedure);
    if (procedures.join() === 'member.balance,inbox.unreadCounts') requests.push(request);
  });
  return requests;
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('coming back refreshes the balance and unread counts once, in one request', async ({
  page,
}) => {
  await logInAsDemo(page);
  const calls = watchRefreshes(page);

  await leaveAndReturn(page);
  await expect.poll(() => calls.length).toBe(1);
  // Its answer read whole: a return while the first is still being asked for joins it (one
  // request is enough), which is not what this step looks at.
  await (await calls[0]!.response())?.finished();
  // Left through the back-forward cache and restored: a return of its own, one request.
  await leaveThroughCache(page);
  await expect.poll(() => calls.length).toBe(2);
  // Once per return, whichever events announce it: web/test/resume.test.tsx.
});

test('a session that ended while away is noticed once, and the player is signed out', async ({
  page,
}) => {
  await logInAsDemo(page);
  // The BFF no longer knows this browser's session.
  await page.context().clearCookies();
  const calls = watchRefreshes(page);

  await leaveThroughCache(page);
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // One request found it out.
  expect(calls).toHaveLength(1);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});
