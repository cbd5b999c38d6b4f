/**
 * Applying a patch to one design node (issue 19), for src/domain/designOps.ts: only the fields the node's kind has
 * (a `fontSize` patch gives a rectangle nothing), each value checked and held to the limits the server checks
 * (src/contract/designs.ts), so an edit can never make a document the server would refuse. A value of the wrong
 * type (a word where a number goes, a colour that is not '#RRGGBB') is ignored and the field keeps its value.
 */
import {
  DESIGN_FONT_SIZE_MAX,
  DESIGN_FONT_SIZE_MIN,
  DESIGN_NAME_MAX,
  DESIGN_TEXT_MAX,
  type DesignNode,
  type DesignNodeKind,
  type NodePatch,
} from './design.ts';

/** How far off the page a node may lie, and how big it may be (the contract's limits). */
export const NODE_COORDINATE_MAX = 20_000;
export const NODE_EXTENT_MAX = 20_000;
export const TEXT_WIDTH_MAX = 40_000;
const LINE_HEIGHT_RANGE = [0.5, 3] as const;
const STROKE_WIDTH_MAX = 200;
const CORNER_RADIUS_MAX = 10_000;
const FONT_FAMILY_MAX = 40;
const IMAGE_SRC_MAX = 300;

/** The fields any patch may set on a locked node (the layers panel's lock, eye and rename). */
export const LAYER_FIELDS: readonly string[] = ['locked', 'hidden', 'name'];

const SKIP = Symbol('skip');
type Clean = (value: unknown) => unknown;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** '#RRGGBB' (either case). */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9A-Fa-f]{6}$/.test(value);
}

/** A rotation as the document keeps it: degrees in (-360, 360), the same turn as given. */
export function normaliseRotation(degrees: number): number {
  const turned = degrees % 360;
  return turned === 0 ? 0 : turned;
}

/** A position without the float dust of rotated boxes (a millionth of a pixel is nothing anyone sees). */
export function tidy(value: number): number {
  const rounded = Math.round(value * 1e6) / 1e6;
  return rounded === 0 ? 0 : rounded;
}

export const coordinate = (value: number) => clamp(tidy(value), -NODE_COORDINATE_MAX, NODE_COORDINATE_MAX);

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const number =
  (min: number, max: number): Clean =>
  (value) =>
    finite(value) ? clamp(value, min, max) : SKIP;
const text =
  (max: number): Clean =>
  (value) =>
    typeof value === 'string' ? value.slice(0, max) : SKIP;
const flag: Clean = (value) => (typeof value === 'boolean' ? value : SKIP);
const oneOf =
  (values: readonly string[]): Clean =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? value : SKIP;
const colour: Clean = (value) => (isHexColour(value) ? value : SKIP);
const colourOrNone: Clean = (value) => (value === '' || isHexColour(value) ? value : SKIP);
const imageSrc: Clean = (value) =>
  value === '' ||
  (typeof value === 'string' && value.length <= IMAGE_SRC_MAX && /^\/api\/[A-Za-z0-9/_.?=&-]+$/.test(value))
    ? value
    : SKIP;

const base: Record<string, Clean> = {
  name: text(DESIGN_NAME_MAX),
  x: (value) => (finite(value) ? coordinate(value) : SKIP),
  y: (value) => (finite(value) ? coordinate(value) : SKIP),
  rotation: (value) => (finite(value) ? normaliseRotation(value) : SKIP),
  opacity: number(0, 1),
  locked: flag,
  hidden: flag,
};
const extent = number(1, NODE_EXTENT_MAX);
const shape: Record<string, Clean> = {
  width: extent,
  height: extent,
  fill: colourOrNone,
  stroke: colourOrNone,
  strokeWidth: number(0, STROKE_WIDTH_MAX),
};

const FIELDS: Record<DesignNodeKind, Record<string, Clean>> = {
  text: {
    ...base,
    text: text(DESIGN_TEXT_MAX),
    fontFamily: text(FONT_FAMILY_MAX),
    fontSize: number(DESIGN_FONT_SIZE_MIN, DESIGN_FONT_SIZE_MAX),
    fontStyle: oneOf(['normal', 'bold', 'italic', 'bold italic']),
    fill: colour,
    align: oneOf(['left', 'center', 'right']),
    lineHeight: number(...LINE_HEIGHT_RANGE),
    width: number(1, TEXT_WIDTH_MAX),
    placeholder: flag,
  },
  rect: { ...base, ...shape, cornerRadius: number(0, CORNER_RADIUS_MAX) },
  ellipse: { ...base, ...shape },
  image: { ...base, src: imageSrc, width: extent, height: extent, role: oneOf(['logo', 'slot']) },
};

/** The fields a patch sets (those with a value). */
export function patchFields(patch: NodePatch): string[] {
  return Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}

/** Whether a patch sets only what a locked node still allows (locked, hidden, name). */
export function onlyLayerFields(patch: NodePatch): boolean {
  return patchFields(patch).every((field) => LAYER_FIELDS.includes(field));
}

/**
 * The node with the patch's fields its kind has, each held to its limits; the same object when nothing differs.
 * Locks are the caller's business.
 */
export function patchNode<N extends DesignNode>(node: N, patch: NodePatch): N {
  const fields = FIELDS[node.kind];
  const current = node as unknown as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || !Object.hasOwn(fields, key)) continue;
    const cleaned = fields[key]!(value);
    if (cleaned === SKIP || cleaned === current[key]) continue;
    next ??= { ...current };
    next[key] = cleaned;
  }
  return next ? (next as unknown as N) : node;
}

/** A node made elsewhere (an `add`), held to the same limits as a patch would hold it. */
export function cleanNode<N extends DesignNode>(node: N): N {
  const { id: _id, kind: _kind, ...fields } = node;
  return patchNode(node, fields as NodePatch);
}
