/**
 * The design editor's paths as the page can walk them (designEditor.model.ts): each path replayed on the machine
 * (pure transitions, so every step's snapshot is the path's own, not another way to the same vertex), and the rules
 * that say when a step has no honest counterpart on the page.
 *
 * The page's edits stand in for the samples' by what they do to the machine: the samples' colour change of the dot
 * (EDIT_DOT) is the colour field the Properties panel shows for what is selected (the page's background with
 * nothing selected), a new layer is the toolbar's Rectangle, a removal is Delete; a drag moves the selected layer.
 * Each changes the document exactly where the sample's does and keeps the selection as it does, so undo, redo and
 * "unsaved" follow the same course; a sample edit that changes nothing has no counterpart (the page sends none).
 */
import { getInitialSnapshot, getNextSnapshot, type AnyEventObject, type SnapshotFrom } from 'xstate';
import {
  designEditorMachine,
  type DesignEditorContext,
  type DesignEditorInput,
} from '../../../machines/designEditor.machine.ts';
import { designEditorSamples } from '../../../machines/designEditor.samples.ts';
import type { DesignEdit } from '../../../src/domain/design.ts';
import { applyEdit } from '../../../src/domain/designOps.ts';
import type { UiPath } from './uiModel.ts';
import { isUserEvent } from './uiModelPlan.ts';

export type EditorSnapshot = SnapshotFrom<typeof designEditorMachine>;

/** The snapshots of a path on the machine: [0] the initial one, [i] after step i. */
export function replaySnapshots(path: UiPath): EditorSnapshot[] {
  let snapshot = getInitialSnapshot(designEditorMachine, path.input as DesignEditorInput);
  const snapshots = [snapshot];
  for (const step of path.steps.slice(1)) {
    snapshot = getNextSnapshot(
      designEditorMachine,
      snapshot,
      step.event as Parameters<typeof getNextSnapshot<typeof designEditorMachine>>[2],
    );
    snapshots.push(snapshot);
  }
  return snapshots;
}

export const present = (snapshot: EditorSnapshot) => snapshot.context.history?.present ?? null;
export const isDirty = ({ context }: { context: DesignEditorContext }) =>
  context.history !== null &&
  (context.history.present !== context.savedDoc || context.name !== context.savedName);
export const persistenceIs = (snapshot: EditorSnapshot, state: string) =>
  snapshot.matches({ ready: { persistence: state } } as never);
export const editingIs = (snapshot: EditorSnapshot, state: string) =>
  snapshot.matches({ ready: { editing: state } } as never);

/** The dialog of the conflict choice is open (modal: the page behind it takes no input). */
export const choosing = (snapshot: EditorSnapshot) =>
  persistenceIs(snapshot, 'conflict') || persistenceIs(snapshot, 'copying');

/** The step starts a save (PUT): it enters `saving`. */
export const startsSave = (before: EditorSnapshot, after: EditorSnapshot) =>
  persistenceIs(after, 'saving') && !persistenceIs(before, 'saving');

/** The step starts a copy (POST): it enters `copying`. */
export const startsCopy = (before: EditorSnapshot, after: EditorSnapshot) =>
  persistenceIs(after, 'copying') && !persistenceIs(before, 'copying');

/** The step is a `leave` that sends the unsaved changes once more (a PUT as the page goes). */
export const savesOnLeave = (event: AnyEventObject, before: EditorSnapshot) =>
  event.type === 'leave' && before.matches('ready') && isDirty(before);

const NETWORK_AND_LEAVING = ['online', 'offline', 'leave'];
const WHILE_CHOOSING = [
  ...NETWORK_AND_LEAVING,
  'conflict.keepMine',
  'conflict.takeTheirs',
  'conflict.keepCopy',
];
const WHILE_DRAGGING = [...NETWORK_AND_LEAVING, 'save', 'transform.end', 'transform.cancel'];

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));
const onPage = (snapshot: EditorSnapshot, id: string) =>
  present(snapshot)?.nodes.some((node) => node.id === id) ?? false;

export const reasons = {
  modal:
    'the conflict choice is a modal dialog: the page behind it takes no click or key until one of its three buttons is pressed',
  dragging:
    'a drag holds the mouse button down: the page takes clicks, fields and the layers panel only after it ends',
  textConflict:
    'the conflict dialog takes the focus as it opens, and a text edited in place is kept when its field loses the focus (text.commit comes first)',
  textStart:
    'the page edits a text in place only when it is the one layer selected (Enter or a double-click on it); a double-click on another layer selects it first, and a shape never starts a text edit',
  noChange:
    'the sample edit changes nothing (the same colour again, a layer that is gone, the same place): the page sends no such edit, its fields and drags always change the design',
  gone: 'the layer is not on the page any more (removed): the layers panel has no row to click',
  copyOffline:
    'a copy saved while the browser is offline fails at once (the browser refuses the request): its failure is the next thing that happens',
  afterCopy:
    'a copy saved opens the copy in the editor: this design’s editor is gone, so nothing more happens in it',
} as const;

/** Why the page cannot take the path's step `index`, or null. */
export function stepReason(path: UiPath, snapshots: readonly EditorSnapshot[], index: number): string | null {
  const event = path.steps[index]!.event;
  const before = snapshots[index - 1]!;
  const after = snapshots[index]!;
  if (path.steps.slice(1, index).some((step) => step.event.type === 'xstate.done.actor.saveCopy')) {
    return reasons.afterCopy;
  }
  if (!isUserEvent(event.type)) {
    const opensDialog = persistenceIs(after, 'conflict') && !choosing(before);
    return opensDialog && editingIs(before, 'textEditing') ? reasons.textConflict : null;
  }
  if (choosing(before) && !WHILE_CHOOSING.includes(event.type)) return reasons.modal;
  if (editingIs(before, 'transforming') && !WHILE_DRAGGING.includes(event.type)) return reasons.dragging;
  switch (event.type) {
    case 'conflict.keepCopy':
      return before.context.online || path.steps[index + 1]?.event.type === 'xstate.error.actor.saveCopy'
        ? null
        : reasons.copyOffline;
    case 'text.start':
      return event.id === 'text-1' && sameIds(before.context.selection, ['text-1'])
        ? null
        : reasons.textStart;
    case 'edit':
    case 'transform.end':
      return present(after) === present(before) ? reasons.noChange : null;
    case 'select': {
      const ids = event.ids as string[];
      return ids.every((id) => onPage(before, id)) ? null : reasons.gone;
    }
    default:
      return null;
  }
}

/** Why the page cannot walk the path, or null. */
export function pathReason(path: UiPath): string | null {
  const snapshots = replaySnapshots(path);
  for (let index = 1; index < path.steps.length; index += 1) {
    const reason = stepReason(path, snapshots, index);
    if (reason !== null) return reason;
  }
  return null;
}

/** Whether the sample event, sent from `snapshot`, is one the page can send (`stepReason`'s rules for one step). */
function offered(snapshot: EditorSnapshot, event: AnyEventObject): boolean {
  if (!isUserEvent(event.type)) return true;
  if (choosing(snapshot)) return WHILE_CHOOSING.includes(event.type);
  if (editingIs(snapshot, 'transforming') && !WHILE_DRAGGING.includes(event.type)) return false;
  const doc = present(snapshot);
  switch (event.type) {
    case 'text.start':
      return event.id === 'text-1' && sameIds(snapshot.context.selection, ['text-1']);
    case 'edit':
    case 'transform.end':
      return doc !== null && applyEdit(doc, event.edit as DesignEdit).changed;
    case 'select':
      return (event.ids as string[]).every((id) => onPage(snapshot, id));
    default:
      return true;
  }
}

/**
 * The catalogue's sample events, without those the page has no counterpart for (see `stepReason`), which keeps
 * the graph to what a person can do on the page.
 */
export function designEditorEvents(snapshot: EditorSnapshot): AnyEventObject[] {
  return designEditorSamples.events(snapshot).filter((event) => offered(snapshot, event));
}
