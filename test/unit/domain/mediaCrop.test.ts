/**
 * The media editor's crop box (issue 19, src/domain/mediaCrop.ts), shared by the page and the server: the largest
 * box of a shape in an image, moving and resizing it inside the image, the output size (never enlarged) and the
 * server's inside check.
 */
import { describe, expect, it } from 'vitest';
import {
  CROP_SHAPES,
  CROP_SHAPE_IDS,
  MIN_CROP_SIDE,
  cropShape,
  fitCrop,
  isCropInside,
  moveCrop,
  outputSize,
  resizeCrop,
  type CropBox,
  type Size,
} from '../../../src/domain/mediaCrop.ts';

const WIDE: Size = { width: 2000, height: 1000 };
const TALL: Size = { width: 1000, height: 3000 };

const ratioOf = (size: Size) => size.width / size.height;

/** Within 1 pixel of the shape's proportions on either side (what rounding to whole pixels allows). */
const ofShape = (box: CropBox, shape: Size) =>
  Math.abs(box.height - box.width / ratioOf(shape)) <= 1 ||
  Math.abs(box.width - box.height * ratioOf(shape)) <= 1;

describe('the shapes', () => {
  it('lists five shapes with their ids, and cropShape finds each (an unknown one reads as the first)', () => {
    expect(CROP_SHAPE_IDS).toEqual(['square', 'portrait', 'landscape', 'wide', 'story']);
    for (const shape of CROP_SHAPES) expect(cropShape(shape.id)).toBe(shape);
    expect(cropShape('nope' as never)).toBe(CROP_SHAPES[0]);
  });
});

describe('fitCrop', () => {
  it.each(CROP_SHAPES.map((shape) => [shape.id, shape] as const))(
    'makes the largest centred %s box of a wide and of a tall image',
    (_id, shape) => {
      for (const image of [WIDE, TALL, { width: 2000, height: 1015 }, { width: 333, height: 777 }]) {
        const box = fitCrop(image, shape);
        expect(isCropInside(box, image)).toBe(true);
        expect(ofShape(box, shape)).toBe(true);
        // Largest: it spans the image's width or its height (to the floored pixel).
        expect(box.width >= image.width - 1 || box.height >= image.height - 1).toBe(true);
        // Centred, to the pixel.
        expect(Math.abs(box.x - (image.width - box.width - box.x))).toBeLessThanOrEqual(1);
        expect(Math.abs(box.y - (image.height - box.height - box.y))).toBeLessThanOrEqual(1);
      }
    },
  );

  it('gives the expected boxes on 2000 × 1000 and 1000 × 3000', () => {
    expect(fitCrop(WIDE, cropShape('square'))).toEqual({ x: 500, y: 0, width: 1000, height: 1000 });
    expect(fitCrop(WIDE, cropShape('wide'))).toEqual({ x: 111, y: 0, width: 1777, height: 1000 });
    expect(fitCrop(WIDE, cropShape('landscape'))).toEqual({ x: 45, y: 0, width: 1910, height: 1000 });
    expect(fitCrop(WIDE, cropShape('story'))).toEqual({ x: 719, y: 0, width: 562, height: 1000 });
    expect(fitCrop(TALL, cropShape('square'))).toEqual({ x: 0, y: 1000, width: 1000, height: 1000 });
    expect(fitCrop(TALL, cropShape('portrait'))).toEqual({ x: 0, y: 875, width: 1000, height: 1250 });
    expect(fitCrop(TALL, cropShape('story'))).toEqual({ x: 0, y: 611, width: 1000, height: 1777 });
    expect(fitCrop(TALL, cropShape('landscape'))).toEqual({ x: 0, y: 1238, width: 1000, height: 523 });
  });
});

describe('moveCrop', () => {
  const box: CropBox = { x: 500, y: 0, width: 1000, height: 1000 };

  it('moves by whole pixels and keeps the size', () => {
    expect(moveCrop(box, WIDE, 10, 0)).toEqual({ ...box, x: 510 });
    expect(moveCrop(box, WIDE, -100, 0)).toEqual({ ...box, x: 400 });
    expect(moveCrop(box, WIDE, 2.4, 0)).toEqual({ ...box, x: 502 });
  });

  it('stops at every edge of the image', () => {
    expect(moveCrop(box, WIDE, -5000, -5000)).toEqual({ ...box, x: 0, y: 0 });
    expect(moveCrop(box, WIDE, 5000, 5000)).toEqual({ ...box, x: 1000, y: 0 });
    const tallBox = fitCrop(TALL, cropShape('square'));
    expect(moveCrop(tallBox, TALL, 0, 99_999)).toEqual({ ...tallBox, y: 2000 });
    expect(moveCrop(tallBox, TALL, 0, -99_999)).toEqual({ ...tallBox, y: 0 });
  });
});

describe('resizeCrop', () => {
  it.each(CROP_SHAPES.map((shape) => [shape.id, shape] as const))(
    'keeps %s proportions, the box inside the image and at least the smallest side',
    (_id, shape) => {
      for (const image of [WIDE, TALL]) {
        let box = fitCrop(image, shape);
        // Shrinks step by step down to the smallest, then grows back to the largest.
        for (const dw of [...Array<number>(60).fill(-50), ...Array<number>(60).fill(50)]) {
          box = resizeCrop(box, image, shape, dw);
          expect(isCropInside(box, image)).toBe(true);
          expect(ofShape(box, shape)).toBe(true);
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN_CROP_SIDE);
        }
        // Back to the largest width (the height rounds from it, so it may differ from fitCrop's floored one by 1).
        expect(box.width).toBe(fitCrop(image, shape).width);
        const smallest = resizeCrop(box, image, shape, -1e6);
        expect(Math.min(smallest.width, smallest.height)).toBeLessThanOrEqual(MIN_CROP_SIDE + 1);
        expect(resizeCrop(smallest, image, shape, 1e6).width).toBe(fitCrop(image, shape).width);
      }
    },
  );

  it('grows and shrinks about the centre', () => {
    const box: CropBox = { x: 500, y: 250, width: 500, height: 500 };
    expect(resizeCrop(box, WIDE, cropShape('square'), 100)).toEqual({
      x: 450,
      y: 200,
      width: 600,
      height: 600,
    });
    expect(resizeCrop(box, WIDE, cropShape('square'), -100)).toEqual({
      x: 550,
      y: 300,
      width: 400,
      height: 400,
    });
  });

  it('slides the box back inside when it grows at an edge', () => {
    const box: CropBox = { x: 0, y: 0, width: 400, height: 400 };
    expect(resizeCrop(box, WIDE, cropShape('square'), 200)).toEqual({ x: 0, y: 0, width: 600, height: 600 });
  });
});

describe('outputSize', () => {
  it('is the shape’s size for a crop at least as wide, the crop’s own when smaller (never enlarged)', () => {
    const square = cropShape('square');
    expect(outputSize({ x: 0, y: 0, width: 1000, height: 1000 }, square)).toEqual({
      width: 1000,
      height: 1000,
    });
    expect(outputSize({ x: 0, y: 0, width: 1080, height: 1080 }, square)).toEqual({
      width: 1080,
      height: 1080,
    });
    expect(outputSize({ x: 0, y: 0, width: 3000, height: 3000 }, square)).toEqual({
      width: 1080,
      height: 1080,
    });
    const landscape = cropShape('landscape');
    expect(outputSize({ x: 0, y: 0, width: 2000, height: 1047 }, landscape)).toEqual({
      width: 1200,
      height: 628,
    });
    expect(outputSize({ x: 0, y: 0, width: 600, height: 314 }, landscape)).toEqual({
      width: 600,
      height: 314,
    });
    for (const shape of CROP_SHAPES) {
      for (const width of [32, 100, 999, 1079, 1080, 1600, 5000]) {
        const size = outputSize({ x: 0, y: 0, width, height: Math.round(width / ratioOf(shape)) }, shape);
        expect(size.width).toBeLessThanOrEqual(Math.min(width, shape.width));
        expect(size.height).toBeLessThanOrEqual(shape.height);
        expect(Math.abs(size.height - size.width / ratioOf(shape))).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('isCropInside', () => {
  const image = { width: 2000, height: 1000 };

  it('takes a whole-pixel box inside the image, edges included', () => {
    expect(isCropInside({ x: 0, y: 0, width: 2000, height: 1000 }, image)).toBe(true);
    expect(isCropInside({ x: 1968, y: 968, width: 32, height: 32 }, image)).toBe(true);
  });

  it.each([
    ['past the right edge', { x: 1001, y: 0, width: 1000, height: 1000 }],
    ['past the bottom edge', { x: 0, y: 1, width: 1000, height: 1000 }],
    ['left of the image', { x: -1, y: 0, width: 100, height: 100 }],
    ['above the image', { x: 0, y: -1, width: 100, height: 100 }],
    ['under 32 pixels wide', { x: 0, y: 0, width: 31, height: 100 }],
    ['under 32 pixels high', { x: 0, y: 0, width: 100, height: 31 }],
    ['fractional', { x: 0.5, y: 0, width: 100, height: 100 }],
    ['not a number', { x: Number.NaN, y: 0, width: 100, height: 100 }],
    ['infinite', { x: 0, y: 0, width: Number.POSITIVE_INFINITY, height: 100 }],
  ])('refuses a box %s', (_what, box) => {
    expect(isCropInside(box, image)).toBe(false);
  });
});
