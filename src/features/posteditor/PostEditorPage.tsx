/**
 * The full-page post editor (issue 19): /{accid}/posteditor/{id} for a post, /{accid}/posteditor/new for a new one
 * (with the planner's compose parameters: ?day=, ?text=, ?use= a library post, ?design= a design). It reads the
 * account's time zone and the whole post (its networks' own texts, first comment and alt texts), then runs the post
 * editor machine (machines/postEditor.machine.ts, input `page`) with the real calls: the same session as the
 * planner's modal, with every field. Saving goes back to the planner; so does Cancel.
 *
 * /{accid}/usereditor/{id} is the same editor for a post the user made; /{accid}/cuseditor/{id} customises a
 * ready-made library post into a new one (LibraryPostEditorPage).
 *
 * The planner's edit modal hands its unsaved draft over in the history entry's state (`postDraft`): what the user
 * typed there is not lost by opening the full editor (src/domain/postDraft.ts `draftHandoffOf`).
 */
import { useEffect, useState } from 'react';
import { api } from '../../api/index.ts';
import { postCalls } from '../../api/posts.ts';
import { postById } from '../../api/queries/posts.ts';
import { accountTimeZone } from '../../api/queries/timeZone.ts';
import { useQuery, type Loaded } from '../../api/queries/useQuery.ts';
import { useAppLocation } from '../../app/useAppLocation.ts';
import type { PageProps } from '../../app/pages.tsx';
import { useSession } from '../../app/session.tsx';
import { todayKey } from '../../domain/calendar.ts';
import { postEditorText as text, postIdOfParam } from '../../domain/postEditorWords.ts';
import type { Post, PostPrefill } from '../../domain/posts.ts';
import { isKnownZone } from '../../domain/timeZones.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import {
  composeDayOf,
  composeRequestMessages,
  composeRequestOf,
  prefillOf,
  type ComposeRequest,
} from '../planner/composeRequest.ts';
import { PostComposer } from './PostComposer.tsx';

const calls = postCalls(api);

/** The zone the editor shows times in: the account's, or the browser's when this browser does not know it. */
function usableZone(zone: string): string {
  return isKnownZone(zone) ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function PostEditorPage({ params }: PageProps) {
  return <EditorPage postId={postIdOfParam(params.id)} />;
}

/**
 * /{accid}/cuseditor/{id}: a ready-made library post customised in the composer (issue 19): a new post made from
 * library post `id` (its text, image and the networks it suits that are connected), as "Use this post" makes one.
 */
export function LibraryPostEditorPage({ params }: PageProps) {
  const libraryPostId = postIdOfParam(params.id);
  const request =
    typeof libraryPostId === 'number' ? { libraryPostId, designId: null, text: null, day: '' } : null;
  return <EditorPage postId={request === null ? null : 'new'} request={request} />;
}

function EditorPage({
  postId,
  request = null,
}: {
  postId: number | 'new' | null;
  request?: ComposeRequest | null;
}) {
  const { accountId } = useSession();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6" aria-labelledby="post-editor-heading">
      {postId === null ? (
        <>
          <h1 id="post-editor-heading" className="mb-4 text-2xl font-semibold text-slate-900">
            {text.viewTitle}
          </h1>
          <EmptyState title={text.notAPost} />
        </>
      ) : accountId === null ? (
        <EditorSkeleton />
      ) : (
        <EditorLoader
          key={`${accountId}-${postId}`}
          accountId={accountId}
          postId={postId}
          request={request}
        />
      )}
    </section>
  );
}

function EditorSkeleton() {
  return <SkeletonBlock label={text.loading} lines={8} />;
}

/**
 * A new post's prefill: what `asked` names (the library post of /cuseditor), else the address's compose parameters
 * (read when the page opens); `retry` reads it again.
 */
function usePrefill(
  accountId: number,
  postId: number | 'new',
  asked: ComposeRequest | null,
): { state: Loaded<PostPrefill | null>; retry: () => void } {
  const location = useAppLocation();
  const [request] = useState(() => (postId === 'new' ? (asked ?? composeRequestOf(location.search)) : null));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<PostPrefill | null>>(
    request === null ? { status: 'loaded', data: null } : { status: 'loading' },
  );
  useEffect(() => {
    if (request === null) return;
    let live = true;
    setState({ status: 'loading' });
    prefillOf(accountId, request).then(
      (prefill) => {
        if (live) setState({ status: 'loaded', data: prefill });
      },
      (error: unknown) => {
        if (!live) return;
        const message = error instanceof Error ? error.message : composeRequestMessages.postMissing;
        setState({ status: 'failed', message });
      },
    );
    return () => {
      live = false;
    };
  }, [accountId, request, attempt]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}

function Heading({ isNew }: { isNew: boolean }) {
  return (
    <h1 id="post-editor-heading" className="mb-4 text-2xl font-semibold text-slate-900">
      {isNew ? text.newTitle : text.editTitle}
    </h1>
  );
}

function EditorLoader({
  accountId,
  postId,
  request,
}: {
  accountId: number;
  postId: number | 'new';
  request: ComposeRequest | null;
}) {
  const isNew = postId === 'new';
  const zone = useQuery(accountTimeZone.query(calls, accountId));
  const post = useQuery(postById(calls, accountId, isNew ? 0 : postId), { enabled: !isNew });
  const prefill = usePrefill(accountId, postId, request);
  const location = useAppLocation();
  const [day] = useState(() => new URLSearchParams(location.search).get('day') ?? '');

  const reads = isNew ? [zone, prefill] : [zone, post];
  const failed = reads.find((read) => read.state.status === 'failed');
  if (failed && failed.state.status === 'failed') {
    return (
      <>
        <Heading isNew={isNew} />
        <p className="mb-2 text-sm font-medium text-slate-800">{text.loadFailed}</p>
        <ErrorWithRetry message={failed.state.message} onRetry={failed.retry} />
      </>
    );
  }
  if (zone.state.status !== 'loaded' || (!isNew && post.state.status !== 'loaded')) return <EditorSkeleton />;
  if (prefill.state.status !== 'loaded') return <EditorSkeleton />;
  const timeZone = usableZone(zone.state.data);
  const existing: Post | null = !isNew && post.state.status === 'loaded' ? post.state.data : null;
  const startDay =
    existing === null && (day !== '' || prefill.state.data !== null)
      ? composeDayOf(day, todayKey(new Date(), timeZone))
      : '';
  return (
    <>
      <Heading isNew={isNew} />
      <PostComposer
        accountId={accountId}
        timeZone={timeZone}
        post={existing}
        prefill={prefill.state.data}
        day={startDay}
      />
    </>
  );
}
