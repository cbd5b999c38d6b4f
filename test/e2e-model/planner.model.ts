/**
 * UI model of the content planner (machines/planner.machine.ts, spec 2.6, 4.1, 4.9, 9) on Sandbox Labs
 * (sandbox@demo.test, time zone UTC).
 *
 * - Time: the page's clock is paused at noon (UTC) on the 15th of the month after next, so the month view always
 *   has past and future days, and the 5 s refresh fires only when a path says so (`xstate.after.plannerRefresh`,
 *   run by the walker). That day is ahead of the server's clock, so every save and move the page allows is in the
 *   server's future too.
 * - Data: each path first removes the account's posts around that month and those without a date, then, when the
 *   path's first load finds posts, creates four posts waiting for approval two days ahead (a month cell shows three
 *   and '+1 more') and one without a date (the 'Not scheduled' list under the calendar: the unscheduled modal).
 * - Loads: loadPosts and refreshPosts both call the calendar endpoint; `LoadGate` answers them in the path's order
 *   (the real answer, a 500, or held while the user acts during the load). Other failures are one-call 500s.
 * - Moving: with the keyboard ('m', arrows, Enter) on the first post's card. `post.moved` of a post no longer on
 *   this page (removed) is a drop from another planner tab that still shows it (the drag carries the post id).
 * - Not walkable: picking a day while loading, failed or empty (no calendar), moving with no post on screen,
 *   changing the filter while a modal is open (the page behind it is inert), and acting on a removed post that a
 *   sample refresh answer lists again (the server never does).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  NEEDS_APPROVAL_SAMPLE_ID,
  PUBLISHED_SAMPLE_ID,
  SAMPLE_TODAY,
  UNDATED_SAMPLE_ID,
} from '../../machines/planner.samples.ts';
import { logIn } from '../e2e/support/session.ts';
import {
  LoadGate,
  SERVER_ERROR,
  SANDBOX,
  clearPosts,
  connectFacebook,
  createPost,
  loadPlan,
  withPublished,
  type ApiSession,
} from './support/plannerGate.ts';
import type { StepContext, UiModel, UiPath, WalkContext } from './support/uiModel.ts';

const DAY_MS = 86_400_000;
const REFRESH_MS = 5_000;

/** Noon UTC on the 15th of the month after next (the page's "now"). */
function pageNow(): Date {
  const real = new Date();
  return new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + 2, 15, 12, 0, 0));
}

const dayKey = (at: Date) => at.toISOString().slice(0, 10);

interface Scratch {
  session: ApiSession;
  gate: LoadGate;
  now: Date;
  /** The created posts (the first is the one opened, selected and moved), with their texts. */
  posts: { id: number; text: string }[];
  /** The post without a date (the sample post UNDATED_SAMPLE_ID). */
  undated: { id: number; text: string } | null;
}

const scratchOf = (ctx: WalkContext) => ctx.scratch as unknown as Scratch;

// Locators --------------------------------------------------------------------------------------------------------

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name, exact: true });
const viewDialog = (page: Page) => dialog(page, 'Post');
const unscheduledDialog = (page: Page) => dialog(page, 'Unscheduled post');
const editDialog = (page: Page) => dialog(page, /^(New|Edit) post$/);
const approveDialog = (page: Page) => dialog(page, 'Approve this post?');
const removeDialog = (page: Page) => dialog(page, 'Remove this post?');
const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk approval' });
const skeleton = (page: Page) => page.getByRole('status', { name: 'Loading posts' });
const rangeHeading = (page: Page) => page.getByTestId('planner-range');

function firstCard(ctx: WalkContext): Locator {
  const { posts } = scratchOf(ctx);
  return ctx.page.locator(`[data-post-id="${posts[0]?.id ?? 0}"]`);
}

/** The button of the first post's card that opens it (not its Move button). */
const opener = (ctx: WalkContext) => firstCard(ctx).getByRole('button').first();

// Steps -----------------------------------------------------------------------------------------------------------

/** Picks the first post up with the keyboard and moves the target `days` days (negative: back). */
async function liftAndAim(ctx: WalkContext, days: number) {
  const { page } = ctx;
  await opener(ctx).focus();
  await page.keyboard.press('m');
  await expect(page.getByRole('status').filter({ hasText: /^Moving "/ })).toHaveCount(1);
  for (let step = 0; step < Math.abs(days); step += 1)
    await page.keyboard.press(days < 0 ? 'ArrowLeft' : 'ArrowRight');
}

/** The first post becomes published on screen (a refresh reports it so) while it stays picked up. */
async function publishWhileLifted(ctx: StepContext) {
  const { gate, posts } = scratchOf(ctx);
  const postId = posts[0]!.id;
  if (ctx.before.value === 'refreshing') {
    // The planned refresh is held: it answers with the post published; a new refresh is held again.
    gate.inject('hold');
    await gate.release({ change: withPublished(postId) });
    await expect(firstCard(ctx)).toHaveAttribute('data-status', /Published/);
    await ctx.page.clock.runFor(REFRESH_MS);
    await ctx.live.waitFor((record) => record.value === 'refreshing', ctx.live.records.length - 2, 10_000);
  } else {
    gate.inject({ change: withPublished(postId) });
    await ctx.page.clock.runFor(REFRESH_MS);
    await expect(firstCard(ctx)).toHaveAttribute('data-status', /Published/);
    await ctx.live.waitFor(
      (record) => isDeepEqual(record.value, { loaded: 'browsing' }),
      ctx.live.records.length - 2,
      10_000,
    );
  }
}

const isDeepEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the path's `post.moved` steps can be made in the browser (see `unwalkable`). */
function movedReason(path: UiPath): string | null {
  // The posts on screen, followed from the events (a step's snapshot is the graph's: one of the snapshots with the
  // same guard state, whose posts may differ).
  let shown = new Set<number>();
  /** Posts the server removed in this path (a sample answer may still list them: the server never does). */
  const removed = new Set<number>();
  let opened: number | null = null;
  for (let index = 1; index < path.steps.length; index += 1) {
    const { event } = path.steps[index]!;
    const before = path.steps[index - 1]!.state;
    const postId = typeof event.postId === 'number' ? event.postId : null;
    if (event.type === 'post.moved' && shown.size === 0)
      return 'post.moved with no post on screen: there is no calendar to drop a card on';
    if (event.type !== 'post.moved' && postId !== null && removed.has(postId))
      return `${event.type} of a removed post: the server no longer lists it, so it has no card`;
    if (event.type === 'post.opened') opened = postId;
    if (event.type === 'xstate.done.actor.loadPosts' || event.type === 'xstate.done.actor.refreshPosts')
      shown = new Set((event.output as { id: number }[]).map((post) => post.id));
    if (event.type === 'xstate.done.actor.removePost' && opened !== null) {
      removed.add(opened);
      shown.delete(opened);
    }
    if (event.type === 'filter.changed' && before.hasTag('modal'))
      return 'filter.changed while a modal is open: the page behind the modal is inert';
    if (event.type === 'calendar.dayPicked' && ['loading', 'failed', 'empty'].includes(String(before.value)))
      return `calendar.dayPicked in ${String(before.value)}: the calendar (and its '+N more') is not shown`;
  }
  return null;
}

/**
 * The page assertions, each required only while the app's actor still has its state active: a busy state (a real
 * request) may end while the assertion looks.
 */
function whileActive(
  states: Record<string, (ctx: WalkContext) => Promise<void>>,
): Record<string, (ctx: WalkContext) => Promise<void>> {
  return Object.fromEntries(
    Object.entries(states).map(([id, assertion]) => [
      id,
      async (ctx: WalkContext) => {
        await expect(async () => {
          if (!(ctx.live.latest()?.active.includes(id) ?? false)) return;
          await assertion(ctx);
        }).toPass({ timeout: 10_000 });
      },
    ]),
  );
}

export const plannerModel: UiModel = {
  machine: 'planner',
  timeout: 45_000,
  async start(ctx) {
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
    let posts: Scratch['posts'] = [];
    let undated: Scratch['undated'] = null;
    const firstLoad = path.steps[1]?.event;
    const withPosts =
      firstLoad?.type === 'xstate.done.actor.loadPosts' && (firstLoad.output as unknown[]).length > 0;
    if (withPosts) {
      const day = new Date(now.getTime() + 2 * DAY_MS);
      const name = path.id.split('#')[1];
      const planned = [0, 1, 2, 3].map((index) => ({
        at: new Date(`${dayKey(day)}T${String(9 + index).padStart(2, '0')}:00:00.000Z`),
        text: `Model ${name}.${index + 1} oven-fresh rye`,
      }));
      const undatedText = `Model ${name} sourdough, date to come`;
      const ids = await Promise.all([
        ...planned.map(({ at, text }) => createPost(page, session, text, at)),
        createPost(page, session, undatedText, null),
      ]);
      posts = planned.map(({ text }, index) => ({ id: ids[index]!, text }));
      undated = { id: ids[4]!, text: undatedText };
    }
    const gate = new LoadGate(loadPlan(path));
    await gate.install(page);
    Object.assign(ctx.scratch, { session, gate, now, posts, undated } satisfies Scratch);
    // The app boots on a flowing clock (React reveals suspended views on a timer); once the planner's heading shows,
    // the clock stops, before the first load ends and the refresh timer starts.
    await page.clock.setSystemTime(now);
    const set = Date.now();
    await page.goto('/contentplanner');
    await expect(page.getByRole('heading', { name: 'Content Planner' })).toBeVisible({ timeout: 20_000 });
    const shown = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(Math.max(shown, now.getTime() + Date.now() - set) + 1_000);
  },
  unwalkable: movedReason,
  states: whileActive({
    // (A modal hides the page behind it from the accessibility tree: these look at what is drawn.)
    planner: async ({ page }) => {
      await expect(page.locator('#planner-heading')).toHaveText('Content Planner');
    },
    'planner.loading': async ({ page, live }) => {
      // The first load may end while this looks: then the skeleton has gone with it.
      await expect
        .poll(async () => (await skeleton(page).isVisible()) || live.latest()?.value !== 'loading')
        .toBe(true);
    },
    'planner.deciding': async ({ page }) => {
      await expect(rangeHeading(page)).toBeVisible();
    },
    'planner.empty': async ({ page }) => {
      await expect(page.getByText(/^No posts in .+ yet\.$/)).toBeVisible();
      await expect(skeleton(page)).toHaveCount(0);
    },
    'planner.refreshing': async ({ page }) => {
      // The calendar (or the empty message) stays while the posts are fetched again.
      await expect(skeleton(page)).toHaveCount(0);
      await expect(rangeHeading(page)).toBeVisible();
    },
    'planner.failed': async ({ page }) => {
      const alert = page.getByRole('alert').filter({ hasText: 'The posts could not be loaded.' });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    },
    'planner.loaded': async ({ page }) => {
      await expect(skeleton(page)).toHaveCount(0);
      await expect(page.locator('table').first()).toBeVisible();
    },
    'planner.loaded.browsing': async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(bulkBar(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Select posts' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    },
    'planner.loaded.moving': async ({ page }) => {
      await expect(page.getByRole('status').filter({ hasText: /^Post moved to / })).toHaveCount(1);
    },
    'planner.loaded.selecting': async ({ page }) => {
      await expect(bulkBar(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Select posts' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
    'planner.loaded.selecting.picking': async ({ page }) => {
      await expect(bulkBar(page)).toContainText(/\d+ selected/);
      await expect(bulkBar(page).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
    'planner.loaded.selecting.approving': async ({ page }) => {
      await expect(bulkBar(page).getByRole('button', { name: 'Approving…' })).toBeDisabled();
    },
    'planner.loaded.viewing': async (ctx) => {
      const view = viewDialog(ctx.page);
      await expect(view).toBeVisible();
      await expect(view).toContainText(scratchOf(ctx).posts[0]?.text ?? '');
      await expect(view.getByRole('button', { name: 'Remove' })).toBeVisible();
    },
    'planner.loaded.unscheduled': async (ctx) => {
      const unscheduled = unscheduledDialog(ctx.page);
      await expect(unscheduled).toContainText('Not scheduled yet');
      await expect(unscheduled).toContainText(scratchOf(ctx).undated?.text ?? '');
      await expect(unscheduled.getByRole('button', { name: 'Schedule' })).toBeVisible();
    },
    'planner.loaded.editing': async ({ page }) => {
      await expect(editDialog(page).getByLabel('Post text')).toBeVisible();
    },
    'planner.loaded.editing.open': async ({ page }) => {
      await expect(editDialog(page).getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    'planner.loaded.editing.saving': async ({ page }) => {
      await expect(editDialog(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    },
    'planner.loaded.editing.failed': async ({ page }) => {
      const edit = editDialog(page);
      await expect(edit.getByRole('alert')).toHaveText('Save failed. Your text is kept.');
      await expect(edit.getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    'planner.loaded.approving': async ({ page }) => {
      await expect(approveDialog(page)).toContainText(
        'Once approved, it is published at its scheduled time.',
      );
    },
    'planner.loaded.approving.confirming': async ({ page }) => {
      await expect(approveDialog(page).getByRole('button', { name: 'Approve' })).toBeEnabled();
    },
    'planner.loaded.approving.approving': async ({ page }) => {
      await expect(approveDialog(page).getByRole('button', { name: 'Approving...' })).toBeDisabled();
    },
    'planner.loaded.removing': async ({ page }) => {
      await expect(removeDialog(page)).toContainText('It disappears from the planner and is not published.');
    },
    'planner.loaded.removing.confirming': async ({ page }) => {
      await expect(removeDialog(page).getByRole('button', { name: 'Remove' })).toBeEnabled();
    },
    'planner.loaded.removing.removing': async ({ page }) => {
      await expect(removeDialog(page).getByRole('button', { name: 'Removing...' })).toBeDisabled();
    },
    'planner.loaded.removing.failed': async ({ page }) => {
      const remove = removeDialog(page);
      await expect(remove.getByRole('alert')).toHaveText('Could not remove. Try again.');
      await expect(remove.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  }),
  actions: {
    'view.changed': async ({ page }) => {
      const week = page.getByRole('radio', { name: 'Week' });
      const target = (await week.isChecked()) ? page.getByRole('radio', { name: 'Month' }) : week;
      await target.check({ force: true });
    },
    'calendar.previous': async ({ page }) => {
      await page.getByRole('button', { name: /^Previous (month|week|day)$/ }).click();
    },
    'calendar.next': async ({ page }) => {
      await page.getByRole('button', { name: /^Next (month|week|day)$/ }).click();
    },
    'calendar.today': async ({ page }) => {
      await page.getByRole('button', { name: 'Today', exact: true }).click();
    },
    'calendar.dayPicked': async ({ page }) => {
      await page
        .getByRole('button', { name: /^\d+ more posts on / })
        .first()
        .click();
    },
    'filter.changed': async ({ page }) => {
      const select = page.getByLabel('Show');
      await select.selectOption((await select.inputValue()) === 'all' ? 'needsApproval' : 'all');
    },
    'data.retry': async ({ page }) => {
      await page.getByRole('button', { name: 'Retry' }).click();
    },
    'selection.started': async ({ page }) => {
      await page.getByRole('button', { name: 'Select posts' }).click();
    },
    'post.toggled': async (ctx) => {
      const text = scratchOf(ctx).posts[0]?.text ?? '';
      await ctx.page.getByRole('checkbox', { name: `Select post: ${text}` }).click();
    },
    'selection.approve': async ({ page }) => {
      await bulkBar(page).getByRole('button', { name: 'Approve' }).click();
    },
    'selection.cleared': async ({ page }) => {
      await bulkBar(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'post.opened': async (ctx) => {
      const { undated } = scratchOf(ctx);
      if (ctx.event.postId === UNDATED_SAMPLE_ID && undated) {
        const list = ctx.page.getByRole('region', { name: 'Not scheduled' });
        await list.locator(`[data-post-id="${undated.id}"]`).getByRole('button').click();
      } else await opener(ctx).click();
    },
    'modal.closed': async ({ page }) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    },
    'edit.started': async ({ page }) => {
      if (await unscheduledDialog(page).isVisible())
        await unscheduledDialog(page).getByRole('button', { name: 'Schedule' }).click();
      else await viewDialog(page).getByRole('button', { name: 'Edit' }).click();
    },
    'post.composeStarted': async ({ page }) => {
      await page.getByRole('button', { name: 'New post', exact: true }).first().click();
    },
    'edit.changed': async ({ page, event }) => {
      const text = editDialog(page).getByLabel('Post text');
      const wanted = typeof event.description === 'string' ? event.description : 'Fresh croissants at eight';
      // An unchanged value sends nothing: type something first.
      if ((await text.inputValue()) === wanted) await text.fill(`${wanted}!`);
      await text.fill(wanted);
    },
    'edit.save': async (ctx) => {
      const { page, step } = ctx;
      const refused = JSON.stringify(step.state.value).includes('"open"');
      const text = await editDialog(page).getByLabel('Post text').inputValue();
      if (refused && text.trim() !== '') {
        const edit = editDialog(page);
        if ((await edit.getByLabel(/^Date/).inputValue()) === '') {
          // A post without a date (the sample has no network): the user takes its network off.
          await edit.getByRole('checkbox', { name: 'Facebook' }).uncheck();
        } else {
          // The draft is complete: by the time the user saves, its date has passed.
          await page.clock.pauseAt(new Date(scratchOf(ctx).now.getTime() + 10 * DAY_MS));
        }
      }
      await editDialog(page).getByRole('button', { name: 'Save' }).click();
    },
    'approval.requested': async ({ page }) => {
      await viewDialog(page).getByRole('button', { name: 'Approve' }).click();
    },
    'approval.confirmed': async ({ page }) => {
      await approveDialog(page).getByRole('button', { name: 'Approve' }).click();
    },
    'removal.requested': async ({ page }) => {
      const view = viewDialog(page);
      const shown = (await view.isVisible()) ? view : unscheduledDialog(page);
      await shown.getByRole('button', { name: 'Remove' }).click();
    },
    'removal.confirmed': async ({ page }) => {
      await removeDialog(page)
        .getByRole('button', { name: /^(Remove|Try again)$/ })
        .click();
    },
    'post.moved': async (ctx) => {
      const { event, page } = ctx;
      const { now, posts } = scratchOf(ctx);
      if (event.postId === NEEDS_APPROVAL_SAMPLE_ID && (await firstCard(ctx).count()) === 0) {
        // The post is gone from this page (removed): its card is dropped from another planner tab, which still
        // shows it (a drag between tabs carries the post id as text).
        const transfer = await page.evaluateHandle((id) => {
          const data = new DataTransfer();
          data.setData('text/plain', String(id));
          return data;
        }, posts[0]!.id);
        const cell = page.locator(`[data-day="${dayKey(new Date(now.getTime() + 2 * DAY_MS))}"]`).last();
        await cell.dispatchEvent('dragover', { dataTransfer: transfer });
        await cell.dispatchEvent('drop', { dataTransfer: transfer });
        return;
      }
      if (event.postId === PUBLISHED_SAMPLE_ID) {
        // A published post: picked up while it could still move, reported published before the drop.
        await liftAndAim(ctx, 2);
        await publishWhileLifted(ctx);
      } else if (typeof event.dayKey === 'string' && event.dayKey < SAMPLE_TODAY) {
        await liftAndAim(ctx, -3); // the day before today
      } else {
        await liftAndAim(ctx, 2);
      }
      await page.keyboard.press('Enter');
    },
  },
  arrange: {
    'xstate.error.actor.savePost': async ({ page }) => {
      await page.route(/\/api\/auth\/(addPost|updatePost)$/, (route) => route.fulfill(SERVER_ERROR), {
        times: 1,
      });
    },
    'xstate.error.actor.approvePosts': async ({ page }) => {
      await page.route(/\/api\/auth\/approvePosts$/, (route) => route.fulfill(SERVER_ERROR), { times: 1 });
    },
    'xstate.error.actor.reschedulePost': async ({ page }) => {
      await page.route(/\/api\/auth\/reschedulePost$/, (route) => route.fulfill(SERVER_ERROR), { times: 1 });
    },
    'xstate.error.actor.removePost': async ({ page }) => {
      await page.route(/\/api\/auth\/deletePost$/, (route) => route.fulfill(SERVER_ERROR), { times: 1 });
    },
    // The load failures are planned by the gate (loadPlan); these keep the events mapped.
    'xstate.error.actor.loadPosts': async () => {},
    'xstate.error.actor.refreshPosts': async () => {},
  },
};
