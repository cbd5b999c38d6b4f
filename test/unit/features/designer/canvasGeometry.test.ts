/**
 * The design canvas's arithmetic (src/features/designer/editor/canvasGeometry.ts, issue 19): an image's cover crop
 * as SVG's `xMidYMid slice` takes it, the patch a finished move or resize makes (a text's font size scales and its
 * width is measured again), rotation kept in [0, 360), and which handles the Transformer offers.
 */
import { describe, expect, it } from 'vitest';
import type { RectNode, TextNode } from '../../../../src/domain/design.ts';
import {
  ALL_ANCHORS,
  CORNER_ANCHORS,
  boxBetween,
  boxesIntersect,
  coverCrop,
  geometryPatch,
  normaliseRotation,
  slotDash,
  transformerMode,
} from '../../../../src/features/designer/editor/canvasGeometry.ts';

const base = { rotation: 0, opacity: 1, locked: false, hidden: false };
const text: TextNode = {
  ...base,
  id: 't',
  name: 'Text',
  kind: 'text',
  x: 10,
  y: 20,
  text: 'Hi',
  fontFamily: 'georgia',
  fontSize: 40,
  fontStyle: 'normal',
  fill: '#000000',
  align: 'left',
  lineHeight: 1.2,
  width: 50,
};
const rect: RectNode = {
  ...base,
  id: 'r',
  name: 'Shape',
  kind: 'rect',
  x: 0,
  y: 0,
  width: 100,
  height: 40,
  fill: '#FF0000',
  stroke: '',
  strokeWidth: 0,
  cornerRadius: 0,
};
/** A measure that is easy to predict: one pixel per point of font size. */
const measure = (look: { fontSize: number }) => look.fontSize;

describe('the canvas geometry', () => {
  it('crops a wide image to a square box from its middle, and a tall one to a wide box', () => {
    expect(coverCrop({ width: 400, height: 200 }, { width: 100, height: 100 })).toEqual({
      x: 100,
      y: 0,
      width: 200,
      height: 200,
    });
    expect(coverCrop({ width: 100, height: 400 }, { width: 200, height: 100 })).toEqual({
      x: 0,
      y: 175,
      width: 100,
      height: 50,
    });
  });

  it('dashes an empty slot’s border as the SVG does', () => {
    expect(slotDash({ width: 400, height: 200 })).toEqual({ strokeWidth: 5, dash: [20, 15] });
    expect(slotDash({ width: 20, height: 20 })).toEqual({ strokeWidth: 2, dash: [8, 6] });
  });

  it('moves a text without touching its size', () => {
    const patch = geometryPatch(text, { x: 15.123, y: 30, rotation: 0, scaleX: 1, scaleY: 1 }, measure);
    expect(patch).toEqual({ x: 15.12, y: 30, rotation: 0, fontSize: 40, width: 50 });
  });

  it('scales a text’s font size with a corner drag and measures its width again, within the limits', () => {
    expect(
      geometryPatch(text, { x: 10, y: 20, rotation: 0, scaleX: 1.5, scaleY: 1.5 }, measure),
    ).toMatchObject({
      fontSize: 60,
      width: 60,
    });
    expect(
      geometryPatch(text, { x: 10, y: 20, rotation: 0, scaleX: 0.01, scaleY: 0.01 }, measure),
    ).toMatchObject({
      fontSize: 8,
    });
  });

  it('resizes a shape by its scale, and keeps the turn in [0, 360)', () => {
    expect(geometryPatch(rect, { x: 5, y: 6, rotation: -90, scaleX: 2, scaleY: 0.5 }, measure)).toEqual({
      x: 5,
      y: 6,
      rotation: 270,
      width: 200,
      height: 20,
    });
    expect(normaliseRotation(360)).toBe(0);
    expect(normaliseRotation(-0.001)).toBe(0);
    expect(normaliseRotation(725)).toBe(5);
  });

  it('finds boxes that overlap, and the box between two points', () => {
    expect(boxBetween({ x: 10, y: 50 }, { x: 0, y: 20 })).toEqual({ x: 0, y: 20, width: 10, height: 30 });
    expect(boxesIntersect({ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 5, width: 10, height: 10 })).toBe(
      true,
    );
    expect(boxesIntersect({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 5, height: 5 })).toBe(
      false,
    );
  });

  it('keeps the proportions of texts and images (corners only) and lets shapes stretch', () => {
    expect(transformerMode([rect])).toEqual({ keepRatio: false, anchors: ALL_ANCHORS });
    expect(transformerMode([rect, text])).toEqual({ keepRatio: true, anchors: CORNER_ANCHORS });
  });
});
