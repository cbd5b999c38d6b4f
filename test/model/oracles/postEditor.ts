/**
 * What spec 2.6 and 4.1 say about one post's modal in the planner (machines/postEditor.machine.ts), and issue 19
 * about the full-page editor (input `page`).
 */
import { isDeepStrictEqual } from 'node:util';
import type { SnapshotFrom } from 'xstate';
import { postEditorMachine } from '../../../machines/postEditor.machine.ts';
import type { Post } from '../../../src/domain/posts.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof postEditorMachine>>;
type Input = { post: Post | null; day?: string; page?: boolean };

/** Spec 4.1: SCHEDULED with approved 0 is 'Needs approval'. */
const needsApproval = (post: Post | null) =>
  post?.msp[0]?.status === 'SCHEDULED' && post.msp[0]?.approved === 0;
/** Spec 4.1: 'Published' or 'Partially Published'. */
const published = (post: Post | null) => {
  const first = post?.msp[0];
  return (
    first?.status === 'POSTED' ||
    (first?.status === 'FAILED' && first.channeldata.some((c) => c.status === 'POSTED'))
  );
};
const CALLS = ['approvePosts', 'savePost', 'removePost'];
/** What the editor answers the planner once each request succeeds. */
const answers = {
  savePost: (o: O) => ({ outcome: 'saved', post: o.event.output }),
  approvePosts: (o: O) => ({ outcome: 'approved', postIds: [o.context.post?.id] }),
  removePost: (o: O) => ({ outcome: 'removed', postId: o.context.post?.id }),
};

const closed = (o: O) => o.snapshot.status === 'done';
const output = (o: O) => o.snapshot.output;

export const postEditorOracle = defineOracle(postEditorMachine, [
  rule(
    'spec 2.6',
    'a new post opens the edit modal (empty, on its day), an undated one the unscheduled modal, any other the view modal',
    atStart,
    (o) => {
      const input = o.input as Input;
      if (input.page && input.post !== null) return true;
      if (input.post === null) {
        return (
          o.has('editing') &&
          o.context.draft?.description === '' &&
          o.context.draft?.day === (input.day ?? '')
        );
      }
      return input.post.scheduled_at ? o.has('viewing') : o.has('unscheduled');
    },
  ),
  rule(
    'spec 4.1',
    'the full-page editor (issue 19) opens a post that can still change in the editor at once, with its draft; a published one is shown, not edited',
    atStart,
    (o) => {
      const input = o.input as Input;
      if (!input.page || input.post === null) return true;
      return published(input.post)
        ? o.has('viewing')
        : o.has('editing') && o.context.draft?.postId === input.post.id;
    },
  ),
  rule('invariant', 'the modal shows until the editor closes', always, (o) => o.has('modal') === !closed(o)),
  rule(
    'invariant',
    'busy exactly while a request is under way',
    always,
    (o) => o.has('busy') === o.running().some((id) => CALLS.includes(id)),
  ),
  rule(
    'invariant',
    'a published post is not edited (saving would publish it again)',
    (o) => o.on('edit.started') && o.had('viewing'),
    (o) => o.has('editing') === !published(o.context.post),
  ),
  rule(
    'spec 4.1',
    'only a post that needs approval can be approved, and the modal asks first',
    (o) => o.on('approval.requested'),
    (o) => (needsApproval(o.context.post) ? o.has('confirming') && o.has('approving') : !o.has('approving')),
  ),
  rule(
    'spec 2.6',
    'removing asks first',
    (o) => o.on('removal.requested'),
    (o) => o.has('confirming') && o.has('removing') && o.running().length === 0,
  ),
  rule(
    'spec 2.6',
    'a post needs text and a channel to be saved',
    (o) => o.on('edit.save'),
    (o) => {
      const draft = o.previous!.context.draft;
      const incomplete =
        !draft || draft.description.trim() === '' || draft.channels.length === 0 || draft.time === '';
      return incomplete ? !o.running().includes('savePost') && (o.context.error ?? '') !== '' : true;
    },
  ),
  rule(
    'spec 2.6',
    "a saved, approved (spec 4.1: 'Scheduled') or removed post is answered to the planner, with a success toast",
    (o) => CALLS.some((id) => o.on(`xstate.done.actor.${id}`)),
    (o) => {
      const id = o.event.type.slice('xstate.done.actor.'.length) as keyof typeof answers;
      return (
        closed(o) &&
        isDeepStrictEqual(output(o), answers[id](o)) &&
        o.toasts().some((t) => t.tone === 'success')
      );
    },
  ),
  rule(
    'invariant',
    'a failed request keeps the modal open and says why; a failed save keeps what was typed',
    (o) => o.event.type.startsWith('xstate.error.actor.'),
    (o) => !closed(o) && (o.context.error ?? '') !== '' && o.context.draft === o.previous!.context.draft,
  ),
  rule(
    'invariant',
    'closing the modal answers nothing happened',
    (o) => o.on('modal.closed'),
    (o) => closed(o) && output(o)?.outcome === 'closed',
  ),
]);
