/**
 * The reviewer's page of a post shared for review (issue 19): /{accid}/sharedposteditor/{token}, public (the
 * reviewer has no account). It shows the post as each network will (NetworkPreviews) and its schedule, and takes
 * one answer: Approve (with an optional comment) or Send comment, under the reviewer's name. A link that expired,
 * was revoked or was already answered says so (the server's sentence). Rules and wording: src/domain/reviewLinks.ts.
 */
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../api/index.ts';
import { reviewCalls, type ReviewView } from '../../api/reviewLinks.ts';
import { reviewView } from '../../api/queries/reviewLinks.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { isFinalReviewRefusal } from '../../contract/reviewLinks.ts';
import type { PageProps } from '../../app/pages.tsx';
import { formatPlannerDate } from '../../domain/calendar.ts';
import type { PostDraft } from '../../domain/postDraft.ts';
import {
  REVIEW_COMMENT_MAX,
  REVIEWER_NAME_MAX,
  isReviewToken,
  reviewAnswerProblem,
  reviewText as text,
} from '../../domain/reviewLinks.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { TextAreaField, TextField } from '../../ui/Field.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import { NetworkPreviews } from './NetworkPreviews.tsx';

const calls = reviewCalls(api);

/** The zone the reviewer reads the schedule in: their browser's. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function SharedPostPage({ params }: PageProps) {
  const token = params.id;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6" aria-labelledby="review-heading">
      <h1 id="review-heading" className="mb-4 text-2xl font-semibold text-slate-900">
        {text.pageTitle}
      </h1>
      {isReviewToken(token) ? <Review token={token} /> : <EmptyState title={text.notALink} />}
    </section>
  );
}

function Review({ token }: { token: string }) {
  const { state, retry } = useQuery(reviewView(calls, token));
  if (state.status === 'loading') return <SkeletonBlock label={text.loading} lines={6} />;
  if (state.status === 'failed') {
    // The link's own refusals (not valid, expired, withdrawn, used) are final; anything else may pass on a retry.
    return isFinalReviewRefusal(state.message) ? (
      <EmptyState title={state.message} />
    ) : (
      <ErrorWithRetry message={state.message} onRetry={retry} />
    );
  }
  return <ReviewForm token={token} view={state.data} />;
}

/** The post as the previews read it. */
function draftOf(view: ReviewView): PostDraft {
  const { post } = view;
  return {
    postId: null,
    description: post.description,
    day: '',
    time: '',
    channels: post.channels,
    texts: Object.fromEntries(post.texts.map((entry) => [entry.provider_Id, entry.text])),
    firstComment: post.first_comment,
    media: post.media,
    altTexts: post.alt_texts,
  };
}

function ReviewForm({ token, view }: { token: string; view: ReviewView }) {
  const id = useId();
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<'approve' | 'comment' | null>(null);
  const [done, setDone] = useState<'approve' | 'comment' | null>(null);
  const zone = browserZone();

  const send = async (decision: 'approve' | 'comment') => {
    const found = reviewAnswerProblem(decision, name, comment);
    setProblem(found);
    if (found !== null || sending !== null) return;
    setSending(decision);
    try {
      await calls.answer(token, { decision, name: name.trim(), comment: comment.trim() });
      setDone(decision);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : text.sendFailed);
    } finally {
      setSending(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send('comment');
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="min-w-0 space-y-4">
        <p className="text-slate-800">{text.intro_reviewer(view.account_name)}</p>
        <p className="text-sm text-slate-700">
          {view.post.scheduled_at
            ? text.scheduledFor(`${formatPlannerDate(view.post.scheduled_at, zone)} (${zone})`)
            : text.notScheduled}
        </p>
        {done ? (
          <div
            role="status"
            className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900"
          >
            <p className="font-medium">{done === 'approve' ? text.thanksApproved : text.thanksCommented}</p>
            <p className="text-sm">{text.closeNote}</p>
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-labelledby={`${id}-form`} className="space-y-4">
            <h2 id={`${id}-form`} className="text-lg font-semibold text-slate-900">
              {text.yourAnswer}
            </h2>
            <TextField
              label={text.name}
              autoComplete="name"
              maxLength={REVIEWER_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <TextAreaField
              label={text.comment}
              hint={text.commentHint}
              rows={4}
              maxLength={REVIEW_COMMENT_MAX}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            {problem ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                type="submit"
                variant="secondary"
                busy={sending === 'comment'}
                busyLabel={text.sending}
                disabled={sending !== null}
              >
                {text.sendComment}
              </Button>
              <Button
                busy={sending === 'approve'}
                busyLabel={text.sending}
                disabled={sending !== null}
                onClick={() => void send('approve')}
              >
                {text.approve}
              </Button>
            </div>
          </form>
        )}
      </div>
      <NetworkPreviews draft={draftOf(view)} pageNames={new Map()} />
    </div>
  );
}
