/** Pieces of a post the view, unscheduled, approve and remove modals show: text, media, status and channels. */
import { cutText } from '../../../domain/text.ts';
import { plannerPostLabel } from '../../../domain/calendar.ts';
import { isSafeMediaUrl, isVideoUrl } from '../../../domain/media.ts';
import { providerById, type Post, type PostChannelData } from '../../../domain/posts.ts';

/** How much of the text the approve and remove modals quote. */
const EXCERPT_LENGTH = 140;

export function postExcerpt(post: Post | undefined): string {
  return post ? cutText(post.description.trim(), EXCERPT_LENGTH) : '';
}

/** The full text, as text (line breaks kept; never HTML). */
export function PostText({ post }: { post: Post }) {
  return (
    <p className="max-h-72 overflow-y-auto text-sm break-words whitespace-pre-wrap text-slate-800">
      {post.description}
    </p>
  );
}

export function MediaThumbnails({ media }: { media: readonly string[] }) {
  const shown = media.filter(isSafeMediaUrl);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Media" className="mt-3 flex flex-wrap gap-2">
      {shown.map((url, index) => (
        <li key={`${index}-${url}`}>
          {isVideoUrl(url) ? (
            <video
              src={url}
              muted
              preload="metadata"
              aria-label={`Video ${index + 1} of ${shown.length}`}
              className="h-20 w-20 rounded-md bg-slate-100 object-cover"
            />
          ) : (
            <img
              src={url}
              alt={`Image ${index + 1} of ${shown.length}`}
              loading="lazy"
              className="h-20 w-20 rounded-md bg-slate-100 object-cover"
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Spec 4.1's label of the post. */
export function PostStatus({ post }: { post: Post }) {
  return (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
      {plannerPostLabel(post)}
    </span>
  );
}

const CHANNEL_STATUS_LABELS: Record<PostChannelData['status'], string> = {
  SCHEDULED: 'Waiting to publish',
  POSTED: 'Published',
  FAILED: 'Failed',
};

function channelStatusLabel(status: string): string {
  return (CHANNEL_STATUS_LABELS as Record<string, string>)[status] ?? 'Publishing...';
}

/** Each channel of the post with its own result and, when it failed, why. */
export function ChannelList({ post }: { post: Post }) {
  const channels = post.msp[0]?.channeldata ?? [];
  if (channels.length === 0) return <p className="mt-3 text-sm text-slate-500">No channels chosen.</p>;
  return (
    <section aria-label="Channels" className="mt-3">
      <h3 className="text-sm font-semibold text-slate-900">Channels</h3>
      <ul className="mt-1 divide-y divide-slate-100 rounded-md border border-slate-200">
        {channels.map((channel) => (
          <li key={channel.provider_Id} className="px-3 py-2 text-sm">
            <div className="flex items-center justify-between gap-3">
              <span className="font-medium text-slate-800">
                {providerById(channel.provider_Id)?.name ?? `Network ${channel.provider_Id}`}
              </span>
              <span className={channel.status === 'FAILED' ? 'text-red-700' : 'text-slate-600'}>
                {channelStatusLabel(channel.status)}
              </span>
            </div>
            {channel.status === 'FAILED' && channel.error ? (
              <p className="mt-1 text-xs break-words text-red-700">Reason: {channel.error}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
