/**
 * The folder side of the Reel ideas tab (ReelIdeasTab.tsx): the list of folders with "All ideas" and "Not in a
 * folder", the new-folder form, and the shown folder's heading with its inline rename and its deletion (after a
 * confirmation). The writes go through src/api/queries/libraryExtras.ts, which marks the account's reel ideas and
 * folders stale after each; a refusal shows the server's sentence at the field, keeping what was typed.
 */
import { Description, DialogTitle } from '@headlessui/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { api } from '../../../api/index.ts';
import { libraryExtrasCalls } from '../../../api/libraryExtras.ts';
import { reelFolderWrites } from '../../../api/queries/libraryExtras.ts';
import {
  folderNameProblem,
  normaliseFolderName,
  reelIdeasText as text,
  type ReelFolderSummary,
  type ReelLibrary,
  type ReelView,
} from '../../../domain/reelIdeas.ts';
import { Button } from '../../../ui/Button.tsx';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.tsx';
import { Field, inputClass } from '../../../ui/Field.tsx';
import { describedByOf } from '../../../ui/FieldNotes.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { buttonClass } from '../../../ui/buttonClass.ts';

/** The folder writes, each followed by the invalidation of the account's reel ideas and folders. */
export const writes = reelFolderWrites(libraryExtrasCalls(api));

const FOLDERS_HEADING_ID = 'reel-folders-heading';

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Moves the focus once the render that a state change causes is on screen: `focusSoon(ref)` with the state change
 * (a field that only appears in that render, a heading that replaces the button that had the focus).
 */
export function useFocusSoon() {
  const target = useRef<{ ref: RefObject<HTMLElement | null>; select: boolean } | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const next = target.current;
    target.current = null;
    const element = next?.ref.current;
    if (!element) return;
    element.focus();
    if (next.select && element instanceof HTMLInputElement) element.select();
  }, [request]);
  return (ref: RefObject<HTMLElement | null>, select = false) => {
    target.current = { ref, select };
    setRequest((count) => count + 1);
  };
}

export function PaneHeading({
  headingRef,
  name,
  count,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  name: string;
  count: number;
}) {
  return (
    <h3
      id="reel-pane-heading"
      ref={headingRef}
      tabIndex={-1}
      className="min-w-0 text-lg font-semibold break-words text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      {name} <span className="text-sm font-normal text-slate-600">({count})</span>
    </h3>
  );
}

export function FolderPanel({
  accountId,
  canEdit,
  library,
  view,
  onChoose,
  onCreated,
}: {
  accountId: number;
  canEdit: boolean;
  library: ReelLibrary;
  view: ReelView;
  onChoose: (view: ReelView) => void;
  onCreated: (folderId: number, message: string) => void;
}) {
  const entry = (key: string, label: string, count: number, target: ReelView, pressed: boolean) => (
    <li key={key} className="min-w-0">
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => onChoose(target)}
        className={`flex w-full min-w-0 items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
          pressed ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'
        }`}
      >
        <span className="min-w-0 break-words">{label}</span>
        <span className={`shrink-0 text-xs ${pressed ? 'text-white' : 'text-slate-600'}`}>
          {count}
          <span className="sr-only">{count === 1 ? ' idea' : ' ideas'}</span>
        </span>
      </button>
    </li>
  );
  return (
    <nav aria-labelledby={FOLDERS_HEADING_ID} className="flex min-w-0 flex-col gap-3">
      <h3 id={FOLDERS_HEADING_ID} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {text.foldersHeading}
      </h3>
      <ul aria-label={text.foldersLabel} className="flex flex-col gap-1">
        {entry('all', text.all, library.ideas.length, { kind: 'all' }, view.kind === 'all')}
        {entry('unfiled', text.unfiled, library.unfiledCount, { kind: 'unfiled' }, view.kind === 'unfiled')}
        {library.folders.map((folder) =>
          entry(
            `folder-${folder.id}`,
            folder.name,
            folder.count,
            { kind: 'folder', folderId: folder.id },
            view.kind === 'folder' && view.folderId === folder.id,
          ),
        )}
      </ul>
      {library.folders.length === 0 ? <p className="px-3 text-sm text-slate-600">{text.noFolders}</p> : null}
      {canEdit ? (
        <NewFolderForm accountId={accountId} folders={library.folders} onCreated={onCreated} />
      ) : null}
    </nav>
  );
}

function NewFolderForm({
  accountId,
  folders,
  onCreated,
}: {
  accountId: number;
  folders: readonly ReelFolderSummary[];
  onCreated: (folderId: number, message: string) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = folderNameProblem(name, folders);
    if (problem !== null) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const made = await writes.addFolder(accountId, normaliseFolderName(name));
      setName('');
      setError(null);
      onCreated(made.data.id, made.message);
    } catch (failure) {
      // The name stays in the field, with the server's sentence under it.
      setError(messageOf(failure));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-2 border-t border-slate-200 pt-3"
    >
      <NameField
        inputRef={input}
        label={text.newFolderLabel}
        hint={text.newFolderHint}
        error={error}
        value={name}
        onChange={(value) => {
          setName(value);
          if (error) setError(null);
        }}
      />
      <Button type="submit" variant="secondary" size="sm" busy={busy} busyLabel={text.creating}>
        {text.create}
      </Button>
    </form>
  );
}

/** A folder name's field (the form's label, hint and error; its input reachable for focus). */
function NameField({
  inputRef,
  label,
  hint,
  error,
  value,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  hint?: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={value}
        maxLength={200}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        className={inputClass}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

export function FolderHeader({
  accountId,
  folder,
  library,
  headingRef,
  onRenaming,
  onDone,
  onDeleted,
}: {
  accountId: number;
  folder: ReelFolderSummary;
  library: ReelLibrary;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The name to show while the rename runs (undefined: the stored one again). */
  onRenaming: (name: string | undefined) => void;
  onDone: (message: string) => void;
  onDeleted: (message: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(folder.name);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const focusSoon = useFocusSoon();

  const startEditing = () => {
    setDraft(folder.name);
    setError(null);
    setEditing(true);
    focusSoon(input, true);
  };
  const stopEditing = () => {
    setEditing(false);
    setError(null);
    focusSoon(renameButton);
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const name = normaliseFolderName(draft);
    if (name === folder.name) {
      stopEditing();
      return;
    }
    const problem = folderNameProblem(name, library.folders, folder.id);
    if (problem !== null) {
      setError(problem);
      input.current?.focus();
      return;
    }
    // Shown at once; the field closes, and opens again with what was typed if the server refuses.
    onRenaming(name);
    setEditing(false);
    focusSoon(renameButton);
    try {
      onDone((await writes.renameFolder(accountId, folder.id, name)).message);
    } catch (failure) {
      setError(messageOf(failure));
      setEditing(true);
      focusSoon(input);
    } finally {
      onRenaming(undefined);
    }
  };

  const remove = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      const deleted = await writes.deleteFolder(accountId, folder.id);
      setConfirming(false);
      onDeleted(deleted.message);
    } catch (failure) {
      setDeleteError(messageOf(failure));
    } finally {
      setDeleting(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      stopEditing();
    }
  };

  return (
    <div className="flex w-full min-w-0 flex-col gap-3">
      {editing ? (
        <form
          onSubmit={(event) => void rename(event)}
          onKeyDown={onKeyDown}
          noValidate
          className="flex flex-col gap-2 sm:flex-row sm:items-start"
        >
          <div className="min-w-0 flex-1">
            <NameField
              inputRef={input}
              label={text.renameLabel}
              error={error}
              value={draft}
              onChange={(value) => {
                setDraft(value);
                if (error) setError(null);
              }}
            />
          </div>
          <div className="flex gap-2 sm:pt-6">
            <Button type="submit" size="sm">
              {text.save}
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={stopEditing}>
              {text.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <PaneHeading headingRef={headingRef} name={folder.name} count={folder.count} />
          <div className="flex flex-wrap gap-2">
            <button
              ref={renameButton}
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-label={text.renameLabelOf(folder.name)}
              onClick={startEditing}
            >
              {text.rename}
            </button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={text.deleteLabelOf(folder.name)}
              onClick={() => {
                setDeleteError(null);
                setConfirming(true);
              }}
            >
              {text.delete}
            </Button>
          </div>
        </div>
      )}
      <Modal
        open={confirming}
        onClose={() => {
          if (!deleting) setConfirming(false);
        }}
        width="max-w-md"
        compact
        centred
        role="alertdialog"
        busy={deleting}
      >
        <div className="flex flex-col gap-3">
          <DialogTitle className="text-base font-semibold break-words text-slate-900">
            {text.deleteTitle(folder.name)}
          </DialogTitle>
          <Description className="text-sm text-slate-700">{text.deleteBody(folder.count)}</Description>
          {deleteError ? <ErrorWithRetry message={deleteError} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={deleting} onClick={() => setConfirming(false)}>
              {text.cancel}
            </Button>
            <Button variant="danger" busy={deleting} busyLabel={text.deleting} onClick={() => void remove()}>
              {text.deleteConfirm}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
