/**
 * The full-page post editor's form and previews (issue 19), a projection of the post editor machine: the networks
 * to publish to, the text with each network's counter, a network's own text where it should differ, the media with
 * alt texts, the first comment, the schedule (with the posting schedule's next free slot) and, for a new post,
 * whether it waits for approval. Save asks the machine, which checks the draft (src/domain/postDraft.ts) and saves;
 * when the machine is done the page goes back to the planner. A published post is shown, not edited.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../api/index.ts';
import { postCalls } from '../../api/posts.ts';
import { socialLinks } from '../../api/queries/socialLinks.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { socialCalls } from '../../api/social.ts';
import { inspect } from '../../app/inspection.ts';
import { POST_DESCRIPTION_MAX_LENGTH } from '../../contract/posts.ts';
import { plannerPostLabel } from '../../domain/calendar.ts';
import { draftChannelText, draftHandoffOf, type PostDraft } from '../../domain/postDraft.ts';
import { characterCounter, plannerHref, postEditorText as text } from '../../domain/postEditorWords.ts';
import { providerById, type Post, type PostPrefill } from '../../domain/posts.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField, TextAreaField } from '../../ui/Field.tsx';
import { useStableShowToast } from '../../ui/toast/index.ts';
import { postEditorLogic } from '../planner/postEditorLogic.ts';
import { ChannelChoices } from '../planner/PostFormParts.tsx';
import { ComposerMedia } from './ComposerMedia.tsx';
import { NetworkPreviews } from './NetworkPreviews.tsx';
import { ReviewLinksPanel } from './ReviewLinksPanel.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import { PostEditorPageContext, useDraftChange, usePageDraft } from './postEditorContext.ts';

const calls = postCalls(api);
const social = socialCalls(api);

export function PostComposer({
  accountId,
  timeZone,
  post,
  prefill,
  day,
}: {
  accountId: number;
  timeZone: string;
  post: Post | null;
  prefill: PostPrefill | null;
  day: string;
}) {
  const showToast = useStableShowToast();
  const [logic] = useState(() => postEditorLogic({ calls, showToast }));
  const [options] = useState(() => ({
    input: { accountId, timeZone, post, prefill, day, page: true },
    inspect,
  }));
  return (
    <PostEditorPageContext.Provider logic={logic} options={options}>
      <HandOver />
      <WhenDone accountId={accountId} />
      <ComposerBody accountId={accountId} post={post} timeZone={timeZone} />
    </PostEditorPageContext.Provider>
  );
}

/** The planner's modal's unsaved draft, handed over in the history entry (read once, when it is this post's). */
function HandOver() {
  const actor = PostEditorPageContext.useActorRef();
  useEffect(() => {
    const draft = actor.getSnapshot().context.draft;
    const handed = draftHandoffOf((window.history.state as { postDraft?: unknown } | null)?.postDraft);
    if (!draft || !handed || handed.postId !== draft.postId) return;
    const { postId: _postId, media, ...fields } = handed;
    actor.send({
      type: 'edit.changed',
      ...fields,
      ...(media === undefined ? {} : { media, altTexts: media.map(() => '') }),
    });
  }, [actor]);
  return null;
}

/** Saved or closed: back to the planner. */
function WhenDone({ accountId }: { accountId: number }) {
  const done = PostEditorPageContext.useSelector((snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (done) navigate(plannerHref(accountId));
  }, [done, accountId]);
  return null;
}

function ComposerBody({
  accountId,
  post,
  timeZone,
}: {
  accountId: number;
  post: Post | null;
  timeZone: string;
}) {
  const draft = usePageDraft();
  const { state: links } = useQuery(socialLinks.query(social, accountId));
  const pageNames = new Map(
    links.status === 'loaded'
      ? links.data.map((link) => [link.provider_Id as number, link.name] as const)
      : [],
  );
  if (!draft) {
    // A published post (or one being published): shown, not edited.
    return post ? <PublishedPost post={post} pageNames={pageNames} /> : null;
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="min-w-0 space-y-8">
        <ComposerForm accountId={accountId} draft={draft} post={post} timeZone={timeZone} />
        {post ? <ReviewLinksPanel accountId={accountId} postId={post.id} timeZone={timeZone} /> : null}
      </div>
      <NetworkPreviews draft={draft} pageNames={pageNames} />
    </div>
  );
}

function PublishedPost({ post, pageNames }: { post: Post; pageNames: ReadonlyMap<number, string> }) {
  const draft: PostDraft = {
    postId: post.id,
    description: post.description,
    day: '',
    time: '',
    channels: (post.msp[0]?.channeldata ?? []).map((channel) => channel.provider_Id),
    texts: Object.fromEntries((post.texts ?? []).map((entry) => [entry.provider_Id, entry.text])),
    firstComment: post.first_comment ?? '',
    media: post.media,
    altTexts: post.alt_texts ?? [],
  };
  return (
    <div className="space-y-4">
      <p role="note" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Badge tone="info">{plannerPostLabel(post)}</Badge>
        {text.published}
      </p>
      <NetworkPreviews draft={draft} pageNames={pageNames} />
    </div>
  );
}

function ComposerForm({
  accountId,
  draft,
  post,
  timeZone,
}: {
  accountId: number;
  draft: PostDraft;
  post: Post | null;
  timeZone: string;
}) {
  const actor = PostEditorPageContext.useActorRef();
  const change = useDraftChange();
  const busy = PostEditorPageContext.useSelector((snapshot) => snapshot.hasTag('busy'));
  const error = PostEditorPageContext.useSelector((snapshot) => snapshot.context.error);
  // A network's own text that was switched off comes back as it was if switched on again.
  const putAside = useRef(new Map<number, string>());
  const channels = [...draft.channels].sort((a, b) => a - b);
  const texts = draft.texts ?? {};
  const sharedChannels = channels.filter((providerId) => texts[providerId] === undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) actor.send({ type: 'edit.save', now: new Date().toISOString() });
  };
  const toggleOwnText = (providerId: number, on: boolean) => {
    const next = { ...texts };
    if (on) next[providerId] = putAside.current.get(providerId) ?? draft.description;
    else {
      putAside.current.set(providerId, texts[providerId] ?? '');
      delete next[providerId];
    }
    change({ texts: next });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      aria-labelledby="post-editor-heading"
      className="min-w-0 space-y-6"
    >
      {post ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <span>Status:</span>
          <Badge tone="info">{plannerPostLabel(post)}</Badge>
        </p>
      ) : null}

      <ChannelChoices
        accountId={accountId}
        channels={draft.channels}
        disabled={busy}
        onChange={(next) => change({ channels: next })}
      />

      <div>
        <TextAreaField
          label={text.mainText}
          hint={text.mainTextHint}
          rows={7}
          value={draft.description}
          maxLength={POST_DESCRIPTION_MAX_LENGTH}
          readOnly={busy}
          onChange={(event) => change({ description: event.target.value })}
        />
        <Counters providerIds={sharedChannels} text={draft.description} />
      </div>

      {channels.length > 0 ? (
        <fieldset disabled={busy} className="space-y-4">
          <legend className="sr-only">Texts per network</legend>
          {channels.map((providerId) => {
            const name = providerById(providerId)?.name ?? String(providerId);
            const own = texts[providerId];
            return (
              <div key={providerId} className="rounded-md border border-slate-200 bg-white p-3">
                <CheckboxField
                  label={text.ownText(name)}
                  checked={own !== undefined}
                  onChange={(event) => toggleOwnText(providerId, event.target.checked)}
                />
                {own !== undefined ? (
                  <div className="mt-2">
                    <TextAreaField
                      label={text.ownTextLabel(name)}
                      rows={4}
                      value={own}
                      maxLength={POST_DESCRIPTION_MAX_LENGTH}
                      onChange={(event) => change({ texts: { ...texts, [providerId]: event.target.value } })}
                    />
                    <Counters providerIds={[providerId]} text={draftChannelText(draft, providerId)} />
                  </div>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}

      <ComposerMedia
        accountId={accountId}
        draft={draft}
        disabled={busy}
        onChange={(fields) => change(fields)}
      />

      <TextAreaField
        label={text.firstComment}
        hint={text.firstCommentHint}
        rows={2}
        value={draft.firstComment ?? ''}
        maxLength={POST_DESCRIPTION_MAX_LENGTH}
        readOnly={busy}
        onChange={(event) => change({ firstComment: event.target.value })}
      />

      <ScheduleFields accountId={accountId} draft={draft} timeZone={timeZone} disabled={busy} />

      {draft.postId === null ? (
        <CheckboxField
          label={text.approval}
          hint={text.approvalHint}
          checked={draft.needsApproval ?? false}
          disabled={busy}
          onChange={(event) => change({ needsApproval: event.target.checked })}
        />
      ) : null}

      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'modal.closed' })}>
          {text.cancel}
        </Button>
        <Button type="submit" busy={busy} busyLabel={text.saving}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}

/** Each network's count of `text` against its limit (read with the field it is under). */
function Counters({ providerIds, text: content }: { providerIds: readonly number[]; text: string }) {
  if (providerIds.length === 0) return null;
  return (
    <ul
      className="mt-1 flex flex-wrap justify-end gap-x-3 gap-y-1 text-xs"
      aria-label="Characters per network"
    >
      {providerIds.map((providerId) => {
        const { over, label } = characterCounter(providerId, content);
        return (
          <li key={providerId} className={over ? 'font-semibold text-red-700' : 'text-slate-600'}>
            {label}
          </li>
        );
      })}
    </ul>
  );
}
