/**
 * An image for the canvas, loaded once per address and kept for the other nodes and later renders (same origin:
 * no crossOrigin needed). Null while it loads, when it fails and when there is no address.
 */
import { useEffect, useState } from 'react';

const KEPT_MAX = 100;
const loaded = new Map<string, HTMLImageElement>();

function keep(url: string, image: HTMLImageElement) {
  loaded.set(url, image);
  if (loaded.size > KEPT_MAX) {
    const oldest = loaded.keys().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
}

export function useLoadedImage(url: string | null): HTMLImageElement | null {
  const [done, setDone] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (!url || loaded.has(url)) return;
    let live = true;
    const image = new window.Image();
    image.onload = () => {
      keep(url, image);
      if (live) setDone({ url, image });
    };
    image.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  if (!url) return null;
  return loaded.get(url) ?? (done?.url === url ? done.image : null);
}
