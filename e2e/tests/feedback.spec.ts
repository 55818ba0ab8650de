/**
 * Issue 13, item 6: a member sends feedback from /m/feedback, both phones: the topic and the text
 * reach the gateway; 141 characters are refused with the limit text and kept; a visitor is sent
 * to log in.
 */
import { closeAnnouncements, logInAsDemo, openInApp } from '../support/journeys.ts';
import { shootBothThemes } from '../support/shots.ts';
import { expect, test } from '../support/stack.ts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a member sends feedback; too long a text is refused and kept', async ({
  page,
  sandbox,
}, testInfo) => {
  await logInAsDemo(page);
  await openInApp(page, '/m/feedback');
  const text = page.getByRole('textbox', { name: /Your feedback/ });
  await text.fill('x'.repeat(141));
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Please enter between 1 and 140 characters')).toBeVisible();
  await expect(text).toHaveValue('x'.repeat(141));
  await shootBothThemes(page, testInfo, 'feedback-too-long');

  await page.getByText('Withdrawal', { exact: true }).click();
  await text.fill('My withdrawal is still pending after two days.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible();
  await expect(text).toHaveValue('');
  expect((await sandbox.received('/wps/feedback')).map((b) => JSON.parse(b) as unknown)).toEqual([
    { type: 'withdrawal', content: 'My withdrawal is still pending after two days.' },
  ]);
});

test('a visitor opening feedback is sent to log in', async ({ page }) => {
  await closeAnnouncements(page);
  await page.goto('/m/feedback');
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});
