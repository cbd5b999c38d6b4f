/** Samples of the design editor's machine (designEditor.machine.ts) for the catalogue and the model tests. */
import type { AnyEventObject } from 'xstate';
import type { Design, DesignDoc } from '../src/domain/design.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { DesignEditorContext, designEditorMachine, LoadedDesign } from './designEditor.machine.ts';

/** A square page with a headline, a locked background shape and a hidden note. */
export const SAMPLE_DOC: DesignDoc = {
  width: 1080,
  height: 1080,
  background: '#FFFFFF',
  nodes: [
    {
      id: 'rect-1',
      name: 'Background',
      kind: 'rect',
      x: 0,
      y: 0,
      width: 1080,
      height: 400,
      rotation: 0,
      opacity: 1,
      locked: true,
      hidden: false,
      fill: '#1F6FEB',
      stroke: '',
      strokeWidth: 0,
      cornerRadius: 0,
    },
    {
      id: 'text-1',
      name: 'Headline',
      kind: 'text',
      x: 120,
      y: 500,
      rotation: 0,
      opacity: 1,
      locked: false,
      hidden: false,
      text: 'Fresh bread',
      fontFamily: 'system-sans',
      fontSize: 96,
      fontStyle: 'bold',
      fill: '#111827',
      align: 'left',
      lineHeight: 1.2,
      width: 560,
    },
    {
      id: 'ellipse-1',
      name: 'Dot',
      kind: 'ellipse',
      x: 800,
      y: 700,
      width: 160,
      height: 160,
      rotation: 0,
      opacity: 1,
      locked: false,
      hidden: false,
      fill: '#F59E0B',
      stroke: '',
      strokeWidth: 0,
    },
  ],
};

export const SAMPLE_DESIGN: Design = {
  id: 7,
  name: 'Bread week',
  preset: 'square',
  width: 1080,
  height: 1080,
  version: 3,
  isTemplate: false,
  thumbnailUrl: '/api/designs/7/image?format=webp&width=360&v=3',
  updatedAt: '2026-11-20T09:00:00.000Z',
  doc: SAMPLE_DOC,
};

/** The same design as saved elsewhere meanwhile: a newer version with another headline. */
export const THEIR_DESIGN: Design = {
  ...SAMPLE_DESIGN,
  version: 4,
  doc: {
    ...SAMPLE_DOC,
    nodes: SAMPLE_DOC.nodes.map((node) => (node.kind === 'text' ? { ...node, text: 'Fresh rolls' } : node)),
  },
};

const withDot = (doc: DesignDoc): DesignDoc => ({
  ...doc,
  nodes: doc.nodes.map((node) => (node.id === 'ellipse-1' ? { ...node, fill: '#10B981' } : node)),
});

/** What the load answers: the design alone, with a draft of unsaved edits, or with a draft of an older version. */
export const LOADED = {
  plain: { design: SAMPLE_DESIGN, draft: null },
  draft: { design: SAMPLE_DESIGN, draft: { version: 3, name: 'Bread week', doc: withDot(SAMPLE_DOC) } },
  staleDraft: { design: THEIR_DESIGN, draft: { version: 3, name: 'Bread week', doc: withDot(SAMPLE_DOC) } },
} satisfies Record<string, LoadedDesign>;

const loaded = (output: LoadedDesign) => ({ type: 'xstate.done.actor.loadDesign', output }) as const;
const httpError = (status: number) => ({ type: 'xstate.error.actor.loadDesign', error: { status } }) as const;

/** The server's answer to the save under way: saved at the next version, or a conflict with theirs. */
function saveAnswers(context: DesignEditorContext): AnyEventObject[] {
  const design = context.design ?? SAMPLE_DESIGN;
  const doc = context.sending?.doc ?? design.doc;
  return [
    {
      type: 'xstate.done.actor.saveDesign',
      output: { ok: true, design: { ...design, version: design.version + 1, doc } },
    },
    {
      type: 'xstate.done.actor.saveDesign',
      output: { ok: false, conflict: { ...THEIR_DESIGN, version: design.version + 1 } },
    },
    { type: 'xstate.error.actor.saveDesign', error: new Error('offline') },
  ];
}

/** A new layer (added from nothing selected: it becomes the selection). */
export const NEW_RECT = {
  id: 'rect-9',
  name: 'Rectangle 9',
  kind: 'rect',
  x: 100,
  y: 100,
  width: 200,
  height: 200,
  rotation: 0,
  opacity: 1,
  locked: false,
  hidden: false,
  fill: '#10B981',
  stroke: '',
  strokeWidth: 0,
  cornerRadius: 0,
} as const;

/** A user's changes: a colour on the dot (a change), and the same colour again (no change). */
export const EDIT_DOT = {
  type: 'edit',
  edit: { type: 'update', ids: ['ellipse-1'], patch: { fill: '#EF4444' } },
} as const;

/**
 * The graph tries only what a person would do from where the machine is (`onlyListedEvents`), and a vertex keeps
 * only what guards read: whether anything is selected, undo and redo, unsaved changes, online, a conflict, and a
 * save under way with edits made meanwhile.
 */
export const designEditorSamples: CatalogueSamples<typeof designEditorMachine> = {
  inputs: [
    { accountId: 1, designId: 7, online: true },
    { accountId: 1, designId: 7, online: false },
  ],
  onlyListedEvents: true,
  simplePaths: false,
  events: (snapshot) => {
    const { context } = snapshot;
    if (snapshot.matches('loading')) {
      return [
        loaded(LOADED.plain),
        loaded(LOADED.draft),
        loaded(LOADED.staleDraft),
        httpError(404),
        httpError(500),
      ];
    }
    if (snapshot.matches('failed')) return [{ type: 'retry' }];
    if (!snapshot.matches('ready')) return [];
    const events: AnyEventObject[] = [];
    if (snapshot.matches({ ready: { editing: 'idle' } })) {
      events.push(
        { type: 'select', ids: ['text-1'] },
        { type: 'select', ids: ['rect-1'] },
        { type: 'edit', edit: { type: 'add', node: NEW_RECT } },
        { type: 'rename', name: context.name === 'Bread week' ? 'Bread week poster' : 'Bread week' },
      );
    }
    if (snapshot.matches({ ready: { editing: 'selecting' } })) {
      events.push(
        { type: 'select', ids: [] },
        { type: 'select', ids: ['ellipse-1'], mode: 'toggle' },
        { type: 'transform.start' },
        { type: 'text.start', id: 'text-1' },
        { type: 'text.start', id: 'rect-1' },
      );
    }
    if (snapshot.matches({ ready: { editing: 'transforming' } })) {
      events.push(
        {
          type: 'transform.end',
          edit: { type: 'set', changes: [{ id: 'text-1', patch: { x: 140, y: 520 } }] },
        },
        { type: 'transform.cancel' },
      );
    }
    if (snapshot.matches({ ready: { editing: 'textEditing' } })) {
      events.push(
        { type: 'text.commit', id: 'text-1', text: 'Fresh bread daily', width: 820 },
        { type: 'text.cancel' },
      );
    }
    if (!snapshot.matches({ ready: { editing: 'textEditing' } })) {
      events.push(EDIT_DOT, { type: 'undo' }, { type: 'redo' });
    }
    if (snapshot.matches({ ready: { editing: 'selecting' } })) {
      events.push({ type: 'edit', edit: { type: 'remove', ids: context.selection } });
    }
    events.push({ type: 'save' }, { type: 'leave' }, { type: context.online ? 'offline' : 'online' });
    if (snapshot.matches({ ready: { persistence: 'saving' } })) events.push(...saveAnswers(context));
    if (snapshot.matches({ ready: { persistence: 'conflict' } })) {
      events.push(
        { type: 'conflict.keepMine' },
        { type: 'conflict.takeTheirs' },
        { type: 'conflict.keepCopy' },
      );
    }
    if (snapshot.matches({ ready: { persistence: 'copying' } })) {
      events.push(
        {
          type: 'xstate.done.actor.saveCopy',
          output: { ...SAMPLE_DESIGN, id: 8, name: 'Bread week', version: 1 },
        },
        { type: 'xstate.error.actor.saveCopy', error: new Error('offline') },
      );
    }
    return events;
  },
  guardState: ({ context }) => ({
    selected: context.selection.length > 0,
    dirty:
      context.history !== null &&
      (context.history.present !== context.savedDoc || context.name !== context.savedName),
    online: context.online,
    conflict: context.conflict !== null,
    changedMeanwhile:
      context.sending !== null && context.history !== null && context.history.present !== context.sending.doc,
  }),
};
