/**
 * The planner's UI models (planner.model.ts, postEditor.model.ts) on Sandbox Labs (sandbox@demo.test, time zone UTC):
 * its data set up through the real API, the page's paused clock, and the locators both models share.
 *
 * - Time: the page's clock is paused at noon (UTC) on the 15th of the month after next, so the month view always
 *   has past and future days, and the 5 s refresh fires only when a path says so. That day is ahead of the server's
 *   clock, so every save and move the page allows is in the server's future too.
 * - Data: each path first removes the account's posts around that month and those without a date; with posts, it
 *   creates four waiting for approval two days ahead (a month cell shows three and '+1 more') and one without a
 *   date (the 'Not scheduled' list under the calendar).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { NEEDS_APPROVAL_SAMPLE_ID, PUBLISHED_SAMPLE_ID } from '../../../machines/planner.samples.ts';
import { apiHeaders } from '../../e2e/support/api.ts';
import { connectSandboxNetwork, type ApiSession } from '../../e2e/support/sandboxLinks.ts';
import { logIn } from '../../e2e/support/session.ts';
import type { WalkContext } from './uiModel.ts';

export const DAY_MS = 86_400_000;
/** Spec 9: the planner refetches the shown days every 5 s. */
export const REFRESH_MS = 5_000;
const SANDBOX = { username: 'sandbox@demo.test', password: 'demo1234' };

/** Noon UTC on the 15th of the month after next (the page's "now"). */
export function pageNow(): Date {
  const real = new Date();
  return new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + 2, 15, 12, 0, 0));
}

export const dayKey = (at: Date) => at.toISOString().slice(0, 10);
export const daysFrom = (at: Date, days: number) => dayKey(new Date(at.getTime() + days * DAY_MS));

export interface PlannerScratch {
  session: ApiSession;
  now: Date;
  /** The four dated posts (the first is the one opened, selected and moved; the second plays the published one). */
  posts: { id: number; text: string }[];
  /** The post without a date (the sample post UNDATED_SAMPLE_ID). */
  undated: { id: number; text: string } | null;
}

export const scratchOf = (ctx: WalkContext) => ctx.scratch as unknown as PlannerScratch;

/** The created post that plays sample post `sampleId` (the one waiting for approval, or the published one). */
export function postFor(ctx: WalkContext, sampleId: unknown): { id: number; text: string } | undefined {
  const { posts } = scratchOf(ctx);
  return sampleId === PUBLISHED_SAMPLE_ID
    ? posts[1]
    : sampleId === NEEDS_APPROVAL_SAMPLE_ID
      ? posts[0]
      : undefined;
}

const request = (page: Page) => page.context().request;

let facebookConnected = false;

/** Connects Sandbox Labs' sandbox Facebook the way a user does (once per worker). */
async function connectFacebook(page: Page, session: ApiSession): Promise<void> {
  if (facebookConnected) return;
  await connectSandboxNetwork(request(page), session, { providerId: 1, name: 'Sandbox Labs Facebook' });
  facebookConnected = true;
}

/**
 * Removes every post of the account scheduled in [start, end) and every post without a date: the calendar's own
 * call finds them (one call; the deletes run side by side).
 */
async function clearPosts(page: Page, session: ApiSession, start: Date, end: Date): Promise<void> {
  const headers = apiHeaders(session.token, session.accountId);
  const found = await request(page).post('/api/auth/getCalendarPosts', {
    headers,
    data: { account_id: session.accountId, start: start.toISOString(), end: end.toISOString() },
  });
  expect(found.ok()).toBe(true);
  const { data } = (await found.json()) as { data: { id: number }[] };
  await Promise.all(
    data.map(async (post) => {
      const removed = await request(page).post('/api/auth/deletePost', {
        headers,
        data: { account_id: session.accountId, post_id: post.id },
      });
      expect(removed.ok()).toBe(true);
    }),
  );
}

/** A post waiting for approval (approved 0), on Facebook, at `at` (null: without a date). */
async function createPost(
  page: Page,
  session: ApiSession,
  description: string,
  at: Date | null,
): Promise<number> {
  const response = await request(page).post('/api/auth/addPost', {
    headers: apiHeaders(session.token, session.accountId),
    data: {
      account_id: session.accountId,
      description,
      scheduled_at: at?.toISOString() ?? null,
      channels: [1],
      approved: 0,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Logs in as Sandbox Labs and sets its posts up for the path (with posts or none); fills the scratch. */
export async function seedPlanner(ctx: WalkContext, withPosts: boolean): Promise<PlannerScratch> {
  const { page, path } = ctx;
  const data = await logIn(page, SANDBOX);
  if (data.user.accountId === null) throw new Error('Sandbox Labs is missing');
  const session: ApiSession = { token: data.token, accountId: data.user.accountId };
  const now = pageNow();
  await connectFacebook(page, session);
  await clearPosts(
    page,
    session,
    new Date(now.getTime() - 60 * DAY_MS),
    new Date(now.getTime() + 60 * DAY_MS),
  );
  const scratch: PlannerScratch = { session, now, posts: [], undated: null };
  if (withPosts) {
    const day = daysFrom(now, 2);
    const name = path.id.split('#')[1];
    const planned = [0, 1, 2, 3].map((index) => ({
      at: new Date(`${day}T${String(9 + index).padStart(2, '0')}:00:00.000Z`),
      text: `Model ${path.id.split('#')[0]} ${name}.${index + 1} oven-fresh rye`,
    }));
    const undatedText = `Model ${path.id.split('#')[0]} ${name} sourdough, date to come`;
    const ids = await Promise.all([
      ...planned.map(({ at, text }) => createPost(page, session, text, at)),
      createPost(page, session, undatedText, null),
    ]);
    scratch.posts = planned.map(({ text }, index) => ({ id: ids[index]!, text }));
    scratch.undated = { id: ids[4]!, text: undatedText };
  }
  Object.assign(ctx.scratch, scratch);
  return scratch;
}

/**
 * Opens the planner with the page's clock at `now`. The app boots on a flowing clock (React reveals suspended
 * views on a timer); once the planner's heading shows, the clock stops, before the first load ends and the refresh
 * timer starts.
 */
export async function openPlanner(page: Page, now: Date, path = '/contentplanner'): Promise<void> {
  await page.clock.setSystemTime(now);
  const set = Date.now();
  // Opened from another page of the app, as from its menu: a first load of /contentplanner reads the planner's zone
  // and first month ahead (src/features/planner/plannerPreload.ts), outside the loads the path plans and holds.
  await page.goto('/change_password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible({ timeout: 20_000 });
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  // What is drawn: a linked post's modal may already hide the page from the accessibility tree.
  await expect(page.locator('#planner-heading')).toHaveText('Content Planner', { timeout: 20_000 });
  const shown = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(Math.max(shown, now.getTime() + Date.now() - set) + 1_000);
}

/**
 * Opens the full-page post editor of `postId` (issue 19) with the page's clock at `now`, as openPlanner does: from
 * another page of the app, the clock paused once the editor shows.
 */
export async function openPostEditor(
  page: Page,
  now: Date,
  accountId: number,
  postId: number,
): Promise<void> {
  await page.clock.setSystemTime(now);
  const set = Date.now();
  await page.goto('/change_password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible({ timeout: 20_000 });
  await page.evaluate(
    (path) => window.history.pushState(null, '', path),
    `/${accountId}/posteditor/${postId}`,
  );
  await expect(page.getByRole('form', { name: 'Edit post' })).toBeVisible({ timeout: 20_000 });
  const shown = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(Math.max(shown, now.getTime() + Date.now() - set) + 1_000);
}

// Locators --------------------------------------------------------------------------------------------------------

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name, exact: true });
export const viewDialog = (page: Page) => dialog(page, 'Post');
export const unscheduledDialog = (page: Page) => dialog(page, 'Unscheduled post');
/** The edit modal, or the full-page post editor's form (issue 19): the same fields under the same names. */
export const editDialog = (page: Page) =>
  dialog(page, /^(New|Edit) post$/).or(page.getByRole('form', { name: /^(New|Edit) post$/ }));
export const approveDialog = (page: Page) => dialog(page, 'Approve this post?');
export const removeDialog = (page: Page) => dialog(page, 'Remove this post?');
export const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk approval' });
export const skeleton = (page: Page) => page.getByRole('status', { name: 'Loading posts' });
export const rangeHeading = (page: Page) => page.getByTestId('planner-range');

/** The card of a created post. */
export const cardOf = (page: Page, postId: number): Locator => page.locator(`[data-post-id="${postId}"]`);

/** The first post's card. */
export const firstCard = (ctx: WalkContext): Locator => cardOf(ctx.page, scratchOf(ctx).posts[0]?.id ?? 0);

/** The button of a card that opens it (not its Move button). */
export const openerOf = (card: Locator) => card.getByRole('button').first();
