/**
 * A post's media item that names a design's image instead of a bitmap (issue 19): the path the browser builds with
 * src/api/designs.ts `designImageUrl`, `/api/designs/{id}/image?format=png&scale=1&v=…&account_Id=…`. Publishing
 * renders the design's current version (src/server/publishing.ts); the version in the path only keeps a browser's
 * copy fresh.
 */

export type DesignImageRefFormat = 'png' | 'jpeg';
export type DesignImageRefScale = 1 | 2;

export interface DesignImageRef {
  designId: number;
  format: DesignImageRefFormat;
  scale: DesignImageRefScale;
}

const DESIGN_IMAGE_PATH = /^\/api\/designs\/([1-9]\d{0,8})\/image$/;

/** The design a media item names, with the format and scale asked for (PNG at 1× by default); null for any other. */
export function designImageRef(item: string): DesignImageRef | null {
  if (!item.startsWith('/api/designs/')) return null;
  let url: URL;
  try {
    url = new URL(item, 'http://path.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://path.invalid') return null;
  const match = DESIGN_IMAGE_PATH.exec(url.pathname);
  if (!match) return null;
  const format = url.searchParams.get('format') ?? 'png';
  const scale = url.searchParams.get('scale') ?? '1';
  if ((format !== 'png' && format !== 'jpeg') || (scale !== '1' && scale !== '2')) return null;
  return { designId: Number(match[1]), format, scale: scale === '2' ? 2 : 1 };
}

/** The name a design's render is kept under in the media store: one per version, format and scale. */
export function publishedDesignName(ref: DesignImageRef, version: number): string {
  return `design-${ref.designId}-v${version}-${ref.format}-${ref.scale}x`;
}
