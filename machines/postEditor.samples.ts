/** Samples of the post editor machine (postEditor.machine.ts) for the catalogue and the model tests. */
import { draftProblem } from '../src/domain/postDraft.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import { plannerSamplePosts, SAMPLE_NOW, SAMPLE_ZONE } from './planner.samples.ts';
import type { postEditorMachine } from './postEditor.machine.ts';

/**
 * The editor's inputs: a post waiting for approval, one already published, one without a date, a new post (the
 * planner's modals), and the post waiting for approval opened in the full-page editor (issue 19).
 */
export const postEditorInputs = [
  { accountId: 1, timeZone: SAMPLE_ZONE, post: plannerSamplePosts.needingApproval },
  { accountId: 1, timeZone: SAMPLE_ZONE, post: plannerSamplePosts.published },
  { accountId: 1, timeZone: SAMPLE_ZONE, post: plannerSamplePosts.undated },
  { accountId: 1, timeZone: SAMPLE_ZONE, post: null, day: '2026-07-10' },
  { accountId: 1, timeZone: SAMPLE_ZONE, post: plannerSamplePosts.needingApproval, page: true },
] as const;

/** The index of the full-page editor's input. */
export const PAGE_EDITOR_INPUT = 4;

export const postEditorSamples: CatalogueSamples<typeof postEditorMachine> = {
  inputs: [...postEditorInputs],
  events: () => [
    { type: 'edit.changed', description: '' },
    { type: 'edit.changed', description: 'Fresh croissants at eight', time: '09:30', channels: [1] },
    { type: 'edit.save', now: SAMPLE_NOW },
    // Saving again later, once the chosen time has passed (the draft of the waiting post is for 2026-07-03).
    { type: 'edit.save', now: '2026-07-05T10:00:00.000Z' },
    {
      type: 'xstate.done.actor.savePost',
      output: { ...plannerSamplePosts.needingApproval, description: 'Saved' },
    },
  ],
  // Guards read the post (fixed by the input) and whether the draft can be saved at the samples' now.
  guardState: (snapshot) => {
    const { draft, timeZone } = snapshot.context;
    return { draftOk: draft ? draftProblem(draft, timeZone, SAMPLE_NOW) === null : null };
  },
};
