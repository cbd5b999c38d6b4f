/**
 * The library posts' images (issue 18): each ready-made post has an illustration the server draws from its title,
 * industry, category and `image_style` (one of IMAGE_STYLES' palettes): an SVG rendered by sharp into a 1080 × 1080
 * PNG (Instagram's square, accepted by every network) and a small WebP thumbnail for the grids. Drawing one takes
 * tens of milliseconds, so the last few hundred are kept in memory; the ETag names what was drawn, so a changed
 * title or a new drawing (IMAGE_VERSION) is a new image for every cache.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const IMAGE_SIZE = 1080;
export const THUMBNAIL_WIDTH = 360;
/** Bump when the drawing changes: every ETag changes with it. */
const IMAGE_VERSION = 1;
const CACHE_ENTRIES = 300;

interface Palette {
  from: string;
  to: string;
  ink: string;
  accent: string;
}

/** The styles the content migrations use (0021, 0022); an unknown style draws as 'slate'. */
const SLATE: Palette = { from: '#334155', to: '#0f172a', ink: '#ffffff', accent: '#cbd5e1' };

export const IMAGE_STYLES: Readonly<Record<string, Palette>> = {
  sunrise: { from: '#fde68a', to: '#fb923c', ink: '#3b1d05', accent: '#fff7ed' },
  ocean: { from: '#0e7490', to: '#1e3a8a', ink: '#ffffff', accent: '#a5f3fc' },
  forest: { from: '#166534', to: '#14532d', ink: '#ffffff', accent: '#bbf7d0' },
  berry: { from: '#9d174d', to: '#581c87', ink: '#ffffff', accent: '#fbcfe8' },
  slate: SLATE,
  citrus: { from: '#d9f99d', to: '#facc15', ink: '#1a2e05', accent: '#fefce8' },
  lavender: { from: '#ddd6fe', to: '#a78bfa', ink: '#2e1065', accent: '#f5f3ff' },
  coral: { from: '#fecaca', to: '#f97316', ink: '#431407', accent: '#fff1f2' },
};

export interface ImageSubject {
  id: number;
  title: string;
  industry: string;
  category: string;
  style: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/** The title cut into lines of at most `width` characters (a longer word stands alone), at most `max` lines. */
export function wrapTitle(title: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]}…`;
  return kept;
}

/** The SVG of a post's image. */
export function imageSvg(subject: ImageSubject): string {
  const palette = IMAGE_STYLES[subject.style] ?? SLATE;
  const lines = wrapTitle(subject.title, 16, 5);
  const lineHeight = 104;
  const top = 560 - ((lines.length - 1) * lineHeight) / 2;
  const title = lines
    .map((line, index) => `<tspan x="96" y="${top + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  // A few soft circles placed from the id, so neighbouring posts differ.
  const seed = subject.id * 2654435761;
  const circle = (n: number) => {
    const x = (seed >>> (n * 3)) % IMAGE_SIZE;
    const y = (seed >>> (n * 5 + 1)) % IMAGE_SIZE;
    const r = 120 + ((seed >>> (n * 7 + 2)) % 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${palette.accent}" fill-opacity="0.16"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${[0, 1, 2].map(circle).join('')}
<text x="96" y="150" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="38" letter-spacing="4" fill="${palette.ink}" fill-opacity="0.85">${escapeXml(subject.industry.toUpperCase())}</text>
<text font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="88" font-weight="bold" fill="${palette.ink}">${title}</text>
<rect x="96" y="900" rx="32" width="${Math.min(888, 60 + subject.category.length * 19)}" height="64" fill="${palette.ink}" fill-opacity="0.14"/>
<text x="126" y="943" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="${palette.ink}">${escapeXml(subject.category)}</text>
</svg>`;
}

export interface LibraryImage {
  contentType: 'image/png' | 'image/webp';
  bytes: Uint8Array;
  etag: string;
}

export type LibraryImageVariant = 'original' | 'thumbnail';

/** Draws (or answers from memory) a post's image. */
export function libraryImages() {
  const cache = new Map<string, LibraryImage>();
  return async (subject: ImageSubject, variant: LibraryImageVariant): Promise<LibraryImage> => {
    const svg = imageSvg(subject);
    const hash = createHash('sha256')
      .update(`${IMAGE_VERSION}\n${variant}\n${svg}`)
      .digest('base64url')
      .slice(0, 27);
    const etag = `"${hash}"`;
    const hit = cache.get(etag);
    if (hit) {
      cache.delete(etag);
      cache.set(etag, hit);
      return hit;
    }
    const drawn = sharp(Buffer.from(svg));
    const image: LibraryImage =
      variant === 'original'
        ? { contentType: 'image/png', bytes: new Uint8Array(await drawn.png().toBuffer()), etag }
        : {
            contentType: 'image/webp',
            bytes: new Uint8Array(await drawn.resize(THUMBNAIL_WIDTH).webp({ quality: 80 }).toBuffer()),
            etag,
          };
    cache.set(etag, image);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    return image;
  };
}
