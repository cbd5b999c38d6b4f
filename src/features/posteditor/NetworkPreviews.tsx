/**
 * How the post will look on each chosen network (issue 19): the text as the feed shows it (cut behind "See more"
 * where the feed cuts it; hashtags, @mentions and links marked, links clickable only where the network makes them
 * so), the first images, the first comment where it is sent, and what each network will refuse (blocks saving) or
 * show badly (a warning). Rules: src/domain/networkRules.ts. Text is rendered as text, never as HTML.
 */
import { channelFindings, feedPreview, networkRule, type PreviewPart } from '../../domain/networkRules.ts';
import { isSafeMediaUrl, isVideoUrl } from '../../domain/media.ts';
import { draftChannelText, type PostDraft } from '../../domain/postDraft.ts';
import { postEditorText as text } from '../../domain/postEditorWords.ts';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';

function PartView({ part }: { part: PreviewPart }) {
  if (part.kind === 'text') return <>{part.text}</>;
  if (part.kind === 'link') {
    // A preview: the link is shown as the network shows it, not followed from the editor.
    return <span className="text-indigo-700 underline break-all">{part.text}</span>;
  }
  return <span className="font-medium text-indigo-700">{part.text}</span>;
}

function PreviewCard({
  providerId,
  draft,
  pageName,
}: {
  providerId: number;
  draft: PostDraft;
  pageName: string | null;
}) {
  const rule = networkRule(providerId);
  const name = rule?.name ?? String(providerId);
  const content = draftChannelText(draft, providerId);
  const preview = feedPreview(providerId, content);
  const media = (draft.media ?? []).filter(isSafeMediaUrl);
  const findings = channelFindings(providerId, {
    text: content,
    mediaCount: draft.media?.length ?? 0,
    firstComment: draft.firstComment ?? '',
  });
  const comment = (draft.firstComment ?? '').trim();
  const headingId = `preview-${providerId}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        <header className="flex items-center gap-2 border-b border-slate-100 px-3 py-2">
          <NetworkIcon providerId={providerId} size="sm" />
          <div className="min-w-0">
            <h3 id={headingId} className="text-sm font-semibold text-slate-900">
              {text.preview(name)}
            </h3>
            {pageName ? <p className="truncate text-xs text-slate-600">{pageName}</p> : null}
          </div>
        </header>
        <p className="px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-800">
          {preview.parts.map((part, index) => (
            <PartView key={index} part={part} />
          ))}
          {preview.more ? <span className="text-slate-600"> {preview.more}</span> : null}
        </p>
        {media.length > 0 ? (
          <ul className={`grid gap-0.5 ${media.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}>
            {media.slice(0, 4).map((url, index) => (
              <li key={`${index}-${url}`} className="bg-slate-100">
                {isVideoUrl(url) ? (
                  <video
                    src={url}
                    muted
                    preload="metadata"
                    aria-label={draft.altTexts?.[index] || text.mediaItem(index + 1, media.length)}
                    className="aspect-square w-full object-cover"
                  />
                ) : (
                  <img
                    src={url}
                    alt={draft.altTexts?.[index] || text.mediaItem(index + 1, media.length)}
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {comment !== '' && rule?.firstComment ? (
          <p className="border-t border-slate-100 px-3 py-2 text-xs break-words whitespace-pre-wrap text-slate-700">
            <span className="font-semibold">{text.firstCommentLine}: </span>
            {comment}
          </p>
        ) : null}
        {findings.length > 0 ? (
          <ul className="space-y-1 border-t border-slate-100 px-3 py-2 text-xs">
            {findings.map((finding) => (
              <li
                key={finding.message}
                className={finding.severity === 'block' ? 'font-medium text-red-700' : 'text-amber-800'}
              >
                <span className="sr-only">{finding.severity === 'block' ? 'Problem: ' : 'Note: '}</span>
                {finding.message}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

export function NetworkPreviews({
  draft,
  pageNames,
}: {
  draft: PostDraft;
  /** The connected page or profile name per network. */
  pageNames: ReadonlyMap<number, string>;
}) {
  const channels = [...draft.channels].sort((a, b) => a - b);
  return (
    <section aria-labelledby="previews-heading" className="lg:sticky lg:top-4 lg:self-start">
      <h2 id="previews-heading" className="text-lg font-semibold text-slate-900">
        {text.previews}
      </h2>
      {channels.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{text.previewsEmpty}</p>
      ) : (
        <ul className="mt-2 space-y-4">
          {channels.map((providerId) => (
            <PreviewCard
              key={providerId}
              providerId={providerId}
              draft={draft}
              pageName={pageNames.get(providerId) ?? null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
