/** The shape of the view and unscheduled modals: the open post in full, with the buttons for it. */
import type { ReactNode } from 'react';
import type { PostEditorTag } from '../../../../machines/postEditor.machine.ts';
import type { Post } from '../../../domain/posts.ts';
import { ModalFrame } from './ModalFrame.tsx';
import { ChannelList, MediaThumbnails, PostStatus, PostText } from './PostParts.tsx';
import { useEditorTag, useOpenPost } from './plannerSelectors.ts';

/**
 * Open while the editor has `tag`: the post's status and `when`, text, media, channels, then `actions`; a line
 * when the post has left the planner.
 */
export function OpenPostModal({
  tag,
  title,
  when,
  actions,
}: {
  tag: PostEditorTag;
  title: string;
  when: (post: Post) => ReactNode;
  actions: (post: Post) => ReactNode;
}) {
  const open = useEditorTag(tag);
  const post = useOpenPost();
  return (
    <ModalFrame open={open} title={title} size="lg">
      {post ? (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <PostStatus post={post} />
            {when(post)}
          </div>
          <div className="mt-3">
            <PostText post={post} />
          </div>
          <MediaThumbnails media={post.media} />
          <ChannelList post={post} />
          {actions(post)}
        </>
      ) : (
        <p className="text-sm text-slate-600">This post is no longer in the planner.</p>
      )}
    </ModalFrame>
  );
}
