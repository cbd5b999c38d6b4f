/**
 * The approve (spec 2.6, 4.1) and remove (spec 2.6) questions: a line, the post's excerpt, the editor's error,
 * Cancel and the confirming button, both disabled while the request runs. Approving turns 'Needs approval' into
 * 'Scheduled'; a failed removal says so and offers to try again.
 */
import type { PostEditorEvent, PostEditorTag } from '../../../../machines/postEditor.machine.ts';
import { ModalActions, ModalError, ModalFrame, SendButton, type ModalButtonLook } from './ModalFrame.tsx';
import { postExcerpt } from './PostParts.tsx';
import { useEditorError, useEditorTag, useOpenPost } from './plannerSelectors.ts';

interface ConfirmStep {
  /** The editor's tag while the question is open. */
  tag: PostEditorTag;
  title: string;
  line: string;
  confirm: PostEditorEvent;
  /** The confirming button's text while the request runs, after a failed removal, and otherwise. */
  labels: { busy: string; failed?: string; idle: string };
  look: ModalButtonLook;
  /** The button that gets the focus on open: the safe one for a removal. */
  focus: 'cancel' | 'confirm';
}

const STEPS = {
  approve: {
    tag: 'approving',
    title: 'Approve this post?',
    line: 'Once approved, it is published at its scheduled time.',
    confirm: { type: 'approval.confirmed' },
    labels: { busy: 'Approving...', idle: 'Approve' },
    look: 'primary',
    focus: 'confirm',
  },
  remove: {
    tag: 'removing',
    title: 'Remove this post?',
    line: 'It disappears from the planner and is not published.',
    confirm: { type: 'removal.confirmed' },
    labels: { busy: 'Removing...', failed: 'Try again', idle: 'Remove' },
    look: 'danger',
    focus: 'cancel',
  },
} as const satisfies Record<string, ConfirmStep>;

export function ConfirmPostModal({ step }: { step: keyof typeof STEPS }) {
  const { tag, title, line, confirm, labels, look, focus }: ConfirmStep = STEPS[step];
  const open = useEditorTag(tag);
  const busy = useEditorTag('busy');
  const failed = useEditorTag('removeFailed');
  const error = useEditorError();
  const post = useOpenPost();
  return (
    <ModalFrame open={open} title={title} size="sm">
      <p className="text-sm text-slate-600">{line}</p>
      {post ? (
        <blockquote className="mt-3 border-l-4 border-slate-200 pl-3 text-sm break-words whitespace-pre-wrap text-slate-800">
          {postExcerpt(post)}
        </blockquote>
      ) : null}
      <ModalError message={error} />
      <ModalActions>
        <SendButton event={{ type: 'modal.closed' }} disabled={busy} autoFocus={focus === 'cancel'}>
          Cancel
        </SendButton>
        <SendButton event={confirm} look={look} disabled={busy} autoFocus={focus === 'confirm'}>
          {busy ? labels.busy : (failed && labels.failed) || labels.idle}
        </SendButton>
      </ModalActions>
    </ModalFrame>
  );
}
