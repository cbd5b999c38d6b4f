/**
 * The edit modal (spec 2.6), also for a new post: the text (at most 5000 characters, with a count), where to
 * publish (the five networks of spec 9; only the account's connected ones can be chosen), and the schedule date
 * and time in the account's time zone (both empty: the post stays unscheduled). Save checks the draft in the
 * machine first; its message, or a failed save, shows in an alert, and what the user typed stays.
 */
import { useId, type FormEvent } from 'react';
import { api } from '../../../api/index.ts';
import { socialLinks } from '../../../api/queries/socialLinks.ts';
import { useQuery } from '../../../api/queries/useQuery.ts';
import { socialCalls } from '../../../api/social.ts';
import { POST_DESCRIPTION_MAX_LENGTH } from '../../../contract/posts.ts';
import { SOCIAL_PROVIDERS } from '../../../domain/posts.ts';
import { NEW_POST_ID, postEditorHref, postEditorText } from '../../../domain/postEditorWords.ts';
import { navigate } from 'wouter/use-browser-location';
import { PlannerActorContext } from '../plannerContext.ts';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { NetworkIcon } from '../../../ui/NetworkIcon.tsx';
import { ModalActions, ModalError, ModalFrame, SendButton } from './ModalFrame.tsx';
import {
  useEditorDraft,
  useEditorPrefill,
  useEditorSend,
  useEditorError,
  useEditorTag,
  usePlannerTimeZone,
} from './plannerSelectors.ts';

const calls = socialCalls(api);

const FIELD =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none disabled:bg-slate-50';

/** The schedule's two inputs: the draft's part each edits, its input type and its label. */
const SCHEDULE_INPUTS = [
  { part: 'day', type: 'date', label: 'Date' },
  { part: 'time', type: 'time', label: 'Time' },
] as const;

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
  // The account's social links, from the data cache (a disconnect, here or found by the auto-disconnect check,
  // loads them again).
  const accountId = PlannerActorContext.useSelector((snapshot) => snapshot.context.accountId);
  const { state: links, retry } = useQuery(socialLinks.query(calls, accountId));
  const connected = new Set(
    links.status === 'loaded'
      ? links.data.filter((link) => link.connected).map((link) => link.provider_Id)
      : [],
  );
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
  const toggleChannel = (providerId: number, checked: boolean) => {
    const next = checked
      ? [...channels.filter((channel) => channel !== providerId), providerId]
      : channels.filter((channel) => channel !== providerId);
    send({ type: 'edit.changed', channels: next });
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

      <fieldset className="mt-3" disabled={busy}>
        <legend className="text-sm font-medium text-slate-800">Publish to</legend>
        {links.status === 'loading' ? (
          <p role="status" className="mt-1 text-xs text-slate-500">
            Loading your social accounts...
          </p>
        ) : null}
        {links.status === 'failed' ? (
          <p className="mt-1 text-xs text-red-700">
            Your social accounts could not be loaded.{' '}
            <button type="button" onClick={retry} className="font-medium underline">
              Try again
            </button>
          </p>
        ) : null}
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {SOCIAL_PROVIDERS.map((provider) => {
            const checked = channels.includes(provider.id);
            const available = connected.has(provider.id);
            const hintId = `${id}-channel-${provider.id}-hint`;
            return (
              <li key={provider.id} className="flex items-center gap-2 text-sm">
                <input
                  id={`${id}-channel-${provider.id}`}
                  type="checkbox"
                  checked={checked}
                  // A chosen network that is no longer connected can still be taken off.
                  disabled={!available && !checked}
                  aria-describedby={available ? undefined : hintId}
                  onChange={(event) => toggleChannel(provider.id, event.target.checked)}
                  className="h-4 w-4 rounded border-slate-300 text-indigo-600 disabled:opacity-50"
                />
                <label
                  htmlFor={`${id}-channel-${provider.id}`}
                  className={`inline-flex items-center gap-1.5 ${available ? 'text-slate-800' : 'text-slate-400'}`}
                >
                  <NetworkIcon providerId={provider.id} size="xs" />
                  {provider.name}
                </label>
                {!available && links.status === 'loaded' ? (
                  <span id={hintId} className="text-xs text-slate-500">
                    Not connected
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="mt-3" disabled={busy}>
        <legend className="text-sm font-medium text-slate-800">Schedule</legend>
        <p id={`${id}-schedule-hint`} className="text-xs text-slate-500">
          Times are in {timeZone}. Leave both empty to keep the post unscheduled.
        </p>
        <div className="mt-1 flex flex-wrap gap-3">
          {SCHEDULE_INPUTS.map(({ part, type, label }) => (
            <div key={part}>
              <label htmlFor={`${id}-${part}`} className="block text-xs font-medium text-slate-700">
                {label} ({timeZone})
              </label>
              <input
                id={`${id}-${part}`}
                type={type}
                value={draft?.[part] ?? ''}
                aria-describedby={`${id}-schedule-hint`}
                onChange={(event) => send({ type: 'edit.changed', [part]: event.target.value })}
                className={`${FIELD} mt-1`}
              />
            </div>
          ))}
        </div>
      </fieldset>

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
