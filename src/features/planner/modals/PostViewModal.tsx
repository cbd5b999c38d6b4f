/**
 * The view modal (spec 2.6) of a post with a date: its text, media, date in the account's zone (spec 9's format),
 * status label (spec 4.1) and every channel with its result and failure reason. Edit (not for a post already
 * published), Approve (only when it needs approval) and Remove, each only for a role that may (src/domain/permissions.ts).
 */
import { useCan } from '../../../app/permissions.ts';
import { formatPlannerDate, isMovablePost, postNeedsApproval } from '../../../domain/calendar.ts';
import { ModalFrame, buttonStyles } from './ModalFrame.tsx';
import { ChannelList, MediaThumbnails, PostStatus, PostText } from './PostParts.tsx';
import { useEditorSend, useOpenPost, useEditorTag, usePlannerTimeZone } from './plannerSelectors.ts';

export function PostViewModal() {
  const send = useEditorSend();
  const open = useEditorTag('viewing');
  const post = useOpenPost();
  const timeZone = usePlannerTimeZone();
  const canWrite = useCan('posts.write');
  const canApprove = useCan('posts.approve');

  return (
    <ModalFrame open={open} title="Post" size="lg">
      {post ? (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <PostStatus post={post} />
            <span>
              <span className="sr-only">Scheduled for </span>
              <time dateTime={post.scheduled_at ?? undefined}>
                {formatPlannerDate(post.scheduled_at, timeZone)}
              </time>{' '}
              <span className="text-xs text-slate-500">({timeZone})</span>
            </span>
          </div>
          <div className="mt-3">
            <PostText post={post} />
          </div>
          <MediaThumbnails media={post.media} />
          <ChannelList post={post} />
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            {canWrite ? (
              <button
                type="button"
                onClick={() => send({ type: 'removal.requested' })}
                className={buttonStyles.secondary}
              >
                Remove
              </button>
            ) : null}
            {canWrite && isMovablePost(post) ? (
              <button
                type="button"
                data-autofocus
                onClick={() => send({ type: 'edit.started' })}
                className={buttonStyles.secondary}
              >
                Edit
              </button>
            ) : null}
            {canApprove && postNeedsApproval(post) ? (
              <button
                type="button"
                onClick={() => send({ type: 'approval.requested' })}
                className={buttonStyles.primary}
              >
                Approve
              </button>
            ) : null}
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-600">This post is no longer in the planner.</p>
      )}
    </ModalFrame>
  );
}
