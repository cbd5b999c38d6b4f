/**
 * Hand-written behaviour of the design editor's machine (issue 19) on a SimulatedClock, through the app's own logic
 * (src/features/designer/designEditorLogic.ts) with fake calls and a draft store on an in-memory storage: autosave
 * 3 s after the last change, Save, two tabs editing one design (the second save offers a choice and loses nothing,
 * whichever is chosen), offline edits kept on the device and saved when back online, a failed save tried again,
 * drafts restored on the next load, leaving, and the editing states.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { SaveOutcome } from '../../machines/designEditor.machine.ts';
import { SAMPLE_DESIGN, THEIR_DESIGN } from '../../machines/designEditor.samples.ts';
import {
  DESIGN_AUTOSAVE_MS,
  DESIGN_SAVE_RETRY_MS,
  type Design,
  type DesignDoc,
} from '../../src/domain/design.ts';
import { draftKey, draftStore } from '../../src/features/designer/designDrafts.ts';
import {
  copyName,
  designEditorLogic,
  type DesignEditorCalls,
} from '../../src/features/designer/designEditorLogic.ts';
import { deferred, flush } from './harness.ts';

interface SaveCall {
  id: number;
  version: number;
  name?: string;
  doc: DesignDoc;
  keepalive: boolean;
  answer: ReturnType<typeof deferred<SaveOutcome>>;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function start(
  options: { design?: Design; online?: boolean; storage?: ReturnType<typeof memoryStorage> } = {},
) {
  const clock = new SimulatedClock();
  const storage = options.storage ?? memoryStorage();
  const saves: SaveCall[] = [];
  const created: { name?: string }[] = [];
  const opened: number[] = [];
  const logged: string[] = [];
  let load = deferred<Design>();
  const calls: DesignEditorCalls = {
    get: () => load.promise,
    save: (id, body, callOptions) => {
      const answer = deferred<SaveOutcome>();
      saves.push({ id, ...body, keepalive: callOptions?.keepalive ?? false, answer });
      return answer.promise;
    },
    create: (body) => {
      created.push(body);
      return Promise.resolve({ ...SAMPLE_DESIGN, id: 99, name: body.name ?? 'copy', version: 1 });
    },
  };
  const machine = designEditorLogic({
    calls,
    drafts: draftStore(storage),
    open: (id) => opened.push(id),
    log: (message) => logged.push(message),
  });
  const actor = createActor(machine, {
    input: { accountId: 1, designId: SAMPLE_DESIGN.id, online: options.online ?? true },
    clock,
  }).start();
  const snapshot = () => actor.getSnapshot();
  const doc = () => snapshot().context.history!.present;
  const persistence = () => (snapshot().value as { ready?: { persistence: string } }).ready?.persistence;
  const editing = () => (snapshot().value as { ready?: { editing: string } }).ready?.editing;
  const loaded = async (design: Design = options.design ?? SAMPLE_DESIGN) => {
    load.resolve(design);
    await flush();
  };
  const wait = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  const recolour = (fill: string) =>
    actor.send({ type: 'edit', edit: { type: 'update', ids: ['ellipse-1'], patch: { fill } } });
  const answerSave = async (outcome: (call: SaveCall) => SaveOutcome, index = saves.length - 1) => {
    const call = saves[index]!;
    call.answer.resolve(outcome(call));
    await flush();
  };
  const saved = (call: SaveCall): SaveOutcome => ({
    ok: true,
    design: {
      ...SAMPLE_DESIGN,
      id: call.id,
      version: call.version + 1,
      doc: call.doc,
      name: call.name ?? SAMPLE_DESIGN.name,
    },
  });
  return {
    actor,
    clock,
    storage,
    saves,
    created,
    opened,
    logged,
    snapshot,
    doc,
    persistence,
    editing,
    loaded,
    wait,
    recolour,
    answerSave,
    saved,
    failLoad: async (error: unknown) => {
      load.reject(error);
      await flush();
    },
    retryLoad: () => {
      load = deferred<Design>();
      actor.send({ type: 'retry' });
    },
  };
}

const dotFill = (doc: DesignDoc) =>
  (doc.nodes.find((node) => node.id === 'ellipse-1') as { fill: string }).fill;

describe('design editor: saving', () => {
  it(`saves ${DESIGN_AUTOSAVE_MS} ms after the last change, with the version loaded, and not before`, async () => {
    const t = start();
    await t.loaded();
    expect(t.persistence()).toBe('saved');
    t.recolour('#EF4444');
    await t.wait(DESIGN_AUTOSAVE_MS - 1000);
    t.recolour('#10B981');
    await t.wait(DESIGN_AUTOSAVE_MS - 1);
    expect(t.saves).toHaveLength(0);
    expect(t.persistence()).toBe('dirty');
    await t.wait(1);
    expect(t.saves).toHaveLength(1);
    expect(t.saves[0]).toMatchObject({ id: 7, version: 3 });
    expect(dotFill(t.saves[0]!.doc)).toBe('#10B981');
    await t.answerSave(t.saved);
    expect(t.persistence()).toBe('saved');
    expect(t.snapshot().context.design!.version).toBe(4);
  });

  it('Save saves at once; edits made while a save is under way stay unsaved and are saved next', async () => {
    const t = start();
    await t.loaded();
    t.recolour('#EF4444');
    t.actor.send({ type: 'save' });
    expect(t.saves).toHaveLength(1);
    t.recolour('#10B981');
    await t.answerSave(t.saved);
    expect(t.persistence()).toBe('dirty');
    await t.wait(DESIGN_AUTOSAVE_MS);
    expect(t.saves).toHaveLength(2);
    expect(t.saves[1]!.version).toBe(4);
    expect(dotFill(t.saves[1]!.doc)).toBe('#10B981');
  });

  it('undoing back to the saved design leaves nothing to save', async () => {
    const t = start();
    await t.loaded();
    t.recolour('#EF4444');
    expect(t.persistence()).toBe('dirty');
    t.actor.send({ type: 'undo' });
    expect(t.persistence()).toBe('saved');
    await t.wait(DESIGN_AUTOSAVE_MS * 2);
    expect(t.saves).toHaveLength(0);
  });

  it(`a failed save keeps the edits and is tried again ${DESIGN_SAVE_RETRY_MS} ms later`, async () => {
    const t = start();
    await t.loaded();
    t.recolour('#EF4444');
    t.actor.send({ type: 'save' });
    t.saves[0]!.answer.reject(new Error('502'));
    await flush();
    expect(t.persistence()).toBe('saveFailed');
    expect(t.snapshot().context.error).toBe(
      'Your changes could not be saved. They are kept here; we will try again.',
    );
    expect(dotFill(t.doc())).toBe('#EF4444');
    await t.wait(DESIGN_SAVE_RETRY_MS - 1);
    expect(t.saves).toHaveLength(1);
    await t.wait(1);
    expect(t.saves).toHaveLength(2);
    expect(t.logged).toEqual(['[designEditor] saving the design failed']);
  });
});

describe('design editor: two tabs editing one design', () => {
  async function conflicted() {
    const t = start();
    await t.loaded();
    t.recolour('#EF4444');
    t.actor.send({ type: 'save' });
    await t.answerSave(() => ({ ok: false, conflict: THEIR_DESIGN }));
    return t;
  }

  it('the second save offers a choice and saves nothing until one is made', async () => {
    const t = await conflicted();
    expect(t.persistence()).toBe('conflict');
    expect(t.snapshot().context.conflict).toBe(THEIR_DESIGN);
    await t.wait(DESIGN_AUTOSAVE_MS * 5);
    t.recolour('#F59E0B');
    await t.wait(DESIGN_AUTOSAVE_MS * 5);
    expect(t.saves).toHaveLength(1);
    expect(dotFill(t.doc())).toBe('#F59E0B');
  });

  it('"Keep my version" saves mine from their version (an overwrite by choice)', async () => {
    const t = await conflicted();
    t.actor.send({ type: 'conflict.keepMine' });
    expect(t.saves).toHaveLength(2);
    expect(t.saves[1]!.version).toBe(THEIR_DESIGN.version);
    expect(dotFill(t.saves[1]!.doc)).toBe('#EF4444');
  });

  it('"Use their version" shows theirs and mine is one undo away', async () => {
    const t = await conflicted();
    t.actor.send({ type: 'conflict.takeTheirs' });
    expect(t.persistence()).toBe('saved');
    expect(t.doc()).toBe(THEIR_DESIGN.doc);
    t.actor.send({ type: 'undo' });
    expect(dotFill(t.doc())).toBe('#EF4444');
    expect(t.persistence()).toBe('dirty');
  });

  it('"Save mine as a copy" makes a new design holding mine, opens it, and this one takes theirs', async () => {
    const t = await conflicted();
    t.actor.send({ type: 'conflict.keepCopy' });
    await flush();
    expect(t.created).toEqual([
      { name: copyName('Bread week'), preset: 'square', width: 1080, height: 1080 },
    ]);
    expect(t.saves[1]).toMatchObject({ id: 99, version: 1 });
    expect(dotFill(t.saves[1]!.doc)).toBe('#EF4444');
    await t.answerSave(t.saved, 1);
    expect(t.opened).toEqual([99]);
    expect(t.doc()).toBe(THEIR_DESIGN.doc);
  });
});

describe('design editor: offline and drafts', () => {
  it('edits offline are kept on the device, not sent, and saved at once when back online', async () => {
    const t = start({ online: false });
    await t.loaded();
    t.recolour('#EF4444');
    await t.wait(DESIGN_AUTOSAVE_MS);
    expect(t.persistence()).toBe('offline');
    expect(t.saves).toHaveLength(0);
    const kept = JSON.parse(t.storage.items.get(draftKey(1, 7))!) as { version: number; doc: DesignDoc };
    expect(kept.version).toBe(3);
    expect(dotFill(kept.doc)).toBe('#EF4444');
    t.actor.send({ type: 'online' });
    expect(t.saves).toHaveLength(1);
    await t.answerSave(t.saved);
    expect(t.storage.items.has(draftKey(1, 7))).toBe(false);
  });

  it('the next load restores the draft of unsaved edits and saves it', async () => {
    const storage = memoryStorage();
    const first = start({ storage, online: false });
    await first.loaded();
    first.recolour('#EF4444');
    first.actor.stop();
    const second = start({ storage });
    await second.loaded();
    expect(dotFill(second.doc())).toBe('#EF4444');
    expect(second.persistence()).toBe('dirty');
    await second.wait(DESIGN_AUTOSAVE_MS);
    expect(second.saves[0]!.version).toBe(3);
  });

  it('a draft of an older version meets the newer server copy as a conflict', async () => {
    const storage = memoryStorage();
    const first = start({ storage, online: false });
    await first.loaded();
    first.recolour('#EF4444');
    first.actor.stop();
    const second = start({ storage, design: THEIR_DESIGN });
    await second.loaded();
    expect(second.persistence()).toBe('conflict');
    expect(dotFill(second.doc())).toBe('#EF4444');
  });

  it('a stored draft that is not a design is ignored and removed', async () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(1, 7), JSON.stringify({ version: 3, name: 'x', doc: { nodes: 'nope' } }));
    const t = start({ storage });
    await t.loaded();
    expect(t.persistence()).toBe('saved');
    expect(storage.items.has(draftKey(1, 7))).toBe(false);
  });

  it('leaving with unsaved changes sends them with keepalive; leaving saved sends nothing', async () => {
    const t = start();
    await t.loaded();
    t.actor.send({ type: 'leave' });
    expect(t.saves).toHaveLength(0);
    t.recolour('#EF4444');
    t.actor.send({ type: 'leave' });
    expect(t.saves).toHaveLength(1);
    expect(t.saves[0]).toMatchObject({ version: 3, keepalive: true });
  });
});

describe('design editor: loading and editing', () => {
  it('a design that does not exist says so; another failure offers Try again', async () => {
    const missing = start();
    expect(missing.snapshot().hasTag('busy')).toBe(true);
    await missing.failLoad(Object.assign(new Error('404'), { status: 404 }));
    expect(missing.snapshot().value).toBe('missing');
    expect(missing.snapshot().context.error).toBe('This design does not exist or was deleted.');
    const failing = start();
    await failing.failLoad(Object.assign(new Error('500'), { status: 500 }));
    expect(failing.snapshot().value).toBe('failed');
    expect(failing.snapshot().context.error).toBe('The design could not be loaded.');
    failing.retryLoad();
    expect(failing.snapshot().hasTag('busy')).toBe(true);
    await failing.loaded();
    expect(failing.persistence()).toBe('saved');
  });

  it('locked layers cannot be selected, text is edited in place only on a text, and a text edit is one undo step', async () => {
    const t = start();
    await t.loaded();
    t.actor.send({ type: 'select', ids: ['rect-1'] });
    expect(t.editing()).toBe('idle');
    t.actor.send({ type: 'select', ids: ['text-1'] });
    expect(t.editing()).toBe('selecting');
    t.actor.send({ type: 'text.start', id: 'text-1' });
    expect(t.editing()).toBe('textEditing');
    t.actor.send({ type: 'text.commit', id: 'text-1', text: 'Fresh bread daily', width: 800 });
    expect(t.editing()).toBe('selecting');
    expect(t.doc().nodes.find((node) => node.id === 'text-1')).toMatchObject({
      text: 'Fresh bread daily',
      width: 800,
    });
    t.actor.send({ type: 'undo' });
    expect(t.doc()).toBe(SAMPLE_DESIGN.doc);
    t.actor.send({ type: 'redo' });
    expect(t.doc().nodes.find((node) => node.id === 'text-1')).toMatchObject({ text: 'Fresh bread daily' });
  });

  it('removing the selected layers clears the selection', async () => {
    const t = start();
    await t.loaded();
    t.actor.send({ type: 'select', ids: ['ellipse-1'] });
    t.actor.send({ type: 'edit', edit: { type: 'remove', ids: ['ellipse-1'] } });
    expect(t.snapshot().context.selection).toEqual([]);
    expect(t.editing()).toBe('idle');
  });
});
