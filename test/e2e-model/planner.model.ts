/**
 * UI model of the content planner (machines/planner.machine.ts, spec 2.6, 4.1, 4.9, 9) on Sandbox Labs; the data,
 * the clock and the locators are in support/plannerData.ts, the loads in support/plannerGate.ts.
 *
 * - Posts: when some load of the path finds posts, four waiting for approval two days ahead and one without a date
 *   are created; the first plays the sample post waiting for approval, the second the published one.
 * - Moving: `post.moved` is a mouse drag of the post's card onto a day cell (a removed post has no card to drag);
 *   the keyboard move is 'm', the arrows, Enter and Escape on the card.
 * - The post's modal is the post editor (postEditor.model.ts walks it): `xstate.done.actor.postEditor` is the user
 *   finishing it with the outcome the path names (support/postModal.ts `finishEditor`).
 * - Not walkable: moving with no post on screen, changing the filter while a modal is open (the page behind it is
 *   inert), acting on a removed post that a sample answer lists again (the server never does), approving or
 *   removing from a new post's editor, saving or approving a published post, selecting the only post when it was
 *   saved as new (the app saves it approved), and the keys of a keyboard move with nothing picked up (the page
 *   sends them only for the picked-up card).
 */
import { expect, type Locator, type Route } from '@playwright/test';
import { dragCard } from '../e2e/support/drag.ts';
import { NEEDS_APPROVAL_SAMPLE_ID, SAMPLE_TODAY } from '../../machines/planner.samples.ts';
import { MOVE_SAVING_TEXT } from '../../src/domain/plannerMove.ts';
import { ControlledStream, streamSteps } from './support/liveStream.ts';
import { LoadGate, loadPlan } from './support/plannerGate.ts';
import {
  bulkBar,
  cardOf,
  daysFrom,
  firstCard,
  openerOf,
  openPlanner,
  postFor,
  rangeHeading,
  scratchOf,
  seedPlanner,
  skeleton,
} from './support/plannerData.ts';
import { failOnce, finishEditor, openPost } from './support/postModal.ts';
import {
  whileActive,
  type StepContext,
  type StepHandler,
  type UiModel,
  type UiPath,
  type WalkContext,
} from './support/uiModel.ts';

/** Whether the path's events can be made in the browser (see the file comment), or why not. */
function unwalkableReason(path: UiPath): string | null {
  // The posts on screen, followed from the events (a step's snapshot is the graph's: one of the snapshots with the
  // same guard state, whose posts may differ).
  let shown = new Set<number>();
  /** Posts the server removed in this path (a sample answer may still list them: the server never does). */
  const removed = new Set<number>();
  /** Posts a load answered as published. */
  let published = new Set<number>();
  let opened: number | null = null;
  /** Whether the stream of changes is open (the test's, support/liveStream.ts). */
  let up = false;
  /** The only post on the page is one saved as new in this path. */
  let savedNewOnly = false;
  for (let index = 1; index < path.steps.length; index += 1) {
    const { event } = path.steps[index]!;
    const before = path.steps[index - 1]!.state;
    const postId = typeof event.postId === 'number' ? event.postId : null;
    if (/^move\.(aimed|dropped|cancelled)$/.test(event.type) && before.context.lift === null)
      return `${event.type} with nothing picked up: the page sends it only for the picked-up card`;
    if ((event.type === 'post.moved' || event.type === 'move.lifted') && shown.size === 0)
      return `${event.type} with no post on screen: there is no card to move`;
    if (postId !== null && removed.has(postId))
      return `${event.type} of a removed post: the server no longer lists it, so it has no card`;
    if (event.type === 'post.moved' && postId !== null && !shown.has(postId))
      return 'post.moved of a post not on screen: there is no card to drag';
    if (event.type === 'post.opened') opened = postId;
    if (event.type === 'post.composeStarted') opened = null;
    if (/^xstate\.done\.actor\.(loadPosts|refreshPosts)$/.test(event.type)) {
      const { posts } = event.output as { posts: { id: number; msp: { status: string }[] }[] };
      shown = new Set(posts.map((post) => post.id));
      published = new Set(posts.filter((post) => post.msp[0]?.status === 'POSTED').map((post) => post.id));
    }
    if (event.type === 'post.toggled' && savedNewOnly)
      return 'post.toggled of the post saved as new: the app saves it approved, so it has no checkbox';
    if (event.type === 'xstate.done.actor.postEditor') {
      const { outcome } = event.output as { outcome: string };
      if (outcome === 'saved' && opened === null && shown.size === 0) savedNewOnly = true;
      if (opened === null && (outcome === 'approved' || outcome === 'removed'))
        return `a new post's editor ${outcome} a post: it can only save or close`;
      if (opened !== null && published.has(opened) && (outcome === 'saved' || outcome === 'approved'))
        return `the editor of a published post ${outcome} it: it can only remove or close`;
      if (outcome === 'removed' && opened !== null) {
        removed.add(opened);
        shown.delete(opened);
      }
    }
    if (event.type === 'filter.changed' && before.hasTag('modal'))
      return 'filter.changed while a modal is open: the page behind the modal is inert';
    if (event.type === 'xstate.error.actor.loadTimeZone' && up)
      return 'the time zone read fails after the stream opened: its failure is arranged before the page loads';
    if (event.type === 'live.up') up = true;
    if ((event.type === 'live.down' || event.type === 'live.changed') && !up)
      return `${event.type} with no stream open: the app is told of one only while it is up`;
    if (event.type === 'live.down') up = false;
  }
  return null;
}

const gateOf = (ctx: WalkContext) => ctx.scratch.gate as LoadGate;

/** The day cell a drop aims at: the event's day before today is yesterday, after it two days after the post. */
function dropCell(ctx: StepContext): Locator {
  const { now } = scratchOf(ctx);
  const past = typeof ctx.event.dayKey === 'string' && ctx.event.dayKey < SAMPLE_TODAY;
  const days = past ? [-1, -2, -3] : [4, 3, 2, 1];
  const selector = days.map((offset) => `[data-day="${daysFrom(now, offset)}"]`).join(', ');
  return ctx.page.locator(selector).last();
}

/** A mouse drag of the event's post card onto a day cell. */
async function dropPost(ctx: StepContext): Promise<void> {
  const post = postFor(ctx, ctx.event.postId);
  await dragCard(ctx.page.mouse, cardOf(ctx.page, post?.id ?? 0), dropCell(ctx));
}

/** A key on the picked-up card (focus stays on it; a refresh may have drawn it again). */
const liftedKey =
  (key?: string): StepHandler =>
  async (ctx) => {
    const lift = ctx.before.context.lift as { postId: number } | null;
    const post = postFor(ctx, lift?.postId ?? NEEDS_APPROVAL_SAMPLE_ID);
    await openerOf(cardOf(ctx.page, post?.id ?? 0)).focus();
    await ctx.page.keyboard.press(key ?? String(ctx.event.key));
  };

/**
 * A request the user acts during (the step makes the app busy and the path's next step is the user's, not the
 * request's end) is held: it never answers, so the app stays busy while the user acts.
 */
const holdingIfUserActs =
  (call: RegExp, action: StepHandler): StepHandler =>
  async (ctx) => {
    const busy = ctx.step.state.hasTag('busy');
    if (busy && ctx.following.length === 0 && ctx.index + 1 < ctx.path.steps.length)
      await ctx.page.route(call, () => {}, { times: 1 });
    await action(ctx);
  };

const RESCHEDULE = /\/api\/auth\/reschedulePost$/;
const TIME_ZONE = /\/api\/auth\/getUserTimeZone$/;
const APPROVE = /\/api\/auth\/approvePosts$/;

const releaseLoad: StepHandler = (ctx) => gateOf(ctx).release(ctx.index);

export const plannerModel: UiModel = {
  machine: 'planner',
  timeout: 45_000,
  async start(ctx) {
    const plan = loadPlan(ctx.path);
    const withPosts = plan.some((load) => ['posts', 'publishedNow', 'counted'].includes(load.answer));
    const { now, posts } = await seedPlanner(ctx, withPosts);
    const gate = new LoadGate(plan, {
      always: posts[1] ? [posts[1].id] : [],
      publishedNow: posts[0] ? [posts[0].id] : [],
    });
    await gate.install(ctx.page);
    ctx.scratch.gate = gate;
    ctx.scratch.stream = await ControlledStream.attach(ctx.page);
    // A path that starts with the stream holds the time zone read until its step: the stream opens meanwhile.
    if (ctx.path.steps[1]?.event.type.startsWith('live.')) {
      await ctx.page.route(
        TIME_ZONE,
        (route) => {
          ctx.scratch.timeZone = route;
        },
        { times: 1 },
      );
    }
    // Opened by a link to a post (the catalogue's second input): the post waiting for approval.
    const linked = (ctx.input as { linkedPostId?: number } | undefined)?.linkedPostId;
    const post = linked === undefined ? undefined : postFor(ctx, linked);
    const { accountId } = scratchOf(ctx).session;
    await openPlanner(ctx.page, now, post ? `/contentplanner/${accountId}/${post.id}` : '/contentplanner');
  },
  // The link: its post is read, its month loads, its modal opens and is closed (the generated paths start from
  // the planner opened from the menu, the catalogue's first input).
  sequences: [
    {
      inputIndex: 1,
      steps: [
        'xstate.done.actor.loadTimeZone',
        'xstate.done.actor.loadLinkedPost',
        'xstate.done.actor.loadPosts',
        'xstate.done.actor.postEditor',
      ],
    },
    // The linked post cannot be read: the planner says so and opens on today.
    {
      inputIndex: 1,
      steps: [
        'xstate.done.actor.loadTimeZone',
        'xstate.error.actor.loadLinkedPost',
        'xstate.done.actor.loadPosts',
      ],
    },
  ],
  unwalkable: unwalkableReason,
  states: whileActive({
    // (A modal hides the page behind it from the accessibility tree: these look at what is drawn.)
    planner: async ({ page }) => {
      await expect(page.locator('#planner-heading')).toHaveText('Content Planner');
    },
    'planner.loadingTimeZone': async ({ page }) => {
      await expect(skeleton(page)).toBeVisible();
      await expect(rangeHeading(page)).toHaveCount(0);
    },
    'planner.locatingPost': async ({ page }) => {
      // The month is not named until the linked post's day is known.
      await expect(skeleton(page)).toBeVisible();
      await expect(rangeHeading(page)).toHaveCount(0);
    },
    'planner.timeZoneFailed': async ({ page }) => {
      const alert = page.getByRole('alert').filter({ hasText: "The account's time zone could not be read" });
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(rangeHeading(page)).toHaveCount(0);
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
      // The calendar stays while the posts are fetched again.
      await expect(skeleton(page)).toHaveCount(0);
      await expect(page.locator('table').first()).toBeVisible();
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
    'planner.loaded.browsing.lifted': async ({ page }) => {
      await expect(
        page.getByRole('status').filter({ hasText: /^(Moving "|Move to |The post cannot move to )/ }),
      ).toHaveCount(1);
    },
    'planner.loaded.moving': async ({ page }) => {
      // What was said last: the drop, or a post picked up meanwhile (answered with a wait).
      const said = page.getByRole('status');
      await expect(
        said.filter({ hasText: /^Post moved to / }).or(said.filter({ hasText: MOVE_SAVING_TEXT })),
      ).toHaveCount(1);
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
    'planner.loaded.post': async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(1);
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
      const text = postFor(ctx, ctx.event.postId)?.text ?? '';
      await ctx.page.getByRole('checkbox', { name: `Select post: ${text}` }).click();
    },
    'selection.approve': holdingIfUserActs(APPROVE, async ({ page }) => {
      await bulkBar(page).getByRole('button', { name: 'Approve' }).click();
    }),
    'selection.cleared': async ({ page }) => {
      await bulkBar(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'post.opened': (ctx) => openPost(ctx, ctx.event.postId),
    'post.composeStarted': async ({ page }) => {
      await page.getByRole('button', { name: 'New post', exact: true }).first().click();
    },
    'post.moved': holdingIfUserActs(RESCHEDULE, dropPost),
    'move.lifted': async (ctx) => {
      await openerOf(firstCard(ctx)).focus();
      await ctx.page.keyboard.press('m');
    },
    'move.aimed': liftedKey(),
    'move.dropped': holdingIfUserActs(RESCHEDULE, liftedKey('Enter')),
    'move.cancelled': liftedKey('Escape'),
    // The stream of changes (support/liveStream.ts): opened (or, open, says changes were missed), ended, or a
    // change to this account's posts (the samples' account 1) or another account's.
    ...streamSteps(({ scratch }) => scratch.stream as ControlledStream),
    'live.changed': (ctx) => {
      const { accountId } = scratchOf(ctx).session;
      const change = ctx.event.change as { accountId: number; data: Record<string, unknown> };
      (ctx.scratch.stream as ControlledStream).send(
        'posts.changed',
        change.data,
        change.accountId === 1 ? accountId : accountId + 100_000,
      );
      return Promise.resolve();
    },
    'xstate.done.actor.loadTimeZone': async ({ scratch }) => {
      const held = scratch.timeZone as Route | undefined;
      if (held) await held.fallback();
      delete scratch.timeZone;
    },
    // The server answers the linked post: nothing for the user to do.
    'xstate.done.actor.loadLinkedPost': () => Promise.resolve(),
    'xstate.done.actor.postEditor': (ctx) =>
      finishEditor(ctx, (ctx.event.output as { outcome: string }).outcome),
    'xstate.done.actor.loadPosts': releaseLoad,
    'xstate.done.actor.refreshPosts': releaseLoad,
    'xstate.error.actor.loadPosts': releaseLoad,
    'xstate.error.actor.refreshPosts': releaseLoad,
  },
  arrange: {
    'xstate.error.actor.loadTimeZone': failOnce(/\/api\/auth\/getUserTimeZone$/),
    'xstate.error.actor.loadLinkedPost': failOnce(/\/api\/auth\/getPostById$/),
    'xstate.error.actor.approvePosts': failOnce(APPROVE),
    'xstate.error.actor.reschedulePost': failOnce(RESCHEDULE),
  },
};
