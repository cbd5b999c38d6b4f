/**
 * "Share for review" in the post editor (issue 19): a member makes a link to this post for someone without an
 * account (POST /auth/createReviewLink), copies it, sees what each link came to (waiting, answered with the
 * reviewer's name and comment, expired, revoked) and revokes one after confirming. The link's secret is shown once,
 * when it is made: the server keeps only its hash. Wording: src/domain/reviewLinks.ts.
 */
import { useState } from 'react';
import { api } from '../../api/index.ts';
import { reviewLinksOf, reviewLinksChanged } from '../../api/queries/reviewLinks.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { reviewCalls, type ReviewLink } from '../../api/reviewLinks.ts';
import { formatPlannerDate } from '../../domain/calendar.ts';
import { reviewPageUrl, reviewStateLabels, reviewText as text } from '../../domain/reviewLinks.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { TextField } from '../../ui/Field.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import { useStableShowToast } from '../../ui/toast/index.ts';

const calls = reviewCalls(api);

const TONES = { active: 'info', used: 'success', expired: 'neutral', revoked: 'neutral' } as const;

export function ReviewLinksPanel({
  accountId,
  postId,
  timeZone,
}: {
  accountId: number;
  postId: number;
  timeZone: string;
}) {
  const showToast = useStableShowToast();
  const { state, retry } = useQuery(reviewLinksOf(calls, accountId, postId));
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ReviewLink | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const create = async () => {
    setCreating(true);
    setFailure(null);
    try {
      const made = await calls.create({ accountId, postId });
      setFresh(reviewPageUrl(window.location.origin, accountId, made.token));
      await reviewLinksChanged(accountId, postId);
      showToast({ tone: 'success', title: text.created });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : text.createFailed);
    } finally {
      setCreating(false);
    }
  };
  const copy = async () => {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh);
      showToast({ tone: 'success', title: text.copied });
    } catch {
      setFailure(text.copyFailed);
    }
  };
  const revoke = async () => {
    if (!revoking) return;
    setRevokeBusy(true);
    setRevokeError(null);
    try {
      await calls.revoke({ accountId, id: revoking.id });
      await reviewLinksChanged(accountId, postId);
      setRevoking(null);
      showToast({ tone: 'success', title: text.revoked });
    } catch (error) {
      setRevokeError(error instanceof Error ? error.message : text.revokeFailed);
    } finally {
      setRevokeBusy(false);
    }
  };
  const when = (instant: string) => formatPlannerDate(instant, timeZone);

  return (
    <section
      aria-labelledby="review-links-heading"
      className="rounded-md border border-slate-200 bg-white p-4"
    >
      <h2 id="review-links-heading" className="text-lg font-semibold text-slate-900">
        {text.section}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{text.intro}</p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <Button variant="secondary" busy={creating} busyLabel={text.creating} onClick={() => void create()}>
          {text.create}
        </Button>
      </div>
      {fresh ? (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={text.linkLabel}
              value={fresh}
              readOnly
              onFocus={(event) => event.target.select()}
            />
          </div>
          <Button variant="secondary" onClick={() => void copy()}>
            {text.copy}
          </Button>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="mt-4">
        {state.status === 'loading' ? <SkeletonBlock label="Loading the review links" lines={2} /> : null}
        {state.status === 'failed' ? (
          <ErrorWithRetry message={`${text.listFailed} ${state.message}`} onRetry={retry} />
        ) : null}
        {state.status === 'loaded' && state.data.length === 0 ? (
          <p className="text-sm text-slate-600">{text.none}</p>
        ) : null}
        {state.status === 'loaded' && state.data.length > 0 ? (
          <ul className="divide-y divide-slate-100" aria-label="Review links">
            {state.data.map((link) => (
              <li key={link.id} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
                <div className="min-w-0">
                  <Badge tone={TONES[link.state]}>{reviewStateLabels[link.state]}</Badge>
                  <p className="mt-1 text-slate-700">
                    {text.created_at(when(link.created_at))}
                    {link.state === 'active' ? ` · ${text.expires(when(link.expires_at))}` : ''}
                  </p>
                  {link.decision === 'approved' && link.reviewer_name ? (
                    <p className="font-medium text-slate-900">{text.approvedBy(link.reviewer_name)}</p>
                  ) : null}
                  {link.decision === 'commented' && link.reviewer_name ? (
                    <p className="font-medium text-slate-900">{text.commentBy(link.reviewer_name)}</p>
                  ) : null}
                  {link.comment ? (
                    <p className="break-words whitespace-pre-wrap text-slate-800">{link.comment}</p>
                  ) : null}
                </div>
                {link.state === 'active' ? (
                  <Button size="sm" variant="ghost" onClick={() => setRevoking(link)}>
                    {text.revoke}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={text.revokeTitle}
        explanation={text.revokeBody}
        cancelLabel={text.keep}
        confirmLabel={text.revoke}
        busyLabel={text.revoking}
        busy={revokeBusy}
        error={revokeError}
        onConfirm={() => void revoke()}
        onClose={() => {
          setRevoking(null);
          setRevokeError(null);
        }}
      />
    </section>
  );
}
