/**
 * One ready-made post as a card: its image, title, category, caption (three lines), hashtags, the networks it suits,
 * a favourite star (a toggle button) and "Use this post".
 */
import { libraryText, type LibraryPost } from '../../domain/library.ts';
import { providerById } from '../../domain/posts.ts';
import { Button } from '../../ui/Button.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';

export function LibraryPostCard({
  post,
  onFavourite,
  favouriteBusy = false,
  onUse,
  useLabel = libraryText.usePost,
}: {
  post: LibraryPost;
  /** Absent: the member may not change favourites (no star button). */
  onFavourite?: (post: LibraryPost) => void;
  favouriteBusy?: boolean;
  onUse?: (post: LibraryPost) => void;
  useLabel?: string;
}) {
  const titleId = `library-post-${post.id}`;
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <img
          src={post.thumbnailUrl}
          alt={libraryText.imageAlt(post.title)}
          width={360}
          height={360}
          loading="lazy"
          className="aspect-square w-full bg-slate-100 object-cover"
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex items-start justify-between gap-2">
            <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
              {post.title}
            </h3>
            {onFavourite ? (
              <button
                type="button"
                aria-pressed={post.favourite}
                aria-label={post.favourite ? libraryText.unfavourite : libraryText.favourite}
                title={post.favourite ? libraryText.unfavourite : libraryText.favourite}
                disabled={favouriteBusy}
                onClick={() => onFavourite(post)}
                className="-m-1 shrink-0 rounded-md p-2 text-amber-600 hover:bg-amber-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50"
              >
                <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
                  <path
                    d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.8l-5.1 2.6 1-5.6-4.1-4 5.7-.8z"
                    fill={post.favourite ? 'currentColor' : 'none'}
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            ) : null}
          </div>
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
            {post.category} · {post.industry}
          </p>
          <p className="line-clamp-3 text-sm break-words text-slate-700">{post.caption}</p>
          {post.hashtags.length > 0 ? (
            <p className="text-sm break-words text-indigo-700">{post.hashtags.join(' ')}</p>
          ) : null}
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
            <p className="flex items-center gap-1">
              <span className="sr-only">{libraryText.suggestedFor}</span>
              {post.networks.map((id) => (
                <NetworkIcon
                  key={id}
                  providerId={id}
                  size="xs"
                  label={providerById(id)?.name ?? `Network ${id}`}
                />
              ))}
            </p>
            {onUse ? (
              <Button size="sm" onClick={() => onUse(post)} aria-describedby={titleId}>
                {useLabel}
              </Button>
            ) : null}
          </div>
        </div>
      </article>
    </li>
  );
}
