/**
 * The design editor's edits (src/domain/designOps.ts, issue 19): node boxes with rotation, new nodes sized for the
 * page, every DesignEdit with locks, clamping and kinds respected, no change returning the same document, inputs
 * never changed, and which edits coalesce into one undo step.
 */
import { describe, expect, it } from 'vitest';
import {
  DESIGN_FONT_SIZE_MAX,
  DESIGN_FONT_SIZE_MIN,
  DESIGN_NODES_MAX,
  DESIGN_SIDE_MAX,
  DESIGN_SIDE_MIN,
  type DesignDoc,
  type DesignEdit,
  type RectNode,
  type TextNode,
} from '../../../src/domain/design.ts';
import {
  DUPLICATE_OFFSET,
  applyEdit,
  makeEllipse,
  makeImage,
  makeRect,
  makeText,
  newNodeId,
  nodeBox,
  selectableIds,
  selectionBox,
} from '../../../src/domain/designOps.ts';

const base = { rotation: 0, opacity: 1, locked: false, hidden: false };
const rect = (id: string, x: number, y: number, more: Partial<RectNode> = {}): RectNode => ({
  ...base,
  id,
  name: id,
  kind: 'rect',
  x,
  y,
  width: 100,
  height: 50,
  fill: '#112233',
  stroke: '',
  strokeWidth: 0,
  cornerRadius: 0,
  ...more,
});
const text = (id: string, more: Partial<TextNode> = {}): TextNode => ({
  ...base,
  id,
  name: id,
  kind: 'text',
  x: 10,
  y: 20,
  text: 'Hello',
  fontFamily: 'inter',
  fontSize: 40,
  fontStyle: 'normal',
  fill: '#000000',
  align: 'left',
  lineHeight: 1.5,
  width: 200,
  ...more,
});

/** a, b, c bottom to top; `locked` on top, locked. */
function sample(): DesignDoc {
  return {
    width: 1000,
    height: 800,
    background: '#FFFFFF',
    nodes: [
      rect('rect-1', 0, 0),
      text('text-1'),
      rect('rect-2', 300, 300, { width: 200, height: 100 }),
      rect('locked', 500, 500, { locked: true }),
    ],
  };
}

const ids = (doc: DesignDoc) => doc.nodes.map((node) => node.id);
const node = (doc: DesignDoc, id: string) => doc.nodes.find((candidate) => candidate.id === id)!;

/** Applies an edit to a frozen sample, checks the input is as it was, and returns the result. */
function apply(edit: DesignEdit, doc: DesignDoc = sample()) {
  const before = structuredClone(doc);
  const frozen = deepFreeze(doc);
  const result = applyEdit(frozen, edit);
  expect(frozen).toEqual(before);
  if (!result.changed) expect(result.doc).toBe(frozen);
  return result;
}
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('nodeBox and selectionBox', () => {
  it('is the node itself when not turned, a text as tall as its lines', () => {
    expect(nodeBox(rect('r', 5, 6))).toEqual({ x: 5, y: 6, width: 100, height: 50 });
    expect(nodeBox(text('t', { text: 'one\ntwo\nthree' }))).toEqual({
      x: 10,
      y: 20,
      width: 200,
      height: 180,
    });
    expect(nodeBox(text('t', { text: '' })).height).toBe(60);
  });

  it('turns about the top-left corner, clockwise', () => {
    expect(nodeBox(rect('r', 100, 100, { rotation: 90 }))).toEqual({ x: 50, y: 100, width: 50, height: 100 });
    expect(nodeBox(rect('r', 100, 100, { rotation: -90 }))).toEqual({ x: 100, y: 0, width: 50, height: 100 });
    expect(nodeBox(rect('r', 100, 100, { rotation: 180 }))).toEqual({ x: 0, y: 50, width: 100, height: 50 });
    const turned = nodeBox(rect('r', 0, 0, { width: 100, height: 100, rotation: 45 }));
    expect(turned.x).toBeCloseTo(-Math.SQRT1_2 * 100);
    expect(turned.width).toBeCloseTo(Math.SQRT2 * 100);
  });

  it('boxes the nodes asked for, or null when none is there', () => {
    const doc = sample();
    expect(selectionBox(doc, ['rect-1', 'rect-2'])).toEqual({ x: 0, y: 0, width: 500, height: 400 });
    expect(selectionBox(doc, ['gone'])).toBeNull();
    expect(selectionBox(doc, [])).toBeNull();
  });
});

describe('ids, selectable ids and new nodes', () => {
  it('numbers ids per kind past the highest', () => {
    const doc = sample();
    expect(newNodeId(doc, 'rect')).toBe('rect-3');
    expect(newNodeId(doc, 'ellipse')).toBe('ellipse-1');
    expect(newNodeId({ ...doc, nodes: [rect('rect-7', 0, 0)] }, 'rect')).toBe('rect-8');
  });

  it('drops locked, hidden and missing ids, and repeats', () => {
    const doc = sample();
    const hidden = { ...doc, nodes: [...doc.nodes, rect('h', 0, 0, { hidden: true })] };
    expect(selectableIds(hidden, ['rect-2', 'locked', 'h', 'gone', 'rect-1', 'rect-2'])).toEqual([
      'rect-2',
      'rect-1',
    ]);
  });

  it('centres a text on the page, measured or estimated', () => {
    const doc = sample();
    const estimated = makeText(doc, { text: 'Hi\nthere', fontFamily: 'inter', fill: '#123456' });
    expect(estimated).toMatchObject({
      id: 'text-2',
      name: 'Text 2',
      kind: 'text',
      fontSize: 53,
      locked: false,
    });
    expect(estimated.width).toBe(Math.ceil(0.55 * 53 * 5));
    const box = nodeBox(estimated);
    expect(box.x + box.width / 2).toBeCloseTo(500, 0);
    expect(box.y + box.height / 2).toBeCloseTo(400, 0);
    const measured = makeText(
      doc,
      { text: 'Hi', fontFamily: 'inter', fill: '#123456', fontSize: 20 },
      () => 300,
    );
    expect(measured).toMatchObject({ width: 300, fontSize: 20, x: 350 });
    expect(makeText(doc, { text: 'x', fontFamily: 'f', fill: '#000000', fontSize: 1 }).fontSize).toBe(
      DESIGN_FONT_SIZE_MIN,
    );
  });

  it('makes shapes two fifths of the shorter side, centred', () => {
    const doc = sample();
    expect(makeRect(doc, '#FF0000')).toMatchObject({
      id: 'rect-3',
      name: 'Rectangle 3',
      x: 340,
      y: 240,
      width: 320,
    });
    expect(makeEllipse(doc, '#FF0000')).toMatchObject({ id: 'ellipse-1', name: 'Ellipse 1', height: 320 });
  });

  it('fits an image within 60% of the page, keeping its shape, never enlarged', () => {
    const doc = sample();
    const big = makeImage(doc, '/api/media/a', { width: 4000, height: 2000 });
    expect(big).toMatchObject({
      name: 'Image 1',
      width: 600,
      height: 300,
      x: 200,
      y: 250,
      src: '/api/media/a',
    });
    expect(big.role).toBeUndefined();
    const tall = makeImage(doc, '/api/media/a', { width: 1000, height: 2000 });
    expect(tall).toMatchObject({ width: 240, height: 480 });
    expect(makeImage(doc, '/api/media/a', { width: 50, height: 20 })).toMatchObject({
      width: 50,
      height: 20,
    });
    expect(makeImage(doc, '/api/logo', { width: 100, height: 100 }, 'logo')).toMatchObject({
      name: 'Logo',
      role: 'logo',
    });
  });
});

describe('applyEdit: add, remove, duplicate', () => {
  it('adds on top and selects it; refuses beyond the limit', () => {
    const doc = sample();
    const result = apply({ type: 'add', node: makeRect(doc, '#FF0000') }, doc);
    expect(result).toMatchObject({ changed: true, selection: ['rect-3'] });
    expect(ids(result.doc).at(-1)).toBe('rect-3');
    const full = {
      ...doc,
      nodes: Array.from({ length: DESIGN_NODES_MAX }, (_, i) => rect(`rect-${i + 1}`, 0, 0)),
    };
    expect(apply({ type: 'add', node: makeRect(full, '#FF0000') }, full).changed).toBe(false);
  });

  it('gives an added node a fresh id when its id is taken, and holds it to the limits', () => {
    const result = apply({ type: 'add', node: rect('rect-1', 0, 0, { opacity: 4, rotation: 400 }) });
    expect(result.selection).toEqual(['rect-3']);
    expect(node(result.doc, 'rect-3')).toMatchObject({ opacity: 1, rotation: 40 });
  });

  it('removes all but locked nodes and clears the selection', () => {
    const result = apply({ type: 'remove', ids: ['rect-1', 'locked', 'gone'] });
    expect(result).toMatchObject({ changed: true, selection: [] });
    expect(ids(result.doc)).toEqual(['text-1', 'rect-2', 'locked']);
    expect(apply({ type: 'remove', ids: ['locked'] }).changed).toBe(false);
  });

  it('duplicates 24 px off with new ids and names, selecting the copies', () => {
    const result = apply({ type: 'duplicate', ids: ['rect-2', 'text-1', 'locked'] });
    expect(result.selection).toEqual(['text-2', 'rect-3']);
    expect(ids(result.doc)).toEqual(['rect-1', 'text-1', 'rect-2', 'locked', 'text-2', 'rect-3']);
    expect(node(result.doc, 'rect-3')).toMatchObject({
      name: 'rect-2 copy',
      x: 300 + DUPLICATE_OFFSET,
      y: 300 + DUPLICATE_OFFSET,
      width: 200,
    });
    expect(apply({ type: 'duplicate', ids: ['locked'] }).changed).toBe(false);
    const long = { ...sample(), nodes: [rect('r', 0, 0, { name: 'n'.repeat(80) })] };
    expect(node(apply({ type: 'duplicate', ids: ['r'] }, long).doc, 'rect-1').name).toHaveLength(80);
  });

  it('refuses a duplicate that would pass the limit', () => {
    const many = Array.from({ length: DESIGN_NODES_MAX - 1 }, (_, i) => rect(`rect-${i + 1}`, 0, 0));
    const doc = { ...sample(), nodes: many };
    expect(apply({ type: 'duplicate', ids: ['rect-1', 'rect-2'] }, doc).changed).toBe(false);
    expect(apply({ type: 'duplicate', ids: ['rect-1'] }, doc).doc.nodes).toHaveLength(DESIGN_NODES_MAX);
  });
});

describe('applyEdit: update and set', () => {
  it('sets fields on several nodes, keeping the selection', () => {
    const doc = sample();
    const result = apply({ type: 'update', ids: ['rect-1', 'rect-2'], patch: { fill: '#ABCDEF' } }, doc);
    expect(result).toMatchObject({ changed: true, selection: null });
    expect(node(result.doc, 'rect-1')).toMatchObject({ fill: '#ABCDEF' });
    expect(node(result.doc, 'rect-2')).toMatchObject({ fill: '#ABCDEF' });
    expect(node(result.doc, 'text-1')).toBe(node(doc, 'text-1'));
  });

  it('gives a node only the fields of its kind', () => {
    const result = apply({
      type: 'update',
      ids: ['rect-1', 'text-1'],
      patch: { fontSize: 60, cornerRadius: 8 },
    });
    expect(node(result.doc, 'rect-1')).not.toHaveProperty('fontSize');
    expect(node(result.doc, 'rect-1')).toMatchObject({ cornerRadius: 8 });
    expect(node(result.doc, 'text-1')).not.toHaveProperty('cornerRadius');
    expect(node(result.doc, 'text-1')).toMatchObject({ fontSize: 60 });
    expect(apply({ type: 'update', ids: ['rect-1'], patch: { fontSize: 60 } }).changed).toBe(false);
  });

  it('holds values to the limits', () => {
    const patch = { fontSize: 9999, opacity: -3, width: 0, height: -5, rotation: 370 };
    const result = apply({ type: 'update', ids: ['rect-1', 'text-1'], patch });
    expect(node(result.doc, 'text-1')).toMatchObject({
      fontSize: DESIGN_FONT_SIZE_MAX,
      opacity: 0,
      width: 1,
    });
    expect(node(result.doc, 'rect-1')).toMatchObject({ width: 1, height: 1, rotation: 10 });
    const small = apply({ type: 'update', ids: ['text-1'], patch: { fontSize: 1, rotation: -725 } }).doc;
    expect(node(small, 'text-1')).toMatchObject({ fontSize: DESIGN_FONT_SIZE_MIN, rotation: -5 });
    expect(
      node(apply({ type: 'update', ids: ['rect-1'], patch: { rotation: 720 } }).doc, 'rect-1'),
    ).toMatchObject({
      rotation: 0,
    });
  });

  it('ignores values of the wrong sort', () => {
    const bad = { fill: 'red', opacity: Number.NaN, x: Infinity, fontStyle: 'heavy' } as never;
    expect(apply({ type: 'update', ids: ['rect-1', 'text-1'], patch: bad }).changed).toBe(false);
    expect(
      apply({ type: 'update', ids: ['rect-1'], patch: { src: 'https://evil.example/x.png' } }).changed,
    ).toBe(false);
  });

  it('leaves a locked node but for its lock, visibility and name', () => {
    expect(apply({ type: 'update', ids: ['locked'], patch: { fill: '#000000' } }).changed).toBe(false);
    expect(apply({ type: 'update', ids: ['locked'], patch: { locked: false, x: 1 } }).changed).toBe(false);
    const unlocked = apply({ type: 'update', ids: ['locked'], patch: { locked: false } });
    expect(node(unlocked.doc, 'locked')).toMatchObject({ locked: false, x: 500 });
    const renamed = apply({ type: 'update', ids: ['locked'], patch: { name: 'Back', hidden: true } });
    expect(node(renamed.doc, 'locked')).toMatchObject({ name: 'Back', hidden: true, locked: true });
  });

  it('returns the same document when the values are those it has', () => {
    expect(apply({ type: 'update', ids: ['rect-1'], patch: { fill: '#112233', x: 0 } }).changed).toBe(false);
    expect(apply({ type: 'update', ids: ['gone'], patch: { fill: '#000000' } }).changed).toBe(false);
  });

  it('sets different fields per node, not on locked ones', () => {
    const result = apply({
      type: 'set',
      changes: [
        { id: 'rect-1', patch: { x: 7, y: 8 } },
        { id: 'rect-2', patch: { width: 30, rotation: 15 } },
        { id: 'locked', patch: { x: 0 } },
      ],
    });
    expect(node(result.doc, 'rect-1')).toMatchObject({ x: 7, y: 8 });
    expect(node(result.doc, 'rect-2')).toMatchObject({ width: 30, rotation: 15 });
    expect(node(result.doc, 'locked')).toMatchObject({ x: 500 });
    expect(apply({ type: 'set', changes: [{ id: 'locked', patch: { hidden: true } }] }).changed).toBe(false);
  });
});

describe('applyEdit: order', () => {
  const order = (doc: DesignDoc) => ids(doc).join(' ');
  const five = (): DesignDoc => ({
    ...sample(),
    nodes: ['a', 'b', 'c', 'd', 'e'].map((id) => rect(id, 0, 0)),
  });

  it('brings forward and sends backward one place, several keeping their order', () => {
    expect(order(apply({ type: 'reorder', ids: ['b'], to: 'forward' }, five()).doc)).toBe('a c b d e');
    expect(order(apply({ type: 'reorder', ids: ['b', 'd'], to: 'forward' }, five()).doc)).toBe('a c b e d');
    expect(order(apply({ type: 'reorder', ids: ['d', 'e'], to: 'forward' }, five()).doc)).toBe('a b c d e');
    expect(apply({ type: 'reorder', ids: ['e'], to: 'forward' }, five()).changed).toBe(false);
    expect(order(apply({ type: 'reorder', ids: ['b', 'd'], to: 'backward' }, five()).doc)).toBe('b a d c e');
    expect(apply({ type: 'reorder', ids: ['a', 'b'], to: 'backward' }, five()).changed).toBe(false);
  });

  it('brings to the front and sends to the back', () => {
    expect(order(apply({ type: 'reorder', ids: ['d', 'b'], to: 'front' }, five()).doc)).toBe('a c e b d');
    expect(order(apply({ type: 'reorder', ids: ['d', 'b'], to: 'back' }, five()).doc)).toBe('b d a c e');
    expect(apply({ type: 'reorder', ids: ['a'], to: 'back' }, five()).changed).toBe(false);
  });

  it('does not move a locked node in the stack', () => {
    expect(apply({ type: 'reorder', ids: ['locked'], to: 'back' }).changed).toBe(false);
    expect(apply({ type: 'move', id: 'locked', index: 0 }).changed).toBe(false);
  });

  it('moves a node to a place, held to the stack', () => {
    expect(order(apply({ type: 'move', id: 'a', index: 3 }, five()).doc)).toBe('b c d a e');
    expect(order(apply({ type: 'move', id: 'd', index: -4 }, five()).doc)).toBe('d a b c e');
    expect(order(apply({ type: 'move', id: 'b', index: 99 }, five()).doc)).toBe('a c d e b');
    expect(apply({ type: 'move', id: 'c', index: 2 }, five()).changed).toBe(false);
    expect(apply({ type: 'move', id: 'gone', index: 0 }, five()).changed).toBe(false);
  });
});

describe('applyEdit: align, nudge, page', () => {
  it('aligns one node to the page, by its turned box', () => {
    const right = apply({ type: 'align', ids: ['rect-2'], edge: 'right' }).doc;
    expect(node(right, 'rect-2')).toMatchObject({ x: 800, y: 300 });
    const centred = apply({ type: 'align', ids: ['rect-2'], edge: 'vcenter' }).doc;
    expect(node(centred, 'rect-2')).toMatchObject({ y: 350 });
    const turned = { ...sample(), nodes: [rect('r', 300, 300, { rotation: 90 })] };
    const left = apply({ type: 'align', ids: ['r'], edge: 'left' }, turned).doc;
    expect(nodeBox(node(left, 'r')).x).toBe(0);
    expect(node(left, 'r').x).toBe(50);
  });

  it('aligns several to the box around them', () => {
    const doc = apply({ type: 'align', ids: ['rect-1', 'rect-2'], edge: 'bottom' }).doc;
    expect(node(doc, 'rect-1')).toMatchObject({ y: 350 });
    expect(node(doc, 'rect-2')).toMatchObject({ y: 300 });
    const middle = apply({ type: 'align', ids: ['rect-1', 'rect-2'], edge: 'hcenter' }).doc;
    expect(node(middle, 'rect-1')).toMatchObject({ x: 200 });
    expect(node(middle, 'rect-2')).toMatchObject({ x: 150 });
    const top = apply({ type: 'align', ids: ['rect-2', 'rect-1'], edge: 'top' }).doc;
    expect([node(top, 'rect-1').y, node(top, 'rect-2').y]).toEqual([0, 0]);
    expect(apply({ type: 'align', ids: ['rect-1'], edge: 'left' }).changed).toBe(false);
    expect(apply({ type: 'align', ids: ['locked'], edge: 'left' }).changed).toBe(false);
  });

  it('nudges unlocked nodes', () => {
    const result = apply({ type: 'nudge', ids: ['rect-1', 'locked'], dx: 10, dy: -1 });
    expect(node(result.doc, 'rect-1')).toMatchObject({ x: 10, y: -1 });
    expect(node(result.doc, 'locked')).toMatchObject({ x: 500, y: 500 });
    expect(apply({ type: 'nudge', ids: ['rect-1'], dx: 0, dy: 0 }).changed).toBe(false);
    expect(apply({ type: 'nudge', ids: ['locked'], dx: 5, dy: 5 }).changed).toBe(false);
  });

  it('changes the page within its limits and with a real colour', () => {
    expect(apply({ type: 'page', patch: { background: '#000000' } }).doc.background).toBe('#000000');
    expect(apply({ type: 'page', patch: { width: 10, height: 99_999 } }).doc).toMatchObject({
      width: DESIGN_SIDE_MIN,
      height: DESIGN_SIDE_MAX,
    });
    expect(apply({ type: 'page', patch: { background: 'black' } }).changed).toBe(false);
    expect(apply({ type: 'page', patch: { background: '#FFF' } }).changed).toBe(false);
    expect(apply({ type: 'page', patch: { width: 1000, height: Number.NaN } }).changed).toBe(false);
  });
});
