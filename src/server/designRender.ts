/**
 * Designs as images on the server (issue 19, "Export"): the SVG of src/domain/designSvg.ts, the same the browser
 * exports, rendered by sharp (librsvg) to PNG, JPEG (quality 90, flattened on white) or WebP (the lists'
 * thumbnails). Images are read from the server's own stores, never over HTTP: an upload or logo from the media store
 * (only the design's own account's), a library post's image from its drawing (libraryImages.ts). Each is scaled
 * down to what the output needs and inlined as a PNG or JPEG data: URL (librsvg draws no WebP or GIF); one that
 * cannot be had (removed since, another account's) draws as an empty slot.
 *
 * `renderDesign` is the whole job (publishing calls it for a scheduled post's design); `designRenderer` keeps the
 * last DESIGN_RENDER_CACHE renders (at most DESIGN_RENDER_CACHE_BYTES) in memory, keyed by design, version, format
 * and pixel size: a version never changes, so neither does its image.
 */
import sharp from 'sharp';
import type { DesignDoc } from '../domain/design.ts';
import { designPixelSize, designToSvg } from '../domain/designSvg.ts';
import type { Queryable } from './db.ts';
import { imageSourceOf, type DesignRow } from './designStore.ts';
import { libraryImages } from './libraryImages.ts';

export type DesignImageFormat = 'png' | 'jpeg' | 'webp';

export interface DesignRenderOptions {
  format: DesignImageFormat;
  /** Output pixels per page pixel (default 1); ignored when `width` is given. */
  scale?: number;
  /** The output's width in pixels (the height keeps the page's aspect). */
  width?: number;
}

export interface RenderedDesign {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** How many renders designRenderer keeps, and how many bytes of them at most. */
export const DESIGN_RENDER_CACHE = 100;
export const DESIGN_RENDER_CACHE_BYTES = 64 * 1024 * 1024;
/** The most pixels one render may have (a 4096 × 4096 page; every preset at 2× is far below). */
export const DESIGN_RENDER_MAX_PIXELS = 4096 * 4096;
/** Bump when the drawing changes: every ETag changes with it. */
export const DESIGN_RENDER_VERSION = 1;

const CONTENT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const satisfies Record<DesignImageFormat, RenderedDesign['contentType']>;

/** The design a render needs: its document and whose it is (null: a ready-made template). */
export type RenderableDesign = Pick<DesignRow, 'doc' | 'account_id'>;

let libraryDrawing: ReturnType<typeof libraryImages> | null = null;

/** The original bytes an image src names, if the design's account may show them; else null. */
async function sourceBytes(db: Queryable, accountId: number | null, src: string): Promise<Uint8Array | null> {
  const source = imageSourceOf(src);
  if (!source) return null;
  if (source.kind === 'media') {
    if (accountId === null) return null;
    const column = source.variant === 'original' ? 'data' : 'thumbnail';
    const rows = await db.query<{ data: unknown }>(
      `select ${column} as data from media where id = $1 and account_id = $2 and kind in ('logo', 'upload')`,
      [source.id, accountId],
    );
    const data = rows[0]?.data;
    return data instanceof Uint8Array ? data : null;
  }
  const rows = await db.query<{
    id: number;
    title: string;
    industry: string;
    category: string;
    style: string;
  }>(
    `select p.id, p.title, i.name as industry, c.name as category, p.image_style as style
     from library_posts p join industries i on i.id = p.industry_id
     join content_categories c on c.id = p.category_id where p.id = $1`,
    [source.id],
  );
  if (!rows[0]) return null;
  libraryDrawing ??= libraryImages();
  return (await libraryDrawing(rows[0], source.variant)).bytes;
}

/** The pixel box each src is drawn in at most (over all its image nodes), at the output's scale. */
function neededBoxes(doc: DesignDoc, factor: number): Map<string, { width: number; height: number }> {
  const boxes = new Map<string, { width: number; height: number }>();
  for (const node of doc.nodes) {
    if (node.kind !== 'image' || node.hidden || node.src === '') continue;
    const box = boxes.get(node.src) ?? { width: 1, height: 1 };
    box.width = Math.max(box.width, Math.ceil(node.width * factor));
    box.height = Math.max(box.height, Math.ceil(node.height * factor));
    boxes.set(node.src, box);
  }
  return boxes;
}

/** An image as a data: URL librsvg draws, no larger than needed to cover `box`; null when it cannot be read. */
async function inlined(bytes: Uint8Array, box: { width: number; height: number }): Promise<string | null> {
  try {
    const image = sharp(bytes, { failOn: 'none' });
    const metadata = await image.metadata();
    const resized = image.resize({
      width: Math.min(box.width, 4096),
      height: Math.min(box.height, 4096),
      fit: 'outside',
      withoutEnlargement: true,
    });
    const jpeg = metadata.format === 'jpeg';
    const data = await (jpeg ? resized.jpeg({ quality: 92 }) : resized.png()).toBuffer();
    return `data:image/${jpeg ? 'jpeg' : 'png'};base64,${data.toString('base64')}`;
  } catch {
    return null;
  }
}

/** The output size of a render, or null when it would have more than DESIGN_RENDER_MAX_PIXELS. */
export function renderSize(
  doc: Pick<DesignDoc, 'width' | 'height'>,
  options: Pick<DesignRenderOptions, 'scale' | 'width'>,
): { width: number; height: number } | null {
  const size = designPixelSize(doc, options);
  return size.width * size.height > DESIGN_RENDER_MAX_PIXELS ? null : size;
}

/** Renders a design (see the top of this file). Throws a RangeError for a size over DESIGN_RENDER_MAX_PIXELS. */
export async function renderDesign(
  db: Queryable,
  design: RenderableDesign,
  options: DesignRenderOptions,
): Promise<RenderedDesign> {
  const { doc } = design;
  const size = renderSize(doc, options);
  if (!size) throw new RangeError('renderDesign: the image would be too large');
  const boxes = neededBoxes(doc, size.width / doc.width);
  const images = new Map<string, string>();
  for (const [src, box] of boxes) {
    const bytes = await sourceBytes(db, design.account_id, src);
    const url = bytes ? await inlined(bytes, box) : null;
    if (url) images.set(src, url);
  }
  const svg = designToSvg(doc, {
    width: size.width,
    resolveImage: (src) => images.get(src) ?? null,
  });
  const drawn = sharp(Buffer.from(svg), { limitInputPixels: DESIGN_RENDER_MAX_PIXELS });
  const encoded =
    options.format === 'png'
      ? drawn.png()
      : options.format === 'jpeg'
        ? drawn.flatten({ background: '#ffffff' }).jpeg({ quality: 90 })
        : drawn.webp({ quality: 80 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    contentType: CONTENT_TYPES[options.format],
    bytes: new Uint8Array(data),
    width: info.width,
    height: info.height,
  };
}

/** The ETag of a design's render: it names the version, the format and the size. */
export function designEtag(
  design: Pick<DesignRow, 'id' | 'version'>,
  format: DesignImageFormat,
  size: { width: number; height: number },
): string {
  return `"design-${design.id}-v${design.version}-${format}-${size.width}x${size.height}-r${DESIGN_RENDER_VERSION}"`;
}

/**
 * renderDesign with the last renders kept in memory: at most `entries` of them and DESIGN_RENDER_CACHE_BYTES of
 * images (a 2× PNG can be megabytes), the least recently used dropped first. Two requests for the same render while
 * it is drawn share it.
 */
export function designRenderer(
  db: Queryable,
  entries: number = DESIGN_RENDER_CACHE,
  maxBytes: number = DESIGN_RENDER_CACHE_BYTES,
) {
  const cache = new Map<string, { rendering: Promise<RenderedDesign>; bytes: number }>();
  let total = 0;
  const evict = () => {
    while (cache.size > entries || total > maxBytes) {
      const oldest = cache.entries().next().value;
      if (!oldest) return;
      cache.delete(oldest[0]);
      total -= oldest[1].bytes;
    }
  };
  return {
    render(design: DesignRow, options: DesignRenderOptions): Promise<RenderedDesign> {
      const key = designEtag(design, options.format, designPixelSize(design.doc, options));
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit.rendering;
      }
      const entry = { rendering: renderDesign(db, design, options), bytes: 0 };
      cache.set(key, entry);
      entry.rendering.then(
        (rendered) => {
          if (cache.get(key) !== entry) return;
          entry.bytes = rendered.bytes.length;
          total += entry.bytes;
          evict();
        },
        () => {
          if (cache.get(key) === entry) cache.delete(key);
        },
      );
      evict();
      return entry.rendering;
    },
    /** How many renders are kept, and their bytes (for tests). */
    get size() {
      return { entries: cache.size, bytes: total };
    },
  };
}
