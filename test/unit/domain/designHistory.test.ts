/**
 * The design editor's undo history (src/domain/designHistory.ts, issue 19): steps, coalescing by editKey (typing,
 * nudging), boundaries, the ends of undo and redo, the cap; and random runs of edits (src/domain/designOps.ts) that
 * must keep ids unique, the layer limit, every document one the server accepts, and undo back to the start.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { designDoc } from '../../../src/contract/designs.ts';
import {
  DESIGN_HISTORY_MAX,
  DESIGN_NODES_MAX,
  emptyDoc,
  type AlignEdge,
  type DesignDoc,
  type DesignEdit,
  type LayerOrder,
  type NodePatch,
} from '../../../src/domain/design.ts';
import {
  canRedo,
  canUndo,
  commit,
  historyOf,
  markBoundary,
  redo,
  undo,
  type DesignHistory,
} from '../../../src/domain/designHistory.ts';
import {
  applyEdit,
  editKey,
  makeEllipse,
  makeImage,
  makeRect,
  makeText,
} from '../../../src/domain/designOps.ts';

const start = (): DesignDoc => {
  const doc = emptyDoc(1080, 1080);
  const withRect = { ...doc, nodes: [makeRect(doc, '#FF0000')] };
  return {
    ...withRect,
    nodes: [...withRect.nodes, makeText(withRect, { text: '', fontFamily: 'inter', fill: '#000000' })],
  };
};

/** What the editor's machine does with an edit: apply it and commit it with its key. */
function edit(history: DesignHistory, change: DesignEdit): DesignHistory {
  const result = applyEdit(history.present, change);
  return result.changed ? commit(history, result.doc, editKey(change)) : history;
}

const page = (n: number): DesignDoc => emptyDoc(100 + n, 100);

describe('commit, undo and redo', () => {
  it('starts with nothing to undo or redo', () => {
    const doc = start();
    const history = historyOf(doc);
    expect(history).toEqual({ past: [], present: doc, future: [], lastKey: null });
    expect([canUndo(history), canRedo(history)]).toEqual([false, false]);
  });

  it('makes a step per commit and goes back and forth', () => {
    let history = historyOf(page(0));
    history = commit(history, page(1), null);
    history = commit(history, page(2), null);
    expect(history.past).toHaveLength(2);
    history = undo(history);
    expect(history.present).toEqual(page(1));
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(history.present).toEqual(page(2));
    expect(canRedo(history)).toBe(false);
  });

  it('does nothing for the same document', () => {
    const history = commit(historyOf(page(0)), page(1), 'k');
    expect(commit(history, history.present, null)).toBe(history);
  });

  it('stops at either end, returning the same history', () => {
    const first = historyOf(page(0));
    expect(undo(first)).toBe(first);
    expect(redo(first)).toBe(first);
    const stepped = commit(first, page(1), null);
    expect(redo(stepped)).toBe(stepped);
    const back = undo(stepped);
    expect(undo(back)).toBe(back);
    expect(back.present).toEqual(page(0));
  });

  it('forgets the redo steps when a new change is made', () => {
    let history = commit(commit(historyOf(page(0)), page(1), null), page(2), null);
    history = undo(undo(history));
    history = commit(history, page(3), null);
    expect(history.future).toEqual([]);
    expect(history.past).toEqual([page(0)]);
  });

  it(`keeps ${DESIGN_HISTORY_MAX} steps`, () => {
    let history = historyOf(page(0));
    for (let n = 1; n <= DESIGN_HISTORY_MAX + 50; n += 1) history = commit(history, page(n), null);
    expect(history.past).toHaveLength(DESIGN_HISTORY_MAX);
    while (canUndo(history)) history = undo(history);
    expect(history.present).toEqual(page(50));
    expect(history.future).toHaveLength(DESIGN_HISTORY_MAX);
  });
});

describe('coalescing', () => {
  it('makes typing five characters one undo step', () => {
    let history = historyOf(start());
    for (const typed of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      history = edit(history, {
        type: 'update',
        ids: ['text-1'],
        patch: { text: typed, width: typed.length * 20 },
      });
    }
    expect(history.past).toHaveLength(1);
    expect(history.present.nodes[1]).toMatchObject({ text: 'Hello', width: 100 });
    history = undo(history);
    expect(history.past).toHaveLength(0);
    expect(history.present).toEqual(start());
  });

  it('makes nudges of two different nodes two steps, and nudges of one node one', () => {
    let history = historyOf(start());
    history = edit(history, { type: 'nudge', ids: ['rect-1'], dx: 1, dy: 0 });
    history = edit(history, { type: 'nudge', ids: ['rect-1'], dx: 1, dy: 0 });
    history = edit(history, { type: 'nudge', ids: ['text-1'], dx: 0, dy: 1 });
    history = edit(history, { type: 'nudge', ids: ['text-1'], dx: 0, dy: 1 });
    expect(history.past).toHaveLength(2);
    history = undo(history);
    expect(history.present.nodes[0]).toMatchObject({ x: start().nodes[0]!.x + 2 });
    expect(history.present.nodes[1]).toMatchObject({ y: start().nodes[1]!.y });
  });

  it('starts a new step after a boundary, an undo, or an edit of another kind', () => {
    const nudge: DesignEdit = { type: 'nudge', ids: ['rect-1'], dx: 1, dy: 0 };
    let history = edit(historyOf(start()), nudge);
    history = edit(markBoundary(history), nudge);
    expect(history.past).toHaveLength(2);
    history = edit(undo(history), nudge);
    expect(history.past).toHaveLength(2);
    history = edit(history, { type: 'update', ids: ['rect-1'], patch: { fill: '#00FF00' } });
    history = edit(history, nudge);
    expect(history.past).toHaveLength(4);
    expect(markBoundary(historyOf(start()))).toEqual(historyOf(start()));
  });
});

describe('editKey', () => {
  const nudge = (ids: string[]): DesignEdit => ({ type: 'nudge', ids, dx: 1, dy: 0 });
  const update = (ids: string[], patch: NodePatch): DesignEdit => ({ type: 'update', ids, patch });

  it('joins nudges of the same nodes, whatever their order', () => {
    expect(editKey(nudge(['a', 'b']))).toBe(editKey(nudge(['b', 'a'])));
    expect(editKey(nudge(['a']))).not.toBe(editKey(nudge(['b'])));
  });

  it('joins typing in one text and changes of one field', () => {
    expect(editKey(update(['t'], { text: 'H' }))).toBe(editKey(update(['t'], { text: 'He', width: 30 })));
    expect(editKey(update(['t'], { fontSize: 40, width: 90 }))).toBe(
      editKey(update(['t'], { fontSize: 41 })),
    );
    expect(editKey(update(['r'], { fill: '#000000' }))).not.toBe(
      editKey(update(['r'], { stroke: '#000000' })),
    );
    expect(editKey(update(['r'], { fill: '#000000' }))).not.toBe(editKey(update(['s'], { fill: '#000000' })));
    expect(editKey(update(['r'], { fill: '#000000' }))).not.toBe(editKey(nudge(['r'])));
  });

  it('makes a step of everything else', () => {
    expect(editKey(update(['r'], { x: 1, y: 2 }))).toBeNull();
    expect(editKey(update(['r'], { width: 1, height: 2 }))).toBeNull();
    expect(editKey(update(['r'], { locked: true }))).toBeNull();
    expect(editKey(update(['r'], { hidden: true }))).toBeNull();
    expect(editKey(update([], { fill: '#000000' }))).toBeNull();
    const node = makeRect(emptyDoc(100, 100), '#000000');
    const others: DesignEdit[] = [
      { type: 'add', node },
      { type: 'set', changes: [{ id: 'r', patch: { x: 1 } }] },
      { type: 'remove', ids: ['r'] },
      { type: 'duplicate', ids: ['r'] },
      { type: 'align', ids: ['r'], edge: 'left' },
      { type: 'reorder', ids: ['r'], to: 'front' },
      { type: 'move', id: 'r', index: 0 },
      { type: 'page', patch: { background: '#000000' } },
    ];
    expect(others.map(editKey)).toEqual(others.map(() => null));
  });
});

/** A small seeded generator (mulberry32): the same run every time, no Math.random. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const PATCHES: NodePatch[] = [
  { fill: '#123ABC' },
  { fill: 'red' },
  { stroke: '#000000', strokeWidth: 999 },
  { x: 50_000, y: -50_000 },
  { width: -4, height: 1e9 },
  { rotation: 1234.5 },
  { opacity: 7 },
  { fontSize: 0 },
  { text: 'Line one\nLine two', width: 400 },
  { name: 'n'.repeat(200) },
  { locked: true },
  { locked: false },
  { hidden: true },
  { cornerRadius: 5, lineHeight: 9 },
];

/** A random edit; `grow` makes removals adds instead, to reach the layer limit. */
function randomEdit(random: ReturnType<typeof prng>, doc: DesignDoc, grow = false): DesignEdit {
  const known = doc.nodes.map((node) => node.id);
  const some = () => [
    ...known.filter(() => random.next() < 0.3),
    ...(random.next() < 0.1 ? ['missing'] : []),
  ];
  const one = () => (known.length > 0 && random.next() < 0.95 ? random.pick(known) : 'missing');
  const makers = [
    () => makeRect(doc, '#FF0000'),
    () => makeEllipse(doc, '#00FF00'),
    () => makeText(doc, { text: 'Hello', fontFamily: 'inter', fill: '#000000' }),
    () =>
      makeImage(doc, '/api/media/abc', { width: 800, height: 600 }, random.next() < 0.5 ? 'logo' : undefined),
    () => ({ ...makeRect(doc, '#0000FF'), id: one() }),
  ];
  const kind = random.int(10);
  switch (grow && kind === 3 ? 0 : kind) {
    case 0:
      return { type: 'add', node: random.pick(makers)() };
    case 1:
      return { type: 'update', ids: some(), patch: random.pick(PATCHES) };
    case 2:
      return { type: 'set', changes: [{ id: one(), patch: random.pick(PATCHES) }] };
    case 3:
      return { type: 'remove', ids: random.next() < 0.2 ? some() : [one()] };
    case 4:
      return {
        type: 'reorder',
        ids: some(),
        to: random.pick<LayerOrder>(['forward', 'backward', 'front', 'back']),
      };
    case 5:
      return { type: 'move', id: one(), index: random.int(doc.nodes.length + 4) - 2 };
    case 6:
      return { type: 'duplicate', ids: some() };
    case 7: {
      const edges: AlignEdge[] = ['left', 'hcenter', 'right', 'top', 'vcenter', 'bottom'];
      return { type: 'align', ids: some(), edge: random.pick(edges) };
    }
    case 8:
      return { type: 'nudge', ids: some(), dx: random.int(21) - 10, dy: random.int(21) - 10 };
    default:
      return {
        type: 'page',
        patch: { width: random.int(5000), background: random.pick(['#ABCDEF', 'blue']) },
      };
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/**
 * Runs random edits as the editor would, checking every document; returns the history and every document a step
 * started from (the first document first), so what undo can reach is known even past the cap.
 */
function randomRun(seed: number, first: DesignDoc, edits: number, grow = false) {
  const random = prng(seed);
  const copy = structuredClone(first);
  let history = historyOf(deepFreeze(first));
  const stepStarts: DesignDoc[] = [];
  let largest = first.nodes.length;
  for (let n = 0; n < edits; n += 1) {
    const change = randomEdit(random, history.present, grow);
    const before = history;
    history = edit(history, change);
    if (history.present !== before.present && history.past.at(-1) === before.present) {
      stepStarts.push(before.present);
    }
    const doc = deepFreeze(history.present);
    const ids = doc.nodes.map((node) => node.id);
    expect(new Set(ids).size, JSON.stringify(change)).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(DESIGN_NODES_MAX);
    largest = Math.max(largest, ids.length);
    const valid = v.safeParse(designDoc, doc);
    expect(valid.success, `${JSON.stringify(change)}: ${JSON.stringify(valid.issues?.[0]?.message)}`).toBe(
      true,
    );
  }
  expect(first).toEqual(copy);
  return { history, stepStarts, largest };
}

describe('random runs of edits', () => {
  it.each([1, 2, 3])(
    'keeps ids unique and documents valid, and undoes as far as it keeps (seed %i)',
    (seed) => {
      const first = start();
      const run = randomRun(seed, first, 200);
      let history = run.history;
      const last = history.present;
      expect(run.stepStarts[0]).toBe(first);
      expect(history.past).toEqual(run.stepStarts.slice(-DESIGN_HISTORY_MAX));
      while (canUndo(history)) history = undo(history);
      expect(history.present).toBe(run.stepStarts[Math.max(0, run.stepStarts.length - DESIGN_HISTORY_MAX)]);
      while (canRedo(history)) history = redo(history);
      expect(history.present).toBe(last);
    },
  );

  it('undoes all the way to the first document when the run fits the history', () => {
    const first = start();
    let { history } = randomRun(7, first, 80);
    expect(history.past.length).toBeGreaterThan(10);
    expect(history.past.length).toBeLessThan(DESIGN_HISTORY_MAX);
    while (canUndo(history)) history = undo(history);
    expect(history.present).toBe(first);
  });

  it('stays within the layer limit when it starts near it', () => {
    let near: DesignDoc = emptyDoc(1080, 1080);
    for (let n = 0; n < DESIGN_NODES_MAX - 5; n += 1) {
      near = { ...near, nodes: [...near.nodes, makeRect(near, '#FF0000')] };
    }
    const { largest } = randomRun(11, near, 200, true);
    expect(largest).toBe(DESIGN_NODES_MAX);
  });
});
