/**
 * The design's layers, top-most first (issue 19: "layers (order, lock, hide)"): a button per layer selects it
 * (Shift, Ctrl or Command adds or removes it), with buttons to hide or show, lock or unlock, move it up or down and
 * rename it (also by double-clicking its name). Presentational: selections and edits go to the page.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { DESIGN_NAME_MAX, type DesignDoc, type DesignEdit, type DesignNode } from '../../../domain/design.ts';
import { kindLabel, layerWords } from '../../../domain/designEditorWords.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/Field.tsx';
import {
  DownIcon,
  EyeIcon,
  EyeOffIcon,
  KindIcon,
  LockIcon,
  PencilIcon,
  UnlockIcon,
  UpIcon,
} from './icons.tsx';

export interface LayersPanelProps {
  doc: DesignDoc;
  selection: string[];
  onSelect: (ids: string[], mode: 'replace' | 'toggle') => void;
  onEdit: (edit: DesignEdit) => void;
}

type RowAction = 'up' | 'down';

/** The name a layer may take, or the message why not. */
export function layerNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return layerWords.nameRequired;
  if (trimmed.length > DESIGN_NAME_MAX) return layerWords.nameTooLong(DESIGN_NAME_MAX);
  return null;
}

function RenameField({
  node,
  onDone,
  onEdit,
}: {
  node: DesignNode;
  onDone: () => void;
  onEdit: (edit: DesignEdit) => void;
}) {
  const [value, setValue] = useState(node.name);
  const [error, setError] = useState<string | null>(null);
  const closed = useRef(false);
  const commit = () => {
    if (closed.current) return;
    const problem = layerNameProblem(value);
    if (problem) {
      setError(problem);
      return;
    }
    closed.current = true;
    if (value.trim() !== node.name) onEdit({ type: 'update', ids: [node.id], patch: { name: value.trim() } });
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closed.current = true;
      onDone();
    }
  };
  return (
    <div className="min-w-0 flex-1">
      <TextField
        label={layerWords.renameLabel}
        hint={layerWords.renameHint}
        error={error}
        value={value}
        maxLength={DESIGN_NAME_MAX + 20}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(layerNameProblem(event.target.value));
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
    </div>
  );
}

function LayerRow({
  node,
  index,
  count,
  selected,
  onSelect,
  onEdit,
  onMoved,
}: {
  node: DesignNode;
  /** Its place in the document, 0 = bottom. */
  index: number;
  count: number;
  selected: boolean;
  onSelect: LayersPanelProps['onSelect'];
  onEdit: LayersPanelProps['onEdit'];
  onMoved: (id: string, action: RowAction) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const selectButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!renaming && refocus.current) {
      refocus.current = false;
      selectButton.current?.focus();
    }
  }, [renaming]);

  const select = (event: MouseEvent<HTMLButtonElement>) =>
    onSelect([node.id], event.shiftKey || event.ctrlKey || event.metaKey ? 'toggle' : 'replace');
  const update = (patch: { hidden?: boolean; locked?: boolean }) =>
    onEdit({ type: 'update', ids: [node.id], patch });
  const move = (action: RowAction) => {
    onEdit({ type: 'move', id: node.id, index: action === 'up' ? index + 1 : index - 1 });
    onMoved(node.id, action);
  };

  return (
    <li
      className={`flex flex-wrap items-center gap-1 rounded-md border px-1 py-1 ${
        selected ? 'border-indigo-300 bg-indigo-50' : 'border-transparent'
      }`}
    >
      {renaming ? (
        <RenameField
          node={node}
          onEdit={onEdit}
          onDone={() => {
            refocus.current = true;
            setRenaming(false);
          }}
        />
      ) : (
        <button
          ref={selectButton}
          type="button"
          aria-pressed={selected}
          onClick={select}
          onDoubleClick={() => setRenaming(true)}
          className={`flex min-w-[7rem] flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
            node.hidden ? 'text-slate-500' : 'text-slate-900'
          }`}
        >
          <KindIcon node={node} />
          <span className="sr-only">{kindLabel(node)}: </span>
          <span className={`min-w-0 truncate ${node.hidden ? 'line-through' : ''}`}>{node.name}</span>
          {node.hidden ? <span className="sr-only">, {layerWords.hidden}</span> : null}
          {node.locked ? <span className="sr-only">, {layerWords.locked}</span> : null}
        </button>
      )}
      <div className="flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="sm"
          aria-label={node.hidden ? layerWords.show(node.name) : layerWords.hide(node.name)}
          title={node.hidden ? layerWords.show(node.name) : layerWords.hide(node.name)}
          onClick={() => update({ hidden: !node.hidden })}
        >
          {node.hidden ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={node.locked ? layerWords.unlock(node.name) : layerWords.lock(node.name)}
          title={node.locked ? layerWords.unlock(node.name) : layerWords.lock(node.name)}
          onClick={() => update({ locked: !node.locked })}
        >
          {node.locked ? <LockIcon /> : <UnlockIcon />}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          data-layer-id={node.id}
          data-layer-action="up"
          aria-label={layerWords.moveUp(node.name)}
          title={layerWords.moveUp(node.name)}
          disabled={index >= count - 1 || node.locked}
          onClick={() => move('up')}
        >
          <UpIcon />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          data-layer-id={node.id}
          data-layer-action="down"
          aria-label={layerWords.moveDown(node.name)}
          title={layerWords.moveDown(node.name)}
          disabled={index <= 0 || node.locked}
          onClick={() => move('down')}
        >
          <DownIcon />
        </Button>
        {renaming ? null : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={layerWords.rename(node.name)}
            title={layerWords.rename(node.name)}
            onClick={() => setRenaming(true)}
          >
            <PencilIcon />
          </Button>
        )}
      </div>
    </li>
  );
}

export function LayersPanel({ doc, selection, onSelect, onEdit }: LayersPanelProps) {
  const titleId = useId();
  const list = useRef<HTMLUListElement>(null);
  const moved = useRef<{ id: string; action: RowAction } | null>(null);
  const count = doc.nodes.length;

  // A moved row keeps the keyboard focus on its button (or the other one, at the end of the stack).
  useEffect(() => {
    const last = moved.current;
    if (!last || !list.current) return;
    moved.current = null;
    const find = (action: RowAction) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-layer-id="${CSS.escape(last.id)}"][data-layer-action="${action}"]`,
      );
    const same = find(last.action);
    (same && !same.disabled ? same : find(last.action === 'up' ? 'down' : 'up'))?.focus();
  }, [doc]);

  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <h2 id={titleId} className="mb-2 text-sm font-semibold text-slate-900">
        {layerWords.title}
      </h2>
      {count === 0 ? (
        <p className="text-sm text-slate-600">{layerWords.empty}</p>
      ) : (
        <ul ref={list} aria-label={layerWords.listLabel} className="space-y-1">
          {doc.nodes
            .map((node, index) => ({ node, index }))
            .reverse()
            .map(({ node, index }) => (
              <LayerRow
                key={node.id}
                node={node}
                index={index}
                count={count}
                selected={selection.includes(node.id)}
                onSelect={onSelect}
                onEdit={onEdit}
                onMoved={(id, action) => {
                  moved.current = { id, action };
                }}
              />
            ))}
        </ul>
      )}
    </section>
  );
}
