/**
 * Text on the editor's canvas, drawn with the metric the exported SVG uses (src/domain/designSvg.ts): line n's
 * alphabetic baseline at y + fontSize × (lineHeight × (n + 0.5) + TEXT_BASELINE_EM), each line anchored at the
 * left, the middle or the right of the node's `width` as SVG's text-anchor does. Konva's own Text places the
 * baseline from the font's real ascent, which differs by up to 0.06 em for some fonts; drawing the lines here keeps
 * the editor, the browser's export and the server's render on the same pixels. The width of a text is measured with
 * Konva.Text's getTextWidth (the widest line).
 */
import Konva from 'konva';
import { fontStack } from '../../../domain/brandKit.ts';
import type { FontStyle, TextNode } from '../../../domain/design.ts';
import { TEXT_BASELINE_EM, textLines } from '../../../domain/designSvg.ts';

export type TextLook = Pick<TextNode, 'text' | 'fontFamily' | 'fontSize' | 'fontStyle'>;

const isBold = (style: FontStyle) => style === 'bold' || style === 'bold italic';
const isItalic = (style: FontStyle) => style === 'italic' || style === 'bold italic';

/** The CSS font of a text at a size (the size in pixels; the canvas's zoom may scale it). */
export function cssFont(node: Pick<TextNode, 'fontFamily' | 'fontStyle'>, size: number): string {
  return `${isItalic(node.fontStyle) ? 'italic ' : ''}${isBold(node.fontStyle) ? 'bold ' : ''}${size}px ${fontStack(node.fontFamily)}`;
}

export function fontWeightOf(style: FontStyle): 'bold' | 'normal' {
  return isBold(style) ? 'bold' : 'normal';
}
export function fontStyleOf(style: FontStyle): 'italic' | 'normal' {
  return isItalic(style) ? 'italic' : 'normal';
}

/** The height of a text's lines, in page pixels. */
export function textHeight(node: Pick<TextNode, 'text' | 'fontSize' | 'lineHeight'>): number {
  return textLines(node.text).length * node.lineHeight * node.fontSize;
}

let measurer: Konva.Text | null = null;

/** The widest line of a text as drawn, in page pixels (2 decimals). Needs a browser (a canvas). */
export function measureTextWidth(look: TextLook): number {
  measurer ??= new Konva.Text({ wrap: 'none', lineHeight: 1 });
  measurer.setAttrs({
    text: textLines(look.text).join('\n'),
    fontFamily: fontStack(look.fontFamily),
    fontSize: look.fontSize,
    fontStyle: look.fontStyle,
  });
  return Math.round(measurer.getTextWidth() * 100) / 100;
}

/** A Konva sceneFunc that draws a text node's lines in its own coordinates (see the top of this file). */
export function textSceneFunc(node: TextNode) {
  const lines = textLines(node.text);
  const anchorX = node.align === 'center' ? node.width / 2 : node.align === 'right' ? node.width : 0;
  const font = cssFont(node, node.fontSize);
  return (context: Konva.Context) => {
    context.setAttr('font', font);
    context.setAttr('textBaseline', 'alphabetic');
    context.setAttr('textAlign', node.align);
    context.setAttr('fillStyle', node.fill);
    lines.forEach((line, index) => {
      if (line === '') return;
      context.fillText(line, anchorX, node.fontSize * (node.lineHeight * (index + 0.5) + TEXT_BASELINE_EM));
    });
  };
}
