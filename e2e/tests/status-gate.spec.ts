/** The status gate: maintenance and region restriction replace the app. */
import { siteStatusFlag } from '../support/sandbox.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.afterEach(async ({ page, sandbox }) => {
  await sandbox.setStatus({ maintenance: false, regionRestriction: false });
  // The next journey on this worker must not meet the BFF's cached status of this one.
  await expect.poll(() => siteStatusFlag(page.request), { timeout: 10_000 }).toBe(0);
});

test('maintenance mode shows the maintenance page', async ({ page, sandbox }) => {
  await sandbox.setStatus({ maintenance: true });
  // The BFF caches the status for a moment (STATUS_CACHE_TTL_MS): wait until it knows.
  await expect.poll(() => siteStatusFlag(page.request), { timeout: 10_000 }).toBe(1);
  await page.goto('/m/');
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await expect(page.getByText('System upgrading, please try again later.')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('region restriction shows the access-restricted page', async ({ page, sandbox }) => {
  await sandbox.setStatus({ regionRestriction: true });
  await expect.poll(() => siteStatusFlag(page.request), { timeout: 10_000 }).toBe(2);
  await page.goto('/m/');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
});

test('back to normal, the app renders again', async ({ page }) => {
  await expect.poll(() => siteStatusFlag(page.request), { timeout: 10_000 }).toBe(0);
  await page.goto('/m/');
  await expect(page.getByRole('button', { name: 'Agree' })).toBeVisible();
});
