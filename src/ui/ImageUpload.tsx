/**
 * The one image upload field (issue 16: the avatar on the profile, the logo on the organisation profile and the brand
 * kit; later the library): the current image, a file input whose visible label is its button (Tab, then Enter or
 * Space opens the picker; a dropped image works too), the rules of src/domain/media.ts checked before anything is
 * sent (empty, over 10 MB, not a PNG/JPEG/WebP/GIF by its first bytes) with their sentence at the field, a preview
 * and a busy state while it uploads, the server's sentence at the field when it refuses, and Remove. The caller
 * sends (its `upload` and `remove` throw what went wrong; `errorSentence` turns that into words).
 */
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import {
  MEDIA_ACCEPT,
  SNIFF_BYTES,
  checkImageBytes,
  imageCheckSentence,
  mediaMessages,
} from '../domain/media.ts';
import { Button } from './Button.tsx';
import { FormNotice, type FormNoticeValue } from './FormNotice.tsx';
import { Spinner } from './Spinner.tsx';

export interface ImageUploadProps {
  /** The field's visible title ('Profile picture', 'Logo'). */
  label: string;
  /** The title's heading tag where the field sits in the page's outline (headingTags' `section`). */
  heading?: 'h2' | 'h3';
  /** The current image's URL (its thumbnail), null when there is none. */
  imageUrl: string | null;
  imageAlt: string;
  /** What shows instead of an image when there is none. */
  emptyText: string;
  /** The button that opens the picker, with and without a current image. */
  chooseLabel: string;
  replaceLabel: string;
  /** Said once an upload or a removal is done. */
  savedText: string;
  removedText: string;
  shape?: 'circle' | 'square';
  /** Sends the file; resolves once the new image is what `imageUrl` shows. */
  upload: (file: File) => Promise<void>;
  /** Removes the current image; resolves once `imageUrl` is null. */
  remove: () => Promise<void>;
  /** The sentence of a failed upload or removal. */
  errorSentence: (error: unknown, fallback: string) => string;
}

type Work = 'idle' | 'checking' | 'uploading' | 'removing';

export function ImageUpload({
  label,
  heading: Heading = 'h2',
  imageUrl,
  imageAlt,
  emptyText,
  chooseLabel,
  replaceLabel,
  savedText,
  removedText,
  shape = 'square',
  upload,
  remove,
  errorSentence,
}: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [work, setWork] = useState<Work>('idle');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<FormNoticeValue | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = work !== 'idle';

  // The preview's object URL is let go when it is replaced or the field goes away.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const take = async (file: File | undefined) => {
    if (!file || busy) return;
    setNotice(null);
    setError(null);
    setWork('checking');
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const check = checkImageBytes(file.size, head);
    if (!check.ok) {
      setError(imageCheckSentence(check.reason));
      setWork('idle');
      return;
    }
    setPreview(URL.createObjectURL(file));
    setWork('uploading');
    try {
      await upload(file);
      setNotice({ kind: 'saved', text: savedText });
    } catch (failure) {
      setError(errorSentence(failure, mediaMessages.uploadFailed));
    } finally {
      setPreview(null);
      setWork('idle');
    }
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  const removeImage = async () => {
    setNotice(null);
    setError(null);
    setWork('removing');
    try {
      await remove();
      setNotice({ kind: 'saved', text: removedText });
    } catch (failure) {
      setError(errorSentence(failure, mediaMessages.removeFailed));
    } finally {
      setWork('idle');
    }
  };

  const shown = preview ?? imageUrl;
  const frame = shape === 'circle' ? 'rounded-full object-cover' : 'rounded-md object-contain';
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-busy={busy}
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={`space-y-3 rounded-lg border p-4 ${
        dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200'
      }`}
    >
      <Heading id={`${id}-label`} className="text-base font-semibold text-slate-900">
        {label}
      </Heading>
      <FormNotice notice={notice} />
      <div className="flex flex-wrap items-center gap-4">
        <div className="relative h-24 w-24 shrink-0">
          {shown ? (
            <img
              src={shown}
              alt={preview ? `${imageAlt} (uploading)` : imageAlt}
              width={96}
              height={96}
              className={`h-24 w-24 border border-slate-200 bg-white ${frame} ${preview ? 'opacity-60' : ''}`}
            />
          ) : (
            <div
              className={`flex h-24 w-24 items-center justify-center border border-dashed border-slate-300 bg-slate-50 p-2 text-center text-xs text-slate-600 ${
                shape === 'circle' ? 'rounded-full' : 'rounded-md'
              }`}
            >
              {emptyText}
            </div>
          )}
          {work === 'uploading' ? (
            <span className="absolute inset-0 flex items-center justify-center">
              <Spinner className="h-6 w-6" />
            </span>
          ) : null}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={input}
              id={id}
              type="file"
              accept={MEDIA_ACCEPT}
              disabled={busy}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so choosing the same file again is a new choice.
                event.target.value = '';
                void take(file);
              }}
            />
            <label
              htmlFor={id}
              className={`inline-flex cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2 ${
                busy ? 'cursor-not-allowed opacity-50' : ''
              }`}
            >
              {work === 'uploading' ? (
                <>
                  <Spinner />
                  {mediaMessages.uploading}
                </>
              ) : shown ? (
                replaceLabel
              ) : (
                chooseLabel
              )}
            </label>
            {imageUrl && !preview ? (
              <Button
                variant="secondary"
                busy={work === 'removing'}
                busyLabel={mediaMessages.removing}
                disabled={busy}
                onClick={() => void removeImage()}
              >
                {mediaMessages.remove}
                <span className="sr-only"> {label.toLowerCase()}</span>
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {mediaMessages.hint} <span className="hidden sm:inline">{mediaMessages.dropHere}</span>
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
