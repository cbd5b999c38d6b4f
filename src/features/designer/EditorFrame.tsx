/**
 * The design editor's screen (issue 19): the design's name and the tools on top, the page in the middle, the layers
 * on the left and the selection's properties on the right; on a phone the page comes first and the panels follow
 * below it. The view's zoom is the screen's own (not part of the design); key presses go through
 * src/domain/designShortcuts.ts. Everything that changes the design is sent up as an edit.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'wouter';
import { designMessages, type DesignDoc, type DesignEdit } from '../../domain/design.ts';
import { designNameError } from '../../domain/designPages.ts';
import { shortcutFor } from '../../domain/designShortcuts.ts';
import { clampZoom, fitZoom, zoomStep } from '../../domain/designView.ts';
import { DesignCanvas } from './editor/DesignCanvas.tsx';
import { DesignToolbar } from './editor/DesignToolbar.tsx';
import { LayersPanel } from './editor/LayersPanel.tsx';
import { PropertiesPanel } from './editor/PropertiesPanel.tsx';
import type { SaveStatus } from './saveStatus.ts';
import type { EditorBrand } from './useBrand.ts';

export interface EditorFrameProps {
  name: string;
  /** The full post editor with this design as the new post's image (on the planner's day the design is for). */
  postHref: string;
  onRename: (name: string) => void;
  doc: DesignDoc;
  selection: string[];
  editingTextId: string | null;
  brand: EditorBrand;
  status: SaveStatus;
  offline: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onEdit: (edit: DesignEdit) => void;
  onSelect: (ids: string[], mode: 'replace' | 'toggle') => void;
  onTransformStart: () => void;
  onTransformEnd: (edit: DesignEdit) => void;
  onTransformCancel: () => void;
  onTextEditStart: (id: string) => void;
  onTextCommit: (id: string, text: string, width: number) => void;
  onTextCancel: () => void;
  onAddText: () => void;
  onAddRect: () => void;
  onAddEllipse: () => void;
  onAddImage: () => void;
  onReplaceImage: (id: string) => void;
  /** Null when the account has no logo in its brand kit. */
  onAddLogo: (() => void) | null;
  onExport: (format: 'png' | 'jpeg', scale: 1 | 2) => void;
}

/** An image node's src is the product's own media path, loaded as it is; an empty slot draws as such. */
const imageUrl = (src: string) => (src === '' ? null : src);

function useViewSize(ref: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function EditorFrame(props: EditorFrameProps) {
  const { doc, selection, onEdit } = props;
  const headingId = useId();
  const view = useRef<HTMLDivElement>(null);
  const size = useViewSize(view);
  const [zoom, setZoom] = useState<number | null>(null);
  const fit = fitZoom(doc, size);
  const shownZoom = zoom ?? fit;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Fields keep their own keys (a name, a colour, a size); the page's keys work on the canvas and the tools.
    const inField = target.closest('input, textarea, select, [contenteditable="true"]') !== null;
    const shortcut = shortcutFor(event, { editingText: props.editingTextId !== null || inField });
    if (!shortcut) return;
    event.preventDefault();
    switch (shortcut.type) {
      case 'undo':
        return props.onUndo();
      case 'redo':
        return props.onRedo();
      case 'save':
        return props.onSave();
      case 'delete':
        return selection.length > 0 ? onEdit({ type: 'remove', ids: selection }) : undefined;
      case 'duplicate':
        return selection.length > 0 ? onEdit({ type: 'duplicate', ids: selection }) : undefined;
      case 'selectAll':
        return props.onSelect(
          doc.nodes.filter((node) => !node.locked && !node.hidden).map((node) => node.id),
          'replace',
        );
      case 'deselect':
        return props.onSelect([], 'replace');
      case 'nudge':
        return selection.length > 0
          ? onEdit({ type: 'nudge', ids: selection, dx: shortcut.dx, dy: shortcut.dy })
          : undefined;
      case 'editText': {
        const [only] = selection;
        const node = doc.nodes.find((candidate) => candidate.id === only);
        return selection.length === 1 && node?.kind === 'text' ? props.onTextEditStart(node.id) : undefined;
      }
      case 'zoomIn':
        return setZoom(zoomStep(shownZoom, 1));
      case 'zoomOut':
        return setZoom(zoomStep(shownZoom, -1));
      case 'zoomFit':
        return setZoom(null);
      case 'bringForward':
        return selection.length > 0 ? onEdit({ type: 'reorder', ids: selection, to: 'forward' }) : undefined;
      case 'sendBackward':
        return selection.length > 0 ? onEdit({ type: 'reorder', ids: selection, to: 'backward' }) : undefined;
    }
  };

  const [only] = selection;
  const selectedImage = doc.nodes.find((node) => node.id === only && node.kind === 'image');

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100 lg:h-dvh" onKeyDown={onKeyDown}>
      <header className="flex flex-col gap-2 border-b border-slate-200 bg-white px-3 py-2 sm:px-4">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <Link href="/my_designs" className="text-sm text-blue-700 underline">
            {designMessages.backToDesigns}
          </Link>
          <Link href={props.postHref} className="text-sm text-blue-700 underline">
            {designMessages.useInPost}
          </Link>
          <h1 id={headingId} className="sr-only">
            {designMessages.editorHeading(props.name)}
          </h1>
          <NameField name={props.name} onRename={props.onRename} />
        </div>
        <DesignToolbar
          canUndo={props.canUndo}
          canRedo={props.canRedo}
          zoom={shownZoom}
          saveStatus={props.status}
          hasLogo={props.onAddLogo !== null}
          onUndo={props.onUndo}
          onRedo={props.onRedo}
          onAddText={props.onAddText}
          onAddRect={props.onAddRect}
          onAddEllipse={props.onAddEllipse}
          onAddImage={props.onAddImage}
          onAddLogo={() => props.onAddLogo?.()}
          onZoom={(next) => setZoom(clampZoom(next))}
          onFit={() => setZoom(null)}
          onExport={props.onExport}
        />
        {props.offline ? (
          <p role="status" className="text-sm text-amber-900">
            {designMessages.offline}
          </p>
        ) : null}
      </header>
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <div ref={view} className="order-1 h-[60vh] min-w-0 flex-1 lg:order-2 lg:h-auto">
          <DesignCanvas
            doc={doc}
            selection={selection}
            zoom={shownZoom}
            editingTextId={props.editingTextId}
            imageUrl={imageUrl}
            onSelect={props.onSelect}
            onTransformStart={props.onTransformStart}
            onTransformEnd={props.onTransformEnd}
            onTransformCancel={props.onTransformCancel}
            onTextEditStart={props.onTextEditStart}
            onTextCommit={props.onTextCommit}
            onTextCancel={props.onTextCancel}
            onZoom={(next) => setZoom(clampZoom(next))}
          />
        </div>
        <aside
          aria-label={designMessages.layersRegion}
          className="order-3 border-t border-slate-200 bg-white p-3 lg:order-1 lg:w-60 lg:overflow-y-auto lg:border-t-0 lg:border-r"
        >
          <LayersPanel doc={doc} selection={selection} onSelect={props.onSelect} onEdit={onEdit} />
        </aside>
        <aside
          aria-label={designMessages.propertiesRegion}
          className="order-2 border-t border-slate-200 bg-white p-3 lg:order-3 lg:w-72 lg:overflow-y-auto lg:border-t-0 lg:border-l"
        >
          <PropertiesPanel
            doc={doc}
            selection={selection}
            brand={props.brand}
            onEdit={onEdit}
            onPickImage={() => (selectedImage ? props.onReplaceImage(selectedImage.id) : props.onAddImage())}
          />
        </aside>
      </div>
    </div>
  );
}

/** The design's name: typed freely, sent when the field is left or Enter is pressed; an empty name is refused. */
function NameField({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  useEffect(() => setValue(name), [name]);
  const commit = () => {
    const trimmed = value.trim();
    const problem = designNameError(trimmed, true);
    if (problem !== null) return setError(problem);
    setError(null);
    if (trimmed !== name) onRename(trimmed);
  };
  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <input
        value={value}
        aria-label={designMessages.nameLabel}
        aria-invalid={error !== null || undefined}
        aria-describedby={error ? errorId : undefined}
        maxLength={120}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') {
            setValue(name);
            setError(null);
          }
        }}
        className="w-full min-w-0 max-w-md rounded-md border border-transparent px-2 py-1 text-lg font-semibold text-slate-900 hover:border-slate-300 focus:border-blue-700"
      />
      {error ? (
        <p id={errorId} role="alert" className="px-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
