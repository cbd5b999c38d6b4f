/**
 * UI model of the posting schedule page, /dayTimeSchedule (spec 2.5, 7.5): partner@demo.test (Paula Partner, role 2
 * in Network Nook, time zone Europe/London), whose account's feed schedule no other UI model touches. Each path
 * starts by storing, through the real API, the schedule its first load answers (the samples' Friday 17:30, or the
 * full schedule of 100 times), so paths do not depend on what the one before saved.
 *
 * - Loads and saves are held (support/heldCalls.ts) until their actor event's step lets them go, so the page is
 *   checked while it loads or saves: the real server answers, or a 500 when the path's call fails. A path that ends
 *   while loading or saving keeps its call held.
 * - Times are added with the day's labelled time field and its Add button, removed with 'Remove <time> on <day>'.
 * - The page assertions read the snapshot the path expects after its last step (the draft, the saved schedule,
 *   the reason a time was refused).
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { FeedScheduleContext, LoadedSchedule } from '../../machines/feedSchedule.machine.ts';
import {
  FEED_SCHEDULE_MAX_SLOTS,
  WEEK_DAYS_MONDAY_FIRST,
  dayName,
  feedScheduleMessages,
  sameSchedule,
  slotsOfDay,
  type FeedSlot,
} from '../../src/domain/feedSchedule.ts';
import { logIn } from '../e2e/support/session.ts';
import {
  expectedSnapshot,
  failWith,
  holding,
  letGo,
  rememberSnapshots,
  stayBusy,
  track,
} from './support/heldFormCalls.ts';
import type { UiModel, UiPath, WalkContext } from './support/uiModel.ts';

const PARTNER = { username: 'partner@demo.test', password: 'demo1234' };
const API = {
  load: '**/api/auth/getFeedSchedule',
  save: '**/api/updateFeedSchedule',
};
/** What the path's first load answers when it has none (a failed load retried): the samples' schedule. */
const DEFAULT_SCHEDULE: FeedSlot[] = [{ day: 5, time: '17:30' }];

const days = (page: Page) => page.getByRole('list', { name: 'Days of the week' });
const dayRow = (page: Page, day: number) =>
  days(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: dayName(day), exact: true }) });
const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save schedule|Saving…)$/ });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

const expected = (ctx: WalkContext) => expectedSnapshot(ctx).context as FeedScheduleContext;
const fail = () => failWith('Something went wrong.');
const answered = () => (route: Route) => route.continue();

/** The schedule the path's first load answers. */
function loadedSchedule(path: UiPath): FeedSlot[] {
  const loaded = path.steps.find((step) => step.event.type === 'xstate.done.actor.loadSchedule');
  return loaded ? (loaded.event as unknown as { output: LoadedSchedule }).output.schedule : DEFAULT_SCHEDULE;
}

/** The page's status line under Save: what the draft is against what was saved. */
function statusLine(context: FeedScheduleContext, saving: boolean): string {
  if (saving) return 'Saving…';
  if (!sameSchedule(context.draft, context.saved)) return 'You have unsaved changes.';
  return context.draft.length === 0 ? 'No posting times yet.' : 'All changes saved.';
}

async function expectSaveButton(ctx: WalkContext) {
  const context = expected(ctx);
  const button = saveButton(ctx.page);
  await expect(button).toHaveText('Save schedule');
  await expect(button).toHaveAccessibleDescription(statusLine(context, false));
  if (sameSchedule(context.draft, context.saved)) await expect(button).toBeDisabled();
  else await expect(button).toBeEnabled();
}

export const feedScheduleModel: UiModel = {
  machine: 'feedSchedule',
  async start(ctx: WalkContext) {
    const { page, path } = ctx;
    await rememberSnapshots(feedScheduleModel, ctx);
    const { token, user } = await logIn(page, PARTNER);
    const reset = await page.context().request.post('/api/updateFeedSchedule', {
      headers: { Authorization: `Bearer ${token}` },
      data: { account_id: user.accountId, schedule: loadedSchedule(path) },
    });
    expect(reset.ok(), 'the schedule the path starts from is stored').toBe(true);
    await page.goto('/dayTimeSchedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Posting schedule' })).toBeVisible();
  },
  states: {
    feedSchedule: async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Posting schedule' })).toBeVisible();
    },
    'feedSchedule.loading': async ({ page }) => {
      await expect(
        page.getByRole('status').filter({ hasText: 'Loading your posting schedule…' }),
      ).toBeVisible();
      await expect(days(page)).toHaveCount(0);
    },
    'feedSchedule.loadFailed': async ({ page }) => {
      const alert = page.getByRole('alert').filter({ hasText: feedScheduleMessages.loadFailed });
      await expect(alert).toHaveText(`${feedScheduleMessages.loadFailed}Try again`);
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(days(page)).toHaveCount(0);
    },
    'feedSchedule.ready': async (ctx) => {
      const { page, scratch } = ctx;
      const { draft, timeZone, problem } = expected(ctx);
      await expect(page.getByText("Times are in your account's time zone:")).toHaveText(
        `Times are in your account's time zone: ${timeZone}.`,
      );
      await expect(days(page).getByRole('heading', { level: 2 })).toHaveText(
        WEEK_DAYS_MONDAY_FIRST.map((day) => dayName(day)),
      );
      for (const day of WEEK_DAYS_MONDAY_FIRST) {
        const slots = slotsOfDay(draft, day);
        const row = dayRow(page, day);
        if (slots.length === 0) {
          await expect(row.getByText('No posting times.')).toBeVisible();
          continue;
        }
        const times = row
          .getByRole('list', { name: `Posting times on ${dayName(day)}` })
          .getByRole('listitem');
        await expect(times).toHaveText(slots.map((slot) => new RegExp(`^${slot.time}`)));
      }
      await expect(page.getByText(/ of \d+ posting times\.$/)).toHaveText(
        `${draft.length} of ${FEED_SCHEDULE_MAX_SLOTS} posting times.`,
      );
      // A refused time: the reason under the day it was typed for (spec 7.5: no duplicates, at most 100).
      const alerts = days(page).getByRole('alert');
      if (problem === null) {
        await expect(alerts).toHaveCount(0);
      } else {
        const row = dayRow(page, scratch.problemDay as number);
        await expect(row.getByRole('alert')).toHaveText(problem);
        await expect(row.getByLabel(/^New time on /)).toHaveAttribute('aria-invalid', 'true');
      }
    },
    'feedSchedule.ready.editing': (ctx) => expectSaveButton(ctx),
    'feedSchedule.ready.saving': async ({ page }) => {
      // Save and every edit wait for the server.
      await expect(saveButton(page)).toHaveText('Saving…');
      await expect(saveButton(page)).toBeDisabled();
      await expect(saveButton(page)).toHaveAccessibleDescription('Saving…');
      await expect(
        days(page)
          .getByRole('button', { name: /^Add a time on / })
          .first(),
      ).toBeDisabled();
      await expect(
        days(page)
          .getByLabel(/^New time on /)
          .first(),
      ).toBeDisabled();
    },
    'feedSchedule.ready.saved': async (ctx) => {
      await expect(toasts(ctx.page).getByText(feedScheduleMessages.saved)).toBeVisible();
      await expectSaveButton(ctx);
    },
    'feedSchedule.ready.failed': async (ctx) => {
      await expect(
        ctx.page.getByRole('alert').filter({ hasText: feedScheduleMessages.saveFailed }),
      ).toHaveText(feedScheduleMessages.saveFailed);
      await expectSaveButton(ctx);
    },
  },
  actions: {
    'slot.added': track(async ({ page, event, scratch }) => {
      const { day, time } = event as unknown as FeedSlot;
      const row = dayRow(page, day);
      scratch.problemDay = day;
      await row.getByLabel(`New time on ${dayName(day)}`).fill(time);
      await row.getByRole('button', { name: `Add a time on ${dayName(day)}` }).click();
    }),
    'slot.removed': track(async ({ page, event }) => {
      const { day, time } = event as unknown as FeedSlot;
      await dayRow(page, day)
        .getByRole('button', { name: `Remove ${time} on ${dayName(day)}` })
        .click();
    }),
    'schedule.saved': track(async (ctx) => {
      await stayBusy(ctx, API.save);
      await saveButton(ctx.page).click();
    }),
    'schedule.retried': track(async (ctx) => {
      await stayBusy(ctx, API.load);
      await ctx.page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    }),
    'xstate.done.actor.loadSchedule': letGo,
    'xstate.error.actor.loadSchedule': letGo,
    'xstate.done.actor.saveSchedule': letGo,
    'xstate.error.actor.saveSchedule': letGo,
  },
  arrange: {
    'xstate.done.actor.loadSchedule': holding(API.load, answered),
    'xstate.error.actor.loadSchedule': holding(API.load, fail),
    'xstate.done.actor.saveSchedule': holding(API.save, answered),
    'xstate.error.actor.saveSchedule': holding(API.save, fail),
  },
  unwalkable(path: UiPath) {
    for (const [index, step] of path.steps.entries()) {
      const type = step.event.type;
      if (
        (type === 'slot.added' || type === 'slot.removed') &&
        path.steps[index - 1]!.state.matches({ ready: 'saving' })
      ) {
        return 'the time fields, Add and Remove are disabled while the schedule saves: the page sends no edit then';
      }
    }
    return null;
  },
};
