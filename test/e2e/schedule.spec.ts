/**
 * The posting schedule page, /dayTimeSchedule (spec 2.5, 7.5; issue 6), in Chromium against the real server.
 *
 * It runs as partner@demo.test (Paula Partner, Network Nook): the networking spec only signs her in to the partner
 * network and no other spec touches Network Nook's feed schedule. The tests run one after the other and each
 * starts from an empty schedule (set through the API), so the file can run again on the same server.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session.ts';

const PARTNER = { username: 'partner@demo.test', password: 'demo1234' };
const SAVE_ROUTE = '**/api/updateFeedSchedule';
const MONDAY_TO_SUNDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

test.describe.configure({ mode: 'serial' });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const day = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Days of the week' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 2, name }),
    });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save schedule' });

async function openWithEmptySchedule(page: Page) {
  const session = await logIn(page, PARTNER);
  const reset = await page.context().request.post('/api/updateFeedSchedule', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { account_id: session.user.accountId, schedule: [] },
  });
  expect(reset.ok()).toBe(true);
  await page.goto('/dayTimeSchedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Posting schedule' })).toBeVisible();
  await expect(page.getByText('Europe/London')).toBeVisible();
}

async function addTime(page: Page, dayName: string, time: string) {
  const row = day(page, dayName);
  await row.getByLabel(`New time on ${dayName}`).fill(time);
  await row.getByRole('button', { name: `Add a time on ${dayName}` }).click();
}

test('lists the week Monday first, adds two times, refuses a duplicate, saves and finds them after a reload', async ({
  page,
}) => {
  await openWithEmptySchedule(page);
  const headings = page.getByRole('list', { name: 'Days of the week' }).getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(MONDAY_TO_SUNDAY);
  await expect(saveButton(page)).toBeDisabled();

  await addTime(page, 'Monday', '09:30');
  await addTime(page, 'Friday', '17:45');
  await addTime(page, 'Monday', '09:30');
  await expect(day(page, 'Monday').getByRole('alert')).toHaveText('09:30 is already on Monday.');
  await expect(
    day(page, 'Monday').getByRole('list', { name: 'Posting times on Monday' }).getByRole('listitem'),
  ).toHaveText(['09:30×']);
  await expect(page.getByText('2 of 100 posting times.')).toBeVisible();

  await saveButton(page).click();
  await expect(toasts(page).getByText('Posting schedule saved')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();

  await page.reload();
  await expect(day(page, 'Monday').getByRole('button', { name: 'Remove 09:30 on Monday' })).toBeVisible();
  await expect(day(page, 'Friday').getByRole('button', { name: 'Remove 17:45 on Friday' })).toBeVisible();
  await expect(page.getByText('2 of 100 posting times.')).toBeVisible();

  await day(page, 'Friday').getByRole('button', { name: 'Remove 17:45 on Friday' }).click();
  await expect(day(page, 'Friday').getByText('No posting times.')).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();

  await page.getByRole('link', { name: 'Back to the content planner' }).click();
  await expect(page).toHaveURL(/\/contentplanner$/);
});

test('a failed save keeps every choice and shows the error; saving again stores them', async ({ page }) => {
  await openWithEmptySchedule(page);
  await addTime(page, 'Tuesday', '08:15');
  await addTime(page, 'Sunday', '20:00');

  await page.route(SAVE_ROUTE, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, message: 'Something went wrong.', data: null }),
    }),
  );
  await saveButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be saved' })).toHaveText(
    'Your posting schedule could not be saved. Your choices are kept: try again.',
  );
  await expect(day(page, 'Tuesday').getByRole('button', { name: 'Remove 08:15 on Tuesday' })).toBeVisible();
  await expect(day(page, 'Sunday').getByRole('button', { name: 'Remove 20:00 on Sunday' })).toBeVisible();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();

  await page.unroute(SAVE_ROUTE);
  await saveButton(page).click();
  await expect(toasts(page).getByText('Posting schedule saved')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be saved' })).toBeHidden();

  await page.reload();
  await expect(day(page, 'Tuesday').getByRole('button', { name: 'Remove 08:15 on Tuesday' })).toBeVisible();
  await expect(day(page, 'Sunday').getByRole('button', { name: 'Remove 20:00 on Sunday' })).toBeVisible();
});
