/**
 * The design editor's types, actions, guards and delays (designEditor.machine.ts holds the states): split so each
 * file stays readable.
 */
import { assign, enqueueActions, setup } from 'xstate';
import {
  DESIGN_AUTOSAVE_MS,
  DESIGN_SAVE_RETRY_MS,
  designMessages,
  type Design,
  type DesignDoc,
  type DesignEdit,
} from '../src/domain/design.ts';
import {
  canRedo,
  canUndo,
  commit,
  historyOf,
  markBoundary,
  redo,
  undo,
  type DesignHistory,
} from '../src/domain/designHistory.ts';
import { applyEdit, editKey, selectableIds } from '../src/domain/designOps.ts';
import { provided } from './provided.ts';

export interface DesignEditorInput {
  accountId: number;
  designId: number;
  online: boolean;
}

/** Unsaved edits this device kept: the version they started from and the document. */
export interface DesignDraft {
  version: number;
  name: string;
  doc: DesignDoc;
}

export interface LoadedDesign {
  design: Design;
  draft: DesignDraft | null;
}

export interface SaveRequest {
  accountId: number;
  designId: number;
  version: number;
  name: string;
  doc: DesignDoc;
}

export type SaveOutcome = { ok: true; design: Design } | { ok: false; conflict: Design };

export interface DesignEditorContext extends DesignEditorInput {
  /** The design as the server last answered (its version is the one edits start from). */
  design: Design | null;
  history: DesignHistory | null;
  /** The name as edited (saved with the document). */
  name: string;
  selection: string[];
  editingTextId: string | null;
  /** The document and name the server holds at `design.version` (dirty = the present differs). */
  savedDoc: DesignDoc | null;
  savedName: string;
  /** What the save under way sends. */
  sending: { doc: DesignDoc; name: string } | null;
  /** The server's newer version met by a save or a stale draft. */
  conflict: Design | null;
  error: string | null;
  /** The load restored unsaved edits kept on this device. */
  restoredDraft: boolean;
}

export type DesignEditorEvent =
  | { type: 'select'; ids: string[]; mode?: 'replace' | 'toggle' }
  | { type: 'edit'; edit: DesignEdit }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'rename'; name: string }
  | { type: 'transform.start' }
  | { type: 'transform.end'; edit: DesignEdit }
  | { type: 'transform.cancel' }
  | { type: 'text.start'; id: string }
  | { type: 'text.commit'; id: string; text: string; width: number }
  | { type: 'text.cancel' }
  | { type: 'save' }
  | { type: 'leave' }
  | { type: 'online' }
  | { type: 'offline' }
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.takeTheirs' }
  | { type: 'conflict.keepCopy' }
  | { type: 'retry' }
  | { type: 'doc.changed' };

export const present = (context: DesignEditorContext) => context.history?.present ?? null;
export const isDirty = (context: DesignEditorContext) =>
  present(context) !== context.savedDoc || context.name !== context.savedName;

/** The selection after a change: the edit's own, else the old one without nodes that went away. */
function nextSelection(doc: DesignDoc, wanted: string[]): string[] {
  return selectableIds(doc, wanted);
}

/** What the draft of the present edits holds (the `keepDraft` action's params). */
export const draftParams = ({ context }: { context: DesignEditorContext }) => ({
  accountId: context.accountId,
  designId: context.designId,
  version: context.design!.version,
  name: context.name,
  doc: present(context)!,
});

/** Which draft to forget (the `dropDraft` action's params). */
export const draftKeyParams = ({ context }: { context: DesignEditorContext }) => ({
  accountId: context.accountId,
  designId: context.designId,
});

export const designEditorSetup = setup({
  types: {
    context: {} as DesignEditorContext,
    events: {} as DesignEditorEvent,
    input: {} as DesignEditorInput,
    tags: {} as 'busy' | 'unsaved' | 'saving' | 'problem',
  },
  actors: {
    /** GET /auth/designs/{id}, and the draft this device kept for it. */
    loadDesign: provided<LoadedDesign, { accountId: number; designId: number }>('loadDesign'),
    /** PUT /auth/designs/{id} with the version the edits started from. */
    saveDesign: provided<SaveOutcome, SaveRequest>('saveDesign'),
    /** POST /auth/designs (a copy holding my version), when mine is kept as a copy. */
    saveCopy: provided<Design, { accountId: number; name: string; doc: DesignDoc; from: Design }>('saveCopy'),
  },
  actions: {
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    /** Keeps the unsaved edits on this device (a draft per design). */
    keepDraft: (_, _params: DesignDraft & { accountId: number; designId: number }) => {},
    /** Forgets the draft once the server holds the same. */
    dropDraft: (_, _params: { accountId: number; designId: number }) => {},
    /** A last save as the page goes away (sent with keepalive; the draft stays until the next load sees it). */
    saveOnLeave: (_, _params: SaveRequest) => {},
    /** Opens another design (the copy made of my version). */
    openDesign: (_, _params: { id: number }) => {},
    loaded: assign(({ event }) => {
      const { design, draft } = (event as unknown as { output: LoadedDesign }).output;
      const restored = draft !== null && JSON.stringify(draft.doc) !== JSON.stringify(design.doc);
      const doc = restored ? draft.doc : design.doc;
      return {
        design,
        history: historyOf(doc),
        name: restored ? draft.name : design.name,
        savedDoc: design.doc,
        savedName: design.name,
        restoredDraft: restored,
        conflict: restored && draft.version < design.version ? design : null,
        selection: [],
        editingTextId: null,
        error: null,
      };
    }),
    loadFailed: assign({ error: designMessages.loadFailed }),
    notFound: assign({ error: designMessages.notFound }),
    select: assign(({ context, event }) => {
      if (event.type !== 'select' || !context.history) return {};
      const ids = selectableIds(context.history.present, event.ids);
      if (event.mode !== 'toggle') return { selection: ids };
      const toggled = context.selection.filter((id) => !ids.includes(id));
      return { selection: [...toggled, ...ids.filter((id) => !context.selection.includes(id))] };
    }),
    /** Applies an edit (of `edit`, `transform.end` or `text.commit`) as an undo step, and says the doc changed. */
    applyEdit: enqueueActions(({ context, event, enqueue }) => {
      if (!context.history) return;
      const edit: DesignEdit | null =
        event.type === 'edit' || event.type === 'transform.end'
          ? event.edit
          : event.type === 'text.commit'
            ? { type: 'update', ids: [event.id], patch: { text: event.text, width: event.width } }
            : null;
      if (!edit) return;
      const result = applyEdit(context.history.present, edit);
      if (!result.changed) return;
      const key = event.type === 'edit' ? editKey(edit) : null;
      const history = commit(context.history, result.doc, key);
      enqueue.assign({
        history,
        selection: nextSelection(result.doc, result.selection ?? context.selection),
      });
      enqueue.raise({ type: 'doc.changed' });
    }),
    undo: enqueueActions(({ context, enqueue }) => {
      if (!context.history || !canUndo(context.history)) return;
      const history = undo(context.history);
      enqueue.assign({ history, selection: nextSelection(history.present, context.selection) });
      enqueue.raise({ type: 'doc.changed' });
    }),
    redo: enqueueActions(({ context, enqueue }) => {
      if (!context.history || !canRedo(context.history)) return;
      const history = redo(context.history);
      enqueue.assign({ history, selection: nextSelection(history.present, context.selection) });
      enqueue.raise({ type: 'doc.changed' });
    }),
    rename: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'rename' || event.name.trim() === '' || event.name === context.name) return;
      enqueue.assign({ name: event.name.trim() });
      enqueue.raise({ type: 'doc.changed' });
    }),
    startText: assign(({ event }) => (event.type === 'text.start' ? { editingTextId: event.id } : {})),
    endText: assign({ editingTextId: null }),
    boundary: assign(({ context }) => (context.history ? { history: markBoundary(context.history) } : {})),
    send: assign(({ context }) => ({ sending: { doc: present(context)!, name: context.name } })),
    /** The server holds what was sent, at its new version. */
    storeSaved: enqueueActions(({ context, event, enqueue }) => {
      const outcome = (event as unknown as { output: SaveOutcome }).output;
      if (!outcome.ok || !context.sending) return;
      enqueue.assign({
        design: outcome.design,
        savedDoc: context.sending.doc,
        savedName: context.sending.name,
        sending: null,
        error: null,
        restoredDraft: false,
      });
    }),
    storeConflict: assign(({ event }) => {
      const outcome = (event as unknown as { output: SaveOutcome }).output;
      return outcome.ok ? {} : { conflict: outcome.conflict, sending: null };
    }),
    saveFailed: assign({ error: designMessages.saveFailed, sending: null }),
    /** The copy was not made: the choice stays open, with why (nothing retries it by itself). */
    copyFailed: assign({ error: designMessages.copyFailed }),
    clearError: assign({ error: null }),
    /** Keep mine: the next save starts from their version, so it replaces theirs (by choice). */
    keepMine: assign(({ context }) =>
      context.conflict
        ? {
            design: context.conflict,
            savedDoc: context.conflict.doc,
            savedName: context.conflict.name,
            conflict: null,
          }
        : {},
    ),
    /** Use theirs: their document becomes the present (an undo step, so mine can still be got back). */
    takeTheirs: assign(({ context }) => {
      const theirs = context.conflict;
      if (!theirs || !context.history) return {};
      return {
        design: theirs,
        history: commit(context.history, theirs.doc, null),
        name: theirs.name,
        savedDoc: theirs.doc,
        savedName: theirs.name,
        conflict: null,
        selection: [],
      };
    }),
    setOnline: assign(({ event }) => ({ online: event.type === 'online' })),
  },
  guards: {
    isNotFound: ({ event }) => (event as unknown as { error?: { status?: number } }).error?.status === 404,
    restoredDraft: ({ context }) => context.restoredDraft && context.conflict === null,
    staleDraft: ({ context }) => context.conflict !== null,
    hasSelection: ({ context }) => context.selection.length > 0,
    nothingSelected: ({ context }) => context.selection.length === 0,
    selectsSomething: ({ context, event }) =>
      event.type === 'select' &&
      !!context.history &&
      (event.mode === 'toggle'
        ? context.selection.length + selectableIds(context.history.present, event.ids).length > 0 &&
          !(
            context.selection.length > 0 &&
            context.selection.every((id) => event.ids.includes(id)) &&
            event.ids.every((id) => context.selection.includes(id))
          )
        : selectableIds(context.history.present, event.ids).length > 0),
    isEditableText: ({ context, event }) => {
      if (event.type !== 'text.start' || !context.history) return false;
      const node = context.history.present.nodes.find((candidate) => candidate.id === event.id);
      return node?.kind === 'text' && !node.locked && !node.hidden;
    },
    isDirty: ({ context }) => isDirty(context),
    isOnline: ({ context }) => context.online,
    isConflict: ({ event }) => !(event as unknown as { output: SaveOutcome }).output.ok,
    /** After a save: edits made while it was under way are still unsaved. */
    changedMeanwhile: ({ context }) =>
      context.sending !== null &&
      (present(context) !== context.sending.doc || context.name !== context.sending.name),
  },
  delays: {
    autosave: DESIGN_AUTOSAVE_MS,
    saveRetry: DESIGN_SAVE_RETRY_MS,
  },
});
