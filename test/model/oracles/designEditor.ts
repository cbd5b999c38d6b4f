/**
 * What issue 19 says about an editing session of a design (machines/designEditor.machine.ts), written apart from
 * the machine: saving a few seconds after the last change and on leaving, always with the version the edits started
 * from; a newer version saved elsewhere offered as a choice, never overwritten silently, and nothing lost whichever
 * is chosen; edits kept on the device while offline or failing and saved when back online; undo and redo; locked
 * and hidden layers never selected on the page; text edited in place only on an unlocked text.
 *
 * A save is the invoked actor `saveDesign`; what it sends is its input (kept while it runs).
 */
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { designEditorMachine } from '../../../machines/designEditor.machine.ts';
import { DESIGN_AUTOSAVE_MS, DESIGN_SAVE_RETRY_MS, type DesignDoc } from '../../../src/domain/design.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type S = SnapshotFrom<typeof designEditorMachine>;
type O = Step<S>;
interface SaveInput {
  version: number;
  doc: DesignDoc;
  name: string;
}

const SAVE = 'saveDesign';
/** The events that change the document or its name (an edit may also change nothing). */
const CHANGES = ['edit', 'undo', 'redo', 'rename', 'transform.end', 'text.commit'] as const;

const saveOf = (snapshot: S | undefined) =>
  (snapshot?.children as Record<string, AnyActorRef | undefined> | undefined)?.[SAVE];
const sent = (o: O) => (saveOf(o.snapshot)?.getSnapshot() as { input?: SaveInput } | undefined)?.input;
const present = (snapshot: S | undefined) => snapshot?.context.history?.present ?? null;
const ready = (snapshot: S | undefined) => snapshot?.matches('ready') ?? false;
/** The document or the name differs from what the server holds. */
const unsaved = (snapshot: S | undefined) =>
  !!snapshot &&
  (present(snapshot) !== snapshot.context.savedDoc || snapshot.context.name !== snapshot.context.savedName);
/** This step changed the document or the name. */
const changed = (o: O) =>
  present(o.snapshot) !== present(o.previous) || o.context.name !== o.previous?.context.name;
const inConflict = (snapshot: S | undefined) => snapshot?.context.conflict != null;
const nodeOf = (o: O, id: string) => present(o.snapshot)?.nodes.find((node) => node.id === id);

export const designEditorOracle = defineOracle(designEditorMachine, [
  rule(
    'domain design.ts',
    'opening loads the design (and the draft kept on this device) and nothing else',
    atStart,
    (o) => o.has('busy') && o.running().join() === 'loadDesign',
  ),
  rule(
    'domain design.ts',
    'a design that does not exist says so; another failure offers Try again',
    (o) => o.on('xstate.error.actor.loadDesign'),
    (o) =>
      o.has('problem') &&
      o.context.error ===
        ((o.event.error as { status?: number })?.status === 404
          ? 'This design does not exist or was deleted.'
          : 'The design could not be loaded.'),
  ),
  rule(
    'domain design.ts',
    'a draft of unsaved edits for the version loaded is restored, unsaved; a draft of an older version meets the newer one as a conflict',
    (o) =>
      o.on('xstate.done.actor.loadDesign') &&
      o.event.output.draft !== null &&
      JSON.stringify(o.event.output.draft.doc) !== JSON.stringify(o.event.output.design.doc),
    (o) => {
      const { design, draft } = o.event.output as { design: { version: number }; draft: { version: number } };
      if (
        JSON.stringify(present(o.snapshot)) !== JSON.stringify((draft as unknown as { doc: DesignDoc }).doc)
      )
        return false;
      return draft.version < design.version ? inConflict(o.snapshot) && o.has('problem') : o.has('unsaved');
    },
  ),
  rule(
    'invariant',
    'while editing, the page never says "saved" while the document or name differs from the server copy',
    (o) => ready(o.snapshot) && !o.has('unsaved'),
    (o) => !unsaved(o.snapshot) && o.running().length === 0,
  ),
  rule(
    'domain design.ts',
    'every save sends the present document with the version the edits started from (the server refuses another)',
    (o) => o.started(SAVE),
    (o) => {
      const input = sent(o);
      const base = o.context.design;
      return (
        input !== undefined &&
        base !== null &&
        input.version === base.version &&
        input.doc === present(o.snapshot) &&
        input.name === o.context.name
      );
    },
  ),
  rule(
    'domain design.ts',
    `autosave: a save starts ${DESIGN_AUTOSAVE_MS} ms after the last change (or after the answer of a save that ended with newer changes, or after opening with a restored draft), not before`,
    (o) => o.started(SAVE) && o.event.type.startsWith('xstate.after.autosave'),
    (o) => {
      const last = [...o.history]
        .reverse()
        .find(
          (step) =>
            step.event.type === 'xstate.done.actor.saveDesign' ||
            step.event.type === 'xstate.done.actor.loadDesign' ||
            (CHANGES.includes(step.event.type as (typeof CHANGES)[number]) &&
              (present(step.snapshot) !== present(step.previous) ||
                step.snapshot.context.name !== step.previous?.context.name)),
        );
      return last !== undefined && o.now - last.now === DESIGN_AUTOSAVE_MS;
    },
  ),
  rule(
    'domain design.ts',
    'Save saves at once when online and something is unsaved',
    (o) =>
      o.on('save') &&
      ready(o.previous) &&
      unsaved(o.previous) &&
      o.previous!.context.online &&
      !inConflict(o.previous) &&
      !o.previous!.hasTag('saving'),
    (o) => o.started(SAVE),
  ),
  rule(
    'domain design.ts',
    'leaving with unsaved changes sends them once more, with the version they started from',
    (o) => o.on('leave') && ready(o.previous) && unsaved(o.previous),
    (o) => {
      const [params] = o.paramsOf<{ version: number; doc: DesignDoc }>('saveOnLeave');
      return (
        params !== undefined &&
        params.doc === present(o.previous) &&
        params.version === o.previous!.context.design!.version
      );
    },
  ),
  rule(
    'domain design.ts',
    'every change that leaves unsaved edits is kept on this device at once (a closed tab or a lost connection loses nothing)',
    (o) => CHANGES.some((type) => o.on(type)) && ready(o.snapshot) && changed(o) && unsaved(o.snapshot),
    (o) => o.paramsOf<{ doc: DesignDoc }>('keepDraft').some((draft) => draft.doc === present(o.snapshot)),
  ),
  rule(
    'domain design.ts',
    'nothing is saved while offline; back online, unsaved changes are saved at once',
    (o) =>
      ready(o.snapshot) &&
      (o.started(SAVE) ||
        (o.on('online') &&
          o.previous!.context.online === false &&
          unsaved(o.previous) &&
          !inConflict(o.previous) &&
          !o.previous!.hasTag('saving'))),
    (o) => (o.on('online') ? o.started(SAVE) : o.context.online),
  ),
  rule(
    'domain design.ts',
    'a save refused because a newer version exists offers the choice, and nothing saves until one is made',
    (o) => inConflict(o.snapshot) && ready(o.snapshot) && !o.has('saving'),
    (o) => o.has('problem') && !o.running().includes(SAVE),
  ),
  rule(
    'domain design.ts',
    '"Use their version" shows theirs and keeps mine one undo away',
    (o) => o.on('conflict.takeTheirs') && inConflict(o.previous),
    (o) => {
      const theirs = o.previous!.context.conflict!;
      const history = o.context.history!;
      return (
        present(o.snapshot) === theirs.doc && history.past.at(-1) === present(o.previous) && !o.has('unsaved')
      );
    },
  ),
  rule(
    'domain design.ts',
    '"Keep my version" saves mine over theirs only by choice: the save starts from their version',
    (o) => o.on('conflict.keepMine') && inConflict(o.previous),
    (o) =>
      present(o.snapshot) === present(o.previous) &&
      (!o.context.online || sent(o)?.version === o.previous!.context.conflict!.version),
  ),
  rule(
    'domain design.ts',
    `a failed save keeps the changes and tries again ${DESIGN_SAVE_RETRY_MS} ms later`,
    (o) => o.started(SAVE) && o.event.type.startsWith('xstate.after.saveRetry'),
    (o) =>
      o.msSince((snapshot) => snapshot.hasTag('problem') && !inConflict(snapshot)) === DESIGN_SAVE_RETRY_MS,
  ),
  rule(
    'domain design.ts',
    'a save answered without conflict leaves unsaved only the edits made while it was under way',
    (o) => o.on('xstate.done.actor.saveDesign') && o.event.output.ok === true,
    (o) =>
      o.context.savedDoc === o.previous!.context.sending?.doc &&
      o.has('unsaved') ===
        (present(o.snapshot) !== o.context.savedDoc || o.context.name !== o.context.savedName),
  ),
  rule('domain design.ts', 'locked and hidden layers are never selected on the page', always, (o) =>
    o.context.selection.every((id) => {
      const node = nodeOf(o, id);
      return node !== undefined && !node.locked && !node.hidden;
    }),
  ),
  rule(
    'domain design.ts',
    'a text is edited in place only when it is an unlocked, visible text',
    (o) => o.snapshot.matches({ ready: { editing: 'textEditing' } }),
    (o) => {
      const node = o.context.editingTextId === null ? undefined : nodeOf(o, o.context.editingTextId);
      return node?.kind === 'text' && !node.locked && !node.hidden;
    },
  ),
  rule(
    'domain design.ts',
    'undo goes back one change and redo forward again; neither changes anything at the end of the history',
    (o) => (o.on('undo') || o.on('redo')) && ready(o.previous),
    (o) => {
      const before = o.previous!.context.history!;
      if (o.on('undo'))
        return before.past.length === 0 ? !changed(o) : present(o.snapshot) === before.past.at(-1);
      return before.future.length === 0 ? !changed(o) : present(o.snapshot) === before.future[0];
    },
  ),
]);
