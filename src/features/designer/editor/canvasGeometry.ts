/**
 * The canvas's arithmetic: an image's cover crop, the patch a finished move or resize makes of a Konva node, and
 * putting a Konva node back where the document says it is. Every design node is one Konva node whose (x, y) is the
 * node's top-left corner and whose rotation turns about it, as in the document.
 */
import type Konva from 'konva';
import {
  DESIGN_FONT_SIZE_MAX,
  DESIGN_FONT_SIZE_MIN,
  type DesignNode,
  type NodePatch,
} from '../../../domain/design.ts';
import type { TextLook } from './textMetrics.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of an image that covers a box of another shape, centred (SVG's `xMidYMid slice`). */
export function coverCrop(
  natural: { width: number; height: number },
  box: { width: number; height: number },
): Box {
  if (natural.width <= 0 || natural.height <= 0 || box.width <= 0 || box.height <= 0) {
    return { x: 0, y: 0, width: Math.max(1, natural.width), height: Math.max(1, natural.height) };
  }
  const scale = Math.max(box.width / natural.width, box.height / natural.height);
  const width = box.width / scale;
  const height = box.height / scale;
  return { x: (natural.width - width) / 2, y: (natural.height - height) / 2, width, height };
}

/** An empty image slot's dashed border, as the SVG draws it. */
export function slotDash(node: { width: number; height: number }): { strokeWidth: number; dash: number[] } {
  const strokeWidth = Math.max(2, Math.round(Math.min(node.width, node.height) / 40));
  return { strokeWidth, dash: [strokeWidth * 4, strokeWidth * 3] };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Degrees in [0, 360). */
export function normaliseRotation(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  const rounded = round2(turned);
  return rounded >= 360 ? 0 : rounded;
}

export interface KonvaGeometry {
  x: number;
  y: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
}

export function geometryOf(node: Konva.Node): KonvaGeometry {
  return {
    x: node.x(),
    y: node.y(),
    rotation: node.rotation(),
    scaleX: node.scaleX(),
    scaleY: node.scaleY(),
  };
}

/**
 * What a finished drag or resize changes of a node: its place, turn and size; a text's size is its font size
 * (scaled by the drag, within the limits) and its width the widest line measured at that size.
 */
export function geometryPatch(
  node: DesignNode,
  konva: KonvaGeometry,
  measure: (look: TextLook) => number,
): NodePatch {
  const place = { x: round2(konva.x), y: round2(konva.y), rotation: normaliseRotation(konva.rotation) };
  const scaleX = Math.abs(konva.scaleX);
  const scaleY = Math.abs(konva.scaleY);
  if (node.kind === 'text') {
    const scale = Math.sqrt(scaleX * scaleY);
    if (Math.abs(scale - 1) < 1e-6) return { ...place, fontSize: node.fontSize, width: node.width };
    const fontSize = Math.min(
      DESIGN_FONT_SIZE_MAX,
      Math.max(DESIGN_FONT_SIZE_MIN, Math.round(node.fontSize * scale * 10) / 10),
    );
    return { ...place, fontSize, width: measure({ ...node, fontSize }) };
  }
  return {
    ...place,
    width: Math.max(1, round2(node.width * scaleX)),
    height: Math.max(1, round2(node.height * scaleY)),
  };
}

/** Puts a Konva node back on the document's place, turn and scale (after a drag or resize the page decides on). */
export function syncKonvaNode(konva: Konva.Node, node: DesignNode): void {
  konva.setAttrs({ x: node.x, y: node.y, rotation: node.rotation, scaleX: 1, scaleY: 1, skewX: 0, skewY: 0 });
}

export function boxesIntersect(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The box between two points. */
export function boxBetween(a: { x: number; y: number }, b: { x: number; y: number }): Box {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

export const CORNER_ANCHORS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
export const ALL_ANCHORS = [...CORNER_ANCHORS, 'top-center', 'middle-left', 'middle-right', 'bottom-center'];

/** Texts and images keep their proportions (corner handles only); shapes keep them while Shift is held. */
export function transformerMode(nodes: readonly DesignNode[]): { keepRatio: boolean; anchors: string[] } {
  const proportional = nodes.some((node) => node.kind === 'text' || node.kind === 'image');
  return proportional
    ? { keepRatio: true, anchors: CORNER_ANCHORS }
    : { keepRatio: false, anchors: ALL_ANCHORS };
}
