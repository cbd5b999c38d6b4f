/**
 * A design's thumbnail (the server's 360 px WebP, `thumbnailUrl`), fitted in a square box: a skeleton until the
 * image has arrived, and "No preview yet" when there is none or it could not be loaded.
 */
import { useState } from 'react';
import { myDesignsText } from '../../domain/designPages.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';

export function DesignThumbnail({ src, alt }: { src: string | null; alt: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [shown, setShown] = useState(src);
  // A new address (a new version was saved): load it afresh.
  if (shown !== src) {
    setShown(src);
    setState('loading');
  }
  const failed = src === null || state === 'failed';
  return (
    <div className="relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-md bg-slate-100">
      {failed ? (
        <p className="px-2 text-center text-sm text-slate-600">{myDesignsText.noPreview}</p>
      ) : (
        <>
          {state === 'loading' ? <Skeleton className="absolute inset-0 h-full w-full rounded-md" /> : null}
          <img
            src={src}
            alt={alt}
            loading="lazy"
            decoding="async"
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            className={`max-h-full max-w-full object-contain ${state === 'loading' ? 'opacity-0' : ''}`}
          />
        </>
      )}
    </div>
  );
}
