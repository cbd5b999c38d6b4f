/**
 * UI model of the post editor (machines/postEditor.machine.ts, spec 2.6, 4.1): the modal of one post, from the
 * moment the planner opens it to the moment it closes. The planner invokes the editor as a child actor; the app's
 * inspection recorder reports invoked machines too (src/app/inspection.ts), so each path walks one editor actor.
 *
 * - Inputs: the catalogue's five (machines/postEditor.samples.ts): the post waiting for approval (the first created
 *   post's card), the published post (the same card, shown published: the planner's load answers it so), the post
 *   without a date (the 'Not scheduled' list), a new post on a day four days ahead (the day's '+'), and the post
 *   waiting for approval opened in the full-page editor (issue 19, /{accid}/posteditor/{id}: its form has the
 *   modal's fields under the same names; Cancel closes it).
 * - Data, clock and locators: support/plannerData.ts (Sandbox Labs, the page's clock paused on the 15th of the month
 *   after next, so no refresh runs while a modal is open); the user's steps: support/postModal.ts.
 * - A save the path refuses although the text is filled: a dated post is saved once its time has passed, one
 *   without a date loses its network (support/postModal.ts `save`).
 */
import { expect } from '@playwright/test';
import { NEEDS_APPROVAL_SAMPLE_ID, UNDATED_SAMPLE_ID } from '../../machines/planner.samples.ts';
import { PAGE_EDITOR_INPUT } from '../../machines/postEditor.samples.ts';
import { LoadGate } from './support/plannerGate.ts';
import {
  approveDialog,
  daysFrom,
  editDialog,
  firstCard,
  openPlanner,
  openPostEditor,
  removeDialog,
  scratchOf,
  seedPlanner,
  unscheduledDialog,
  viewDialog,
} from './support/plannerData.ts';
import { composeOn, editorActions, editorFailures, openPost } from './support/postModal.ts';
import { whileActive, type UiModel } from './support/uiModel.ts';

/** Which post each catalogue input opens. */
const OPENS = [
  NEEDS_APPROVAL_SAMPLE_ID,
  NEEDS_APPROVAL_SAMPLE_ID,
  UNDATED_SAMPLE_ID,
  null,
  NEEDS_APPROVAL_SAMPLE_ID,
] as const;
const PUBLISHED_INPUT = 1;

export const postEditorModel: UiModel = {
  machine: 'postEditor',
  inputs: [0, 1, 2, 3, PAGE_EDITOR_INPUT],
  timeout: 45_000,
  async start(ctx) {
    const { page, path } = ctx;
    const { now, posts } = await seedPlanner(ctx, true);
    if (path.inputIndex === PAGE_EDITOR_INPUT) {
      await openPostEditor(page, now, scratchOf(ctx).session.accountId, posts[0]!.id);
      return;
    }
    const shownPublished = path.inputIndex === PUBLISHED_INPUT ? [posts[0]!.id] : [];
    await new LoadGate([], { always: shownPublished, publishedNow: [] }).install(page);
    await openPlanner(page, now);
    await expect(firstCard(ctx)).toBeVisible();
    const opens = OPENS[path.inputIndex];
    if (opens === null) await composeOn(page, daysFrom(now, 4));
    else await openPost(ctx, opens);
  },
  states: whileActive({
    'postEditor.viewing': async (ctx) => {
      const view = viewDialog(ctx.page);
      await expect(view).toContainText(scratchOf(ctx).posts[0]?.text ?? '');
      await expect(view.getByRole('button', { name: 'Remove' })).toBeVisible();
      const published = ctx.path.inputIndex === PUBLISHED_INPUT;
      await expect(view.getByRole('button', { name: 'Edit' })).toHaveCount(published ? 0 : 1);
      await expect(view.getByRole('button', { name: 'Approve' })).toHaveCount(published ? 0 : 1);
    },
    'postEditor.unscheduled': async (ctx) => {
      const unscheduled = unscheduledDialog(ctx.page);
      await expect(unscheduled).toContainText('Not scheduled yet');
      await expect(unscheduled).toContainText(scratchOf(ctx).undated?.text ?? '');
      await expect(unscheduled.getByRole('button', { name: 'Schedule' })).toBeVisible();
    },
    'postEditor.editing': async ({ page }) => {
      await expect(editDialog(page).getByLabel('Post text')).toBeVisible();
    },
    'postEditor.editing.open': async ({ page }) => {
      await expect(editDialog(page).getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    'postEditor.editing.saving': async ({ page }) => {
      await expect(editDialog(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    },
    'postEditor.editing.failed': async ({ page }) => {
      const edit = editDialog(page);
      await expect(edit.getByRole('alert')).toHaveText('Save failed. Your text is kept.');
      await expect(edit.getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    'postEditor.approving': async ({ page }) => {
      await expect(approveDialog(page)).toContainText(
        'Once approved, it is published at its scheduled time.',
      );
    },
    'postEditor.approving.confirming': async ({ page }) => {
      await expect(approveDialog(page).getByRole('button', { name: 'Approve' })).toBeEnabled();
    },
    'postEditor.approving.approving': async ({ page }) => {
      await expect(approveDialog(page).getByRole('button', { name: 'Approving...' })).toBeDisabled();
    },
    'postEditor.removing': async ({ page }) => {
      await expect(removeDialog(page)).toContainText('It disappears from the planner and is not published.');
    },
    'postEditor.removing.confirming': async ({ page }) => {
      await expect(removeDialog(page).getByRole('button', { name: 'Remove' })).toBeEnabled();
    },
    'postEditor.removing.removing': async ({ page }) => {
      await expect(removeDialog(page).getByRole('button', { name: 'Removing...' })).toBeDisabled();
    },
    'postEditor.removing.failed': async ({ page }) => {
      const remove = removeDialog(page);
      await expect(remove.getByRole('alert')).toHaveText('Could not remove. Try again.');
      await expect(remove.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'postEditor.closed': async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  }),
  actions: editorActions,
  arrange: editorFailures,
};
