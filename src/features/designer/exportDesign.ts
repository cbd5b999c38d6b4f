/**
 * Export in the browser (issue 19): the design's SVG (src/domain/designSvg.ts, the same the server renders with
 * sharp when a scheduled post is published) drawn on a canvas at the page's pixel size × scale, as PNG or JPEG.
 * Images are read from the product's own media (same origin, the session's cookie) and inlined as data: URLs, since an
 * SVG drawn as an image may not load anything.
 */
import type { DesignDoc } from '../../domain/design.ts';
import { designPixelSize, designToSvg } from '../../domain/designSvg.ts';

export type ExportFormat = 'png' | 'jpeg';

async function dataUrlOf(src: string): Promise<string | null> {
  try {
    const response = await fetch(src, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const blob = await response.blob();
    return await new Promise<string | null>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}

/** The design's SVG with every image inlined (an image that cannot be read is drawn as an empty slot). */
export async function inlinedSvg(doc: DesignDoc, scale: number): Promise<string> {
  const sources = [
    ...new Set(
      doc.nodes.flatMap((node) => (node.kind === 'image' && !node.hidden && node.src ? [node.src] : [])),
    ),
  ];
  const inlined = new Map<string, string | null>();
  await Promise.all(sources.map(async (src) => inlined.set(src, await dataUrlOf(src))));
  return designToSvg(doc, { scale, resolveImage: (src) => inlined.get(src) ?? null });
}

/** The design as a PNG or JPEG (quality 0.92, on white) at the page size × scale. */
export async function exportDesign(doc: DesignDoc, format: ExportFormat, scale: 1 | 2): Promise<Blob> {
  const svg = await inlinedSvg(doc, scale);
  const { width, height } = designPixelSize(doc, { scale });
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    if (format === 'jpeg') {
      context.fillStyle = '#FFFFFF';
      context.fillRect(0, 0, width, height);
    }
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the canvas made no image'))),
        format === 'png' ? 'image/png' : 'image/jpeg',
        0.92,
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The file name of an export: the design's name made safe, its size and the format. */
export function exportFileName(name: string, doc: DesignDoc, format: ExportFormat, scale: number): string {
  const base =
    name
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-') || 'design';
  const { width, height } = designPixelSize(doc, { scale });
  return `${base}-${width}x${height}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}

/** Saves a blob as a download. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
