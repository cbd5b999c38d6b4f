/**
 * What the design editor's edits do to a document (issue 19): the boxes nodes take on the page, new nodes sized for
 * the page, and `applyEdit`, which applies one DesignEdit (src/domain/design.ts) without touching its input. The
 * design editor's machine (machines/designEditor.setup.ts) makes each applied edit an undo step
 * (src/domain/designHistory.ts); `editKey` says which consecutive edits make one step (typing, nudging).
 *
 * Rules every edit keeps: a locked node is left as it is (but for an `update` of only `locked`, `hidden` or
 * `name`); a patch sets only the fields of the node's kind, held to the contract's limits (src/domain/designPatch.ts);
 * an edit that changes nothing returns the same document with `changed: false`, so no undo step is made.
 */
import {
  DESIGN_FONT_SIZE_MAX,
  DESIGN_FONT_SIZE_MIN,
  DESIGN_NAME_MAX,
  DESIGN_NODES_MAX,
  DESIGN_SIDE_MAX,
  DESIGN_SIDE_MIN,
  DESIGN_TEXT_MAX,
  type AlignEdge,
  type DesignDoc,
  type DesignEdit,
  type DesignNode,
  type DesignNodeKind,
  type EllipseNode,
  type FontStyle,
  type ImageNode,
  type LayerOrder,
  type NodePatch,
  type RectNode,
  type TextNode,
} from './design.ts';
import { nodeBox, textLines, unionBox, type Box } from './designBoxes.ts';
import { KIND_LABELS } from './designEditorWords.ts';
import {
  clamp,
  cleanNode,
  coordinate,
  isHexColour,
  onlyLayerFields,
  patchFields,
  patchNode,
  tidy,
} from './designPatch.ts';

export { nodeBox, selectionBox, textLines, unionBox, type Box } from './designBoxes.ts';

export interface EditResult {
  doc: DesignDoc;
  /** The selection the edit makes (the new node, the copies, none after a removal); null keeps the selection. */
  selection: string[] | null;
  changed: boolean;
}

/** How far a duplicate lies from its original, right and down, in page pixels. */
export const DUPLICATE_OFFSET = 24;
/** A new text's line height, and its width per character and font size when nothing measured it. */
export const NEW_TEXT_LINE_HEIGHT = 1.2;
export const TEXT_WIDTH_ESTIMATE_EM = 0.55;

/** The ids that can be selected on the page: in the document, not locked, not hidden, each once, in order. */
export function selectableIds(doc: DesignDoc, ids: readonly string[]): string[] {
  const open = new Set(doc.nodes.filter((node) => !node.locked && !node.hidden).map((node) => node.id));
  return [...new Set(ids)].filter((id) => open.has(id));
}

const idNumber = (id: string, kind: DesignNodeKind) => {
  const match = new RegExp(`^${kind}-(\\d+)$`).exec(id);
  return match ? Number(match[1]) : 0;
};

/** A fresh id of a kind next to `used` (one past the highest `${kind}-n`, so an id is never reused). */
function freshId(used: ReadonlySet<string>, kind: DesignNodeKind): string {
  let n =
    1 + Math.max(0, ...[...used].map((id) => idNumber(id, kind)).filter((k) => Number.isSafeInteger(k)));
  while (used.has(`${kind}-${n}`)) n += 1;
  return `${kind}-${n}`;
}

/** An id for a new node of a kind, unique in the document: `${kind}-${n}`. */
export function newNodeId(doc: DesignDoc, kind: DesignNodeKind): string {
  return freshId(new Set(doc.nodes.map((node) => node.id)), kind);
}

const newBase = (doc: DesignDoc, kind: DesignNodeKind) => {
  const id = newNodeId(doc, kind);
  return {
    id,
    name: `${KIND_LABELS[kind]} ${id.slice(kind.length + 1)}`,
    rotation: 0,
    opacity: 1,
    locked: false,
    hidden: false,
  };
};

/** Where a box of this size sits centred on the page (whole pixels). */
const centred = (doc: DesignDoc, width: number, height: number) => ({
  x: Math.round((doc.width - width) / 2),
  y: Math.round((doc.height - height) / 2),
});

/** A new text's font size: a fifteenth of the page's shorter side (72 px on a 1080 px square). */
export const newTextSize = (doc: DesignDoc) =>
  clamp(Math.round(Math.min(doc.width, doc.height) / 15), DESIGN_FONT_SIZE_MIN, DESIGN_FONT_SIZE_MAX);

/** A text's width when nothing measured it: TEXT_WIDTH_ESTIMATE_EM of the font size per character of its longest line. */
export function estimateTextWidth(node: Pick<TextNode, 'text' | 'fontSize'>): number {
  const longest = Math.max(0, ...node.text.split('\n').map((line) => line.length));
  return Math.max(1, Math.ceil(TEXT_WIDTH_ESTIMATE_EM * node.fontSize * longest));
}

/**
 * A new text centred on the page, as wide as `measure` says (the editor measures it in the font), else estimated.
 */
export function makeText(
  doc: DesignDoc,
  look: { text: string; fontFamily: string; fontSize?: number; fill: string; fontStyle?: FontStyle },
  measure?: (node: TextNode) => number,
): TextNode {
  const text = look.text.slice(0, DESIGN_TEXT_MAX);
  const fontSize = clamp(look.fontSize ?? newTextSize(doc), DESIGN_FONT_SIZE_MIN, DESIGN_FONT_SIZE_MAX);
  const draft: TextNode = {
    ...newBase(doc, 'text'),
    kind: 'text',
    x: 0,
    y: 0,
    text,
    fontFamily: look.fontFamily,
    fontSize,
    fontStyle: look.fontStyle ?? 'normal',
    fill: look.fill,
    align: 'center',
    lineHeight: NEW_TEXT_LINE_HEIGHT,
    width: 1,
  };
  const measured = measure?.(draft);
  const width =
    measured !== undefined && Number.isFinite(measured) ? Math.max(1, measured) : estimateTextWidth(draft);
  const height = textLines(text) * fontSize * NEW_TEXT_LINE_HEIGHT;
  return { ...draft, width, ...centred(doc, width, height) };
}

/** A new shape's side: two fifths of the page's shorter side. */
const shapeSide = (doc: DesignDoc) => Math.max(1, Math.round(Math.min(doc.width, doc.height) * 0.4));

/** What a new rectangle and a new circle share: a square of shapeSide centred on the page, filled, no outline. */
function newShape<K extends 'rect' | 'ellipse'>(doc: DesignDoc, kind: K, fill: string) {
  const side = shapeSide(doc);
  return {
    ...newBase(doc, kind),
    kind,
    ...centred(doc, side, side),
    width: side,
    height: side,
    fill,
    stroke: '',
    strokeWidth: 0,
  };
}

/** A new square rectangle centred on the page. */
export function makeRect(doc: DesignDoc, fill: string): RectNode {
  return { ...newShape(doc, 'rect', fill), cornerRadius: 0 };
}

/** A new circle centred on the page. */
export function makeEllipse(doc: DesignDoc, fill: string): EllipseNode {
  return newShape(doc, 'ellipse', fill);
}

/** How much of the page a new image may take, each way. */
export const IMAGE_PAGE_SHARE = 0.6;

/**
 * A new image centred on the page, its natural shape kept, within IMAGE_PAGE_SHARE of the page each way (never
 * enlarged past its natural size; an unknown size makes a square). The logo is named "Logo".
 */
export function makeImage(
  doc: DesignDoc,
  src: string,
  natural: { width: number; height: number },
  role?: 'logo' | 'slot',
): ImageNode {
  const known = natural.width > 0 && natural.height > 0 && Number.isFinite(natural.width * natural.height);
  const source = known ? natural : { width: 1, height: 1 };
  const fit = Math.min(
    (doc.width * IMAGE_PAGE_SHARE) / source.width,
    (doc.height * IMAGE_PAGE_SHARE) / source.height,
  );
  const scale = known ? Math.min(1, fit) : fit;
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const base = newBase(doc, 'image');
  return {
    ...base,
    name: role === 'logo' ? KIND_LABELS.logo : base.name,
    kind: 'image',
    ...centred(doc, width, height),
    src,
    width,
    height,
    ...(role ? { role } : {}),
  };
}

const unchanged = (doc: DesignDoc): EditResult => ({ doc, selection: null, changed: false });

/** The document with some nodes replaced (a node mapped to itself is kept); the same document when none is. */
function mapNodes(
  doc: DesignDoc,
  change: (node: DesignNode) => DesignNode,
  selection: string[] | null = null,
) {
  let changed = false;
  const nodes = doc.nodes.map((node) => {
    const next = change(node);
    if (next !== node) changed = true;
    return next;
  });
  return changed ? { doc: { ...doc, nodes }, selection, changed } : unchanged(doc);
}

/** A new stack order; unchanged when it is the same order. */
function withOrder(doc: DesignDoc, nodes: DesignNode[]): EditResult {
  return nodes.every((node, index) => node === doc.nodes[index])
    ? unchanged(doc)
    : { doc: { ...doc, nodes }, selection: null, changed: true };
}

/** The nodes of these ids that an edit may change: in the document and not locked, bottom first. */
const movable = (doc: DesignDoc, ids: readonly string[]) => {
  const wanted = new Set(ids);
  return doc.nodes.filter((node) => wanted.has(node.id) && !node.locked);
};

const moveBy = (node: DesignNode, dx: number, dy: number) =>
  patchNode(node, { x: coordinate(node.x + dx), y: coordinate(node.y + dy) });

function add(doc: DesignDoc, node: DesignNode): EditResult {
  if (doc.nodes.length >= DESIGN_NODES_MAX) return unchanged(doc);
  const used = new Set(doc.nodes.map((other) => other.id));
  const validId = /^[A-Za-z0-9_-]{1,40}$/.test(node.id) && !used.has(node.id);
  const added = cleanNode(validId ? node : { ...node, id: freshId(used, node.kind) });
  return { doc: { ...doc, nodes: [...doc.nodes, added] }, selection: [added.id], changed: true };
}

function update(doc: DesignDoc, ids: readonly string[], patch: NodePatch): EditResult {
  const wanted = new Set(ids);
  const layerOnly = onlyLayerFields(patch);
  return mapNodes(doc, (node) =>
    wanted.has(node.id) && (!node.locked || layerOnly) ? patchNode(node, patch) : node,
  );
}

function set(doc: DesignDoc, changes: readonly { id: string; patch: NodePatch }[]): EditResult {
  return mapNodes(doc, (node) =>
    node.locked
      ? node
      : changes.reduce(
          (next, change) => (change.id === node.id ? patchNode(next, change.patch) : next),
          node,
        ),
  );
}

function remove(doc: DesignDoc, ids: readonly string[]): EditResult {
  const gone = new Set(movable(doc, ids).map((node) => node.id));
  if (gone.size === 0) return unchanged(doc);
  return {
    doc: { ...doc, nodes: doc.nodes.filter((node) => !gone.has(node.id)) },
    selection: [],
    changed: true,
  };
}

function reorder(doc: DesignDoc, ids: readonly string[], to: LayerOrder): EditResult {
  const moving = new Set(movable(doc, ids));
  if (moving.size === 0) return unchanged(doc);
  const nodes = [...doc.nodes];
  const others = nodes.filter((node) => !moving.has(node));
  const picked = nodes.filter((node) => moving.has(node));
  if (to === 'front') return withOrder(doc, [...others, ...picked]);
  if (to === 'back') return withOrder(doc, [...picked, ...others]);
  const swap = (i: number, j: number) => ([nodes[i], nodes[j]] = [nodes[j]!, nodes[i]!]);
  if (to === 'forward') {
    // From the top down, so a run of moving nodes goes up together and stops at the top.
    for (let i = nodes.length - 2; i >= 0; i -= 1) {
      if (moving.has(nodes[i]!) && !moving.has(nodes[i + 1]!)) swap(i, i + 1);
    }
  } else {
    for (let i = 1; i < nodes.length; i += 1) {
      if (moving.has(nodes[i]!) && !moving.has(nodes[i - 1]!)) swap(i, i - 1);
    }
  }
  return withOrder(doc, nodes);
}

function move(doc: DesignDoc, id: string, index: number): EditResult {
  const from = doc.nodes.findIndex((node) => node.id === id);
  const node = doc.nodes[from];
  if (!node || node.locked || !Number.isFinite(index)) return unchanged(doc);
  const to = clamp(Math.round(index), 0, doc.nodes.length - 1);
  if (to === from) return unchanged(doc);
  const nodes = doc.nodes.filter((other) => other !== node);
  nodes.splice(to, 0, node);
  return withOrder(doc, nodes);
}

const copyName = (name: string) => `${name.slice(0, DESIGN_NAME_MAX - ' copy'.length)} copy`;

function duplicate(doc: DesignDoc, ids: readonly string[]): EditResult {
  const sources = movable(doc, ids);
  if (sources.length === 0 || doc.nodes.length + sources.length > DESIGN_NODES_MAX) return unchanged(doc);
  const used = new Set(doc.nodes.map((node) => node.id));
  const copies = sources.map((node) => {
    const id = freshId(used, node.kind);
    used.add(id);
    return moveBy({ ...node, id, name: copyName(node.name) }, DUPLICATE_OFFSET, DUPLICATE_OFFSET);
  });
  return {
    doc: { ...doc, nodes: [...doc.nodes, ...copies] },
    selection: copies.map((copy) => copy.id),
    changed: true,
  };
}

/** How far a box goes to line its edge up with the reference's. */
function alignDelta(box: Box, ref: Box, edge: AlignEdge): { dx: number; dy: number } {
  switch (edge) {
    case 'left':
      return { dx: ref.x - box.x, dy: 0 };
    case 'hcenter':
      return { dx: ref.x + ref.width / 2 - (box.x + box.width / 2), dy: 0 };
    case 'right':
      return { dx: ref.x + ref.width - (box.x + box.width), dy: 0 };
    case 'top':
      return { dx: 0, dy: ref.y - box.y };
    case 'vcenter':
      return { dx: 0, dy: ref.y + ref.height / 2 - (box.y + box.height / 2) };
    case 'bottom':
      return { dx: 0, dy: ref.y + ref.height - (box.y + box.height) };
  }
}

function align(doc: DesignDoc, ids: readonly string[], edge: AlignEdge): EditResult {
  const nodes = movable(doc, ids);
  if (nodes.length === 0) return unchanged(doc);
  const page: Box = { x: 0, y: 0, width: doc.width, height: doc.height };
  const ref = nodes.length === 1 ? page : unionBox(nodes.map(nodeBox))!;
  const moving = new Set(nodes);
  return mapNodes(doc, (node) => {
    if (!moving.has(node)) return node;
    const { dx, dy } = alignDelta(nodeBox(node), ref, edge);
    return moveBy(node, tidy(dx), tidy(dy));
  });
}

function nudge(doc: DesignDoc, ids: readonly string[], dx: number, dy: number): EditResult {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return unchanged(doc);
  const moving = new Set(movable(doc, ids));
  return mapNodes(doc, (node) => (moving.has(node) ? moveBy(node, dx, dy) : node));
}

function page(doc: DesignDoc, patch: { background?: string; width?: number; height?: number }): EditResult {
  const side = (value: number | undefined, current: number) =>
    typeof value === 'number' && Number.isFinite(value)
      ? clamp(Math.round(value), DESIGN_SIDE_MIN, DESIGN_SIDE_MAX)
      : current;
  const next = {
    width: side(patch.width, doc.width),
    height: side(patch.height, doc.height),
    background: isHexColour(patch.background) ? patch.background : doc.background,
  };
  if (next.width === doc.width && next.height === doc.height && next.background === doc.background) {
    return unchanged(doc);
  }
  return { doc: { ...doc, ...next }, selection: null, changed: true };
}

/** Applies one edit; never changes its input. */
export function applyEdit(doc: DesignDoc, edit: DesignEdit): EditResult {
  switch (edit.type) {
    case 'add':
      return add(doc, edit.node);
    case 'update':
      return update(doc, edit.ids, edit.patch);
    case 'set':
      return set(doc, edit.changes);
    case 'remove':
      return remove(doc, edit.ids);
    case 'reorder':
      return reorder(doc, edit.ids, edit.to);
    case 'move':
      return move(doc, edit.id, edit.index);
    case 'duplicate':
      return duplicate(doc, edit.ids);
    case 'align':
      return align(doc, edit.ids, edit.edge);
    case 'nudge':
      return nudge(doc, edit.ids, edit.dx, edit.dy);
    case 'page':
      return page(doc, edit.patch);
  }
}

/** Fields a text's measured width comes with (a restyle sends the width measured again). */
const MEASURED_WITH = ['text', 'fontFamily', 'fontSize', 'fontStyle'];
/** Switches: two presses are two steps (lock then unlock must not undo as one). */
const TOGGLES = ['locked', 'hidden'];

/**
 * Which edits coalesce into one undo step: consecutive nudges of the same nodes, and consecutive updates of the same
 * nodes' text (typing) or of the same single field (a colour dragged, a size typed). A width measured along with a
 * text or font change does not count as a field of its own. Null for the rest: each is a step.
 */
export function editKey(edit: DesignEdit): string | null {
  if (edit.type === 'nudge') return `nudge:${[...new Set(edit.ids)].sort().join(',')}`;
  if (edit.type !== 'update' || edit.ids.length === 0) return null;
  const fields = patchFields(edit.patch);
  const own = fields.some((field) => MEASURED_WITH.includes(field))
    ? fields.filter((field) => field !== 'width')
    : fields;
  if (own.length !== 1 || TOGGLES.includes(own[0]!)) return null;
  return `update:${own[0]}:${[...new Set(edit.ids)].sort().join(',')}`;
}
