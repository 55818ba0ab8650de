/**
 * Issue 10: a screen opened first, in a fresh browser that never visits the home, reads its own
 * domains' data. The session comes from an API login (as a bookmark or a shared link would find
 * it); then /m/rng and the member centre are opened directly, and the member (greeting) and the
 * balance the page receives are the member's own, from member.info and member.balance.
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

function answerOf(page: Page, procedure: string): Promise<Response> {
  return page.waitForResponse(
    (r) => r.url().includes('/trpc/') && new URL(r.url()).pathname.includes(procedure),
  );
}

/** Signs the demo member in through the API only, then opens `path` as the first page. */
async function openSignedIn(page: Page, path: string): Promise<string[]> {
  const login = await page.request.post('/trpc/session.login', {
    headers: CSRF,
    data: { type: 'username', username: DEMO.username, password: DEMO.password },
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
  await page.goto(path);
  return procedures;
}

async function expectGreeting(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { expanded: false }).click();
  await expect(page.getByText(`Hi, ${DEMO.nickname}`)).toBeVisible();
}

for (const [path, title] of [
  ['/m/rng', 'RNG'],
  ['/m/member/home', 'Member centre'],
] as const) {
  test(`${path} opened first: the member and the balance are the member's own`, async ({
    page,
  }) => {
    const balanceAnswer = answerOf(page, 'member.balance');
    const procedures = await openSignedIn(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectGreeting(page);

    const shown = await trpcData(await balanceAnswer, 'member.balance');
    const own = await page.request.get('/trpc/member.balance', { headers: CSRF });
    const expected = ((await own.json()) as { result: { data: unknown } }).result.data;
    expect(shown).toEqual(expected);
    expect(procedures).toContain('member.info');
    expect(procedures).toContain('member.balance');
    // Signed in all along: nothing read the missing home as "signed out".
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
  });
}
