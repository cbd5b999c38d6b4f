/**
 * Where design nodes lie on the page (issue 19): the axis-aligned box a node covers, its rotation included, and the
 * box around several. Re-exported by src/domain/designOps.ts, where the editor's views and src/domain/designSnap.ts
 * take them from.
 */
import type { DesignDoc, DesignNode } from './design.ts';

/** An axis-aligned box in page pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Float dust of cos/sin (cos 90° = 6e-17) swept to the whole pixel it stands for. */
const snapDust = (value: number) => {
  const whole = Math.round(value) + 0; // + 0 turns -0 into 0
  return Math.abs(value - whole) < 1e-9 ? whole : value;
};

/** A text's lines (its own line breaks; at least one). */
export const textLines = (text: string) => Math.max(1, text.split('\n').length);

/** A node's unrotated size: a text's is its measured width by its lines' height. */
function nodeSize(node: DesignNode): { width: number; height: number } {
  if (node.kind === 'text') {
    return { width: node.width, height: textLines(node.text) * node.fontSize * node.lineHeight };
  }
  return { width: node.width, height: node.height };
}

/** The box a node covers on the page, its rotation (clockwise about its top-left corner) included. */
export function nodeBox(node: DesignNode): Box {
  const { width, height } = nodeSize(node);
  const radians = (node.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const corners: [number, number][] = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
  const xs = corners.map(([cx, cy]) => node.x + cx * cos - cy * sin);
  const ys = corners.map(([cx, cy]) => node.y + cx * sin + cy * cos);
  const left = snapDust(Math.min(...xs));
  const top = snapDust(Math.min(...ys));
  return {
    x: left,
    y: top,
    width: snapDust(Math.max(...xs)) - left,
    height: snapDust(Math.max(...ys)) - top,
  };
}

/** The box around several boxes, or null for none. */
export function unionBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The box around the nodes of these ids (those in the document), or null when none is. */
export function selectionBox(doc: DesignDoc, ids: readonly string[]): Box | null {
  const wanted = new Set(ids);
  return unionBox(doc.nodes.filter((node) => wanted.has(node.id)).map(nodeBox));
}
