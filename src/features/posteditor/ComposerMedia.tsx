/**
 * The post's images and videos in the full-page editor (issue 19): in the order they are published, each with its
 * alt text, moved earlier or later and removed with buttons (keyboard and screen reader too); added from the
 * account's uploads (or a new upload) and from its designs. At most POST_MEDIA_LIMIT items; each network's own
 * maximum is checked with the rest of the post (src/domain/networkRules.ts).
 */
import { useState } from 'react';
import { designImageUrl } from '../../api/designs.ts';
import { POST_MEDIA_LIMIT } from '../../contract/posts.ts';
import { ALT_TEXT_MAX_LENGTH } from '../../domain/networkRules.ts';
import { isVideoUrl } from '../../domain/media.ts';
import type { PostDraft } from '../../domain/postDraft.ts';
import { postEditorText as text } from '../../domain/postEditorWords.ts';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/Field.tsx';
import { ImagePickerDialog } from '../designer/ImagePickerDialog.tsx';
import { DesignPickerDialog } from './DesignPickerDialog.tsx';

type Picker = 'upload' | 'design' | null;

export function ComposerMedia({
  accountId,
  draft,
  disabled,
  onChange,
}: {
  accountId: number;
  draft: PostDraft;
  disabled: boolean;
  onChange: (fields: { media: string[]; altTexts: string[] }) => void;
}) {
  const [picker, setPicker] = useState<Picker>(null);
  const media = draft.media ?? [];
  const alts = media.map((_, index) => draft.altTexts?.[index] ?? '');
  const full = media.length >= POST_MEDIA_LIMIT;

  const add = (url: string) => {
    setPicker(null);
    if (full) return;
    onChange({ media: [...media, url], altTexts: [...alts, ''] });
  };
  const remove = (index: number) =>
    onChange({
      media: media.filter((_, at) => at !== index),
      altTexts: alts.filter((_, at) => at !== index),
    });
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= media.length) return;
    const swap = <T,>(list: T[]) => {
      const next = [...list];
      [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    };
    onChange({ media: swap(media), altTexts: swap(alts) });
  };
  const setAlt = (index: number, value: string) =>
    onChange({ media, altTexts: alts.map((alt, at) => (at === index ? value : alt)) });

  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{text.media}</legend>
      {media.length === 0 ? <p className="mt-1 text-sm text-slate-600">{text.mediaEmpty}</p> : null}
      <ol className="mt-2 space-y-3">
        {media.map((url, index) => (
          <li
            key={`${index}-${url}`}
            className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-3 sm:flex-row"
          >
            {isVideoUrl(url) ? (
              <video
                src={url}
                muted
                preload="metadata"
                aria-label={text.mediaItem(index + 1, media.length)}
                className="h-24 w-24 shrink-0 rounded-md bg-slate-100 object-cover"
              />
            ) : (
              <img
                src={url}
                alt={text.mediaItem(index + 1, media.length)}
                className="h-24 w-24 shrink-0 rounded-md bg-slate-100 object-cover"
              />
            )}
            <div className="min-w-0 flex-1">
              <TextAreaField
                label={text.altText(index + 1)}
                hint={text.altHint}
                rows={2}
                maxLength={ALT_TEXT_MAX_LENGTH}
                value={alts[index] ?? ''}
                onChange={(event) => setAlt(index, event.target.value)}
              />
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === 0}
                  aria-label={text.moveUp(index + 1)}
                  onClick={() => move(index, -1)}
                >
                  Earlier
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === media.length - 1}
                  aria-label={text.moveDown(index + 1)}
                  onClick={() => move(index, 1)}
                >
                  Later
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={text.remove(index + 1)}
                  onClick={() => remove(index)}
                >
                  Remove
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={full} onClick={() => setPicker('upload')}>
          {text.addUpload}
        </Button>
        <Button size="sm" variant="secondary" disabled={full} onClick={() => setPicker('design')}>
          {text.addDesign}
        </Button>
      </div>
      <ImagePickerDialog
        open={picker === 'upload'}
        accountId={accountId}
        onClose={() => setPicker(null)}
        onPick={(src) => add(src)}
      />
      <DesignPickerDialog
        open={picker === 'design'}
        accountId={accountId}
        onClose={() => setPicker(null)}
        onPick={(design) => add(designImageUrl(design, accountId, { format: 'png', scale: 1 }))}
      />
    </fieldset>
  );
}
