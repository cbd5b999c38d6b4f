/**
 * One editing session of a design (issue 19; `/editor/{accid}/{id}`): the document with its undo history, what is
 * selected, and keeping the server's copy up to date without losing an edit.
 *
 * - `loading`: the design from the server and, when this device kept one, the local draft of unsaved edits (a tab
 *   closed or a connection lost before they were saved). A draft of the version loaded is restored as unsaved
 *   edits; a draft of an older version meets a newer server copy: the conflict choice. Not found, or failed with
 *   Try again.
 * - `ready.editing`: `idle` (nothing selected), `selecting`, `transforming` (a drag, resize or rotation under way:
 *   the page shows it live and sends one edit at the end) and `textEditing` (a text edited in place). Every change
 *   is one `edit` (src/domain/design.ts DesignEdit) applied by src/domain/designOps.ts, an undo step (typing and
 *   nudging coalesce into one), and kept as the local draft.
 * - `ready.persistence`: `saved`, `dirty` (saved DESIGN_AUTOSAVE_MS after the last change, at once on Save or on
 *   leaving), `saving` (with the version the edits started from; edits made meanwhile stay unsaved), `saveFailed`
 *   (kept, tried again after DESIGN_SAVE_RETRY_MS or on Save), `offline` (kept on the device; saved when back
 *   online, spec 4.9), and `conflict` (the server has a newer version, saved elsewhere: keep mine, use theirs, or
 *   save mine as a copy; nothing is overwritten without the choice, and nothing is lost).
 */
import { designEditorSetup, draftKeyParams, draftParams, present } from './designEditor.setup.ts';
import { failure } from './provided.ts';

export type {
  DesignDraft,
  DesignEditorContext,
  DesignEditorEvent,
  DesignEditorInput,
  LoadedDesign,
  SaveOutcome,
  SaveRequest,
} from './designEditor.setup.ts';

const keepDraft = { type: 'keepDraft', params: draftParams } as const;
const dropDraft = { type: 'dropDraft', params: draftKeyParams } as const;

export const designEditorMachine = designEditorSetup.createMachine({
  id: 'designEditor',
  context: ({ input }) => ({
    ...input,
    design: null,
    history: null,
    name: '',
    selection: [],
    editingTextId: null,
    savedDoc: null,
    savedName: '',
    sending: null,
    conflict: null,
    error: null,
    restoredDraft: false,
  }),
  initial: 'loading',
  on: {
    online: { actions: 'setOnline' },
    offline: { actions: 'setOnline' },
  },
  states: {
    loading: {
      description: 'The design, and the unsaved edits this device kept for it.',
      tags: ['busy'],
      invoke: {
        id: 'loadDesign',
        src: 'loadDesign',
        input: ({ context }) => ({ accountId: context.accountId, designId: context.designId }),
        onDone: { target: 'ready', actions: 'loaded' },
        onError: [
          { guard: 'isNotFound', target: 'missing', actions: 'notFound' },
          {
            target: 'failed',
            actions: [{ type: 'logFailure', params: failure('loading the design') }, 'loadFailed'],
          },
        ],
      },
    },
    failed: {
      description: 'The design could not be loaded: the reason and Try again.',
      tags: ['problem'],
      on: { retry: { target: 'loading', actions: 'clearError' } },
    },
    missing: {
      description: 'No such design in this account (or it was deleted).',
      tags: ['problem'],
    },
    ready: {
      type: 'parallel',
      on: {
        leave: {
          guard: 'isDirty',
          actions: { type: 'saveOnLeave', params: draftParams },
          description: 'Leaving with unsaved changes: they are sent once more (the draft stays too).',
        },
      },
      states: {
        editing: {
          description: 'What the person is doing on the page.',
          initial: 'idle',
          on: {
            edit: { actions: 'applyEdit' },
            undo: { actions: 'undo' },
            redo: { actions: 'redo' },
            rename: { actions: 'rename' },
          },
          states: {
            idle: {
              description: 'Nothing selected.',
              on: {
                select: { guard: 'selectsSomething', target: 'selecting', actions: 'select' },
              },
              always: { guard: 'hasSelection', target: 'selecting' },
            },
            selecting: {
              description: 'One or more layers selected: move, resize, change or edit them.',
              always: { guard: 'nothingSelected', target: 'idle' },
              on: {
                select: [
                  { guard: 'selectsSomething', actions: 'select' },
                  {
                    target: 'idle',
                    actions: 'select',
                    description: 'A click on nothing clears the selection.',
                  },
                ],
                'transform.start': { target: 'transforming', actions: 'boundary' },
                'text.start': {
                  guard: 'isEditableText',
                  target: 'textEditing',
                  actions: ['boundary', 'startText'],
                },
              },
            },
            transforming: {
              description: 'A drag, resize or rotation under way; it becomes one undo step when it ends.',
              on: {
                'transform.end': { target: 'selecting', actions: 'applyEdit' },
                'transform.cancel': { target: 'selecting' },
              },
            },
            textEditing: {
              description: 'A text edited in place; Escape leaves it as it was.',
              exit: 'endText',
              on: {
                'text.commit': { target: 'selecting', actions: 'applyEdit' },
                'text.cancel': { target: 'selecting' },
              },
            },
          },
        },
        persistence: {
          description: 'Keeping the server copy up to date without losing an edit.',
          initial: 'starting',
          on: { 'doc.changed': { actions: keepDraft } },
          states: {
            starting: {
              always: [
                { guard: 'staleDraft', target: 'conflict' },
                { guard: 'restoredDraft', target: 'dirty' },
                { target: 'saved' },
              ],
            },
            saved: {
              description: 'The server holds every change.',
              on: { 'doc.changed': { guard: 'isDirty', target: 'dirty', actions: keepDraft } },
            },
            dirty: {
              description: 'Unsaved changes: saved a few seconds after the last one, or now on Save.',
              tags: ['unsaved'],
              on: {
                'doc.changed': [
                  { guard: 'isDirty', target: 'dirty', reenter: true, actions: keepDraft },
                  {
                    target: 'saved',
                    actions: dropDraft,
                    description: 'Undone back to the saved design.',
                  },
                ],
                save: { target: 'checking' },
                online: { target: 'checking', actions: 'setOnline' },
                offline: { target: 'offline', actions: 'setOnline' },
              },
              after: { autosave: { target: 'checking' } },
            },
            checking: {
              always: [
                { guard: 'isDirty', target: 'sending' },
                { target: 'saved', actions: dropDraft },
              ],
            },
            sending: {
              always: [{ guard: 'isOnline', target: 'saving' }, { target: 'offline' }],
            },
            saving: {
              description: 'Saving, with the version the edits started from.',
              tags: ['saving', 'unsaved'],
              entry: 'send',
              invoke: {
                id: 'saveDesign',
                src: 'saveDesign',
                input: ({ context }) => ({
                  accountId: context.accountId,
                  designId: context.designId,
                  version: context.design!.version,
                  name: context.sending!.name,
                  doc: context.sending!.doc,
                }),
                onDone: [
                  { guard: 'isConflict', target: 'conflict', actions: 'storeConflict' },
                  { guard: 'changedMeanwhile', target: 'dirty', actions: 'storeSaved' },
                  { target: 'saved', actions: ['storeSaved', dropDraft] },
                ],
                onError: {
                  target: 'saveFailed',
                  actions: [{ type: 'logFailure', params: failure('saving the design') }, 'saveFailed'],
                },
              },
              on: { offline: { actions: 'setOnline' } },
            },
            saveFailed: {
              description: 'The save failed: the changes stay here and are tried again shortly, or on Save.',
              tags: ['unsaved', 'problem'],
              after: { saveRetry: { target: 'sending', actions: 'clearError' } },
              on: {
                save: { target: 'sending', actions: 'clearError' },
                online: { target: 'sending', actions: ['setOnline', 'clearError'] },
                offline: { target: 'offline', actions: ['setOnline', 'clearError'] },
              },
            },
            offline: {
              description: 'Offline: the changes are kept on this device and saved when back online.',
              tags: ['unsaved'],
              on: { online: { target: 'checking', actions: 'setOnline' } },
            },
            conflict: {
              description:
                'A newer version was saved elsewhere: keep mine, use theirs, or save mine as a copy.',
              tags: ['unsaved', 'problem'],
              on: {
                'conflict.keepMine': { target: 'checking', actions: 'keepMine' },
                'conflict.takeTheirs': { target: 'saved', actions: ['takeTheirs', dropDraft] },
                'conflict.keepCopy': { target: 'copying' },
              },
            },
            copying: {
              description: 'Saving my version as a new design; this one takes theirs.',
              tags: ['saving', 'unsaved'],
              invoke: {
                id: 'saveCopy',
                src: 'saveCopy',
                input: ({ context }) => ({
                  accountId: context.accountId,
                  name: context.name,
                  doc: present(context)!,
                  from: context.conflict!,
                }),
                onDone: {
                  target: 'saved',
                  actions: [
                    'takeTheirs',
                    dropDraft,
                    { type: 'openDesign', params: ({ event }) => ({ id: event.output.id }) },
                  ],
                },
                onError: {
                  target: 'conflict',
                  actions: [{ type: 'logFailure', params: failure('saving a copy') }, 'copyFailed'],
                },
              },
            },
          },
        },
      },
    },
  },
});
