/**
 * Cropping an uploaded image to a network's shape (issue 19, the media editor /{accid}/usermediaditor/{id}): the
 * shapes the networks show best, the crop box (in the image's own pixels) and how it moves and resizes with a
 * pointer or the keyboard, always inside the image and at the chosen shape. Shared by the page and the server (which
 * cuts and resizes with the same numbers). The shapes and sizes are the networks' recommended ones (2026); ours.
 */

export interface CropShape {
  readonly id: CropShapeId;
  readonly label: string;
  /** Which networks show it best. */
  readonly networks: string;
  /** The output's size in pixels (a crop smaller than this is not enlarged). */
  readonly width: number;
  readonly height: number;
}

export const CROP_SHAPES = [
  { id: 'square', label: 'Square 1:1', networks: 'Instagram, Facebook, LinkedIn', width: 1080, height: 1080 },
  { id: 'portrait', label: 'Portrait 4:5', networks: 'Instagram, Facebook', width: 1080, height: 1350 },
  {
    id: 'landscape',
    label: 'Landscape 1.91:1',
    networks: 'Facebook, LinkedIn links',
    width: 1200,
    height: 628,
  },
  { id: 'wide', label: 'Wide 16:9', networks: 'Twitter', width: 1600, height: 900 },
  { id: 'story', label: 'Vertical 9:16', networks: 'TikTok, stories', width: 1080, height: 1920 },
] as const satisfies readonly {
  id: string;
  label: string;
  networks: string;
  width: number;
  height: number;
}[];

export type CropShapeId = (typeof CROP_SHAPES)[number]['id'];

export const CROP_SHAPE_IDS = CROP_SHAPES.map((shape) => shape.id) as readonly CropShapeId[];

export function cropShape(id: CropShapeId): CropShape {
  return CROP_SHAPES.find((shape) => shape.id === id) ?? CROP_SHAPES[0];
}

export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The smallest crop side the editor allows, in image pixels. */
export const MIN_CROP_SIDE = 32;

const ratioOf = (shape: Size) => shape.width / shape.height;

/** The largest box of `shape`'s proportions inside the image, centred. */
export function fitCrop(image: Size, shape: Size): CropBox {
  const ratio = ratioOf(shape);
  let width = image.width;
  let height = width / ratio;
  if (height > image.height) {
    height = image.height;
    width = height * ratio;
  }
  width = Math.floor(width);
  height = Math.floor(height);
  return {
    x: Math.floor((image.width - width) / 2),
    y: Math.floor((image.height - height) / 2),
    width,
    height,
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The box moved by (dx, dy) image pixels, kept inside the image. */
export function moveCrop(box: CropBox, image: Size, dx: number, dy: number): CropBox {
  return {
    ...box,
    x: Math.round(clamp(box.x + dx, 0, image.width - box.width)),
    y: Math.round(clamp(box.y + dy, 0, image.height - box.height)),
  };
}

/**
 * The box grown (or shrunk, negative) by `dw` image pixels of width about its centre, at `shape`'s proportions,
 * kept inside the image and at least MIN_CROP_SIDE on its shorter side.
 */
export function resizeCrop(box: CropBox, image: Size, shape: Size, dw: number): CropBox {
  const ratio = ratioOf(shape);
  const largest = fitCrop(image, shape);
  const smallestWidth = ratio >= 1 ? MIN_CROP_SIDE * ratio : MIN_CROP_SIDE;
  const width = clamp(box.width + dw, Math.min(smallestWidth, largest.width), largest.width);
  const height = width / ratio;
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  return {
    width: Math.round(width),
    height: Math.round(height),
    x: Math.round(clamp(centreX - width / 2, 0, image.width - width)),
    y: Math.round(clamp(centreY - height / 2, 0, image.height - height)),
  };
}

/** The output size of a crop: the shape's size, or the crop's own when smaller (never enlarged). */
export function outputSize(box: CropBox, shape: Size): Size {
  if (box.width >= shape.width) return { width: shape.width, height: shape.height };
  return {
    width: Math.max(1, Math.round(box.width)),
    height: Math.max(1, Math.round(box.width / ratioOf(shape))),
  };
}

/** Whether `box` is a crop the server accepts for an image of `image`: inside it, at least MIN_CROP_SIDE, whole pixels. */
export function isCropInside(box: CropBox, image: Size): boolean {
  const whole = [box.x, box.y, box.width, box.height].every(Number.isInteger);
  return (
    whole &&
    box.x >= 0 &&
    box.y >= 0 &&
    Math.min(box.width, box.height) >= MIN_CROP_SIDE &&
    box.x + box.width <= image.width &&
    box.y + box.height <= image.height
  );
}

/** How far an arrow key moves the frame: 1% of the image's width (10% with Shift), at least one pixel. */
export function cropKeyStep(image: Size, big: boolean): number {
  return Math.max(1, Math.round(image.width / 100)) * (big ? 10 : 1);
}

/** How much + and − grow or shrink the frame's width: a tenth of it. */
export const cropResizeStep = (box: CropBox) => Math.max(1, Math.round(box.width / 10));

export const cropText = {
  title: 'Crop for a network',
  intro: 'Choose a shape, then move and resize the frame over the image. The crop is saved as a new upload.',
  shape: 'Shape',
  frame: 'Crop frame',
  frameHint:
    'Drag the frame, or use the arrow keys to move it (Shift for bigger steps) and + or − to resize it.',
  bigger: 'Bigger',
  smaller: 'Smaller',
  save: 'Save the crop',
  saving: 'Saving...',
  saved: 'Crop saved as a new upload',
  failed: 'The crop could not be saved. Try again.',
  output: (size: Size) => `Saved at ${size.width} × ${size.height} px`,
  willSave: (size: Size) => `Will be saved at ${size.width} × ${size.height} px`,
  savedAlt: 'The cropped image',
  useInPost: 'Use in a new post',
  back: 'Back to uploads',
  notAnUpload: 'This upload could not be found. It may have been removed.',
  loading: 'Loading the image...',
  video: 'Videos cannot be cropped here.',
  cropOutside: 'The crop must lie inside the image and be at least 32 pixels on each side.',
  tooSmall: 'This image is too small to crop to this shape: choose another shape or a larger image.',
} as const;
