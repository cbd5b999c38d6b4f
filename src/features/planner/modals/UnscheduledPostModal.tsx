/**
 * The modal of a post without a date (spec 2.6): its text, then Schedule (the edit modal) or Remove for a role that
 * may write posts.
 */
import { useCan } from '../../../app/permissions.ts';
import { ModalFrame, buttonStyles } from './ModalFrame.tsx';
import { ChannelList, MediaThumbnails, PostStatus, PostText } from './PostParts.tsx';
import { useEditorSend, useOpenPost, useEditorTag } from './plannerSelectors.ts';

export function UnscheduledPostModal() {
  const send = useEditorSend();
  const open = useEditorTag('unscheduled');
  const post = useOpenPost();
  const canWrite = useCan('posts.write');

  return (
    <ModalFrame open={open} title="Unscheduled post" size="lg">
      {post ? (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <PostStatus post={post} />
            <span>Not scheduled yet</span>
          </div>
          <div className="mt-3">
            <PostText post={post} />
          </div>
          <MediaThumbnails media={post.media} />
          <ChannelList post={post} />
          {canWrite ? (
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={() => send({ type: 'removal.requested' })}
                className={buttonStyles.secondary}
              >
                Remove
              </button>
              <button
                type="button"
                data-autofocus
                onClick={() => send({ type: 'edit.started' })}
                className={buttonStyles.primary}
              >
                Schedule
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-slate-600">This post is no longer in the planner.</p>
      )}
    </ModalFrame>
  );
}
