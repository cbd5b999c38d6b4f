/**
 * A design as SVG (issue 19, "Export: rendered the same in the browser and on the server"): the browser exports by
 * drawing this SVG on a canvas, the server renders the same text with sharp (src/server/designRender.ts). Pure: no
 * DOM, no Node; images come in through `resolveImage` (a data: URL, or null for an empty slot), so the SVG never
 * points at another address.
 *
 * What is drawn, bottom first: the page's background, then every node that is not hidden, in the document's order.
 * - rect: `rx` = cornerRadius; '' fill or stroke draws none.
 * - ellipse: inscribed in its box (x, y, width, height).
 * - image: cover (`preserveAspectRatio="xMidYMid slice"`, cropped to its box); an empty slot (src '' or an image that
 *   cannot be had) is a light grey box with a dashed border, so a template shows where a picture goes.
 * - text: one <text> with a <tspan> per line (the text's own line breaks; no wrapping), see TEXT_BASELINE_EM.
 * A rotated node turns about its top-left corner (`rotate(r x y)`), as Konva turns a node about its (x, y).
 * Every attribute value and every text is escaped, and characters XML cannot hold are dropped.
 */
import { fontStack } from './brandKit.ts';
import type { DesignDoc, DesignNode, ImageNode, TextNode } from './design.ts';

/**
 * The text metric shared with the editor: a line box is `lineHeight × fontSize` tall and the font's em box is
 * centred in it; the alphabetic baseline lies TEXT_BASELINE_EM × fontSize below the middle of the line box. So the
 * baseline of line n (0 first) is at
 *
 *     y + fontSize × (lineHeight × (n + 0.5) + TEXT_BASELINE_EM)
 *
 * which is how Konva 10 draws a Text (`translateY = (ascent − descent) / 2 + lineHeightPx / 2`, per line
 * `+ lineHeightPx`) with (ascent − descent) / 2 taken as 0.35 em: within 0.01 em of Arial, DejaVu Sans, Roboto and
 * Georgia (a font with taller ascenders, such as Verdana or Segoe UI, sits up to 0.06 em lower on the server).
 */
export const TEXT_BASELINE_EM = 0.35;

/** The y of the baseline of line `index` (0 first) of a text node (see TEXT_BASELINE_EM). */
export function textBaselineY(node: Pick<TextNode, 'y' | 'fontSize' | 'lineHeight'>, index: number): number {
  return node.y + node.fontSize * (node.lineHeight * (index + 0.5) + TEXT_BASELINE_EM);
}

/** The lines of a text: its own line breaks (\n, \r\n or \r). */
export function textLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** The x a line is anchored at, and the anchor, for a text's alignment. */
export function textAnchor(node: Pick<TextNode, 'x' | 'width' | 'align'>): {
  x: number;
  anchor: 'start' | 'middle' | 'end';
} {
  if (node.align === 'center') return { x: node.x + node.width / 2, anchor: 'middle' };
  if (node.align === 'right') return { x: node.x + node.width, anchor: 'end' };
  return { x: node.x, anchor: 'start' };
}

/** An empty image slot: fill and dashed border. */
export const EMPTY_SLOT = { fill: '#E5E7EB', stroke: '#9CA3AF' } as const;

export interface DesignSvgOptions {
  /** Output pixels per page pixel (default 1); ignored when `width` is given. */
  scale?: number;
  /** The output's width in pixels; the height keeps the page's aspect. */
  width?: number;
  /** An image node's src as a data: URL, or null to draw an empty slot. */
  resolveImage: (src: string) => string | null;
}

/**
 * `text` without the characters XML 1.0 cannot hold: control characters but tab and line breaks, lone surrogates,
 * U+FFFE and U+FFFF.
 */
function xmlCharacters(text: string): string {
  let kept = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        kept += text.slice(index, index + 2);
        index += 1;
      }
      continue;
    }
    const control = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
    if (control || (code >= 0xdc00 && code <= 0xdfff) || code === 0xfffe || code === 0xffff) continue;
    kept += text[index];
  }
  return kept;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe for XML: content or an attribute value in double quotes. */
export function escapeXml(text: string): string {
  return xmlCharacters(text).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A number as an attribute: finite (else 0), at most 3 decimals, no exponent. */
function num(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Attributes from a list of [name, value] (undefined values left out), escaped. */
function attrs(pairs: [string, string | number | undefined][]): string {
  return pairs
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
}

/** The attributes every node has: its opacity (when not 1) and its rotation about its top-left corner. */
function common(node: DesignNode): [string, string | number | undefined][] {
  const opacity = Number.isFinite(node.opacity) ? Math.min(1, Math.max(0, node.opacity)) : 1;
  return [
    ['opacity', opacity === 1 ? undefined : opacity],
    [
      'transform',
      Number.isFinite(node.rotation) && node.rotation % 360 !== 0
        ? `rotate(${num(node.rotation)} ${num(node.x)} ${num(node.y)})`
        : undefined,
    ],
  ];
}

/** A fill or stroke colour: '' is none. */
const paint = (colour: string) => (colour === '' ? 'none' : colour);

function strokeAttrs(stroke: string, strokeWidth: number): [string, string | number | undefined][] {
  return stroke === '' || !(strokeWidth > 0)
    ? []
    : [
        ['stroke', stroke],
        ['stroke-width', strokeWidth],
      ];
}

function textSvg(node: TextNode): string {
  const { x, anchor } = textAnchor(node);
  const bold = node.fontStyle === 'bold' || node.fontStyle === 'bold italic';
  const italic = node.fontStyle === 'italic' || node.fontStyle === 'bold italic';
  const lines = textLines(node.text)
    .map(
      (line, index) =>
        `<tspan${attrs([
          ['x', x],
          ['y', textBaselineY(node, index)],
        ])}>${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text${attrs([
    ['xml:space', 'preserve'],
    ['font-family', fontStack(node.fontFamily)],
    ['font-size', node.fontSize],
    ['font-weight', bold ? 'bold' : undefined],
    ['font-style', italic ? 'italic' : undefined],
    ['fill', node.fill],
    ['text-anchor', anchor],
    ...common(node),
  ])}>${lines}</text>`;
}

function emptySlotSvg(node: ImageNode): string {
  const dash = Math.max(2, Math.round(Math.min(node.width, node.height) / 40));
  return `<rect${attrs([
    ['x', node.x],
    ['y', node.y],
    ['width', node.width],
    ['height', node.height],
    ['fill', EMPTY_SLOT.fill],
    ['stroke', EMPTY_SLOT.stroke],
    ['stroke-width', dash],
    ['stroke-dasharray', `${num(dash * 4)} ${num(dash * 3)}`],
    ...common(node),
  ])}/>`;
}

function imageSvg(node: ImageNode, resolveImage: DesignSvgOptions['resolveImage']): string {
  const href = node.src === '' ? null : resolveImage(node.src);
  if (href === null) return emptySlotSvg(node);
  return `<image${attrs([
    ['x', node.x],
    ['y', node.y],
    ['width', node.width],
    ['height', node.height],
    ['preserveAspectRatio', 'xMidYMid slice'],
    ['href', href],
    ...common(node),
  ])}/>`;
}

function nodeSvg(node: DesignNode, resolveImage: DesignSvgOptions['resolveImage']): string {
  switch (node.kind) {
    case 'text':
      return textSvg(node);
    case 'rect':
      return `<rect${attrs([
        ['x', node.x],
        ['y', node.y],
        ['width', node.width],
        ['height', node.height],
        ['rx', node.cornerRadius > 0 ? node.cornerRadius : undefined],
        ['fill', paint(node.fill)],
        ...strokeAttrs(node.stroke, node.strokeWidth),
        ...common(node),
      ])}/>`;
    case 'ellipse':
      return `<ellipse${attrs([
        ['cx', node.x + node.width / 2],
        ['cy', node.y + node.height / 2],
        ['rx', node.width / 2],
        ['ry', node.height / 2],
        ['fill', paint(node.fill)],
        ...strokeAttrs(node.stroke, node.strokeWidth),
        ...common(node),
      ])}/>`;
    case 'image':
      return imageSvg(node, resolveImage);
  }
}

/** The output size in pixels of a page (at least 1 × 1). */
export function designPixelSize(
  doc: Pick<DesignDoc, 'width' | 'height'>,
  options: Pick<DesignSvgOptions, 'scale' | 'width'> = {},
): { width: number; height: number } {
  const factor =
    options.width !== undefined && options.width > 0
      ? options.width / doc.width
      : options.scale !== undefined && options.scale > 0
        ? options.scale
        : 1;
  return {
    width: Math.max(1, Math.round(doc.width * factor)),
    height: Math.max(1, Math.round(doc.height * factor)),
  };
}

/** The SVG of a design (see the top of this file). */
export function designToSvg(doc: DesignDoc, options: DesignSvgOptions): string {
  const size = designPixelSize(doc, options);
  const body = doc.nodes
    .filter((node) => !node.hidden)
    .map((node) => nodeSvg(node, options.resolveImage))
    .join('\n');
  return `<svg${attrs([
    ['xmlns', 'http://www.w3.org/2000/svg'],
    ['width', size.width],
    ['height', size.height],
    ['viewBox', `0 0 ${num(doc.width)} ${num(doc.height)}`],
  ])}>
<rect${attrs([
    ['x', 0],
    ['y', 0],
    ['width', doc.width],
    ['height', doc.height],
    ['fill', doc.background],
  ])}/>
${body}
</svg>`;
}
