/**
 * Issue 20: the month view asks for what it draws (POST /auth/getCalendarMonth): the first three posts of each day in
 * the filter and each day's counts. A busy day shows three cards and '+N more' counted by the server; another filter
 * is another read with its own counts; '+N more' opens the day, where the day's posts load; a phone's agenda counts
 * the same way.
 *
 * The posts are this spec's own: eight on the 15th of the month six months ahead (the demo seed fills the current and
 * next month, and other specs work weeks ahead), each with a unique text.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders } from './support/api.ts';
import { logIn } from './support/session.ts';
import { zonedInstant } from './support/zone.ts';

const ZONE = 'Europe/London'; // Acme Bakery's time zone (src/server/seed.ts)
const MONTHS_AHEAD = 6;

/** The `date`th of the month MONTHS_AHEAD from now (each test its own day: they run side by side). */
function busyDay(date: number): { day: string; title: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + MONTHS_AHEAD, date));
  const title = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    first,
  );
  return { day: first.toISOString().slice(0, 10), title };
}

/** A day's count in each filter group. */
interface Counts {
  needsApproval: number;
  scheduled: number;
  published: number;
  failed: number;
  other: number;
}

interface MonthAnswer {
  data: {
    posts: { id: number; scheduled_at: string | null }[];
    days: { day: string; counts: Counts }[];
  };
}

/** The page's next month read with `filter` (none within the wait fails the test). */
function monthRead(page: Page, filter: string) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/auth/getCalendarMonth') &&
      (request.postDataJSON() as { filter?: string } | null)?.filter === filter,
  );
}

async function seedBusyDay(page: Page, day: string, label: string) {
  const data = await logIn(page);
  const accountId = data.user.accountId!;
  // Five waiting for approval at 09:00-13:00, three approved at 14:00-16:00.
  for (let index = 0; index < 8; index += 1) {
    const response = await page.request.post('/api/auth/addPost', {
      headers: apiHeaders(data.token, accountId),
      data: {
        account_id: accountId,
        description: `${label} ${index + 1}`,
        scheduled_at: zonedInstant(day, `${String(9 + index).padStart(2, '0')}:00`, ZONE),
        channels: [1],
        approved: index < 5 ? 0 : 1,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** Opens the planner's month view on `title` (the month of `day`) and answers that month's call. */
async function openMonth(page: Page, title: string, day: string): Promise<MonthAnswer> {
  await page.goto('/contentplanner');
  await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible();
  const target = dayReadIn(page, day);
  for (let month = 1; month <= MONTHS_AHEAD; month += 1)
    await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByTestId('planner-range')).toHaveText(title);
  return target;
}

/** The next month call whose days include `day`, and its answer. */
async function dayReadIn(page: Page, day: string): Promise<MonthAnswer> {
  const instant = zonedInstant(day, '12:00', ZONE);
  const response = await page.waitForResponse((candidate) => {
    if (!candidate.url().endsWith('/api/auth/getCalendarMonth')) return false;
    const body = candidate.request().postDataJSON() as { start: string; end: string };
    return body.start <= instant && instant < body.end;
  });
  return (await response.json()) as MonthAnswer;
}

const cell = (page: Page, day: string) => page.locator(`td[data-day="${day}"]`);

test.describe('a busy day in the month view (issue 20)', () => {
  test.use({ viewport: { width: 1440, height: 1100 } });

  test("three cards and '+N more' counted by the server, per filter; '+N more' opens the day", async ({
    page,
  }) => {
    const { day, title } = busyDay(15);
    const label = `Busy day ${Date.now().toString(36)}`;
    await seedBusyDay(page, day, label);
    const answer = await openMonth(page, title, day);

    // The call held three of the day's posts and counted them all.
    const london = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE });
    const held = answer.data.posts.filter(
      (post) => post.scheduled_at !== null && london.format(new Date(post.scheduled_at)) === day,
    );
    expect(held).toHaveLength(3);
    const counted = answer.data.days.find((entry) => entry.day === day)!.counts;
    expect(counted.needsApproval).toBeGreaterThanOrEqual(5);
    expect(counted.scheduled).toBeGreaterThanOrEqual(3);
    const total = Object.values(counted).reduce((sum, n) => sum + n, 0);

    const busy = cell(page, day);
    await expect(busy.locator('[data-post-id]')).toHaveCount(3);
    await expect(busy.getByRole('button', { name: `${total - 3} more posts on ${day}` })).toHaveText(
      `+${total - 3} more`,
    );

    // Only the approved ones: a read of its own, three cards and nothing more of ours. (Other specs' posts on this
    // account reach the page through the stream of changes, and each makes it read the month again with the filter it
    // has: the read to wait for is the one with the new filter.)
    const show = page.getByLabel('Show');
    let read = monthRead(page, 'scheduled');
    await show.selectOption('scheduled');
    await read;
    const { scheduled, needsApproval: waiting } = counted;
    await expect(busy.locator('[data-post-id]')).toHaveCount(Math.min(3, scheduled));
    await expect(busy.getByRole('button', { name: /more posts on/ })).toHaveCount(scheduled > 3 ? 1 : 0);

    // Waiting for approval: three cards and '+N more' for the rest of them.
    read = monthRead(page, 'needsApproval');
    await show.selectOption('needsApproval');
    await read;
    const more = busy.getByRole('button', { name: `${waiting - 3} more posts on ${day}` });
    await expect(more).toHaveText(`+${waiting - 3} more`);

    // '+N more' opens the day: every post waiting for approval that day, ours among them.
    await more.click();
    await expect(page.getByTestId('planner-range')).toContainText(day);
    await expect(page.locator('article[data-post-id]', { hasText: label })).toHaveCount(5);
    await expect(page.locator('article[data-post-id]')).toHaveCount(waiting);
  });

  test("on a phone the month's agenda shows a busy day's first posts and '+N more'", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { day, title } = busyDay(16);
    const label = `Busy phone day ${Date.now().toString(36)}`;
    await seedBusyDay(page, day, label);
    const answer = await openMonth(page, title, day);
    const counted = answer.data.days.find((entry) => entry.day === day)!.counts;
    const total = Object.values(counted).reduce((sum, n) => sum + n, 0);
    const agendaDay = page.locator(`div[data-day="${day}"]`);
    await expect(agendaDay.locator('article[data-post-id]')).toHaveCount(3);
    await expect(agendaDay.getByRole('button', { name: `${total - 3} more posts on ${day}` })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
