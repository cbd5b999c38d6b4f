/**
 * A post card of the planner (spec 4.1, 9): coloured by its status tone, the time in the account's zone, the
 * networks it goes to, the text clamped to 3 lines, the status label as footer and, for a failed channel, why it
 * failed. Full cards are 310 px wide (spec 9: 305 to 315 px); the month grid uses a compact one-line card.
 *
 * A card opens its post on click (`post.opened`); a dated card of a role that may write posts
 * (src/domain/permissions.ts) can be dragged to another day or time slot (PlannerDnd: the machine refuses a published
 * post or the past) and picked up with the keyboard ('m', then the arrows, Enter to drop, Escape to cancel).
 * In select-posts mode a card that needs approval gets a checkbox (`post.toggled`).
 */
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { memo, type KeyboardEvent } from 'react';
import { useCardDrag } from './PlannerDnd.tsx';
import { useCan } from '../../app/permissions.ts';
import { plannerCardActions, plannerPostLabel } from '../../domain/calendar.ts';
import { meaningfulText } from '../../domain/format.ts';
import { postTone, statusSourceOf, type PostTone } from '../../domain/postStatus.ts';
import { providerById, type Post } from '../../domain/posts.ts';
import { truncateLabel } from '../../domain/text.ts';
import { MOVE_SAVING_LABEL } from '../../domain/plannerMove.ts';

const toneClasses: Record<PostTone, { card: string; badge: string }> = {
  scheduled: { card: 'border-l-sky-500 bg-sky-50', badge: 'bg-sky-100 text-sky-900' },
  posted: { card: 'border-l-emerald-500 bg-emerald-50', badge: 'bg-emerald-100 text-emerald-900' },
  failed: { card: 'border-l-red-500 bg-red-50', badge: 'bg-red-100 text-red-900' },
  pending: { card: 'border-l-amber-500 bg-amber-50', badge: 'bg-amber-100 text-amber-900' },
  other: { card: 'border-l-slate-400 bg-slate-50', badge: 'bg-slate-200 text-slate-800' },
  brand: { card: 'border-l-violet-500 bg-violet-50', badge: 'bg-violet-100 text-violet-900' },
};

/** The text shown for a post (spec 9: placeholder words count as empty). */
export function postText(post: Post): string {
  return meaningfulText(post.description) || '(No text)';
}

export interface PostCardProps {
  post: Post;
  /** 'YYYY-MM-DD hh:mm A' in the account's zone (plannerClock). */
  formatDate: (instant: string | null) => string;
  compact: boolean;
  selecting: boolean;
  /** A move is being saved (the machine's `moving`): no card can be picked up until it is. */
  moving: boolean;
  selected: boolean;
  /** Picked up with the keyboard. */
  lifted: boolean;
  /** Its move is being saved: it says so, in both sizes. */
  saving: boolean;
  onOpen: (postId: number) => void;
  onToggle: (postId: number) => void;
  onKeyDown: (post: Post, event: KeyboardEvent) => void;
  onMoveRequested: (post: Post) => void;
}

/**
 * A card's move is being saved: a small spinner, with the word on the full card (the compact one has no room; its
 * button's name says it).
 */
function SavingSign({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex shrink-0 items-center gap-1 text-xs text-slate-700" data-testid="card-saving">
      <Spinner className="h-3 w-3" />
      {compact ? null : <span>{MOVE_SAVING_LABEL}</span>}
    </span>
  );
}

function ProviderIcons({ post }: { post: Post }) {
  const channels = post.msp[0]?.channeldata ?? [];
  if (channels.length === 0) return null;
  return (
    <ul className="flex gap-1" aria-label="Networks">
      {channels.map((channel) => {
        const provider = providerById(channel.provider_Id);
        const name = provider?.name ?? `Network ${channel.provider_Id}`;
        return (
          <li key={channel.provider_Id} className="flex">
            <NetworkIcon providerId={channel.provider_Id} size="xs" label={name} />
          </li>
        );
      })}
    </ul>
  );
}

function PostCardView({
  post,
  formatDate,
  compact,
  selecting,
  moving,
  selected,
  lifted,
  saving,
  onOpen,
  onToggle,
  onKeyDown,
  onMoveRequested,
}: PostCardProps) {
  const source = statusSourceOf(post);
  const tone = toneClasses[postTone(source)];
  const label = plannerPostLabel(post);
  const canWrite = useCan('posts.write');
  const {
    movable,
    moveWaits,
    draggable,
    selectable: canSelect,
  } = plannerCardActions(post, { canWrite, selecting, moving });
  const text = postText(post);
  const when = formatDate(post.scheduled_at);
  const failure = (post.msp[0]?.channeldata ?? []).find(
    (channel) => channel.status === 'FAILED' && channel.error,
  );
  const drag = useCardDrag(post.id, draggable);
  const liftedClass = `${lifted ? 'ring-2 ring-indigo-600 ring-offset-1' : ''} ${drag.isDragging ? 'opacity-40' : ''} ${
    draggable ? 'cursor-grab touch-manipulation' : ''
  }`;
  // What both card sizes carry: the post and status for the tests and styles, dragging and the keyboard move.
  const cardProps = {
    ref: drag.ref,
    ...drag.listeners,
    'data-post-id': post.id,
    'data-status': label,
    'data-dragging': drag.isDragging || undefined,
    onKeyDown: (event: KeyboardEvent) => onKeyDown(post, event),
  };
  const openProps = {
    type: 'button',
    onClick: () => onOpen(post.id),
    'aria-keyshortcuts': movable ? 'm' : undefined,
  } as const;
  const checkbox = canSelect ? (
    <input
      id={`planner-select-${post.id}`}
      type="checkbox"
      checked={selected}
      onChange={() => onToggle(post.id)}
      aria-label={`Select post: ${text}`}
      className={compact ? 'h-3.5 w-3.5 shrink-0' : 'h-4 w-4'}
    />
  ) : null;

  if (compact) {
    return (
      <div
        {...cardProps}
        className={`flex items-center gap-1 rounded border-l-4 px-1 py-0.5 text-xs ${tone.card} ${liftedClass}`}
      >
        {checkbox}
        {saving ? <SavingSign compact /> : null}
        <button
          {...openProps}
          title={text}
          className="relative min-w-0 flex-1 truncate text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
        >
          {/* The name is what shows, with the whole text in place of the cut one (spec 9 cuts what is seen). */}
          <span className="font-medium tabular-nums">{when.slice(11)}</span>{' '}
          <span aria-hidden="true">{truncateLabel(text)}</span>
          <span className="sr-only">{`${text}, ${label}${saving ? `, ${MOVE_SAVING_LABEL}` : ''}`}</span>
        </button>
      </div>
    );
  }

  return (
    <article
      {...cardProps}
      aria-label={text}
      className={`w-[310px] max-w-full shrink-0 rounded-md border border-l-4 border-slate-200 shadow-sm ${tone.card} ${liftedClass}`}
    >
      <div className="flex items-center justify-between gap-2 px-3 pt-2">
        <div className="flex items-center gap-2">
          {checkbox}
          <time dateTime={post.scheduled_at ?? undefined} className="text-xs text-slate-700 tabular-nums">
            {when}
          </time>
        </div>
        <ProviderIcons post={post} />
      </div>
      <button
        {...openProps}
        className="block w-full px-3 py-2 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
      >
        <span className="line-clamp-3 text-sm break-words text-slate-900">{text}</span>
      </button>
      {failure?.error ? (
        <p className="px-3 pb-1 text-xs text-red-800">
          {providerById(failure.provider_Id)?.name ?? 'A network'}: {failure.error}
        </p>
      ) : null}
      <footer className="flex items-center justify-between gap-2 border-t border-slate-200/70 px-3 py-1.5">
        <span className="flex items-center gap-2">
          <span className={`rounded px-2 py-0.5 text-xs font-medium ${tone.badge}`}>{label}</span>
          {saving ? <SavingSign /> : null}
        </span>
        {movable ? (
          <button
            type="button"
            onClick={() => onMoveRequested(post)}
            aria-label={`Move post: ${truncateLabel(text)}`}
            // While a move is saved: still focusable and pressable (the planner answers with a wait), shown waiting.
            aria-disabled={moveWaits || undefined}
            className="rounded px-2 py-0.5 text-xs text-slate-700 hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            Move
          </button>
        ) : null}
      </footer>
    </article>
  );
}

export const PostCard = memo(PostCardView);
