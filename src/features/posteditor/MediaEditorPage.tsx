/**
 * The media editor (issue 19): /{accid}/usermediaditor/{media id} crops one of the account's uploaded images to a
 * network's shape (src/domain/mediaCrop.ts: square, portrait, landscape, wide, vertical). The frame keeps the shape;
 * it is dragged with a pointer or a finger, or moved with the arrow keys (Shift: bigger steps) and resized with + and
 * − (or the Bigger and Smaller buttons). Saving asks the server to cut the original (POST /auth/cropLibraryMedia) and
 * keeps the crop as a new upload; the original stays. The new image can then start a new post.
 */
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../api/index.ts';
import { libraryMediaCalls } from '../../api/libraryMedia.ts';
import { libraryMediaChanged } from '../../api/queries/libraryMedia.ts';
import type { PageProps } from '../../app/pages.tsx';
import { useSession } from '../../app/session.tsx';
import { MEDIA_ID_PATTERN, mediaUrl } from '../../contract/media.ts';
import type { LibraryMediaItem } from '../../domain/libraryMedia.ts';
import {
  CROP_SHAPES,
  cropKeyStep,
  cropResizeStep,
  cropShape,
  cropText as text,
  fitCrop,
  isCropInside,
  moveCrop,
  outputSize,
  resizeCrop,
  type CropBox,
  type CropShapeId,
  type Size,
} from '../../domain/mediaCrop.ts';
import { NEW_POST_ID, postEditorHref } from '../../domain/postEditorWords.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import { useStableShowToast } from '../../ui/toast/index.ts';

const calls = libraryMediaCalls(api);

export function MediaEditorPage({ params }: PageProps) {
  const { accountId } = useSession();
  const id = params.id;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6" aria-labelledby="media-editor-heading">
      <h1 id="media-editor-heading" className="mb-2 text-2xl font-semibold text-slate-900">
        {text.title}
      </h1>
      {accountId === null ? (
        <SkeletonBlock label={text.loading} lines={4} />
      ) : id === undefined || !MEDIA_ID_PATTERN.test(id) ? (
        <EmptyState title={text.notAnUpload} action={<BackLink />} />
      ) : (
        <ImageLoader key={id} accountId={accountId} mediaId={id} />
      )}
    </section>
  );
}

function BackLink() {
  return (
    <Link href="/my_library#uploads" className="text-sm font-medium text-indigo-700 underline">
      {text.back}
    </Link>
  );
}

/** The original, loaded to know its size (the crop is in its pixels). */
function ImageLoader({ accountId, mediaId }: { accountId: number; mediaId: string }) {
  const [size, setSize] = useState<Size | null>(null);
  const [failed, setFailed] = useState(false);
  const src = mediaUrl(mediaId);
  if (failed) return <EmptyState title={text.notAnUpload} action={<BackLink />} />;
  return (
    <>
      {size === null ? <SkeletonBlock label={text.loading} lines={4} /> : null}
      {/* Read once for its size; hidden until then. */}
      <img
        src={src}
        alt=""
        className="hidden"
        onLoad={(event) =>
          setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
        onError={() => setFailed(true)}
      />
      {size ? <Cropper accountId={accountId} mediaId={mediaId} src={src} image={size} /> : null}
    </>
  );
}

function Cropper({
  accountId,
  mediaId,
  src,
  image,
}: {
  accountId: number;
  mediaId: string;
  src: string;
  image: Size;
}) {
  const id = useId();
  const showToast = useStableShowToast();
  const [shapeId, setShapeId] = useState<CropShapeId>('square');
  const shape = cropShape(shapeId);
  const [box, setBox] = useState<CropBox>(() => fitCrop(image, shape));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<LibraryMediaItem | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; box: CropBox } | null>(null);

  const choose = (next: CropShapeId) => {
    setShapeId(next);
    setBox(fitCrop(image, cropShape(next)));
    setSaved(null);
  };
  const change = (next: CropBox) => {
    setBox(next);
    setSaved(null);
  };
  /** Image pixels per screen pixel of the stage as drawn now. */
  const scale = () => image.width / (stage.current?.getBoundingClientRect().width || image.width);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, box };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const factor = scale();
    change(
      moveCrop(start.box, image, (event.clientX - start.x) * factor, (event.clientY - start.y) * factor),
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const amount = cropKeyStep(image, event.shiftKey);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-amount, 0],
      ArrowRight: [amount, 0],
      ArrowUp: [0, -amount],
      ArrowDown: [0, amount],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      change(moveCrop(box, image, move[0], move[1]));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      change(resizeCrop(box, image, shape, cropResizeStep(box)));
    } else if (event.key === '-' || event.key === '−') {
      event.preventDefault();
      change(resizeCrop(box, image, shape, -cropResizeStep(box)));
    }
  };
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const item = await calls.crop(accountId, mediaId, shapeId, box);
      await libraryMediaChanged('upload', accountId);
      setSaved(item);
      showToast({ tone: 'success', title: text.saved });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : text.failed);
    } finally {
      setSaving(false);
    }
  };
  const startPost = (url: string) =>
    navigate(postEditorHref(accountId, NEW_POST_ID), {
      state: { postDraft: { postId: null, description: '', day: '', time: '', channels: [], media: [url] } },
    });
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const out = outputSize(box, shape);
  // An image too small for the shape has no crop the server takes (under MIN_CROP_SIDE on a side).
  const tooSmall = !isCropInside(box, image);

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{text.intro}</p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{text.shape}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {CROP_SHAPES.map((option) => (
            <label
              key={option.id}
              className={`cursor-pointer rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600 ${
                option.id === shapeId ? 'border-indigo-600 bg-indigo-50 text-indigo-900' : 'border-slate-300'
              }`}
            >
              <input
                type="radio"
                name={`${id}-shape`}
                value={option.id}
                checked={option.id === shapeId}
                onChange={() => choose(option.id)}
                className="sr-only"
              />
              <span className="font-medium">{option.label}</span>
              <span className="block text-xs text-slate-600">{option.networks}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex justify-center">
        <div ref={stage} className="relative inline-block max-w-full touch-none overflow-hidden select-none">
          <img src={src} alt="" className="block max-h-[60vh] max-w-full" draggable={false} />
          <div
            role="slider"
            tabIndex={0}
            aria-label={text.frame}
            aria-describedby={`${id}-hint`}
            aria-valuemin={0}
            aria-valuemax={Math.max(0, image.width - box.width)}
            aria-valuenow={box.x}
            aria-valuetext={`${box.width} × ${box.height} px at ${box.x}, ${box.y}`}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgba(15,23,42,0.55)] outline-none focus-visible:border-indigo-400"
            style={{
              left: percent(box.x, image.width),
              top: percent(box.y, image.height),
              width: percent(box.width, image.width),
              height: percent(box.height, image.height),
            }}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-center text-xs text-slate-600">
        {text.frameHint}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => change(resizeCrop(box, image, shape, -cropResizeStep(box)))}
        >
          {text.smaller}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => change(resizeCrop(box, image, shape, cropResizeStep(box)))}
        >
          {text.bigger}
        </Button>
        <span className="text-sm text-slate-700">{text.willSave(out)}</span>
      </div>
      {error || tooSmall ? (
        <p role="alert" className="text-center text-sm font-medium text-red-700">
          {error ?? text.tooSmall}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Link href="/my_library#uploads" className={buttonClass('secondary', 'md')}>
          {text.back}
        </Link>
        <Button busy={saving} busyLabel={text.saving} disabled={tooSmall} onClick={() => void save()}>
          {text.save}
        </Button>
      </div>
      {saved ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-4 rounded-md border border-green-200 bg-green-50 p-3"
        >
          <img src={saved.thumbnailUrl} alt={text.savedAlt} className="h-24 w-24 rounded object-cover" />
          <div className="space-y-2">
            <p className="font-medium text-green-900">{text.saved}</p>
            <p className="text-sm text-green-900">
              {text.output({ width: saved.width, height: saved.height })}
            </p>
            <Button size="sm" onClick={() => startPost(saved.url)}>
              {text.useInPost}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
