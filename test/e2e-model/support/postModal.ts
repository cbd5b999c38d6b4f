/**
 * The post editor's modals (machines/postEditor.machine.ts) as a user works them: the actions of its events and the
 * failures its requests can be given. postEditor.model.ts maps them one to one; planner.model.ts uses them to bring
 * an open editor to the outcome a path's `xstate.done.actor.postEditor` carries.
 */
import { expect, type Page } from '@playwright/test';
import { UNDATED_SAMPLE_ID } from '../../../machines/planner.samples.ts';
import { SERVER_ERROR } from './plannerGate.ts';
import {
  approveDialog,
  DAY_MS,
  daysFrom,
  editDialog,
  firstCard,
  openerOf,
  removeDialog,
  scratchOf,
  unscheduledDialog,
  viewDialog,
} from './plannerData.ts';
import type { StepContext, StepHandler, WalkContext } from './uiModel.ts';

/** Opens a post's modal: the undated one from the 'Not scheduled' list, any other from its card. */
export async function openPost(ctx: WalkContext, postId: unknown): Promise<void> {
  const { undated } = scratchOf(ctx);
  if (postId === UNDATED_SAMPLE_ID && undated) {
    const list = ctx.page.getByRole('region', { name: 'Not scheduled' });
    await openerOf(list.locator(`[data-post-id="${undated.id}"]`)).click();
  } else await openerOf(firstCard(ctx)).click();
}

/** Starts a new post on day `day` (the day's '+' on the calendar). */
export async function composeOn(page: Page, day: string): Promise<void> {
  await page
    .getByRole('button', { name: `New post on ${day}`, exact: true })
    .first()
    .click();
}

/** Whatever dialog is open is closed with its Close button; the full-page editor with Cancel. */
async function closeModal(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: /^(New|Edit) post$/ });
  if (await form.isVisible()) await form.getByRole('button', { name: 'Cancel', exact: true }).click();
  else await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
}

async function startEditing(page: Page): Promise<void> {
  if (await unscheduledDialog(page).isVisible())
    await unscheduledDialog(page).getByRole('button', { name: 'Schedule' }).click();
  else await viewDialog(page).getByRole('button', { name: 'Edit' }).click();
}

/**
 * Types the event's fields into the edit modal: its text, and a date, a time and networks when it has them. A
 * field that already shows the value sends nothing, so the text is changed first in that case.
 */
async function changeDraft({ page, event }: StepContext): Promise<void> {
  const edit = editDialog(page);
  const text = edit.getByLabel('Post text');
  const wanted = typeof event.description === 'string' ? event.description : 'Fresh croissants at eight';
  if ((await text.inputValue()) === wanted) await text.fill(`${wanted}!`);
  await text.fill(wanted);
  if (typeof event.day === 'string') await edit.getByLabel(/^Date/).fill(event.day);
  if (typeof event.time === 'string') await edit.getByLabel(/^Time/).fill(event.time);
  if (Array.isArray(event.channels) && event.channels.includes(1))
    await edit.getByRole('checkbox', { name: 'Facebook', exact: true }).check();
}

/**
 * Saves. When the path says the save is refused although the text is not empty, the user makes the draft one the
 * editor refuses: a post without a date loses its network; a dated one is saved once its time has passed.
 */
async function save(ctx: StepContext): Promise<void> {
  const { page, step } = ctx;
  const edit = editDialog(page);
  const refused = JSON.stringify(step.state.value).includes('"open"');
  if (refused && (await edit.getByLabel('Post text').inputValue()).trim() !== '') {
    if ((await edit.getByLabel(/^Date/).inputValue()) === '')
      await edit.getByRole('checkbox', { name: 'Facebook', exact: true }).uncheck();
    else await page.clock.pauseAt(new Date(scratchOf(ctx).now.getTime() + 10 * DAY_MS));
  }
  await edit.getByRole('button', { name: 'Save' }).click();
}

/** The editor's events, as the user makes them. */
export const editorActions: Record<string, StepHandler> = {
  'modal.closed': ({ page }) => closeModal(page),
  'edit.started': ({ page }) => startEditing(page),
  'edit.changed': changeDraft,
  'edit.save': save,
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
};

/** The next call to `path` answers 500. */
export const failOnce = (path: RegExp) => async (ctx: StepContext) => {
  await ctx.page.route(path, (route) => route.fulfill(SERVER_ERROR), { times: 1 });
};

/** The editor's request failures: the next call of each answers 500. */
export const editorFailures: Record<string, StepHandler> = {
  'xstate.error.actor.savePost': failOnce(/\/api\/auth\/(addPost|updatePost)$/),
  'xstate.error.actor.approvePosts': failOnce(/\/api\/auth\/approvePosts$/),
  'xstate.error.actor.removePost': failOnce(/\/api\/auth\/deletePost$/),
};

/**
 * Brings the open editor to `outcome` (the planner's `xstate.done.actor.postEditor`): closed, saved (a new post
 * gets a text, a date three days ahead at 09:30 and Facebook), approved or removed (asked and confirmed).
 */
export async function finishEditor(ctx: StepContext, outcome: string): Promise<void> {
  const { page } = ctx;
  const step = (type: string, fields: Record<string, unknown> = {}) =>
    editorActions[type]!({ ...ctx, event: { type, ...fields } });
  if (outcome === 'closed') return closeModal(page);
  if (outcome === 'approved') {
    await step('approval.requested');
    return step('approval.confirmed');
  }
  if (outcome === 'removed') {
    await step('removal.requested');
    return step('removal.confirmed');
  }
  if (!(await editDialog(page).isVisible())) await startEditing(page);
  const edit = editDialog(page);
  if ((await edit.getByLabel('Post text').inputValue()) === '') {
    const day = (await edit.getByLabel(/^Date/).inputValue()) || daysFrom(scratchOf(ctx).now, 3);
    await step('edit.changed', { day, time: '09:30', channels: [1] });
  }
  const text = await edit.getByLabel('Post text').inputValue();
  await edit.getByRole('button', { name: 'Save' }).click();
  // With no post on the page before, the saved one plays the sample's saved post (the one waiting for approval).
  const { posts } = scratchOf(ctx);
  if (posts.length === 0) {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // (A month cell's card shortens the text and keeps it whole in its title; a day's card is labelled with it.)
    const card = page
      .locator(`[data-post-id]:has([title="${text}"]), [data-post-id][aria-label="${text}"]`)
      .first();
    posts.push({ id: Number(await card.getAttribute('data-post-id')), text });
  }
}
