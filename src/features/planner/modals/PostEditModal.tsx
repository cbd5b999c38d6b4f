/**
 * The edit modal (spec 2.6), also for a new post: the text (at most 5000 characters, with a count), where to
 * publish (the five networks of spec 9; only the account's connected ones can be chosen), and the schedule date
 * and time in the account's time zone (both empty: the post stays unscheduled). Save checks the draft in the
 * machine first; its message, or a failed save, shows in an alert, and what the user typed stays.
 */
import { useId, type FormEvent } from 'react';
import { POST_DESCRIPTION_MAX_LENGTH } from '../../../contract/posts.ts';
import { NEW_POST_ID, postEditorHref, postEditorText } from '../../../domain/postEditorWords.ts';
import { navigate } from 'wouter/use-browser-location';
import { PlannerActorContext } from '../plannerContext.ts';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { ChannelChoices, ScheduleInputs } from '../PostFormParts.tsx';
import { ModalActions, ModalError, ModalFrame, SendButton } from './ModalFrame.tsx';
import {
  useEditorDraft,
  useEditorPrefill,
  useEditorSend,
  useEditorError,
  useEditorTag,
  usePlannerTimeZone,
} from './plannerSelectors.ts';

const FIELD =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none disabled:bg-slate-50';

export function PostEditModal() {
  const open = useEditorTag('editing');
  const isNew = useEditorDraft()?.postId == null;
  return (
    <ModalFrame open={open} title={isNew ? 'New post' : 'Edit post'} size="lg">
      {open ? <PostEditForm /> : null}
    </ModalFrame>
  );
}

function PostEditForm() {
  const send = useEditorSend();
  const draft = useEditorDraft();
  const prefill = useEditorPrefill();
  const busy = useEditorTag('busy');
  const error = useEditorError();
  const timeZone = usePlannerTimeZone();
  const accountId = PlannerActorContext.useSelector((snapshot) => snapshot.context.accountId);
  const id = useId();

  const description = draft?.description ?? '';
  const channels = draft?.channels ?? [];
  const characters = Array.from(description).length;

  // The full-page editor (issue 19) takes over what was typed here: it is handed over in the history entry.
  const openFullEditor = () => {
    if (!draft) return;
    const handoff = { ...draft, ...(draft.postId === null ? { media: prefill?.media ?? [] } : {}) };
    navigate(postEditorHref(accountId, draft.postId ?? NEW_POST_ID), { state: { postDraft: handoff } });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) send({ type: 'edit.save', now: new Date().toISOString() });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-800">
        Post text
      </label>
      <textarea
        id={`${id}-text`}
        data-autofocus
        rows={6}
        value={description}
        maxLength={POST_DESCRIPTION_MAX_LENGTH}
        readOnly={busy}
        aria-describedby={`${id}-count`}
        onChange={(event) => send({ type: 'edit.changed', description: event.target.value })}
        className={`${FIELD} mt-1 resize-y`}
      />
      <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-500" aria-live="polite">
        {characters} / {POST_DESCRIPTION_MAX_LENGTH} characters
      </p>

      {prefill && prefill.media.length > 0 ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-800">Image</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {prefill.media.map((url) => (
              <li key={url}>
                <img
                  src={url}
                  alt="The post's image, from the library"
                  width={96}
                  height={96}
                  className="h-24 w-24 rounded-md border border-slate-200 object-cover"
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <ChannelChoices
        className="mt-3"
        accountId={accountId}
        channels={channels}
        disabled={busy}
        onChange={(next) => send({ type: 'edit.changed', channels: next })}
      />

      <ScheduleInputs
        className="mt-3"
        day={draft?.day ?? ''}
        time={draft?.time ?? ''}
        timeZone={timeZone}
        disabled={busy}
        onChange={(part, value) => send({ type: 'edit.changed', [part]: value })}
      />

      <ModalError message={error} />

      <p className="mt-3 text-sm">
        <button
          type="button"
          disabled={busy}
          onClick={openFullEditor}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline disabled:opacity-50"
        >
          {postEditorText.openFull}
        </button>{' '}
        <span className="text-slate-600">{postEditorText.openFullHint}</span>
      </p>

      <ModalActions>
        <SendButton event={{ type: 'modal.closed' }} disabled={busy}>
          Cancel
        </SendButton>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'sm')}>
          {busy ? 'Saving...' : 'Save'}
        </button>
      </ModalActions>
    </form>
  );
}
